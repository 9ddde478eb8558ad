// Links docs.json itself holds (top bar links, the call-to-action button, the logo target, the
// banner's links, redirect destinations): checked like page links, reported at their place in docs.json.
import type { DocsConfig } from '../config/schema.ts';
import type { Place } from '../config/json-location.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import { formatJsonPath } from '../config/json-location.ts';
import { hasParameters } from '../redirects/expand.ts';
import { bannerLinks } from '../runtime/banner.ts';
import { checkLink, type LinkCheckOptions, type LinkTargets } from './check.ts';

export function configLinks(config: DocsConfig): { url: string; path: (string | number)[] }[] {
  const links: { url: string; path: (string | number)[] }[] = [];
  config.topbarLinks?.forEach((link, i) => links.push({ url: link.url, path: ['topbarLinks', i, 'url'] }));
  if (config.topbarCtaButton?.url) links.push({ url: config.topbarCtaButton.url, path: ['topbarCtaButton', 'url'] });
  if (typeof config.logo === 'object' && config.logo?.href) links.push({ url: config.logo.href, path: ['logo', 'href'] });
  const banner = config.banner as { content?: unknown } | undefined;
  if (typeof banner?.content === 'string') for (const url of bannerLinks(banner.content)) links.push({ url, path: ['banner', 'content'] });
  config.redirects?.forEach((redirect, i) => {
    // A destination with parameters is a pattern, checked when the redirect is expanded.
    if (!hasParameters(redirect.destination)) links.push({ url: redirect.destination, path: ['redirects', i, 'destination'] });
  });
  return links;
}

export function checkConfigLinks(
  config: DocsConfig,
  configFile: string,
  locate: (path: (string | number)[]) => Place | undefined,
  targets: LinkTargets,
  options: LinkCheckOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const link of configLinks(config)) {
    const place = locate(link.path);
    const finding = checkLink(
      { url: link.url, line: place?.line ?? 1, column: place?.column ?? 1, via: formatJsonPath(link.path), file: configFile, fromId: 'index' },
      targets,
      options,
    );
    if (finding) findings.push(finding);
  }
  return findings;
}
