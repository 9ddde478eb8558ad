// Which pages search engines may index (the current format's `seo.indexing`):
// - `navigable` (the hosted platform's default): only pages in the navigation; a page reachable only
//   by URL (a hidden group, a page listed nowhere, `hidden: true`) gets `noindex` and stays out of
//   the sitemap;
// - `all`: every page, hidden ones included.
// `noindex: true` in a page's front matter always wins. A legacy-format site keeps its rule: the
// sitemap lists navigation pages, and only a page that asks for it (noindex or hidden) gets noindex.
import type { DocsConfig } from '../config/schema.ts';
import type { NavigationModel } from '../navigation/model.ts';
import { isHiddenPage } from '../navigation/hidden-pages.ts';

export type Indexing = 'navigable' | 'all';

export function indexingOf(config: Pick<DocsConfig, 'format' | 'seo'>): Indexing | undefined {
  const set = (config.seo as { indexing?: unknown } | undefined)?.indexing;
  if (set === 'navigable' || set === 'all') return set;
  return config.format === 'current' ? 'navigable' : undefined;
}

const asksNoindex = (frontmatter: Record<string, unknown> | undefined) => frontmatter?.noindex === true || frontmatter?.noindex === 'true';

// The navigation's pages as a set, once per navigation model: every page asks (a scan of the order per
// page was quadratic in the size of the site).
const listedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function isListed(navigation: NavigationModel, pageId: string): boolean {
  let listed = listedSets.get(navigation.order);
  if (!listed) listedSets.set(navigation.order, (listed = new Set(navigation.order)));
  return listed.has(pageId);
}

/** Whether the page gets `<meta name="robots" content="noindex">`. */
export function isNoindexPage(indexing: Indexing | undefined, navigation: NavigationModel, pageId: string, frontmatter: Record<string, unknown> | undefined): boolean {
  if (asksNoindex(frontmatter)) return true;
  if (indexing === 'all') return false;
  if (isHiddenPage(frontmatter)) return true;
  return indexing === 'navigable' && !isListed(navigation, pageId);
}

/** The page ids the sitemap lists. */
export function sitemapPageIds(indexing: Indexing | undefined, navigation: NavigationModel, pages: readonly { id: string; frontmatter: Record<string, unknown> }[]): string[] {
  const listed = indexing === 'all' ? pages.map((p) => p.id) : navigation.order;
  const byId = new Map(pages.map((p) => [p.id, p]));
  return listed.filter((id) => byId.has(id) && !isNoindexPage(indexing, navigation, id, byId.get(id)!.frontmatter));
}
