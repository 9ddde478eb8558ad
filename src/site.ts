// Everything Docsmith knows about a site before Astro renders it, built in one ordered pass, each
// stage a function of the ones before it:
//   config (docs.json) → pages (front matter) → API descriptions → navigation (API groups included)
//   → checks (every finding, API ones included)
// Built once per build (and per docs.json change in dev) and handed to components through the virtual
// module. The integration and `docsmith lint` both call prepareSite, so they report the same findings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocsConfig, type LoadedConfig } from './config/load.ts';
import { placeOfPath } from './config/json-location.ts';
import type { DocsConfig } from './config/schema.ts';
import { checkRequiredFrontmatter, scanPages, type ScannedPage } from './content/scan.ts';
import { ownPageVersions } from './content/page-version.ts';
import { cachedSourceReader } from './content/frontmatter-line.ts';
import { handOffPageTexts } from './content/page-texts.ts';
import { mayHaveMaths } from './markdown/math.ts';
import { codeSamples, type CodeSample } from './markdown/code-samples.ts';
import { classCandidates } from './migration/class-candidates.ts';
import { findingAtKey, type Finding, type WrittenKey } from './diagnostics/reporter.ts';
import { missingChromeFileFindings, withoutMissingChromeFiles } from './runtime/chrome-files.ts';
import { contextualFindings } from './runtime/page-actions.ts';
import { integrationFindings } from './integrations/scripts.ts';
import { emptySectionFindings, withExistingPages, withVersionsThatHavePages } from './navigation/empty-sections.ts';
import { buildNavigation, type NavigationModel } from './navigation/model.ts';
import { hiddenPageIds, withoutHiddenPages } from './navigation/hidden-pages.ts';
import { checkPages, checkPagesInSlices, type CheckOptions } from './lint/index.ts';
import { chromeFindings } from './runtime/chrome-findings.ts';
import { linkPolicyFindings, withoutBlockedLinks } from './config/link-fields.ts';
import { redirectFindings } from './redirects/expand.ts';
import { credentialFindings } from './content/site-files.ts';
import { frontmatterUrlFindings } from './content/frontmatter-urls.ts';
import type { DocsmithOptions } from './options.ts';
import { prepareApi, withApiNavigation, type PreparedApi } from './openapi/site-api.ts';
import { withOperationPages } from './openapi/navigation-operations.ts';
import type { Locate } from './config/v2/read.ts';
import type { JsonPath } from './config/v2/refs.ts';

export interface SiteModel {
  /** Absolute path of the docs root. */
  root: string;
  configFile: string;
  config: DocsConfig;
  /** docs.json as written (validated), before refused links were dropped: what messages place against. */
  writtenConfig: DocsConfig;
  /**
   * The key a path of `config` stands for in the file (`topbarCtaButton` is the current format's
   * `navbar.primary`) and where it is: for findings made after the setup.
   */
  configKey: (path: JsonPath) => WrittenKey;
  navigation: NavigationModel;
  pages: ScannedPage[];
  /** What the build needs from the pages' text, gathered while the setup has each page's text at hand. */
  textFacts: {
    /** Whether some page may hold maths (markdown/math.ts): the build then bundles KaTeX's stylesheet. */
    mayHaveMaths: boolean;
    /** Class names in the pages' prose, for the utility CSS (migration/utilities.ts). */
    classCandidates: string[];
    /** A code block of each language the pages use most, for the build workers to warm up with (markdown/code-samples.ts). */
    codeSamples: CodeSample[];
  };
  /** The loaded API descriptions: the routes' store, the sidebar's summaries, the generated routes. */
  api: Pick<PreparedApi, 'store' | 'generatedPages' | 'referencedPages' | 'bases'>;
  findings: Finding[];
  /**
   * With `deferPageChecks`: the authoring rules, to run later (their findings are not in `findings`).
   * Each page's text stays in memory until they have run.
   */
  deferredPageChecks?: () => Promise<Finding[]>;
  info: string[];
}

export type SiteOptions = Partial<Pick<DocsmithOptions, 'apiPages' | 'playgroundProxy' | 'openapiRefHosts'>> &
  Pick<CheckOptions, 'onProgress' | 'standalone'> & {
    /**
     * Leave the authoring rules out of the setup and return them as `deferredPageChecks` (the dev
     * server runs them once it is ready: seconds of its start on a site of tens of thousands of pages).
     */
    deferPageChecks?: boolean;
    /** Leave the page texts the setup read for the page loader (src/content/page-texts.ts). */
    handOffPageTexts?: boolean;
    /** The site's URL (Astro's `site`): some docs.json options need it, and are reported without it. */
    site?: string;
  };

/**
 * What is said about an OpenAPI file that could not be read (not there, not downloadable, refused) is
 * said at the `openapi` key of docs.json that names it, when one does: such a file has no place to
 * show, and a URL is no file of the folder.
 */
function placedAtConfig(api: PreparedApi, openapiKey: LoadedConfig['openapiKey']): Finding[] {
  const unread = new Set(api.store.failures.filter((f) => f.reason !== 'unparseable').map((f) => f.file));
  return api.findings.map((finding) => {
    const key = finding.file && finding.line === undefined && unread.has(finding.file) ? openapiKey(finding.file) : undefined;
    return key ? findingAtKey(finding.rule, key, finding.message) : finding;
  });
}

export async function prepareSite(root: string, options: SiteOptions = {}): Promise<SiteModel> {
  const loaded = loadDocsConfig(root);
  const configText = readFileSync(join(root, loaded.fileName), 'utf8');
  const read = cachedSourceReader(root);
  const scanned = scanPages(root, read);
  if (options.handOffPageTexts) handOffPageTexts(root, read.texts);
  const pageIds = new Set(scanned.pages.map((p) => p.id));
  const locate: Locate = loaded.locate ?? ((path) => placeOfPath(configText, path));
  const configKey = (path: JsonPath): WrittenKey => {
    const place = locate(path);
    return { path: loaded.realPath?.(path) ?? path, file: place?.file ?? loaded.fileName, line: place?.line, column: place?.column };
  };
  const api = await prepareApi(root, loaded.config, scanned.pages, { apiPages: options.apiPages ?? 'referenced', playgroundProxy: options.playgroundProxy, openapiRefHosts: options.openapiRefHosts, configFile: loaded.fileName }, {
    entries: loaded.operations ?? [],
    place: (entry) => {
      const place = locate(entry.path);
      return { file: place?.file ?? loaded.fileName, line: place?.line, column: place?.column };
    },
  });
  const ownVersions = ownPageVersions(scanned.pages, loaded.config.versions, read, loaded.fileName);
  // Current format: the navigation's operation entries become generated pages placed where they stand.
  const placed = withOperationPages(loaded.config, api.navigationPages);
  const config = placed.config;
  const placedLocate: Locate = (path) => locate(placed.writtenPath(path));
  const navigationPageIds = new Set([...pageIds, ...api.navigationPages.map((p) => p.page.id)]);
  const nav = buildNavigation({
    navigation: config.navigation,
    pageIds: navigationPageIds,
    configFile: loaded.fileName,
    locate: placedLocate,
    realPath: loaded.realPath && ((path) => loaded.realPath!(placed.writtenPath(path))),
    ownVersions: ownVersions.versions,
  });
  const pageCheckOptions: CheckOptions = {
    config,
    // As the build places docs.json's own links (site-outputs.ts).
    configPlace: { file: loaded.fileName, locate: (path) => placeOfPath(configText, path) },
    read,
    operationResponses: api.operationResponses,
    onProgress: options.onProgress,
    standalone: options.standalone,
  };
  // An `openapi:` page without a title takes the operation's summary.
  const titledByApi = new Set(api.referencedPages.map((p) => p.id));
  const navigation = withApiNavigation(withoutHiddenPages(nav.model, hiddenPageIds(scanned.pages)), api.groups);
  const shownVersions = withVersionsThatHavePages(config, navigation, configKey);
  return {
    root,
    configFile: loaded.fileName,
    // Links the URL policy refuses are reported below and never reach a component; versions without
    // pages stay out of the version switch, and sections hold only their pages that exist; logo and
    // favicon files that are not there are reported below and left out of the chrome.
    config: withoutMissingChromeFiles(withoutBlockedLinks(withExistingPages(shownVersions.config, navigationPageIds)), root),
    writtenConfig: config,
    configKey,
    navigation,
    pages: scanned.pages,
    textFacts: {
      mayHaveMaths: scanned.pages.some((p) => mayHaveMaths(read(p.file))),
      classCandidates: [...new Set(scanned.pages.flatMap((p) => classCandidates(read(p.file))))],
      codeSamples: codeSamples((function* () {
        for (const page of scanned.pages) yield read(page.file);
      })()),
    },
    api,
    findings: [
      ...loaded.findings,
      ...scanned.findings,
      ...nav.findings,
      ...emptySectionFindings(config, navigation.order, configKey),
      ...shownVersions.findings,
      ...ownVersions.findings,
      ...checkRequiredFrontmatter(scanned.pages, titledByApi),
      ...chromeFindings(config, locate, loaded.fileName),
      ...missingChromeFileFindings(config, root, configKey),
      ...linkPolicyFindings(config, locate, loaded.fileName),
      ...redirectFindings(config.redirects ?? [], locate, loaded.fileName),
      ...contextualFindings(config.contextual, options.site, loaded.fileName, locate),
      ...integrationFindings(config.integrations, loaded.fileName, locate),
      ...frontmatterUrlFindings(scanned.pages, read),
      ...credentialFindings(root),
      // The authoring rules a machine can check (src/lint), the same ones `docsmith lint` reports.
      ...(options.deferPageChecks ? [] : checkPages(root, scanned.pages, pageCheckOptions)),
      ...placedAtConfig(api, loaded.openapiKey),
    ],
    ...(options.deferPageChecks ? { deferredPageChecks: () => checkPagesInSlices(root, scanned.pages, pageCheckOptions) } : {}),
    info: loaded.info,
  };
}
