// One place that turns page ids and root-relative paths into URLs, honouring `base` and `build.format`.

export interface UrlSettings {
  /** Astro's `base`, e.g. `/docs` (no trailing slash needed). */
  base: string;
  /** Astro's `build.format`. */
  format: 'directory' | 'file' | 'preserve';
}

export function trimBase(base: string): string {
  return base === '/' ? '' : base.replace(/\/+$/, '');
}

/** The route slug of a page id: `index` and `x/index` drop the last segment. */
export function slugOf(pageId: string): string {
  return pageId === 'index' ? '' : pageId.replace(/\/index$/, '');
}

/** The URL of a page, e.g. `/docs/guides/intro/` (directory) or `/docs/guides/intro.html` (file). */
export function pageHref(pageId: string, settings: UrlSettings): string {
  const slug = slugOf(pageId);
  const base = trimBase(settings.base);
  if (!slug) return `${base}/`;
  return settings.format === 'file' ? `${base}/${slug}.html` : `${base}/${slug}/`;
}

export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export interface LinkContext {
  /** Page ids of the site (`guides/intro`), so links to pages get their canonical URL. */
  pageIds?: ReadonlySet<string>;
  /** Id of the page the link is in; relative links resolve against its folder. */
  fromPageId?: string;
}

/**
 * A link written by an author, made to work on the built site: links to pages (with or without
 * `.md`/`.mdx`, root-relative or relative to the page's file) become the page's URL, other
 * root-relative paths get `base`. External links and bare fragments are left alone.
 */
export function resolveAuthorLink(url: string, settings: UrlSettings, context: LinkContext = {}): string {
  if (!url || isExternal(url) || url.startsWith('#')) return url;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  const rawPath = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  const base = trimBase(settings.base);
  let path = rawPath;
  if (!path.startsWith('/')) {
    if (context.fromPageId === undefined) return rawPath.replace(/\.mdx?$/i, '') + rest;
    const folder = context.fromPageId.split('/').slice(0, -1);
    path = '/' + normaliseSegments([...folder, ...path.split('/')]).join('/');
  } else if (base && (path === base || path.startsWith(`${base}/`))) {
    path = path.slice(base.length) || '/';
  }
  const pageId = path.replace(/^\/+|\/+$/g, '').replace(/\.mdx?$/i, '') || 'index';
  if (context.pageIds?.has(pageId) || /\.mdx?$/i.test(path)) return pageHref(pageId, settings) + rest;
  return `${base}${path}${rest}`;
}

function normaliseSegments(segments: string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** Root-relative asset paths (`/images/a.png`, `images/a.png`) with `base`. */
export function assetHref(path: string, settings: UrlSettings): string {
  if (!path || isExternal(path) || path.startsWith('data:')) return path;
  const base = trimBase(settings.base);
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (base && clean.startsWith(`${base}/`)) return clean;
  return `${base}${clean}`;
}
