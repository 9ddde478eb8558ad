// Page front matter: the spec's title and description, plus the keys real hosted-platform pages use.
import { z } from 'astro/zod';

/** A key written with no value (`title:`) reads as null in YAML: it means the key is not set. */
const withoutEmptyKeys = (data: unknown) =>
  data && typeof data === 'object' && !Array.isArray(data) ? Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null)) : data;

const pageFrontmatterShape = z.looseObject({
  title: z.string().optional().describe('Clear, specific title; the only h1 of the page.'),
  description: z.string().optional().describe('Concise statement of the page purpose, shown under the title.'),
  sidebarTitle: z.string().optional().describe('Shorter title used in the sidebar.'),
  icon: z.string().optional().describe('Icon shown beside the sidebar entry.'),
  iconType: z.string().optional(),
  tag: z.string().optional().describe('Small label shown beside the sidebar entry.'),
  mode: z
    .enum(['default', 'wide', 'center', 'custom', 'frame'])
    .optional()
    .describe('Page layout: `wide` drops the table of contents, `center` also the sidebar, `custom` keeps only the top bar, `frame` keeps the sidebar around the bare content.'),
  url: z.string().optional().describe('Makes the sidebar entry open this URL.'),
  hideFooterPagination: z.boolean().optional(),
  noindex: z.boolean().optional().describe('Keeps the page out of search engines and the sitemap.'),
  openapi: z.string().optional().describe('"METHOD /path" (optionally prefixed by the spec file) to render.'),
  'openapi-schema': z.string().optional().describe('Component schema to render ("Pet", or "file Pet"), above the page content.'),
  api: z.string().optional().describe('"METHOD https://host/path" for a hand-written API page.'),
  version: z.string().optional().describe('Shows the page only while this version is selected.'),
  hidden: z.boolean().optional().describe('Leaves the page out of the sidebar, previous/next links, site search, the sitemap, search engines and llms.txt; its URL still works.'),
  keywords: z.union([z.array(z.string()), z.string()]).optional().describe('Extra search terms for the site search (and the keywords meta tag).'),
  boost: z.number().nonnegative().optional().describe('Search weight of the page: 3 ranks its matches three times higher; below 1 lowers them.'),
  deprecated: z.boolean().optional().describe('Marks the page as deprecated beside its title and in the sidebar.'),
  timestamp: z.boolean().optional().describe('Shows (true) or hides (false) the "Last updated" date, whatever docs.json `timestamps` says.'),
  rss: z.boolean().optional().describe('Publishes an RSS feed of the page\'s <Update> entries at <page>/rss.xml.'),
});

export const pageFrontmatterSchema = z.preprocess(withoutEmptyKeys, pageFrontmatterShape);

export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;

/** A title from a file name, used when the page has none: `getting-started` -> `Getting started`. */
export function titleFromId(id: string): string {
  const last = id.split('/').filter(Boolean).pop() ?? id;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}
