// remark/rehype versions of the Sätteri plugins in satteri-plugins.ts, for projects that opt into
// `@astrojs/markdown-remark` (`markdown.processor: unified()`). Same behaviour, written against
// plain mdast/hast trees so that no unist utility is needed.
import { relative } from 'node:path';
import { pageIdOf } from '../content/page-files.ts';
import { resolveAuthorLink } from '../util/urls.ts';
import type { LinkPluginSettings } from './satteri-plugins.ts';
import { customHeadingId } from './heading-ids.ts';
import { HeadingSlugger } from './heading-slugs.ts';

interface TreeNode {
  type: string;
  tagName?: string;
  url?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** remark: author links and images get `base`; links to .md/.mdx files point at the page. */
export function remarkLinks(settings: LinkPluginSettings) {
  return (tree: TreeNode, file: { path?: string }) => {
    const rel = file.path ? relative(settings.root, file.path) : undefined;
    const context = {
      pageIds: settings.pageIds(),
      fromPageId: rel && !rel.startsWith('..') ? pageIdOf(rel.split('\\').join('/')) : undefined,
    };
    walk(tree, (node) => {
      if ((node.type === 'link' || node.type === 'image') && typeof node.url === 'string') {
        node.url = resolveAuthorLink(node.url, settings.urls, context);
      }
    });
  };
}

function textOf(node: TreeNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** rehype: headings get an id (kept when set; heading-slugs.ts) and, from h2 on, an empty anchor link after their text. */
export function rehypeHeadingAnchors() {
  return (tree: TreeNode) => {
    const slugger = new HeadingSlugger();
    walk(tree, (node) => {
      if (node.type !== 'element' || !node.tagName || !HEADINGS.has(node.tagName)) return;
      node.properties ??= {};
      const existing = node.properties.id;
      const text = textOf(node);
      const custom = customHeadingId(text);
      const last = node.children?.[node.children.length - 1];
      if (custom && last?.type === 'text') last.value = customHeadingId(last.value ?? '')?.text ?? last.value;
      const id = typeof existing === 'string' && existing ? slugger.reserve(existing) : slugger.headingId(text);
      node.properties.id = id;
      if (node.tagName === 'h1') return;
      (node.children ??= []).push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['ds-heading-anchor'], href: `#${id}`, ariaLabel: 'Link to this section' },
        children: [],
      });
    });
  };
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface HastJsxNode extends TreeNode {
  name?: string | null;
  attributes?: JsxAttribute[];
}

/** rehype: <Update label="..."> gets its label as a real h2 in the "update-label" slot (before anchors run). */
export function rehypeUpdateLabels() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      const jsx = node as HastJsxNode;
      if (jsx.type !== 'mdxJsxFlowElement' || jsx.name !== 'Update') return;
      const label = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')?.value;
      if (typeof label !== 'string' || !label.trim()) return;
      (jsx.children ??= []).unshift({
        type: 'element',
        tagName: 'h2',
        properties: { className: ['ds-update-label'], slot: 'update-label' },
        children: [{ type: 'text', value: label }],
      });
    });
  };
}

/** rehype: lower-case <img>/<iframe>/<video> and markdown images get the checks and defaults of media-elements.ts. */
export function rehypeMediaElements(options: { report: (rule: string, file: string | undefined, message: string) => void; root: string }) {
  return (tree: TreeNode, file: { path?: string }) => {
    const where = file.path ? relative(options.root, file.path) : undefined;
    const has = (node: HastJsxNode, name: string) => node.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name?.toLowerCase() === name);
    const value = (node: HastJsxNode, name: string) => node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name?.toLowerCase() === name)?.value;
    const add = (node: HastJsxNode, name: string, v: string) => {
      if (!has(node, name)) (node.attributes ??= []).push({ type: 'mdxJsxAttribute', name, value: v });
    };
    walk(tree, (node) => {
      const jsx = node as HastJsxNode;
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name && ['img', 'iframe', 'video'].includes(jsx.name)) {
        const src = String(value(jsx, 'src') ?? '');
        if (jsx.name === 'img') {
          if (!has(jsx, 'alt')) options.report('media/missing-alt', where, `image "${src}" has no alt text; add alt="what the image shows"`);
          add(jsx, 'loading', 'lazy');
          add(jsx, 'decoding', 'async');
          return;
        }
        if (jsx.name === 'iframe' && typeof value(jsx, 'title') !== 'string') {
          options.report('media/iframe-title', where, `iframe "${src}" has no title; add title="what the embed shows" for screen readers`);
        }
        const classAttr = jsx.attributes?.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'class' || a.name === 'className'));
        if (!classAttr) add(jsx, 'class', 'ds-embed');
        else if (typeof classAttr.value === 'string') classAttr.value = `${classAttr.value} ds-embed`.trim();
        if (jsx.name === 'iframe') add(jsx, 'loading', 'lazy');
        else add(jsx, 'preload', 'metadata');
        return;
      }
      if (node.type === 'element' && node.tagName === 'img') {
        const alt = node.properties?.alt;
        const src = String(node.properties?.src ?? '');
        if (typeof alt !== 'string' || !alt.trim()) {
          options.report('media/missing-alt', where, `image "${src}" has no alt text; write ![what the image shows](${src})`);
        }
        node.properties ??= {};
        if (node.properties.loading === undefined) node.properties.loading = 'lazy';
      }
    });
  };
}
