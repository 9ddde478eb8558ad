// The sitemap lists the indexable pages (indexing.ts: the navigation pages, or every page with
// `seo.indexing: "all"`); pages with `noindex: true`, redirects and the 404 page stay out. @astrojs/sitemap writes it; this decides what goes in.
import type { NavigationModel } from '../navigation/model.ts';
import { pageHref, trimBase, type UrlSettings } from '../util/urls.ts';
import { sitemapPageIds, type Indexing } from './indexing.ts';
import type { Anchor } from '../config/schema.ts';
import { languageTwins } from '../navigation/language-twins.ts';
import { languageOf } from '../i18n/languages.ts';

export interface SitemapPage {
  id: string;
  frontmatter: Record<string, unknown>;
}

/** URL paths (with `base`) of the pages the sitemap lists (`seo.indexing`, see indexing.ts). */
export function sitemapPaths(navigation: NavigationModel, pages: SitemapPage[], urls: UrlSettings, indexing?: Indexing): Set<string> {
  return new Set(sitemapPageIds(indexing, navigation, pages).map((id) => comparable(pageHref(id, urls))));
}

/** `/a/b/`, `/a/b` and `/a/b.html` name the same page. */
function comparable(path: string): string {
  return path.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The `filter` option for @astrojs/sitemap: keeps a URL when it is one of `paths`. */
export function sitemapFilter(getPaths: () => Set<string>): (page: string) => boolean {
  return (page) => getPaths().has(comparable(new URL(page).pathname));
}

export interface SitemapAlternate {
  url: string;
  lang: string;
}

/**
 * The sitemap entries of a page in other languages (`navigation.languages`): its twins, as the
 * page's hreflang links name them. Keyed by comparable path, made once per site model.
 */
export function sitemapAlternates(anchors: ReadonlyArray<Anchor>, urls: UrlSettings, site: string): (pathname: string) => SitemapAlternate[] {
  const byPath = new Map<string, SitemapAlternate[]>();
  for (const anchor of anchors) {
    for (const id of anchor.language ? (anchor.pages ?? []) : []) {
      const path = comparable(pageHref(id, urls));
      if (byPath.has(path)) continue;
      const twins = languageTwins(anchors, id).flatMap((twin) =>
        twin.pageId !== undefined ? [{ url: new URL(pageHref(twin.pageId, urls), site).href, lang: languageOf(twin.code)?.tag ?? twin.code }] : [],
      );
      if (twins.length > 1) byPath.set(path, twins);
    }
  }
  return (pathname) => byPath.get(comparable(pathname)) ?? [];
}

/**
 * @astrojs/sitemap lists `build.format: 'file'` pages without `.html`; the `serialize` option here
 * gives them the URL the page really has (the one its canonical link names), and the page's
 * twins in other languages as alternate links (through `serialize`, not the sitemap's own `i18n`,
 * which assumes paths prefixed by language).
 */
export function sitemapSerialize(urls: UrlSettings, alternates: (pathname: string) => SitemapAlternate[] = () => []): <T extends { url: string }>(item: T) => T {
  return (item) => {
    const links = alternates(new URL(item.url).pathname);
    const withLinks = links.length ? { ...item, links } : item;
    if (urls.format !== 'file') return withLinks;
    const url = new URL(item.url);
    if (url.pathname.endsWith('/') || /\.html$/.test(url.pathname)) return withLinks;
    url.pathname += '.html';
    return { ...withLinks, url: url.href };
  };
}

/** robots.txt: everything may be crawled; the sitemap index is named when `site` is set. */
export function robotsTxt(site: string | undefined, urls: UrlSettings): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (site) lines.push('', `Sitemap: ${new URL(`${trimBase(urls.base)}/sitemap-index.xml`, site).href}`);
  return `${lines.join('\n')}\n`;
}
