// What every page render needs, computed once per build: page titles from the collection joined
// with the navigation model from the virtual module.
import { getCollection } from 'astro:content';
import { api, config, navigation, urls } from 'virtual:docsmith/config';
import { titleFromId } from '../content/frontmatter.ts';
import type { PageInfo } from './sidebar.ts';
import { allowedHref } from '../util/url-policy.ts';
import { HTTP_METHODS } from '../openapi/types.ts';

/** A page of the `docs` collection. Declared here so the package does not depend on a project's generated types. */
export interface DocsEntry {
  id: string;
  collection: 'docs';
  data: Record<string, unknown>;
  body?: string;
  filePath?: string;
  /** Astro bundles the page as a module (MDX the loader did not leave to be compiled while rendering). */
  deferredRender?: boolean;
  /** HTML Astro rendered when it loaded the page (plain markdown). */
  rendered?: unknown;
}

export interface SiteData {
  entries: DocsEntry[];
  pages: Map<string, PageInfo>;
}

let cached: Promise<SiteData> | undefined;

/** The method badge of an `openapi:` or `api:` value: its first word that is an HTTP method. */
function methodWordIn(value: string): string | undefined {
  return value.split(/\s+/).find((word) => (HTTP_METHODS as readonly string[]).includes(word.toLowerCase()))?.toUpperCase();
}

export function pageInfoOf(entry: DocsEntry): PageInfo {
  const data = entry.data;
  const str = (key: string) => (typeof data[key] === 'string' && (data[key] as string).trim() ? (data[key] as string) : undefined);
  const openapi = str('openapi') ?? str('api');
  return {
    title: str('title') ?? titleFromId(entry.id),
    sidebarTitle: str('sidebarTitle'),
    icon: str('icon'),
    // `deprecated: true` labels the sidebar entry unless the page chose its own label.
    tag: str('tag') ?? (data.deprecated === true ? 'Deprecated' : undefined),
    // A refused URL (reported at setup, content/frontmatter-urls.ts) leaves the entry on the page itself.
    url: allowedHref(str('url')),
    method: openapi ? methodWordIn(openapi) : undefined,
  };
}

function siteDataOf(entries: DocsEntry[]): SiteData {
  const pages = new Map(entries.map((e) => [e.id, pageInfoOf(e)] as const));
  // `openapi:` pages without a title take the operation's summary; generated operation pages join in.
  const byId = new Map(entries.map((e) => [e.id, e] as const));
  for (const ref of api.referenced) {
    const info = pages.get(ref.id);
    const ownTitle = byId.get(ref.id)?.data.title;
    if (info && !(typeof ownTitle === 'string' && ownTitle.trim())) info.title = ref.title;
  }
  for (const page of api.generated) pages.set(page.id, { title: page.title, method: page.method || undefined });
  return { entries, pages };
}

const docsEntries = async () => (await getCollection('docs')) as unknown as DocsEntry[];

let lastInDev: { data: SiteData; api: typeof api } | undefined;

/**
 * The dev server's site data, made again only when an entry changed. Astro hands out the same data
 * object for an entry until the entry changes (a new data store is loaded), so comparing them, and
 * the API data from docs.json, is enough; at 25,000 pages making the site data cost about 0.2 s of
 * every request.
 */
async function devSiteData(): Promise<SiteData> {
  const entries = await docsEntries();
  const last = lastInDev?.api === api ? lastInDev.data.entries : undefined;
  const unchanged = last?.length === entries.length && entries.every((entry, i) => entry.id === last[i]!.id && entry.data === last[i]!.data);
  if (!unchanged) lastInDev = { data: siteDataOf(entries), api };
  return lastInDev!.data;
}

/** Cached for the build; in dev made again when the collection changed, so edits show without a restart. */
export function getSiteData(): Promise<SiteData> {
  if (import.meta.env.DEV) return devSiteData();
  cached ??= docsEntries().then(siteDataOf);
  return cached;
}

export { config, navigation, urls };
