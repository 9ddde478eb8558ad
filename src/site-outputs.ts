// What Docsmith adds to the output once Astro has written the pages: robots.txt and the search
// index. Each step is its own module; this keeps the order in one place.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import type { Finding } from './diagnostics/reporter.ts';
import type { SiteModel } from './site.ts';
import type { UrlSettings } from './util/urls.ts';
import { robotsTxt } from './seo/sitemap.ts';
import { buildSearchIndex } from './search/build-index.ts';

export interface SiteOutputsInput {
  site: SiteModel;
  outDir: string;
  urls: UrlSettings;
  astroSite: string | undefined;
  logger: AstroIntegrationLogger;
}

export async function writeSiteOutputs(input: SiteOutputsInput): Promise<{ findings: Finding[] }> {
  const { outDir, logger } = input;
  const findings: Finding[] = [];

  // A robots.txt the site ships itself (public/) wins.
  const robots = join(outDir, 'robots.txt');
  if (!existsSync(robots)) writeFileSync(robots, robotsTxt(input.astroSite, input.urls));

  const search = await buildSearchIndex(outDir);
  for (const error of search.errors) logger.warn(`search index: ${error}`);
  logger.info(`Search index built (${search.pages} HTML file${search.pages === 1 ? '' : 's'} read).`);
  return { findings };
}
