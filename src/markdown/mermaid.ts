// ```mermaid fences become diagrams at build time: beautiful-mermaid lays them out as SVG without a
// browser. The SVG takes its colours from the theme's CSS properties (--ds-bg, --ds-text,
// --ds-accent), so one diagram follows the light and dark modes with no client code. Diagram types
// the renderer does not know keep their code block and warn.
//
// The renderer (with the graph layout engine it brings, about 250 ms to import) is loaded by the first
// diagram, not by every start of a site that has none: the plugins return a promise for that one
// node, which both markdown processors wait for.
import type { MdastPluginEntry } from 'satteri';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import { displayFile } from './unknown-components.ts';

const COLOURS = {
  bg: 'var(--ds-bg)',
  fg: 'var(--ds-text)',
  accent: 'var(--ds-accent)',
  transparent: true,
};

/**
 * Sequence-diagram participants whose names contain spaces (`participant Task Worker`) are valid
 * Mermaid but dropped by the renderer, with their messages; give them an alias it understands.
 */
export function aliasSpacedParticipants(source: string): string {
  if (!/^\s*sequenceDiagram\b/.test(source)) return source;
  const spaced = new Map<string, string>();
  let text = source.replace(/^([ \t]*(?:participant|actor)[ \t]+)(\S[^\n]*?[ \t][^\n]*?)[ \t]*$/gm, (line, head: string, name: string) => {
    if (/[ \t]as[ \t]/.test(name)) return line;
    const alias = `P${spaced.size}_${name.replace(/\W+/g, '_')}`;
    spaced.set(name, alias);
    return `${head}${alias} as ${name}`;
  });
  if (!spaced.size) return source;
  // Message lines: `From->>To: text` (the part before the colon names participants).
  text = text.replace(/^([^:\n]*?(?:-|--)(?:>>|>|x|\))[^:\n]*)(:.*)?$/gm, (_line, head: string, rest = '') => {
    let out = head;
    for (const [name, alias] of spaced) out = out.split(name).join(alias);
    return out + rest;
  });
  return text;
}

let renderer: Promise<typeof import('beautiful-mermaid')> | undefined;
const loadRenderer = () => (renderer ??= import('beautiful-mermaid'));

/** The diagram as HTML, or the renderer's message when it cannot draw it. */
export async function renderMermaid(source: string): Promise<{ html: string } | { error: string }> {
  try {
    const { renderMermaidSVG } = await loadRenderer();
    const svg = renderMermaidSVG(aliasSpacedParticipants(source.trim()), { ...COLOURS, font: 'inherit' })
      // No web-font download from the reader's browser: the page's font is used.
      .replace(/@import url\([^)]*\);?/g, '')
      // The SVG's <style> is global once inlined: keep its rules to diagrams.
      .replace(/^(\s*)(text|svg)(\s*\{)/gm, '$1.ds-mermaid $2$3')
      .replace(/font-family:\s*'inherit'[^;]*;/g, 'font-family: inherit;');
    return { html: `<figure class="ds-mermaid" role="img" aria-label="Diagram">${svg}</figure>` };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? 'unknown error' };
  }
}

interface CodeNode {
  type: string;
  lang?: string | null;
  value: string;
  position?: { start?: { line?: number } };
}

/** The MDX node that puts the diagram in the page: `<Fragment set:html="...">`. */
function diagramNode(html: string) {
  return { type: 'mdxJsxFlowElement', name: 'Fragment', attributes: [{ type: 'mdxJsxAttribute', name: 'set:html', value: html }], children: [] };
}

function report(file: string, node: CodeNode, error: string): void {
  reportRenderFinding({
    rule: 'page/mermaid',
    file,
    ...(node.position?.start?.line ? { line: node.position.start.line } : {}),
    message: `the Mermaid diagram cannot be drawn at build time (${error}); its source is shown`,
  });
}

export function mermaidPlugin(docsRoot: string): MdastPluginEntry {
  return {
    name: 'docsmith-mermaid',
    options: { position: true },
    code(node, ctx) {
      if (node.lang !== 'mermaid' || ctx.sourceFormat !== 'mdx') return;
      return renderMermaid(node.value).then((result) => {
        if ('error' in result) return report(displayFile(ctx.fileURL, docsRoot), node, result.error);
        ctx.replaceNode(node, diagramNode(result.html) as never);
      });
    },
  };
}

/** The remark version: same replacement, in MDX files. */
export function remarkMermaid(options: { docsRoot: string }) {
  return async (tree: { children?: unknown[] }, file: { path?: string; extname?: string }) => {
    if (file.path && !file.path.endsWith('.mdx')) return;
    const drawn: Promise<void>[] = [];
    const walk = (parent: { children?: unknown[] }) => {
      const children = parent.children as (CodeNode & { children?: unknown[] })[] | undefined;
      if (!children) return;
      children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          drawn.push(renderMermaid(child.value).then((result) => {
            if ('error' in result) report(displayFile(file.path, options.docsRoot), child, result.error);
            else children[index] = diagramNode(result.html) as never;
          }));
        } else walk(child);
      });
    };
    walk(tree);
    await Promise.all(drawn);
  };
}
