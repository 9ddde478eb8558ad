// What Docsmith adds to the output once Astro has written the pages: redirect pages, the markdown
// twins and llms.txt files, the link check over the built site, robots.txt and the search index.
// Each step is its own module; this keeps the order.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import type { Finding } from './diagnostics/reporter.ts';
import type { SiteModel } from './site.ts';
import { placeOfPath } from './config/json-location.ts';
import { isExternal, resolveAuthorLink, trimBase, type UrlSettings } from './util/urls.ts';
import { robotsTxt } from './seo/sitemap.ts';
import type { SearchIndexResult } from './search/build-index.ts';
import { expandRedirects } from './redirects/expand.ts';
import { homeRedirect } from './redirects/home.ts';
import { redirectFile, redirectHtml } from './redirects/page.ts';
import { builtFiles, builtTargets } from './links/built-targets.ts';
import { checkLinks, resolveLink, type PageSource } from './links/check.ts';
import { checkConfigLinks } from './links/config-links.ts';
import { writeTextFiles, type TextFile } from './llms/text-files.ts';
import { snippetLinkSources } from './links/snippet-sources.ts';

export interface SiteOutputsInput {
  site: SiteModel;
  outDir: string;
  urls: UrlSettings;
  astroSite: string | undefined;
  logger: AstroIntegrationLogger;
  /** Makes the markdown twins and llms.txt files (llms/text-files.ts), handed over during the build. */
  textFiles?: () => Promise<TextFile[]>;
  /**
   * The search index (search/build-index.ts), started by the caller as soon as the pages are written:
   * Pagefind, in processes of its own, is the last step to finish.
   */
  indexing: Promise<SearchIndexResult>;
}

export async function writeSiteOutputs(input: SiteOutputsInput): Promise<{ findings: Finding[] }> {
  const { site, outDir, urls, logger } = input;
  const findings: Finding[] = [];
  const configText = readFileSync(join(site.root, site.configFile), 'utf8');
  const locate = (path: (string | number)[]) => placeOfPath(configText, path);

  // Redirects, expanded against the pages Astro wrote.
  const built = builtFiles(outDir);
  const builtPaths = new Set(built.pages.keys());
  // docs.json's own, as written so that messages name each redirect by its own index (one from `/`
  // wins), then the site's home when it has no root page.
  const home = homeRedirect(builtPaths, site.navigation.order);
  const redirects = expandRedirects({
    redirects: [...(site.writtenConfig.redirects ?? []), ...(home ? [home] : [])],
    builtPaths,
    locate: (index) => ({ file: site.configFile, ...locate(['redirects', index, 'source']) }),
  });
  findings.push(...redirects.findings);
  for (const page of redirects.pages) {
    const href = destinationHref(page.to, builtPaths, urls);
    const file = redirectFile(outDir, page.from, urls.format);
    if (!file) continue; // sourcePath() already refused anything that leaves the output folder
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redirectHtml(href, input.astroSite ? new URL(href, input.astroSite).href : href));
    built.files.add(page.from);
  }
  if (redirects.pages.length) logger.info(`Wrote ${redirects.pages.length} redirect page${redirects.pages.length === 1 ? '' : 's'}.`);

  // The search index runs in Pagefind's processes while this one makes the text files, reads the
  // built pages and checks the links (both cores at work): reading every page's ids first kept
  // Pagefind waiting (0.9 s at 1,000 pages, 9.9 s at 25,000). A platform without a Pagefind binary
  // still gets its site, without search.
  const { indexing } = input;

  // The markdown twins and llms.txt files, made and written while Pagefind indexes the pages; the
  // link check counts them as built (docs.json may link to /llms.txt).
  const textFiles = (await input.textFiles?.()) ?? [];
  for (const file of textFiles) built.files.add(`/${file.path}`);
  const writingText = writeTextFiles(outDir, textFiles);
  writingText.catch(() => undefined);

  // Links in pages and docs.json, against what was built.
  const targets = await builtTargets(outDir, built);
  const sources: PageSource[] = [...site.pages.map((p) => ({ id: p.id, file: p.file, source: readFileSync(join(site.root, p.file), 'utf8') })), ...snippetLinkSources(site.root)];
  findings.push(...checkLinks(sources, targets, { base: urls.base }));
  findings.push(...checkConfigLinks(site.writtenConfig, site.configFile, locate, targets, { base: urls.base }));

  const written = await writingText;
  if (written) logger.info(`Wrote ${written} markdown and llms.txt file${written === 1 ? '' : 's'}.`);

  // A robots.txt the site ships itself (public/) wins.
  const robots = join(outDir, 'robots.txt');
  if (!existsSync(robots)) writeFileSync(robots, robotsTxt(input.astroSite, urls));

  try {
    const indexed = await indexing;
    for (const error of indexed.errors) logger.warn(`search index: ${error}`);
    const runs = indexed.runs > 1 ? `, one language at a time` : '';
    logger.info(`Search index built (${indexed.pages} HTML file${indexed.pages === 1 ? '' : 's'} read${runs}).`);
  } catch (error) {
    logger.warn(`The search index was not built, so search will say it cannot load: ${(error as Error).message}`);
  }
  return { findings };
}

/** A redirect destination as a URL of the built site: a page gets its real URL (base, trailing slash or .html). */
function destinationHref(to: string, pages: ReadonlySet<string>, urls: UrlSettings): string {
  if (isExternal(to)) return to;
  const resolved = resolveLink(to, 'index', urls.base);
  if (!resolved?.path || !pages.has(resolved.path)) return resolveAuthorLink(to, urls);
  const base = trimBase(urls.base);
  const fragment = resolved.fragment ? `#${encodeURIComponent(resolved.fragment)}` : '';
  if (resolved.path === '/') return `${base}/${fragment}`;
  return `${base}${resolved.path}${urls.format === 'file' ? '.html' : '/'}${fragment}`;
}
