// Every link-like field of docs.json, checked against the URL policy (src/util/url-policy.ts): a
// refused URL is a placed error and the link is dropped from the config, so no component writes it
// even when the rule is lowered to a warning.
import type { DocsConfig } from './schema.ts';
import type { Place } from './json-location.ts';
import { formatJsonPath } from './json-location.ts';
import { findingAt, type Finding } from '../diagnostics/reporter.ts';
import { urlPolicyMessage, urlVerdict } from '../util/url-policy.ts';
import { isExternal } from '../util/urls.ts';
import { segmentsOf } from '../navigation/partition.ts';

export interface ConfigLinkField {
  url: string;
  path: (string | number)[];
}

/** Every field of docs.json whose value becomes an href (or a redirect target). */
export function linkFields(config: DocsConfig): ConfigLinkField[] {
  const fields: ConfigLinkField[] = [];
  config.topbarLinks?.forEach((link, i) => fields.push({ url: link.url, path: ['topbarLinks', i, 'url'] }));
  if (config.topbarCtaButton?.url) fields.push({ url: config.topbarCtaButton.url, path: ['topbarCtaButton', 'url'] });
  if (typeof config.logo === 'object' && config.logo?.href) fields.push({ url: config.logo.href, path: ['logo', 'href'] });
  config.tabs?.forEach((tab, i) => fields.push({ url: tab.url, path: ['tabs', i, 'url'] }));
  config.anchors?.forEach((anchor, i) => fields.push({ url: anchor.url, path: ['anchors', i, 'url'] }));
  const socials = config.footerSocials;
  if (Array.isArray(socials)) socials.forEach((s, i) => fields.push({ url: s.url, path: ['footerSocials', i, 'url'] }));
  else if (socials) for (const [key, url] of Object.entries(socials)) fields.push({ url, path: ['footerSocials', key] });
  config.redirects?.forEach((r, i) => fields.push({ url: r.destination, path: ['redirects', i, 'destination'] }));
  return fields;
}

/**
 * The fields whose links the current format's reader puts under the policy itself as it maps them
 * (`navbar`, `footer.socials`, the navigation's `href`s: src/config/v2/chrome-keys.ts, navigation.ts),
 * reporting each at its key as written (`navbar.primary.href`). Checked again here, each would be
 * reported twice; the legacy format's reader checks none, so this is the one check of its links.
 */
const CHECKED_BY_CURRENT_READER: ReadonlySet<string | number | undefined> = new Set(['topbarLinks', 'topbarCtaButton', 'tabs', 'anchors', 'footerSocials']);

export function linkPolicyFindings(config: DocsConfig, locate: (path: (string | number)[]) => Place | undefined, file: string): Finding[] {
  const fields = linkFields(config).filter(({ path }) => config.format !== 'current' || !CHECKED_BY_CURRENT_READER.has(path[0]));
  const policy = fields.flatMap(({ url, path }) => {
    const verdict = urlVerdict(url);
    if (verdict.kind === 'allowed') return [];
    const rule = verdict.kind === 'blocked' ? 'links/unsafe-url' : 'links/unusual-scheme';
    return [findingAt(rule, file, locate(path), urlPolicyMessage(formatJsonPath(path), url, verdict))];
  });
  return [...policy, ...dotSegmentFindings(config, locate, file)];
}

/** Tab and anchor prefixes with `.` or `..` segments: the partition drops them (src/navigation/partition.ts), and says so. */
function dotSegmentFindings(config: DocsConfig, locate: (path: (string | number)[]) => Place | undefined, file: string): Finding[] {
  const sections = [...(config.tabs ?? []).map((t, i) => ({ url: t.url, path: ['tabs', i, 'url'] })), ...(config.anchors ?? []).map((a, i) => ({ url: a.url, path: ['anchors', i, 'url'] }))];
  return sections
    .filter(({ url }) => !isExternal(url) && url.replace(/[?#].*$/, '').split('/').some((s) => s === '.' || s === '..'))
    .map(({ url, path }) =>
      findingAt('links/dot-segments', file, locate(path), `${formatJsonPath(path)}: ${JSON.stringify(url)} has "." or ".." segments; they are dropped, so it names the folder "${segmentsOf(url).join('/')}" of the site`),
    );
}

/**
 * The config without the entries whose link the policy refuses (a link without its target is no
 * link). Redirects stay: their expansion skips refused destinations and keeps docs.json's indices.
 */
export function withoutBlockedLinks(config: DocsConfig): DocsConfig {
  const blocked = (url: string) => urlVerdict(url).kind === 'blocked';
  const socials = config.footerSocials;
  return {
    ...config,
    topbarLinks: config.topbarLinks?.filter((l) => !blocked(l.url)),
    topbarCtaButton: config.topbarCtaButton && blocked(config.topbarCtaButton.url) ? undefined : config.topbarCtaButton,
    logo: typeof config.logo === 'object' && config.logo && blocked(config.logo.href) ? { ...config.logo, href: '/' } : config.logo,
    tabs: config.tabs?.filter((t) => !blocked(t.url)),
    anchors: config.anchors?.filter((a) => !blocked(a.url)),
    footerSocials: Array.isArray(socials)
      ? socials.filter((s) => !blocked(s.url))
      : socials && Object.fromEntries(Object.entries(socials).filter(([, url]) => !blocked(url))),
  };
}
