// The tree plugins that hand fenced code blocks to Docsmith's highlighter (highlighter.ts), for
// Sätteri and for remark/rehype projects. They replace Astro's own highlighting step, which
// register.ts turns off when Docsmith takes over (Shiki with no user themes).
import type { Element, ElementContent, Root } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { compileWorkers, highlightBlock, type HighlightSettings } from './highlighter.ts';
import { withIconElement } from './code-icons.ts';

export interface CodeHighlightSettings extends HighlightSettings {
  /** Languages left as plain `<pre><code>` (Astro's `syntaxHighlight.excludeLangs`, e.g. math). */
  excludeLangs: readonly string[];
  /** The site's code themes (docs.json `styling.codeblocks`), read when a block is highlighted. */
  codeThemes?: () => HighlightSettings['themes'];
}

const withThemes = (settings: CodeHighlightSettings): HighlightSettings => ({ ...settings, themes: settings.codeThemes?.() });

function languageOf(code: Element): string {
  const data = code.data as { lang?: unknown } | undefined;
  if (typeof data?.lang === 'string' && data.lang) return data.lang;
  const className: unknown = code.properties?.className;
  const classes: unknown[] = Array.isArray(className) ? className : typeof className === 'string' ? className.split(/\s+/) : [];
  const languageClass = classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return languageClass?.slice('language-'.length) || 'plaintext';
}

function metaOf(code: Element): string | undefined {
  const meta = (code.data as { meta?: unknown } | undefined)?.meta ?? code.properties?.metastring;
  return typeof meta === 'string' && meta ? meta : undefined;
}

function codeChildOf(pre: Element): Element | undefined {
  return pre.children?.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
}

/** Sätteri: every `<pre><code>` becomes the highlighted figure. */
export function codeHighlightPlugin(settings: CodeHighlightSettings): HastPluginEntry {
  return {
    name: 'docsmith-code-highlight',
    element: {
      filter: ['pre'],
      visit(node, ctx) {
        const code = codeChildOf(node as Element);
        if (!code) return;
        const lang = languageOf(code);
        if (settings.excludeLangs.includes(lang)) return;
        const figure = highlightBlock(ctx.textContent(code as never), lang, metaOf(code), withThemes(settings), compileWorkers());
        // Only MDX renders components: in plain markdown a fence's icon is left out.
        return (ctx.sourceFormat === 'mdx' ? figure.then(withIconElement) : figure) as never;
      },
    },
  };
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as ElementContent)).join('') : '';
}

/** rehype: the same for projects on `@astrojs/markdown-remark`. */
export function rehypeCodeHighlight(settings: CodeHighlightSettings) {
  return async (tree: Root, file: { path?: string } = {}) => {
    const mdx = /\.mdx$/i.test(file.path ?? '') || hasJsx(tree);
    const jobs: Promise<void>[] = [];
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const code = child.tagName === 'pre' && child.children.length === 1 ? codeChildOf(child) : undefined;
        if (!code) return visit(child);
        const lang = languageOf(code);
        if (settings.excludeLangs.includes(lang)) return;
        jobs.push(
          highlightBlock(textOf(code), lang, metaOf(code), withThemes(settings), compileWorkers()).then((figure) => {
            parent.children[index] = mdx ? withIconElement(figure) : figure;
          }),
        );
      });
    };
    visit(tree);
    await Promise.all(jobs);
  };
}

/** Whether a tree holds MDX (a `.md` page that uses components is compiled as MDX). */
function hasJsx(node: Root | ElementContent): boolean {
  const type: string = node.type;
  if (type.startsWith('mdxJsx') || type === 'mdxjsEsm') return true;
  return 'children' in node && (node.children as ElementContent[]).some(hasJsx);
}
