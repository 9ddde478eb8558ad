// A build worker compiles a page exactly as the project's own MDX transform would: the same module
// code for every page of the real folders kept in the repository, the same placed error for a page
// that cannot compile, and the same findings, reported on the rendering thread. Projects whose
// compile a worker could not make the same stay on the rendering thread.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import mdx from '@astrojs/mdx';
import { markdownConfigDefaults } from '@astrojs/internal-helpers/markdown';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildChannel } from '../../../src/build-channel.ts';
import { drainRenderFindings, reportRenderFinding } from '../../../src/diagnostics/render-findings.ts';
import { buildWorkerEntry, closeBuildWorkers, startBuildWorkers, type BuildWorkers } from '../../../src/markdown/build-workers.ts';
import { compileWithPlacedErrors, mdxErrorsPlugin } from '../../../src/markdown/mdx-errors.ts';
import { pageCompilerFor, pageCompilerPlugin } from '../../../src/markdown/page-compiler.ts';
import { OWN_MDX_OPTIONS } from '../../../src/markdown/mdx-options.ts';
import { registerMarkdownPlugins } from '../../../src/markdown/register.ts';
import { prepareMdxSource } from '../../../src/markdown/repairs/vite-plugin.ts';
import { createWorkerCompile, workerCompileSetup, type ProjectCompileFacts, type WorkerCompile } from '../../../src/markdown/worker-compile.ts';
import { CORPORA, REPO_ROOT } from '../../support/paths.ts';

type Transform = (code: string, id: string) => Promise<{ code: string }>;

const URLS = { base: '/', format: 'directory' } as const;
const PAGE_IDS = new Set(['index', 'quickstart']);
const VARIABLES = { values: { product: 'Acme Cloud' }, file: 'docs.json' };

/** An Astro config as Astro resolves it, with a fresh default processor (Sätteri) and markdown defaults. */
function projectConfig(processor = satteri()): AstroConfig {
  const markdown = structuredClone(markdownConfigDefaults) as Record<string, unknown>;
  return { markdown: { ...markdown, processor }, srcDir: pathToFileURL(join(REPO_ROOT, 'example-site/src/')), root: pathToFileURL(REPO_ROOT), integrations: [] } as unknown as AstroConfig;
}

/**
 * The project's compile on this thread: Docsmith's plugins registered as the integration registers
 * them, then @astrojs/mdx's own transform, as Astro sets it up. Returns the transform and the facts
 * the integration hands workerCompileSetup().
 */
async function projectCompile(options: { maths: boolean; themes?: { light: string; dark: string }; root: string }): Promise<{ transform: Transform; facts: ProjectCompileFacts; plugins: Plugin[] }> {
  const config = projectConfig();
  const highlight = registerMarkdownPlugins(config, { urls: URLS, root: options.root, pageIds: () => PAGE_IDS, codeThemes: () => options.themes, maths: options.maths });
  const integration = mdx(OWN_MDX_OPTIONS);
  let plugins: Plugin[] = [];
  const hooks = integration.hooks as Record<string, (params: unknown) => Promise<void> | void>;
  await hooks['astro:config:setup']!({
    config,
    updateConfig: (update: { vite: { plugins: Plugin[] } }) => (plugins = update.vite.plugins),
    addPageExtension: () => {},
    addContentEntryType: () => {},
    addRenderer: () => {},
  });
  await hooks['astro:config:done']!({ config, logger: { warn: () => {} } });
  const plugin = plugins.find((p) => p.name === '@mdx-js/rolldown')!;
  (plugin.configResolved as (resolved: unknown) => void)({ build: { sourcemap: false }, plugins: [] });
  const handler = (plugin.transform as { handler: Transform }).handler;
  return {
    plugins,
    transform: (code, id) => handler.call({}, code, id),
    facts: { config, ownMdxOptions: OWN_MDX_OPTIONS, highlight, root: options.root, urls: URLS, pageIds: () => PAGE_IDS, maths: options.maths, variables: () => VARIABLES },
  };
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? mdxFiles(path) : name.endsWith('.mdx') ? [path] : [];
  });
}

/** The outcome of a compile, errors included: the code, or the error's name, message and place. */
async function outcome(compile: () => Promise<string>): Promise<string> {
  try {
    return await compile();
  } catch (error) {
    const { name, message, loc } = error as Error & { loc?: unknown };
    return `error ${name}: ${message} at ${JSON.stringify(loc)}`;
  }
}

const PAGES = [...mdxFiles(join(CORPORA, 'mintlify-sites')), ...mdxFiles(join(CORPORA, 'mintlify-sites-v2')), ...mdxFiles(join(REPO_ROOT, 'test/fixtures'))];

describe('the worker compile', () => {
  let project: Awaited<ReturnType<typeof projectCompile>>;
  let inWorker: WorkerCompile;

  beforeAll(async () => {
    project = await projectCompile({ maths: true, root: CORPORA });
    inWorker = await createWorkerCompile(workerCompileSetup(project.facts)!);
  });
  afterAll(() => void drainRenderFindings());

  test(`gives the project's module code for every page of the real folders (${PAGES.length} pages)`, async () => {
    expect(PAGES.length).toBeGreaterThan(900);
    let compiled = 0;
    for (const file of PAGES) {
      const source = prepareMdxSource(readFileSync(file, 'utf8'), file, CORPORA, { componentsImport: false });
      // As the page compiler runs either: with the check for a `{` never closed, on which the compiler could hang.
      const here = await outcome(async () => (await compileWithPlacedErrors((code) => project.transform(code, file), source, file, () => CORPORA, false)).code);
      const there = await outcome(() => compileWithPlacedErrors((code) => inWorker(code, file), source, file, () => CORPORA, false));
      expect(there, file).toBe(here);
      if (!here.startsWith('error')) compiled++;
    }
    // Nearly every page compiles; the broken fixtures give the same placed errors.
    expect(compiled).toBeGreaterThan(PAGES.length - 30);
  });

  test('gives the same code with site code themes and without maths', async () => {
    const themed = await projectCompile({ maths: false, themes: { light: 'github-light', dark: 'github-dark' }, root: CORPORA });
    const compile = await createWorkerCompile(workerCompileSetup(themed.facts)!);
    const withCode = PAGES.filter((file) => readFileSync(file, 'utf8').includes('```')).slice(0, 40);
    expect(withCode.length).toBe(40);
    for (const file of withCode) {
      const source = prepareMdxSource(readFileSync(file, 'utf8'), file, CORPORA, { componentsImport: false });
      const code = await compile(source, file);
      expect(code).toBe((await themed.transform(source, file)).code);
      expect(code).toContain('--shiki-light');
    }
  });

  test('places a syntax error as the project compile does', async () => {
    const file = join(CORPORA, 'broken.mdx');
    const source = '# Title\n\nText <Note>never closed\n';
    const here = await outcome(async () => (await project.transform(source, file)).code);
    expect(here).toMatch(/^error MDXError: .*at \{"file":".*broken\.mdx","line":3/);
    expect(await outcome(() => inWorker(source, file))).toBe(here);
  });
});

describe('which projects a worker compiles for', () => {
  test('a project with Docsmith\'s own plugins and mdx options only', async () => {
    const { facts } = await projectCompile({ maths: false, root: CORPORA });
    expect(workerCompileSetup(facts)).toMatchObject({ root: CORPORA, pageIds: ['index', 'quickstart'], maths: false });
  });

  test('none with a plugin of the project\'s own, its own mdx(), its Shiki transformers or highlighting', async () => {
    const withPlugin = await projectCompile({ maths: false, root: CORPORA });
    (withPlugin.facts.config.markdown.processor as unknown as { options: { hastPlugins: unknown[] } }).options.hastPlugins.push({ name: 'site-plugin' });
    expect(workerCompileSetup(withPlugin.facts)).toBeUndefined();

    const { facts } = await projectCompile({ maths: false, root: CORPORA });
    expect(workerCompileSetup({ ...facts, ownMdxOptions: undefined })).toBeUndefined();
    expect(workerCompileSetup({ ...facts, highlight: undefined })).toBeUndefined();
    expect(workerCompileSetup({ ...facts, highlight: { ...facts.highlight!, transformers: [{ name: 'site-transformer' }] } })).toBeUndefined();
    const unified = { ...facts, config: { ...facts.config, markdown: { ...facts.config.markdown, processor: { name: 'unified', options: {} } } } } as unknown as ProjectCompileFacts;
    expect(workerCompileSetup(unified)).toBeUndefined();
  });
});

describe('compiling in a build worker thread', () => {
  let workers: BuildWorkers | undefined;
  afterAll(async () => {
    await workers?.close();
    drainRenderFindings();
  });

  test('the worker answers with the same code; its findings, a broken page\'s too, are reported on this thread', async () => {
    const project = await projectCompile({ maths: false, root: CORPORA });
    workers = startBuildWorkers(1, buildWorkerEntry(), workerCompileSetup(project.facts))!;
    drainRenderFindings();
    const file = join(CORPORA, 'images.mdx');
    const source = '# Images\n\n![](/a.png)\n\n```js\nconst a = 1;\n```\n';
    const code = await workers.compile!(source, file);
    expect(code).toBe((await project.transform(source, file)).code);
    const findings = drainRenderFindings();
    // Once from this thread's compile above, once forwarded from the worker's.
    expect(findings.filter((f) => f.rule === 'media/missing-alt')).toHaveLength(2);
    // A page that cannot compile is recorded there and stood in for.
    expect(await workers.compile!('Text <Note>\n', file)).toContain('This page could not be compiled (line 1): Expected a closing tag for `<Note>`');
    expect(drainRenderFindings()).toEqual([expect.objectContaining({ rule: 'page/mdx-syntax', file: 'images.mdx', line: 1 })]);
  });

  test('the compiled worker of an installed package compiles the same', async () => {
    const project = await projectCompile({ maths: false, root: CORPORA });
    const entry = buildWorkerEntry(pathToFileURL(join(REPO_ROOT, 'node_modules/docsmith/src/markdown/build-workers.ts')).href);
    expect(entry?.pathname).toMatch(/\/dist\/workers\/build\.js$/);
    const installed = startBuildWorkers(1, entry, workerCompileSetup(project.facts))!;
    try {
      const file = join(CORPORA, 'page.mdx');
      const source = '# Page\n\n<Note>Hi</Note>\n\n```py\nprint(1)\n```\n';
      expect(await installed.compile!(source, file)).toBe((await project.transform(source, file)).code);
    } finally {
      await installed.close();
    }
  });

  test('a finding made in a worker keeps the key that reports it once per build', () => {
    const channel = buildChannel();
    const forwarded: unknown[] = [];
    channel.forwardFinding = (finding, onceKey) => forwarded.push({ finding, onceKey });
    try {
      reportRenderFinding({ rule: 'component/unknown', message: 'x' }, 'unknown:X');
      reportRenderFinding({ rule: 'component/unknown', message: 'y' });
    } finally {
      channel.forwardFinding = undefined;
    }
    expect(forwarded).toEqual([{ finding: { rule: 'component/unknown', message: 'x' }, onceKey: 'unknown:X' }, { finding: { rule: 'component/unknown', message: 'y' }, onceKey: undefined }]);
    expect(drainRenderFindings()).toEqual([]);
  });
});

describe('the page compiler during a build', () => {
  const root = CORPORA;
  let project: Awaited<ReturnType<typeof projectCompile>>;
  let compile: (code: string, id: string) => Promise<string>;
  let sent = 0;

  beforeAll(async () => {
    project = await projectCompile({ maths: false, root });
    // As Vite resolves the plugins: the MDX error wrapper around Astro's transform, then the page compiler.
    const resolved = { root: REPO_ROOT, plugins: project.plugins };
    (mdxErrorsPlugin(() => root, { collect: true }).configResolved as (r: unknown) => void)(resolved);
    // As the integration makes them (src/index.ts), with the site's variables.
    const parts = {
      collectErrors: true,
      prepare: (docsRoot: string) => (code: string, file: string) => prepareMdxSource(code, file, docsRoot, { componentsImport: false, variables: VARIABLES }),
      snippetFile: () => () => undefined,
    };
    (pageCompilerPlugin(() => root, parts).configResolved as (r: unknown) => void)(resolved);
    const compiler = pageCompilerFor(root)!;
    compile = (code, id) => compiler.compile(code, id);
  });
  afterAll(async () => {
    await closeBuildWorkers();
    buildChannel().compilers.delete(root);
    drainRenderFindings();
  });

  /** Puts workers on the build channel, counting the pages sent to them. */
  function useWorkers(workers: BuildWorkers, queue?: () => number) {
    buildChannel().workers = { ...workers, compile: (code, file) => (sent++, workers.compile!(code, file)), shortestQueue: queue ?? (() => workers.shortestQueue()) };
  }

  test('sends page files to a build worker, which gives this thread\'s code and findings; a broken page is recorded once and stood in for', async () => {
    const file = join(root, 'guide.mdx');
    const pages = ['# Guide to {{product}}\n\n<Note>Hi</Note>\n\n```js\nlet a = 1;\n```\n', 'Text for {{nobody}} <Steps>\n'];
    const here: string[] = [];
    for (const page of pages) here.push(await compile(page, file));
    expect(here[0]).toContain('Guide to Acme Cloud');
    const hereFindings = drainRenderFindings();
    expect(hereFindings.map((f) => f.rule)).toEqual(expect.arrayContaining(['page/undefined-variable', 'page/mdx-syntax']));

    useWorkers(startBuildWorkers(1, buildWorkerEntry(), workerCompileSetup(project.facts))!);
    sent = 0;
    const there: string[] = [];
    for (const page of pages) there.push(await compile(page, file));
    expect(sent).toBe(2); // the worker compiles the broken page's stand-in itself
    expect(there).toEqual(here);
    expect(there[1]).toContain('This page could not be compiled');
    expect(drainRenderFindings()).toEqual(hereFindings);
  });

  test('compiles the announced pages in the worker ahead of their turn, to this thread\'s code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsmith-ahead-'));
    try {
      const files = Array.from({ length: 12 }, (_, i) => join(dir, `page-${i}.mdx`));
      files.forEach((file, i) => writeFileSync(file, `# Page ${i} of {{product}}\n\n<Note>Note ${i}</Note>\n\n\`\`\`js\nlet n = ${i};\n\`\`\`\n`));
      await closeBuildWorkers();
      const here: string[] = [];
      for (const file of files) here.push(await compile(readFileSync(file, 'utf8'), file));
      useWorkers(startBuildWorkers(1, buildWorkerEntry(), workerCompileSetup(project.facts))!);
      sent = 0;
      const compiler = pageCompilerFor(root)!;
      compiler.expect(() => files);
      // Sent before any page asked: two at once to the one worker.
      expect(sent).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const there: string[] = [];
      for (const file of files) there.push(await compile(readFileSync(file, 'utf8'), file));
      expect(there).toEqual(here);
      expect(sent).toBe(files.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('compiles on this thread while every worker has four jobs waiting', async () => {
    const workers = buildChannel().workers!;
    useWorkers(workers, () => 4);
    sent = 0;
    await compile('# Busy\n', join(root, 'busy.mdx'));
    expect(sent).toBe(0);
  });

  test('a worker that stops leaves its pages to this thread', async () => {
    await closeBuildWorkers();
    const file = join(root, 'stopped.mdx');
    const here = await compile('# Stopped\n\nText.\n', file);
    const dir = mkdtempSync(join(tmpdir(), 'docsmith-compile-'));
    try {
      const failing = join(dir, 'failing-worker.mjs');
      writeFileSync(failing, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
      useWorkers(startBuildWorkers(1, pathToFileURL(failing), workerCompileSetup(project.facts))!);
      sent = 0;
      expect(await compile('# Stopped\n\nText.\n', file)).toBe(here);
      expect(sent).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
