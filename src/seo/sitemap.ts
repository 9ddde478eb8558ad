// The sitemap lists the navigation pages only: pages reachable just by URL (hidden), pages with
// `noindex: true`, redirects and the 404 page stay out. @astrojs/sitemap writes it; this decides what goes in.
import type { NavigationModel } from '../navigation/model.ts';
import { pageHref, trimBase, type UrlSettings } from '../util/urls.ts';
import { isNoindex } from './meta.ts';

export interface SitemapPage {
  id: string;
  frontmatter: Record<string, unknown>;
}

/** URL paths (with `base`) of the pages the sitemap lists. */
export function sitemapPaths(navigation: NavigationModel, pages: SitemapPage[], urls: UrlSettings): Set<string> {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const paths = new Set<string>();
  for (const id of navigation.order) {
    const page = byId.get(id);
    if (!page || isNoindex(page.frontmatter)) continue;
    paths.add(comparable(pageHref(id, urls)));
  }
  return paths;
}

/** `/a/b/`, `/a/b` and `/a/b.html` name the same page. */
function comparable(path: string): string {
  return path.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The `filter` option for @astrojs/sitemap: keeps a URL when it is one of `paths`. */
export function sitemapFilter(getPaths: () => Set<string>): (page: string) => boolean {
  return (page) => getPaths().has(comparable(new URL(page).pathname));
}

/** robots.txt: everything may be crawled; the sitemap index is named when `site` is set. */
export function robotsTxt(site: string | undefined, urls: UrlSettings): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (site) lines.push('', `Sitemap: ${new URL(`${trimBase(urls.base)}/sitemap-index.xml`, site).href}`);
  return `${lines.join('\n')}\n`;
}
