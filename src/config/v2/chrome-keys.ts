// The current format's `navbar`, `footer` and `banner`, read the same way at the top level and on a
// `navigation.languages[]` entry (which sets them for its own pages). Every link goes through the URL
// policy (a refused one is a placed error and left out); wrong shapes are warnings that leave the
// part out.
import type { DocsConfig, LanguageChrome } from '../schema.ts';
import { bannerSchema } from '../page-features-schema.ts';
import { bannerLinks } from '../../runtime/banner.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import type { JsonPath } from './refs.ts';
import { hrefAllowed, type SiteKeysReport } from './site-keys.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const NAVBAR_TYPES = ['github', 'discord'];

function text(value: unknown, path: JsonPath, report: SiteKeysReport): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  report('config/invalid-value', path, `expected a string, got ${JSON.stringify(value)}; it is ignored`);
  return undefined;
}

function knownKeys(value: Record<string, unknown>, path: JsonPath, keys: string[], report: SiteKeysReport): void {
  const name = path.filter((p) => typeof p === 'string').at(-1);
  for (const k of Object.keys(value)) {
    if (!keys.includes(k)) report('config/unknown-key', [...path, k], `unknown key "${name}.${k}"${didYouMeanSuffix(k, keys)}; it is ignored`);
  }
}

/** `navbar`: `links` as the top bar's links, `primary` as its call to action. */
export function mapNavbar(navbar: Record<string, unknown>, path: JsonPath, report: SiteKeysReport): NonNullable<LanguageChrome['navbar']> {
  knownKeys(navbar, path, ['links', 'primary'], report);
  const out: NonNullable<LanguageChrome['navbar']> = {};
  if (Array.isArray(navbar.links)) {
    out.topbarLinks = navbar.links.flatMap((link, index) => {
      const at = [...path, 'links', index];
      if (!isRecord(link) || typeof link.href !== 'string') {
        report('config/invalid-value', at, 'navbar.links: expected { "label", "href" } with a web link or path; it is ignored');
        return [];
      }
      if (!hrefAllowed(link.href, [...at, 'href'], report)) return [];
      const type = typeof link.type === 'string' && NAVBAR_TYPES.includes(link.type) ? link.type : undefined;
      const label = text(link.label, [...at, 'label'], report) ?? (type === 'github' ? 'GitHub' : type === 'discord' ? 'Discord' : undefined);
      if (!label) {
        report('config/invalid-value', [...at, 'label'], 'navbar.links: "label" is required on a plain link; it is left out');
        return [];
      }
      return [{ name: label, url: link.href }];
    });
  } else if (navbar.links !== undefined) report('config/invalid-value', [...path, 'links'], 'navbar.links: expected a list; it is ignored');
  const primary = navbar.primary;
  if (isRecord(primary) && typeof primary.href === 'string') {
    const label = text(primary.label, [...path, 'primary', 'label'], report);
    // A refused link is reported by hrefAllowed and leaves no button.
    if (!hrefAllowed(primary.href, [...path, 'primary', 'href'], report)) out.topbarCtaButton = undefined;
    else if (primary.type === 'github') out.topbarCtaButton = { type: 'github', url: primary.href, ...(label ? { name: label } : {}) };
    else if (label || primary.type === 'discord') out.topbarCtaButton = { type: 'link', url: primary.href, name: label ?? 'Discord' };
    else report('config/invalid-value', [...path, 'primary', 'label'], 'navbar.primary: a button needs a "label"; it is left out');
  } else if (primary !== undefined) report('config/invalid-value', [...path, 'primary'], 'navbar.primary: expected { "type", "label", "href" }; it is ignored');
  return out;
}

/** `footer`: `socials` (platform to URL) and `links` (columns of labelled links). */
export function mapFooter(footer: Record<string, unknown>, path: JsonPath, report: SiteKeysReport): NonNullable<LanguageChrome['footer']> {
  knownKeys(footer, path, ['socials', 'links'], report);
  const out: NonNullable<LanguageChrome['footer']> = {};
  if (isRecord(footer.socials)) {
    const socials: Record<string, string> = {};
    for (const [platform, url] of Object.entries(footer.socials)) {
      const href = text(url, [...path, 'socials', platform], report);
      if (href && hrefAllowed(href, [...path, 'socials', platform], report)) socials[platform] = href;
    }
    out.footerSocials = socials;
  } else if (footer.socials !== undefined) report('config/invalid-value', [...path, 'socials'], 'footer.socials: expected { platform: url }; it is ignored');
  if (Array.isArray(footer.links)) {
    const columns = footer.links.flatMap((column, index) => {
      const at = [...path, 'links', index];
      if (!isRecord(column) || !Array.isArray(column.items)) {
        report('config/invalid-value', at, 'footer.links: expected { "header", "items": [{ "label", "href" }] }; it is ignored');
        return [];
      }
      const items = column.items.flatMap((item, i) =>
        isRecord(item) && typeof item.label === 'string' && typeof item.href === 'string'
          ? hrefAllowed(item.href, [...at, 'items', i, 'href'], report)
            ? [{ label: item.label, href: item.href }]
            : []
          : (report('config/invalid-value', [...at, 'items', i], 'expected { "label", "href" }; it is ignored'), []),
      );
      return [{ header: text(column.header, [...at, 'header'], report), items }];
    });
    out.footer = { links: columns };
  } else if (footer.links !== undefined) report('config/invalid-value', [...path, 'links'], 'footer.links: expected a list of columns; it is ignored');
  return out;
}

/** `banner`, checked by the banner's own schema: a wrong one is a placed warning and no banner. */
export function mapBanner(banner: unknown, path: JsonPath, report: SiteKeysReport): DocsConfig['banner'] {
  const result = bannerSchema.safeParse(banner);
  if (result.success) {
    // Its markdown links are links like any other: a refused one is said here (the banner shows its text).
    for (const href of bannerLinks(result.data.content)) hrefAllowed(href, [...path, 'content'], report);
    return result.data;
  }
  for (const issue of result.error.issues) {
    const at = [...path, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
    report('config/invalid-value', at, `banner: ${issue.message}; the banner is left out`);
  }
  return undefined;
}
