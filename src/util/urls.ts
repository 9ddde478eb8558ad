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

/**
 * A link written by an author, made to work on the built site: root-relative paths get `base`,
 * links to `.md`/`.mdx` files point at the page. External links and fragments are left alone.
 */
export function resolveAuthorLink(url: string, settings: UrlSettings): string {
  if (!url || isExternal(url) || url.startsWith('#')) return url;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  let path = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  if (!path.startsWith('/')) {
    return path.replace(/\.mdx?$/i, '') + rest;
  }
  const base = trimBase(settings.base);
  if (base && (path === base || path.startsWith(`${base}/`))) return url;
  if (/\.mdx?$/i.test(path)) return pageHref(path.slice(1).replace(/\.mdx?$/i, ''), settings) + rest;
  return `${base}${path}${rest}`;
}

/** Root-relative asset paths (`/images/a.png`, `images/a.png`) with `base`. */
export function assetHref(path: string, settings: UrlSettings): string {
  if (!path || isExternal(path) || path.startsWith('data:')) return path;
  const base = trimBase(settings.base);
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (base && clean.startsWith(`${base}/`)) return clean;
  return `${base}${clean}`;
}
