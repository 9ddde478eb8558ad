// The docsmith() Astro integration: reads docs.json and the pages, reports findings under the rule
// model, and wires routes, markdown plugins, the virtual modules and the asset server into Astro.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { DocsmithUserError } from './config/load.ts';
import { DiagnosticReporter, type Finding } from './diagnostics/reporter.ts';
import { drainRenderFindings } from './diagnostics/render-findings.ts';
import { registerMarkdownPlugins } from './markdown/register.ts';
import { clearHighlightCache } from './markdown/highlighter.ts';
import { closeBuildWorkers, openBuildWorkers } from './markdown/build-workers.ts';
import { expectTextFiles, takeTextFiles } from './llms/text-files.ts';
import { OWN_MDX_OPTIONS } from './markdown/mdx-options.ts';
import { workerCompileSetup, type ProjectCompileFacts } from './markdown/worker-compile.ts';
import { mdxSourcePlugin, prepareMdxSource, snippetImportTarget } from './markdown/repairs/vite-plugin.ts';
import type { SiteVariables } from './markdown/variables.ts';
import { mdxErrorsPlugin } from './markdown/mdx-errors.ts';
import { snippetsPlugin } from './markdown/snippets.ts';
import { pageCompilerPlugin } from './markdown/page-compiler.ts';
import { collectGarbage } from './util/collect-garbage.ts';
import { limitHeapGrowth } from './util/heap-growth.ts';
import { findSiteFiles, siteScriptSource } from './migration/site-files.ts';
import { writeUtilityCss } from './migration/utilities.ts';
import { componentsModule } from './ui/overrides.ts';
import { docsmithOptionsSchema, type DocsmithOptions, type DocsmithOptionsInput } from './options.ts';
import { prepareSite, type SiteModel } from './site.ts';
import { serialiseApiStore } from './openapi/store.ts';
import { issueSentences } from './config/zod-issues.ts';
import { formatJsonPath } from './config/json-location.ts';
import { copyAssets, devAssetsPlugin } from './vite/assets.ts';
import { invalidateVirtualModules, virtualModulesPlugin, type VirtualModuleData } from './vite/virtual-modules.ts';
import { astroFilesOutsideRootPlugin } from './vite/astro-files-outside-root.ts';
import { lazyChunksPlugin } from './vite/lazy-chunks.ts';
import { jsxSnippetsPlugin } from './vite/jsx-snippets.ts';
import { firstPageResponse } from './vite/first-response.ts';
import { pageFilesOf, pageOnlyFolders, relayPageEvents, relaysPageFiles } from './vite/page-watcher.ts';
import { dropPageTexts } from './content/page-texts.ts';
import type { UrlSettings } from './util/urls.ts';
import { fontLoading } from './runtime/font-style.ts';
import { chromeFilePaths } from './runtime/chrome-files.ts';
import { indexingOf } from './seo/indexing.ts';
import { KATEX_CSS, mathsEnabled } from './markdown/math.ts';
import { sitemapAlternates, sitemapFilter, sitemapPaths, sitemapSerialize, type SitemapAlternate } from './seo/sitemap.ts';
import { writeSiteOutputs } from './site-outputs.ts';
import { buildSearchIndex } from './search/build-index.ts';
import { navFragments } from './runtime/sidebar-fragments.ts';
import { lastUpdatedTimes } from './content/last-updated.ts';
import { writeThumbnails } from './thumbnails/write.ts';
import { thumbnailJobs } from './thumbnails/jobs.ts';
import { repositoryData, type RepositoryData } from './runtime/repository-data.ts';
import { latestOnly } from './util/latest-only.ts';

/** Pages `astro build` renders at once unless the site chose (see astro:config:setup). */
const RENDER_CONCURRENCY = 4;
/** How long after the dev server is ready its authoring rules wait for a first page request before they run anyway. */
const DEFERRED_CHECKS_WAIT_MS = 10_000;


export type { DocsmithOptionsInput as DocsmithOptions } from './options.ts';


export const INTEGRATION_NAME = 'docsmith';

/** Astro integrations that compile `.jsx` for a framework of their own (then JSX snippets are theirs). */
const JSX_FRAMEWORKS = ['@astrojs/react', '@astrojs/preact', '@astrojs/solid-js'];

function parseOptions(input: DocsmithOptionsInput): DocsmithOptions {
  const result = docsmithOptionsSchema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.flatMap((issue) =>
    issueSentences(issue).map((s) => `docsmith(${formatJsonPath(['options', ...s.path]).replace(/^options\.?/, '')}): ${s.message}`),
  );
  throw asAstroError(new DocsmithUserError(`Invalid docsmith() options:\n${lines.join('\n')}`, 'See "Integration options" in the Docsmith README.'));
}

/**
 * User mistakes become Astro errors with a hint and no stack trace (Astro prints a stack only when
 * the error has one); the location makes Astro name the file and line, and frame it in the overlay.
 */
function asAstroError(error: unknown): unknown {
  if (!(error instanceof DocsmithUserError)) return error;
  const astroError = new AstroError(error.message, error.hint);
  astroError.stack = '';
  if (error.location) (astroError as { loc?: unknown }).loc = error.location;
  return astroError;
}

/**
 * Astro logs "An unhandled error occurred while running the … hook" before printing any error a hook
 * throws. A user error has been reported in full, so that line would only mislead: it is left out.
 * Astro writes it with the logger it passed to the hook, the one given here.
 */
function withoutHookFailureLine(logger: AstroIntegrationLogger): void {
  const error = logger.error.bind(logger);
  logger.error = (message: string) => {
    if (!message.startsWith('An unhandled error occurred while running the')) error(message);
  };
}

export function docsRootOf(config: Pick<AstroConfig, 'root'>, options: Pick<DocsmithOptions, 'root'>): string {
  return resolve(fileURLToPath(config.root), options.root);
}

export function urlSettingsOf(config: Pick<AstroConfig, 'base' | 'build'>): UrlSettings {
  return { base: config.base, format: config.build.format };
}

/** Prints findings summarised; throws when any is an error under the user's rule options. */
export function reportFindings(
  findings: Finding[],
  options: DocsmithOptions,
  logger: AstroIntegrationLogger,
  info: string[] = [],
): void {
  for (const line of info) logger.info(line);
  const reporter = new DiagnosticReporter(options);
  findings.forEach((f) => reporter.report(f));
  const errors = reporter.errors.length;
  reporter.flush(logger);
  if (errors) {
    withoutHookFailureLine(logger);
    throw asAstroError(
      new DocsmithUserError(
        `Docsmith found ${errors} error${errors === 1 ? '' : 's'} (listed above).`,
        'Fix them, or tune their severity with the `rules` option of docsmith().',
      ),
    );
  }
}

type OnWarn = (warning: { code?: string }, warn: (w: unknown) => void) => void;

/** Vite 8 warns once per MDX file about Astro's module-level directive; only that code is filtered. */
function quietMdxDirectiveWarnings(config: AstroConfig): OnWarn {
  const userOnWarn = (config.vite?.build as { rolldownOptions?: { onwarn?: OnWarn } } | undefined)?.rolldownOptions?.onwarn;
  return (warning, warn) => {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    if (userOnWarn) userOnWarn(warning, warn);
    else warn(warning);
  };
}

/**
 * Vite plugins that let hosted-platform folders build as they are (snippets, MDX source repairs).
 * `collectErrors` (astro build): pages that cannot be compiled are listed together when the build ends.
 */
function migrationPlugins(getDocsRoot: () => string, collectErrors: boolean, getVariables: () => SiteVariables | undefined) {
  return [
    mdxSourcePlugin(getDocsRoot, getVariables),
    snippetsPlugin(getDocsRoot),
    mdxErrorsPlugin(getDocsRoot, { collect: collectErrors }),
    pageCompilerPlugin(getDocsRoot, {
      collectErrors,
      prepare: (root) => (code, file) => prepareMdxSource(code, file, root, { componentsImport: false, variables: getVariables() }),
      snippetFile: (root) => (importer, source) => snippetImportTarget(importer, source, root),
    }),
  ];
}

export default function docsmith(userOptions: DocsmithOptionsInput = {}): AstroIntegration {
  const options = parseOptions(userOptions);
  let site: SiteModel;
  let root = '';
  let urls: UrlSettings;
  let astroSite: string | undefined;
  /** Docsmith added @astrojs/mdx itself (the project has no mdx() of its own). */
  let addedMdx = false;
  /** What decides whether build workers can compile pages (src/markdown/worker-compile.ts). */
  let compileFacts: Omit<ProjectCompileFacts, 'config'> | undefined;
  /** `astro build` (not dev, preview or sync). */
  let building = false;

  let lastUpdated: Record<string, number> = {};
  let repository: RepositoryData = { feedback: null, stars: null };
  let thumbnailCache = '';
  let fontPackageFrom: string[] = [];
  /** The site's `variables` as they are now (docs.json edits in dev change them), with the file that defines them. */
  const variables = () => site.config.variables && { values: site.config.variables, file: site.configFile };
  /** An installed Fontsource file, looked up from the Astro project, the docs folder, then Docsmith. */
  const fontPackageCss = (specifier: string) => {
    for (const from of fontPackageFrom) {
      try {
        return createRequire(from).resolve(specifier);
      } catch {
        // Not installed there: look further.
      }
    }
    return undefined;
  };
  /**
   * The data of virtual:docsmith/config, the same object until the site model changes, so that the
   * module's text is written once (each of the dev server's environments loads it: 0.13 s each at
   * 25,000 pages).
   */
  let shipped: { site: SiteModel; repository: RepositoryData; data: VirtualModuleData } | undefined;
  const virtualData = (): VirtualModuleData => {
    if (shipped?.site !== site || shipped.repository !== repository) shipped = { site, repository, data: virtualDataOf() };
    return shipped.data;
  };
  const virtualDataOf = () => ({
    api: { generated: site.api.generatedPages, referenced: site.api.referencedPages },
    config: site.config,
    navigation: site.navigation,
    docsRoot: site.root,
    configFile: site.configFile,
    pages: site.pages.map((p) => ({ id: p.id, file: p.file })),
    options,
    urls,
    site: astroSite ?? null,
    lastUpdated,
    repository,
    fontsLink: fontLoading(site.config.fonts, fontPackageCss).googleHref ?? null,
  });

  /** Settles when the dev server has served its first page: its deferred checks wait for it (vite/first-response.ts). */
  let firstResponse: Promise<void> = Promise.resolve();
  let relayingPages = false;
  /** The folders of pages only that the relay watches itself, left out of Vite's watcher (vite/page-watcher.ts). */
  let pageFolders = new Set<string>();
  /**
   * The dev server's authoring-rule findings, reported when their checks (run a slice at a time while
   * the server answers requests) end, unless a newer site model has replaced this one. In dev they
   * never stop the server: errors among them are printed as errors.
   */
  const reportDeferredChecks = (checked: SiteModel, logger: AstroIntegrationLogger) => {
    checked.deferredPageChecks?.().then(
      (findings) => {
        if (site !== checked) return;
        try {
          reportFindings(findings, options, logger);
        } catch (error) {
          logger.error((asAstroError(error) as Error).message);
        }
      },
      (error: unknown) => logger.error(`The authoring rules could not run: ${(error as Error).message}`),
    );
  };

  return {
    name: INTEGRATION_NAME,
    hooks: {
      'astro:config:setup': async ({ config, command, updateConfig, injectRoute, injectScript, logger }) => {
        building = command === 'build';
        if (building) limitHeapGrowth();
        root = docsRootOf(config, options);
        urls = urlSettingsOf(config);
        astroSite = config.site;
        try {
          // The dev server checks the authoring rules once it is ready (astro:server:start).
          site = await prepareSite(root, { ...options, deferPageChecks: command === 'dev', handOffPageTexts: true, site: config.site });
        } catch (error) {
          if (error instanceof DocsmithUserError) withoutHookFailureLine(logger);
          throw asAstroError(error);
        }
        // "Last updated" dates: one git pass for the whole site, only when some page shows them.
        const dates = site.config.timestamps === true || site.pages.some((p) => p.frontmatter.timestamp === true) ? lastUpdatedTimes(root, site.pages.map((p) => p.file)) : undefined;
        lastUpdated = Object.fromEntries(site.pages.flatMap((p) => (dates?.times.has(p.file) ? [[p.id, dates.times.get(p.file)!]] : [])));
        const repo = await repositoryData(site.config, options.repository, root, site.configKey);
        repository = repo.data;
        reportFindings([...site.findings, ...repo.findings, ...(dates?.findings ?? [])], options, logger, site.info);

        if (!config.integrations.some((i) => i.name === '@astrojs/mdx')) {
          // With `optimize` (markdown/mdx-options.ts says why).
          updateConfig({ integrations: [mdx(OWN_MDX_OPTIONS)] });
          addedMdx = true;
        }
        if (config.site && !config.integrations.some((i) => i.name === '@astrojs/sitemap')) {
          // The filter asks once per page: compute the paths once per site model, not once per page
          // (quadratic at 1000 pages). A new model (docs.json edited in dev) computes them afresh.
          let known: { site: SiteModel; paths: Set<string>; alternates: (pathname: string) => SitemapAlternate[] } | undefined;
          const current = () => {
            if (known?.site !== site) {
              known = { site, paths: sitemapPaths(site.navigation, site.pages, urls, indexingOf(site.config)), alternates: sitemapAlternates(site.config.anchors ?? [], urls, config.site!) };
            }
            return known;
          };
          updateConfig({
            integrations: [sitemap({ filter: sitemapFilter(() => current().paths), serialize: sitemapSerialize(urls, (path) => current().alternates(path)) })],
          });
        }
        const maths = mathsEnabled(site.config.styling?.latex);
        // Every page compile asks for the page ids: one set per site model (a new model in dev makes a new
        // set), not one per compile, which was quadratic (25,000 sets of 25,000 ids at 25,000 pages).
        let idsOf: { pages: SiteModel['pages']; ids: Set<string> } | undefined;
        const pageIds = () => {
          if (idsOf?.pages !== site.pages) idsOf = { pages: site.pages, ids: new Set(site.pages.map((p) => p.id)) };
          return idsOf.ids;
        };
        const highlight = registerMarkdownPlugins(config, { urls, root, pageIds, codeThemes: () => site.config.styling?.codeblocks, maths });
        compileFacts = { ownMdxOptions: addedMdx ? OWN_MDX_OPTIONS : undefined, highlight, root, urls, pageIds, maths, variables };
        const siteFiles = findSiteFiles(root);
        thumbnailCache = fileURLToPath(new URL('docsmith/og/', config.cacheDir));
        const utilities = await writeUtilityCss(root, fileURLToPath(new URL('docsmith/', config.cacheDir)), {
          files: new Set(site.pages.map((p) => p.file)),
          candidates: site.textFacts.classCandidates,
        });
        fontPackageFrom = [join(fileURLToPath(config.root), 'package.json'), join(root, 'package.json'), import.meta.url];
        const cssImports = [
          ...fontLoading(site.config.fonts, fontPackageCss).packageCss,
          // KaTeX's stylesheet and fonts, bundled (self-hosted) only when some page may have maths.
          ...(maths && (site.config.styling?.latex === true || site.textFacts.mayHaveMaths) ? [createRequire(import.meta.url).resolve(KATEX_CSS)] : []),
          fileURLToPath(new URL('../styles/migration.css', import.meta.url)),
          utilities.file,
          ...siteFiles.css.map((file) => resolve(root, file)),
          ...options.customCss.map((c) => (c.startsWith('.') ? resolve(fileURLToPath(config.root), c) : c)),
        ];
        injectScript('page', `import ${JSON.stringify(fileURLToPath(new URL('./migration/image-zoom.ts', import.meta.url)))};`);
        if (siteFiles.js.length) injectScript('page', siteScriptSource(root, siteFiles.js));
        relayingPages = command === 'dev' && config.vite?.server?.watch !== null && relaysPageFiles(config.vite?.server?.watch?.usePolling);
        if (relayingPages) pageFolders = pageOnlyFolders(site.pages.map((p) => join(root, p.file)));
        updateConfig({
          vite: {
            plugins: [
              virtualModulesPlugin(virtualData, () => serialiseApiStore(site.api.store), () => cssImports, () => componentsModule(options.components, fileURLToPath(config.root))),
              lazyChunksPlugin({ 'search-dialog': fileURLToPath(new URL('../components/islands/search/dialog.ts', import.meta.url)) }),
              devAssetsPlugin(root, config.base),
              astroFilesOutsideRootPlugin(),
              // A project with a JSX framework of its own compiles its JSX for it.
              ...(config.integrations.some((i) => JSX_FRAMEWORKS.includes(i.name)) ? [] : [jsxSnippetsPlugin(() => root)]),
              ...migrationPlugins(() => root, command === 'build', variables),
            ],
            build: { rolldownOptions: { onwarn: quietMdxDirectiveWarnings(config) } },
            // In dev, Vite's module runner loads a page's modules one import at a time. Transforming a
            // module's static imports as soon as it is transformed (Vite does so for the browser, not by
            // default for the server) lets the transforms run ahead of the runner: the first page of a
            // 1,000-page site came 1 s sooner (7.2 s -> 6.1 s).
            ...(command === 'dev' ? { environments: { ssr: { dev: { preTransformRequests: true } }, astro: { dev: { preTransformRequests: true } } } } : {}),
            // A save that truncates and then writes would otherwise be read half-way: an empty docs.json
            // error, or a page that fails its schema, and no later event to correct it. Changes are
            // reported once the file has kept its size for 50 ms.
            // Page files are relayed from their directories' events instead of watched one by one, and
            // folders of pages only are watched by the relay (src/vite/page-watcher.ts).
            server: { watch: { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 }, ...(relayingPages ? { ignored: [pageFilesOf(root, pageFolders)] } : {}) } },
          },
        });
        // Pages render four at a time, so that each page's file reads and writes overlap the rendering
        // of others instead of leaving the thread idle (a 1000-page build renders in 9.7 s instead of
        // 12.2 s). Rendering keeps no per-page module state across awaits, so order does not matter.
        // Astro's default is 1; a site that sets another value keeps it.
        if (config.build.concurrency === 1) updateConfig({ build: { concurrency: RENDER_CONCURRENCY } });
        injectRoute({ pattern: '/[...slug]', entrypoint: new URL('./routes/page.astro', import.meta.url), prerender: true });
        injectRoute({ pattern: '/404', entrypoint: new URL('./routes/404.astro', import.meta.url), prerender: true });
        for (const base of site.api.bases) {
          injectRoute({ pattern: `/${base}/[...operation]`, entrypoint: new URL('./routes/api-operation.astro', import.meta.url), prerender: true });
        }
        if (site.api.bases.length || site.api.referencedPages.length) {
          injectRoute({ pattern: '/_docsmith/schemas/[...schema]', entrypoint: new URL('./routes/api-schema.astro', import.meta.url), prerender: true });
        }
        if (navFragments(site.navigation, site.config).size) {
          injectRoute({ pattern: '/_docsmith/nav/[group]', entrypoint: new URL('./routes/sidebar-group.astro', import.meta.url), prerender: true });
        }
        // A build writes the llms.txt files itself, with the pages' twins (llms/text-files.ts).
        if (command !== 'build') {
          injectRoute({ pattern: '/llms.txt', entrypoint: new URL('./llms/routes/llms-txt.ts', import.meta.url), prerender: true });
          injectRoute({ pattern: '/llms-full.txt', entrypoint: new URL('./llms/routes/llms-full-txt.ts', import.meta.url), prerender: true });
          if (site.config.versions?.length || site.config.anchors?.some((anchor) => anchor.language)) {
            injectRoute({ pattern: '/[...scope]/[file].txt', entrypoint: new URL('./llms/routes/scoped-llms.ts', import.meta.url), prerender: true });
          }
        }
        injectRoute({ pattern: '/[...slug].md', entrypoint: new URL('./llms/routes/markdown.ts', import.meta.url), prerender: true });
        if (site.pages.some((page) => page.frontmatter.rss === true)) {
          injectRoute({ pattern: '/[...slug]/rss.xml', entrypoint: new URL('./rss/routes/rss.ts', import.meta.url), prerender: true });
        }
      },
      'astro:server:start': ({ logger }) => {
        // The content layer has loaded the pages by now; texts it did not take are let go.
        dropPageTexts();
        const noPageAsked = sleep(DEFERRED_CHECKS_WAIT_MS, undefined, { ref: false });
        void Promise.race([firstResponse, noPageAsked]).then(() => reportDeferredChecks(site, logger));
      },
      'astro:server:setup': ({ server, logger }) => {
        // The dev server serves the text files from the routes, even after a build in this process stopped short.
        expectTextFiles(false);
        firstResponse = firstPageResponse(server);
        if (relayingPages) {
          // Vite's watcher leaves out its build output and cache folder; so does the relay's listing.
          const { root: viteRoot, build, cacheDir } = server.config;
          const stopRelay = relayPageEvents(server.watcher, root, [resolve(viteRoot, build.outDir), cacheDir], pageFolders);
          server.httpServer?.once('close', stopRelay);
        }
        // docs.json edits and added or removed pages change the site model: rebuild it and reload.
        // (Not addWatchFile: that restarts the server, and a bad edit would then never reach the overlay.)
        const configPath = resolve(root, site.configFile);
        server.watcher.add(configPath);
        const rebuild = latestOnly(async () => {
          try {
            site = await prepareSite(root, { ...options, deferPageChecks: true });
            const repo = await repositoryData(site.config, options.repository, root, site.configKey);
            repository = repo.data;
            reportFindings([...site.findings, ...repo.findings], options, logger, site.info);
            reportDeferredChecks(site, logger);
            invalidateVirtualModules(server);
            server.ws.send({ type: 'full-reload' });
          } catch (error) {
            const astroError = asAstroError(error) as Error;
            logger.error(astroError.message);
            server.ws.send({ type: 'error', err: { message: astroError.message, stack: '' } });
          }
        });
        const refresh = (file: string) => {
          const isPage = file.startsWith(root) && /\.mdx?$/i.test(file);
          // A logo or favicon file that comes or goes changes what the chrome shows (src/runtime/chrome-files.ts).
          const isChromeFile = chromeFilePaths(site.writtenConfig, root).includes(file);
          if (file === configPath || isPage || isChromeFile) void rebuild();
        };
        server.watcher.on('change', (file) => file === configPath && refresh(file));
        server.watcher.on('add', refresh);
        server.watcher.on('unlink', refresh);
      },
      'astro:config:done': async ({ config }) => {
        if (!building) return;
        // Worker threads highlight code blocks and, when the project's compile can be made there,
        // compile pages while pages render (src/markdown/build-workers.ts). Started here, they make
        // their compile and load the site's languages while this thread creates Vite and syncs the
        // content, on the core that would sit idle, rather than during Vite's build: a 1,000-page
        // build took 9.8 s instead of 10.6 s (medians of ten alternating builds).
        const workers = await openBuildWorkers(compileFacts ? workerCompileSetup({ config, ...compileFacts }) : undefined);
        workers?.warm(site.textFacts.codeSamples).catch(() => undefined);
      },
      'astro:build:start': () => {
        // The llms.txt routes were not injected for a build: the `.md` route hands the texts over.
        expectTextFiles(true);
        // The content layer has loaded the pages by now; texts it did not take are let go.
        dropPageTexts();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        // The search index first: Pagefind is the last step to finish, and what follows here runs
        // beside it. Started after the steps below, it made the end of a four-language 1,000-page
        // build 0.7 s longer (medians of ten alternating builds). Awaited in writeSiteOutputs, which
        // reports a failure; until then a failure is not unhandled.
        const indexing = buildSearchIndex(outDir);
        indexing.catch(() => undefined);
        // The pages are compiled: the highlighted blocks need not stay in memory for the outputs below.
        const compiledInWorkers = await closeBuildWorkers();
        if (compiledInWorkers) logger.info(compiledInWorkers);
        clearHighlightCache();
        reportFindings(drainRenderFindings(), options, logger);
        // Rendering's garbage goes, and its memory back to the system, before the text files are made.
        // The summed peak of a 25,000-page build comes later, while Pagefind indexes the last language.
        collectGarbage();
        const copied = await copyAssets(root, outDir);
        if (copied) logger.info(`Copied ${copied} asset file${copied === 1 ? '' : 's'} from the docs root.`);
        const outputs = await writeSiteOutputs({ site, outDir, urls, astroSite, logger, textFiles: takeTextFiles(), indexing });
        reportFindings(outputs.findings, options, logger);
        if (site.config.thumbnails) {
          const started = performance.now();
          const made = await writeThumbnails(thumbnailJobs(site), outDir, thumbnailCache);
          logger.info(`Social images: ${made.drawn} drawn, ${made.reused} reused in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
        }
      },
    },
  };
}
