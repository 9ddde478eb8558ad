// Everything the layout shows around a page's content, decided in one place so that
// layouts/DocsLayout.astro only renders: the page's language and words, title and description, which
// columns show, the page actions, the "last updated" date, whether search indexes the page, and the
// chrome of its scope (tabs, anchors, sidebar, version switch, previous/next: src/runtime/chrome.ts).
// What the page's content is comes from page-data.ts; together they are a page's route data.
import type { MarkdownHeading } from 'astro';
import { config, lastUpdated, navigation, pages as sourcePages, site, urls } from 'virtual:docsmith/config';
import { getSiteData, type DocsEntry } from '../runtime/site-data.ts';
import { pageChrome } from '../runtime/chrome.ts';
import { stringsOf, usePageLanguage } from '../runtime/ui-strings.ts';
import { showsTimestamp } from '../content/last-updated.ts';
import { contextualOf, pageActions } from '../runtime/page-actions.ts';
import { searchKeywords, searchWeight } from '../search/page-ranking.ts';
import { eyebrowOf, eyebrowStyleOf } from '../runtime/eyebrow.ts';

export interface LayoutInput {
  entry?: DocsEntry;
  headings: MarkdownHeading[];
  notFound: boolean;
  notFoundTitle?: string;
  apiPage: boolean;
  /** Astro.locals: the page's words go there for the chrome's components (ui-strings.ts). */
  locals: object;
}

/** Lookups over the whole site, made once per site model rather than once per page. */
interface SiteLookups {
  listed: ReadonlySet<string>;
  fileOf: ReadonlyMap<string, string>;
}

const lookups = new WeakMap<object, SiteLookups>();

function siteLookups(): SiteLookups {
  let known = lookups.get(navigation);
  if (!known) {
    known = { listed: new Set(navigation.order), fileOf: new Map(sourcePages.map((p) => [p.id, p.file])) };
    lookups.set(navigation, known);
  }
  return known;
}

export async function pageLayoutData({ entry, headings, notFound, notFoundTitle, apiPage, locals }: LayoutInput) {
  const { pages } = await getSiteData();
  const { listed, fileOf } = siteLookups();
  const currentId = entry?.id ?? '';
  // A page of a `navigation.languages` entry is drawn in that language: <html lang>, dir, the chrome's words.
  const language = usePageLanguage(locals, currentId);
  const strings = stringsOf(locals);
  const info = entry ? pages.get(entry.id) : undefined;
  const data = (entry?.data ?? {}) as Record<string, unknown>;
  const mode = typeof data.mode === 'string' ? data.mode : 'default';
  const tocHeadings = headings.filter((h) => h.depth === 2 || h.depth === 3);
  const showToc = !apiPage && mode === 'default' && tocHeadings.length > 0;
  const actions = entry ? pageActions(contextualOf(config.contextual, data), entry.id, urls, site) : undefined;
  const chrome = await pageChrome(currentId);
  return {
    currentId,
    language,
    strings,
    title: notFound ? (notFoundTitle ?? strings.notFoundTitle) : (info?.title ?? ''),
    description: typeof data.description === 'string' ? data.description : undefined,
    frontmatter: data,
    mode,
    tocHeadings,
    showToc,
    showSidebar: mode !== 'center' && mode !== 'custom',
    // `custom` and `frame` pages are bare content (`frame` keeps the sidebar around it).
    bare: mode === 'custom' || mode === 'frame',
    deprecated: data.deprecated === true,
    // docs.json `styling.eyebrows`: the group (or the trail of groups) above the title.
    eyebrow: entry && !notFound ? eyebrowOf(config, navigation, entry.id) : [],
    eyebrowStyle: eyebrowStyleOf(config),
    keywords: searchKeywords(data),
    searchWeight: searchWeight(data),
    actions,
    // Above the table of contents when asked, if the page has one; beside the title otherwise.
    actionsInToc: actions?.display === 'toc' && showToc,
    updated: entry && showsTimestamp(config.timestamps, data) ? lastUpdated[entry.id] : undefined,
    chrome,
    // The server renders the page's own version, else the default (first) one; the head script may
    // switch to the reader's stored choice before first paint.
    version: chrome.version ?? config.versions?.[0] ?? '',
    // Only navigation pages go into the search index (Pagefind indexes elements marked data-pagefind-body).
    searchable: !notFound && listed.has(currentId),
    /** The page's source file (relative to the docs root), for "Suggest edits". */
    sourceFile: fileOf.get(currentId),
  };
}
