// remark/rehype versions of the Sätteri plugins in satteri-plugins.ts, for projects that opt into
// `@astrojs/markdown-remark` (`markdown.processor: unified()`). Same behaviour, written against
// plain mdast/hast trees so that no unist utility is needed.
import { relative } from 'node:path';
import Slugger from 'github-slugger';
import { pageIdOf } from '../content/page-files.ts';
import { resolveAuthorLink } from '../util/urls.ts';
import type { LinkPluginSettings } from './satteri-plugins.ts';

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

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** rehype: headings get an id (kept when set) and an empty anchor link after their text. */
export function rehypeHeadingAnchors() {
  return (tree: TreeNode) => {
    const slugger = new Slugger();
    walk(tree, (node) => {
      if (node.type !== 'element' || !node.tagName || !HEADINGS.has(node.tagName)) return;
      node.properties ??= {};
      const existing = node.properties.id;
      const id = typeof existing === 'string' && existing ? existing : slugger.slug(textOf(node));
      node.properties.id = id;
      (node.children ??= []).push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['ds-heading-anchor'], href: `#${id}`, ariaLabel: 'Link to this section' },
        children: [],
      });
    });
  };
}
