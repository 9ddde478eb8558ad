// `rss: true` in a changelog page's front matter publishes its <Update> entries as an RSS 2.0 feed
// at <page>/rss.xml. Pure: the entries are read from the page source (label, description, body as
// markdown) and the XML is written here; the route (routes/rss.ts) supplies the page and URLs.
import { sourceTree } from '../markdown/source-tree.ts';
import { mdxToMarkdown } from '../llms/to-markdown.ts';
import { slugOf, trimBase } from '../util/urls.ts';
import { escapeHeadingIds } from '../markdown/heading-ids.ts';
import { headingIdsOf } from '../markdown/heading-slugs.ts';

export interface FeedEntry {
  label: string;
  description?: string;
  /** The entry's content as markdown. */
  body: string;
  /** The id of the entry's heading on the page. */
  anchor: string;
}

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { offset: number }; end: { offset: number } };
}

function stringAttribute(node: Node, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  if (typeof value === 'string') return value;
  const literal = /^\s*(["'`])([\s\S]*)\1\s*$/.exec((value as { value?: string } | undefined)?.value ?? '');
  return literal?.[2];
}

/** The page's <Update> entries, in page order (nested ones included, e.g. inside a <View>). */
export function feedEntries(written: string): FeedEntry[] {
  // A heading's own id ({#id}) is text to the parser, as in the build (heading-ids.ts).
  const source = escapeHeadingIds(written);
  const tree = sourceTree(source) as unknown as Node;
  // An entry's anchor is the id the build gives its label's heading, counted with the page's other
  // headings (a label after a heading of the same text gets `-2`). An Update with no label has no
  // heading: its anchor only tells it apart.
  const ids = headingIdsOf(tree);
  const entries: FeedEntry[] = [];
  const walk = (node: Node, inUpdate: boolean) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Update') {
      // An Update inside another is part of that one's body, not an entry of its own.
      if (!inUpdate) {
        const first = node.children?.[0]?.position;
        const last = node.children?.at(-1)?.position;
        const inner = first && last ? source.slice(first.start.offset, last.end.offset) : '';
        const anchor = ids.get(node) ?? `update-${entries.length + 1}`;
        entries.push({ label: stringAttribute(node, 'label') ?? 'Update', description: stringAttribute(node, 'description'), body: mdxToMarkdown(inner).trim(), anchor });
      }
      node.children?.forEach((child) => walk(child, true));
      return;
    }
    node.children?.forEach((child) => walk(child, inUpdate));
  };
  walk(tree, false);
  return entries;
}

export interface FeedInput {
  title: string;
  description?: string;
  /** The page's URL (absolute when docs.json's site is known). */
  pageUrl: string;
  entries: FeedEntry[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A label that is a date (`2026-03-01`, `March 1, 2026`) becomes the item's publication date. */
function pubDate(label: string): string | undefined {
  if (!/\d{4}/.test(label)) return undefined;
  const time = Date.parse(label);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

export function rssXml(input: FeedInput): string {
  const items = input.entries.map((entry) => {
    const link = `${input.pageUrl}#${entry.anchor}`;
    const date = pubDate(entry.label);
    const text = [entry.description, entry.body].filter(Boolean).join('\n\n');
    return [
      '<item>',
      `<title>${escapeXml(entry.label)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      date ? `<pubDate>${date}</pubDate>` : '',
      `<description>${escapeXml(text)}</description>`,
      '</item>',
    ].filter(Boolean).join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${escapeXml(input.title)}</title>`,
    `<link>${escapeXml(input.pageUrl)}</link>`,
    `<description>${escapeXml(input.description ?? input.title)}</description>`,
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}

/** Where a page's feed is served: `/changelog/` -> `/changelog/rss.xml` (the home page's: `/index/rss.xml`). */
export function feedHref(pageId: string, base: string): string {
  return `${trimBase(base)}/${slugOf(pageId) || 'index'}/rss.xml`;
}
