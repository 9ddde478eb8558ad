// Everything Docsmith knows about a site before Astro renders it: the validated config, the page
// list and the navigation model, with every finding collected. Built once per build (and per
// docs.json change in dev) and handed to components through the virtual module.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocsConfig } from './config/load.ts';
import { placeOfPath } from './config/json-location.ts';
import type { DocsConfig } from './config/schema.ts';
import { checkRequiredFrontmatter, scanPages, type ScannedPage } from './content/scan.ts';
import { ownPageVersions } from './content/page-version.ts';
import { sourceReader } from './content/frontmatter-line.ts';
import type { Finding } from './diagnostics/reporter.ts';
import { buildNavigation, type NavigationModel } from './navigation/model.ts';
import { hiddenPageIds, withoutHiddenPages } from './navigation/hidden-pages.ts';
import { checkPages, type CheckOptions } from './lint/index.ts';
import { chromeFindings } from './runtime/chrome-findings.ts';

export interface SiteModel {
  /** Absolute path of the docs root. */
  root: string;
  configFile: string;
  config: DocsConfig;
  navigation: NavigationModel;
  pages: ScannedPage[];
  findings: Finding[];
  info: string[];
}

export function prepareSite(root: string, lint: Pick<CheckOptions, 'onProgress' | 'standalone'> = {}): SiteModel {
  const loaded = loadDocsConfig(root);
  const configText = readFileSync(join(root, loaded.fileName), 'utf8');
  const scanned = scanPages(root);
  const pageIds = new Set(scanned.pages.map((p) => p.id));
  const locate = (path: (string | number)[]) => placeOfPath(configText, path);
  const ownVersions = ownPageVersions(scanned.pages, loaded.config.versions, sourceReader(root));
  const nav = buildNavigation({
    navigation: loaded.config.navigation,
    pageIds,
    configFile: loaded.fileName,
    locate,
    ownVersions: ownVersions.versions,
  });
  return {
    root,
    configFile: loaded.fileName,
    config: loaded.config,
    navigation: withoutHiddenPages(nav.model, hiddenPageIds(scanned.pages)),
    pages: scanned.pages,
    findings: [
      ...loaded.findings,
      ...scanned.findings,
      ...nav.findings,
      ...ownVersions.findings,
      ...checkRequiredFrontmatter(scanned.pages),
      ...chromeFindings(loaded.config, locate, loaded.fileName),
      // The authoring rules a machine can check (src/lint), the same ones `docsmith lint` reports.
      ...checkPages(root, scanned.pages, { config: loaded.config, ...lint }),
    ],
    info: loaded.info,
  };
}
