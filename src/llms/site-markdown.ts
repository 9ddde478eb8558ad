// The markdown of the site's pages, as the endpoints serve it. Runs inside Astro (collection and
// virtual module); the conversion itself is in to-markdown.ts.
import { getSiteData, navigation, urls, config, type DocsEntry, type SiteData } from '../runtime/site-data.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsRoot, site } from 'virtual:docsmith/config';
import { snippetCandidates } from '../markdown/snippets.ts';
import { substituteVariables } from '../markdown/variables.ts';
import { pageHref, resolveAuthorLink } from '../util/urls.ts';
import { pageMarkdown, type LlmsPage } from './llms-txt.ts';
import { markdownHref, onSite } from './urls.ts';
import { generatedMarkdown, generatedSummaries, pageOperationMarkdown } from '../openapi/render.ts';
import { apiStore } from '../openapi/route-store.ts';
import { pageBody } from '../runtime/page-body.ts';

export { navigation, config, site };

function descriptionOf(data: Record<string, unknown>): string | undefined {
  return typeof data.description === 'string' && data.description.trim() ? data.description.trim() : undefined;
}

export interface MarkdownPage extends LlmsPage {
  id: string;
  markdown: string;
}

// Converted pages by collection entry: every `.md` endpoint needs one page and llms-full.txt all of
// them, so each page is converted once per build instead of once per endpoint (1000 endpoints each
// converting 1000 pages was most of a 1000-page build). Keyed by the entry object, so that dev, which
// reads the collection afresh on every request, never sees a stale page.
const converted = new WeakMap<DocsEntry, MarkdownPage>();

/** A snippet's file and source, by the path a page imports or names it by, found as `<Snippet>` finds it. */
function snippetSource(path: string): { file: string; source: string } | undefined {
  const file = snippetCandidates(path).map((candidate) => join(docsRoot, candidate)).find((f) => existsSync(f));
  return file ? { file, source: withVariables(readFileSync(file, 'utf8')) } : undefined;
}

/**
 * docs.json `variables` in the twins as on the pages (the build reports undefined names); braces and
 * angle brackets backslash-escaped, so a value stays text for the MDX reader and reads as itself.
 */
function withVariables(source: string): string {
  return config.variables ? substituteVariables(source, config.variables, (value) => value.replace(/\r?\n/g, ' ').replace(/[{}<>]/g, '\\$&')).code : source;
}

function markdownPageOf(entry: DocsEntry, data: SiteData, pageIds: ReadonlySet<string>): MarkdownPage {
  let page = converted.get(entry);
  if (page) return page;
  const title = data.pages.get(entry.id)?.title ?? entry.id;
  const description = descriptionOf(entry.data);
  const resolveUrl = (url: string) => resolveAuthorLink(url, urls, { pageIds, fromPageId: entry.id });
  const markdown = pageMarkdown(
    { title, description, body: withVariables(pageBody(entry)), lead: pageOperationMarkdown(apiStore, entry.id) },
    { mdx: !/\.md$/i.test(entry.filePath ?? ''), resolveUrl, snippet: snippetSource },
  );
  page = { id: entry.id, title, description, href: onSite(pageHref(entry.id, urls), site), markdownHref: onSite(markdownHref(entry.id, urls), site), markdown };
  converted.set(entry, page);
  return page;
}

// The entries by id, once per collection read: every `.md` endpoint looks one up.
const entriesById = new WeakMap<DocsEntry[], ReadonlyMap<string, DocsEntry>>();
function byId(entries: DocsEntry[]): ReadonlyMap<string, DocsEntry> {
  let map = entriesById.get(entries);
  if (!map) entriesById.set(entries, (map = new Map(entries.map((e) => [e.id, e]))));
  return map;
}
const pageIdSets = new WeakMap<DocsEntry[], ReadonlySet<string>>();
function pageIdsOf(entries: DocsEntry[]): ReadonlySet<string> {
  let ids = pageIdSets.get(entries);
  if (!ids) pageIdSets.set(entries, (ids = new Set(byId(entries).keys())));
  return ids;
}

const pagesOf = new WeakMap<SiteData, Map<string, MarkdownPage>>();

/** Every page as markdown, by page id: one map per collection read (every llms file asks for it). */
export async function markdownPages(): Promise<Map<string, MarkdownPage>> {
  const data = await getSiteData();
  let pages = pagesOf.get(data);
  if (!pages) {
    const pageIds = pageIdsOf(data.entries);
    pagesOf.set(data, (pages = new Map(data.entries.map((entry) => [entry.id, markdownPageOf(entry, data, pageIds)] as const))));
  }
  return pages;
}

/** One page as markdown, or undefined when there is no such page. */
export async function markdownPage(id: string): Promise<MarkdownPage | undefined> {
  const data = await getSiteData();
  const entry = byId(data.entries).get(id);
  return entry && markdownPageOf(entry, data, pageIdsOf(data.entries));
}

/**
 * Generated operation pages as llms.txt lists them. Their markdown is built when asked for (`markdown`
 * is a getter): a large description has hundreds of them and llms.txt needs only titles and links.
 */
export function generatedMarkdownPages(): Map<string, MarkdownPage> {
  const result = new Map<string, MarkdownPage>();
  for (const page of generatedSummaries(apiStore)) {
    result.set(page.id, {
      id: page.id,
      title: page.title,
      description: page.description,
      href: onSite(pageHref(page.id, urls), site),
      markdownHref: onSite(markdownHref(page.id, urls), site),
      get markdown() {
        return generatedMarkdown(apiStore, page.id) ?? '';
      },
    });
  }
  return result;
}

/** What the site is about, for llms.txt: the home page's description (docs.json has no such field). */
export async function siteDescription(): Promise<string | undefined> {
  return (await markdownPage('index'))?.description ?? (await markdownPage(navigation.order[0] ?? ''))?.description;
}
