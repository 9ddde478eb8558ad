// Lower-case <img>, <iframe> and <video> that authors write in MDX pages (and markdown images) are not
// reached by the component map, so their checks and behaviours run here on the tree: images need alt
// text, iframes need a title; embeds become responsive 16:9 and load lazily; author attributes stay.
import type { HastPluginEntry } from 'satteri';
import type { MdxJsxAttributeNode, MdxJsxExpressionAttributeNode } from 'satteri';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import { displayFile } from './unknown-components.ts';

type Attribute = MdxJsxAttributeNode | MdxJsxExpressionAttributeNode;
type JsxNode = { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: Attribute[]; children: unknown[]; position?: Position };
type Position = { start?: { line?: number; column?: number } };

const MEDIA = ['img', 'iframe', 'video'];
/** React-style and HTML spellings of the attributes the checks read. */
const CLASS_NAMES = new Set(['class', 'className']);

/**
 * Where a finding about `node` is: its page from the docs root, as every finding names it (and its line
 * when the tree has positions; this phase's tree has them only when a plugin asks, at a cost to every page).
 */
function placeOf(node: { position?: Position }, fileURL: URL | undefined, docsRoot: string): { file?: string; line?: number; column?: number } {
  const start = node.position?.start;
  return { ...(fileURL ? { file: displayFile(fileURL, docsRoot) } : {}), ...(start?.line ? { line: start.line, column: start.column } : {}) };
}

function attribute(node: JsxNode, name: string): Attribute | undefined {
  return node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name.toLowerCase() === name.toLowerCase());
}

function stringAttribute(node: JsxNode, name: string): string | undefined {
  const value = attribute(node, name)?.value;
  return typeof value === 'string' ? value : undefined;
}

const attr = (name: string, value: string): MdxJsxAttributeNode => ({ type: 'mdxJsxAttribute', name, value });

/** The element with Docsmith's class and defaults added; the author's attributes win. */
function withDefaults(node: JsxNode, extraClass: string | undefined, defaults: Record<string, string>): JsxNode {
  const attributes = [...node.attributes];
  if (extraClass) {
    const index = attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && CLASS_NAMES.has(a.name));
    const current = index >= 0 ? attributes[index]!.value : undefined;
    if (index < 0) attributes.push(attr('class', extraClass));
    else if (typeof current === 'string') attributes[index] = attr('class', `${current} ${extraClass}`.trim());
  }
  for (const [name, value] of Object.entries(defaults)) if (!attribute(node, name)) attributes.push(attr(name, value));
  return { type: node.type, name: node.name, attributes, children: node.children };
}

function visitJsx(node: JsxNode, ctx: { fileURL: URL | undefined; replaceNode(n: never, m: never): void }, docsRoot: string): void {
  const place = placeOf(node, ctx.fileURL, docsRoot);
  const src = stringAttribute(node, 'src') ?? '';
  if (node.name === 'img') {
    if (!attribute(node, 'alt')) {
      reportRenderFinding({ rule: 'media/missing-alt', ...place, message: `image "${src}" has no alt text; add alt="what the image shows"` });
    }
    ctx.replaceNode(node as never, withDefaults(node, undefined, { loading: 'lazy', decoding: 'async' }) as never);
    return;
  }
  if (node.name === 'iframe' && !stringAttribute(node, 'title')) {
    reportRenderFinding({ rule: 'media/iframe-title', ...place, message: `iframe "${src}" has no title; add title="what the embed shows" for screen readers` });
  }
  const defaults: Record<string, string> = node.name === 'iframe' ? { loading: 'lazy' } : { preload: 'metadata' };
  ctx.replaceNode(node as never, withDefaults(node, 'ds-embed', defaults) as never);
}

export function mediaElementsPlugin(docsRoot: string): HastPluginEntry {
  return {
    name: 'docsmith-media-elements',
    mdxJsxFlowElement: { filter: MEDIA, visit: (node, ctx) => visitJsx(node as JsxNode, ctx as never, docsRoot) },
    mdxJsxTextElement: { filter: MEDIA, visit: (node, ctx) => visitJsx(node as JsxNode, ctx as never, docsRoot) },
    element: {
      // Markdown images: ![alt](src).
      filter: ['img'],
      visit(node, ctx) {
        const alt = node.properties?.alt;
        if (typeof alt !== 'string' || !alt.trim()) {
          reportRenderFinding({
            rule: 'media/missing-alt',
            ...placeOf(node as { position?: Position }, ctx.fileURL, docsRoot),
            message: `image "${String(node.properties?.src ?? '')}" has no alt text; write ![what the image shows](${String(node.properties?.src ?? '')})`,
          });
        }
        if (node.properties?.loading === undefined) ctx.setProperty(node, 'loading', 'lazy');
      },
    },
  };
}
