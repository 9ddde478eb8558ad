// Tree plugins for Astro's default markdown processor (Sätteri). They run for .md and .mdx pages:
// author links and images get `base` and .md(x) links point at the page; headings get an id (by the
// platform's rule, heading-slugs.ts) and, from h2 on, an anchor link. The anchor has no text so that
// the heading's text (and the table of contents) stay clean.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import type { HastPluginEntry, HastVisitorContext, MdastPluginEntry } from 'satteri';
import { pageIdOf } from '../content/page-files.ts';
import { resolveAuthorLink, type UrlSettings } from '../util/urls.ts';
import { customHeadingId } from './heading-ids.ts';
import { HeadingSlugger } from './heading-slugs.ts';

export interface LinkPluginSettings {
  urls: UrlSettings;
  /** Absolute docs root, to know which page a file is. */
  root: string;
  /** Current page ids; read on every compile so that dev sees new pages. */
  pageIds: () => ReadonlySet<string>;
}

export function linkPlugin(settings: LinkPluginSettings): MdastPluginEntry {
  // A factory: each compile knows its own file, so relative links resolve against its folder.
  return (factory) => {
    const file = factory.fileURL ? relative(settings.root, fileURLToPath(factory.fileURL)) : undefined;
    const context = {
      pageIds: settings.pageIds(),
      fromPageId: file && !file.startsWith('..') ? pageIdOf(file.split('\\').join('/')) : undefined,
    };
    const resolve = (url: string) => resolveAuthorLink(url, settings.urls, context);
    return {
      name: 'docsmith-links',
      link(node, ctx) {
        const next = resolve(node.url);
        if (next !== node.url) ctx.setProperty(node, 'url', next);
      },
      image(node, ctx) {
        const next = resolve(node.url);
        if (next !== node.url) ctx.setProperty(node, 'url', next);
      },
    };
  };
}

// A body h1 (which the authoring rules warn about) gets its id here too, so that every heading of the
// page follows the one rule and the one count; only h2 to h6 get an anchor link.
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Takes the `{#id}` (heading-ids.ts) off the end of a heading's last text child. */
function dropCustomId(node: Readonly<Element>, ctx: HastVisitorContext): void {
  const children = node.children ?? [];
  const last = children[children.length - 1];
  if (last?.type !== 'text') return;
  const custom = customHeadingId(last.value);
  if (custom) ctx.replaceNode(last, { type: 'text', value: custom.text });
}

export function headingAnchorPlugin(): HastPluginEntry {
  // A factory: one slugger per document, so ids restart on every page.
  return () => {
    const slugger = new HeadingSlugger();
    return {
      name: 'docsmith-heading-anchors',
      element: {
        filter: HEADINGS,
        visit(node, ctx) {
          const existing = node.properties?.id;
          const text = ctx.textContent(node);
          const custom = customHeadingId(text);
          if (custom) dropCustomId(node, ctx);
          const id = typeof existing === 'string' && existing ? slugger.reserve(existing) : slugger.headingId(text);
          if (typeof existing !== 'string' || custom) ctx.setProperty(node, 'id', id);
          if (node.tagName === 'h1') return;
          ctx.appendChild(node, {
            type: 'element',
            tagName: 'a',
            properties: { className: ['ds-heading-anchor'], href: `#${id}`, ariaLabel: 'Link to this section' },
            children: [],
          });
        },
      },
    };
  };
}
