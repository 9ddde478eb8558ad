// The <head> tags search engines and link previews read: description, canonical URL, robots,
// Open Graph and Twitter cards, docs.json `metadata` site-wide and quoted meta keys from front matter.
import { isHiddenPage } from '../navigation/hidden-pages.ts';

export interface MetaTag {
  /** `property` for Open Graph (`og:*`, `article:*`), `name` for everything else. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface SeoInput {
  siteName: string;
  /** "Page title - Site name". */
  fullTitle: string;
  description?: string;
  /** Absolute URL of the page, when Astro's `site` is set. */
  canonical?: string;
  /** docs.json `metadata`: site-wide tags such as `"og:image"`. */
  siteMetadata?: Record<string, string>;
  frontmatter?: Record<string, unknown>;
  /** Turns relative image paths into absolute URLs (previews need absolute ones). */
  absolute?: (path: string) => string;
  /** The page's generated social image (docs.json `thumbnails`); a page's own og:image wins. */
  thumbnail?: string;
}

/** Front matter keys that are meta tags: namespaced ones (`og:image`, `twitter:site`) and `keywords`. */
export function isMetaKey(key: string): boolean {
  return /^(og|twitter|article|fb|al):[\w:.-]+$/.test(key) || key === 'keywords';
}

const IMAGE_KEYS = new Set(['og:image', 'twitter:image']);

function attributeOf(key: string): MetaTag['attribute'] {
  return /^(og|article|fb|al):/.test(key) ? 'property' : 'name';
}

export function seoTags(input: SeoInput): MetaTag[] {
  const tags = new Map<string, string>();
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') tags.set(key, value);
  };
  set('og:type', 'website');
  set('og:site_name', input.siteName);
  set('og:title', input.fullTitle);
  set('og:description', input.description);
  set('og:url', input.canonical);
  set('twitter:card', 'summary');
  set('twitter:title', input.fullTitle);
  set('twitter:description', input.description);

  // Site-wide metadata first, then the generated social image, then the page's own keys override it.
  for (const [key, value] of Object.entries(input.siteMetadata ?? {})) set(key, value);
  if (input.thumbnail) {
    set('og:image', input.thumbnail);
    tags.delete('twitter:image');
  }
  for (const [key, value] of Object.entries(input.frontmatter ?? {})) {
    if (!isMetaKey(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') set(key, String(value));
    else if (Array.isArray(value) && key === 'keywords') set(key, value.map(String).join(', '));
  }
  if (input.absolute) {
    for (const key of IMAGE_KEYS) {
      const value = tags.get(key);
      if (value) tags.set(key, input.absolute(value));
    }
  }
  // A preview image makes a large card unless the author chose a card type.
  const image = tags.get('og:image') ?? tags.get('twitter:image');
  if (image) {
    if (!tags.has('twitter:image')) tags.set('twitter:image', image);
    const explicitCard = input.siteMetadata?.['twitter:card'] ?? input.frontmatter?.['twitter:card'];
    if (!explicitCard) tags.set('twitter:card', 'summary_large_image');
  }
  return [...tags].map(([key, content]) => ({ attribute: attributeOf(key), key, content }));
}

/** The page's absolute URL on `site`, when it is set: `site` supplies the origin, the path keeps `base`. */
export function canonicalUrl(site: string | null | undefined, pathname: string): string | undefined {
  if (!site) return undefined;
  return new URL(pathname, site).href;
}

/** `noindex: true`, or `hidden: true` (a hidden page is kept away from search engines too). */
export function isNoindex(frontmatter: Record<string, unknown> | undefined): boolean {
  const value = frontmatter?.noindex;
  return value === true || value === 'true' || isHiddenPage(frontmatter);
}
