// `docsmith init` end to end with the command users run: a new site (--link) and a hosted-platform
// corpus folder (--existing) become Astro projects that build. The projects live under .test-sites/
// in the repository and use its node_modules, where `docsmith` is already a link to this checkout:
// exactly what `npm install` of a `file:` dependency on the checkout gives, without downloading Astro.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAstroBuild } from '../support/build-site.ts';
import { docsmith } from '../support/cli-process.ts';
import { REPO_ROOT, CORPORA } from '../support/paths.ts';

const TEST_SITES = join(REPO_ROOT, '.test-sites');

const created: string[] = [];
const workDir = (prefix: string) => {
  const dir = mkdtempSync(join(TEST_SITES, prefix));
  created.push(dir);
  return dir;
};

beforeAll(() => {
  mkdirSync(TEST_SITES, { recursive: true });
});
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('init --link creates a site that builds, and lint reads its Astro config', () => {
  const work = workDir('init-');
  const init = docsmith(['init', 'site', '--link', REPO_ROOT], work);
  expect(init.status, init.stderr).toBe(0);
  const site = join(work, 'site');
  const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
  expect(pkg.dependencies.docsmith).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  // The new site's docs.json is in the current format: navigation is an object.
  const config = JSON.parse(readFileSync(join(site, 'docs/docs.json'), 'utf8'));
  expect(config.navigation.versions.map((v: { version: string }) => v.version)).toEqual(['v2', 'v1']);

  const build = runAstroBuild(site);
  expect(build.output).not.toMatch(/\[WARN\].*config\//);
  expect(build.status, build.output.slice(-3000)).toBe(0);
  expect(existsSync(join(site, 'dist/index.html'))).toBe(true);
  expect(existsSync(join(site, 'dist/quickstart/index.html'))).toBe(true);

  // The scaffolded astro.config.mjs says docsmith({ root: 'docs' }): lint finds the pages there.
  const lint = docsmith(['lint', '--format', 'json'], site);
  const report = JSON.parse(lint.stdout);
  expect(report.root).toBe('docs');
  expect(report.pages).toBeGreaterThan(3);
});

it('init --existing turns a copy of the mem0 corpus into a site that builds, or fails only on components the site does not provide yet', () => {
  const work = workDir('existing-');
  const docs = join(work, 'mem0');
  cpSync(join(CORPORA, 'mintlify-sites', 'mem0'), docs, { recursive: true });
  const init = docsmith(['init', '--existing'], docs);
  expect(init.status, init.stderr).toBe(0);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(docs, 'node_modules'), 'dir');

  const lint = docsmith(['lint', '--format', 'json'], docs);
  const report = JSON.parse(lint.stdout) as { pages: number; findings: { rule: string; message: string }[] };
  expect(report.pages).toBe(104);
  const unknown = new Set(report.findings.filter((f) => f.rule === 'page/unknown-component').map((f) => /^<([\w.]+)>/.exec(f.message)![1]!));

  const build = runAstroBuild(docs);
  // The build's setup pass ran the page rules on the folder and printed them, summarised.
  expect(build.output).toMatch(/\d+ headings that skip a level \[heading\/skipped-level\]; first 5:/);
  if (build.status === 0) {
    expect(existsSync(join(docs, 'dist/index.html')) || existsSync(join(docs, 'dist/overview/index.html'))).toBe(true);
  } else {
    // Until every content component exists, MDX stops at the first one missing. That must be a
    // component the linter reported, and the only kind of failure.
    const missing = [...build.output.matchAll(/Expected component `([\w.]+)` to be defined/g)].map((m) => m[1]!);
    expect(missing.length, build.output.slice(-3000)).toBeGreaterThan(0);
    for (const name of missing) expect(unknown, name).toContain(name);
  }
});

it('lint explains an Astro config it cannot use, without a stack trace', () => {
  const work = workDir('config-');
  writeFileSync(join(work, 'astro.config.mjs'), "import docsmith from 'docsmith';\nexport default { integrations: [docsmith({ root: 'docs', rulez: {} })] };\n");
  expect(docsmith(['lint'], work)).toMatchObject({
    status: 2,
    stderr: 'docsmith: astro.config.mjs: invalid docsmith() options: options: Unrecognized key: "rulez"\nRun docsmith --help for usage.\n',
  });
  writeFileSync(join(work, 'astro.config.mjs'), "import missing from 'a-package-that-is-not-installed';\nexport default { integrations: [missing()] };\n");
  const result = docsmith(['lint'], work);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain("docsmith: could not load astro.config.mjs: Cannot find package 'a-package-that-is-not-installed'");
  expect(result.stderr).toContain('Install the project\'s dependencies (npm install), or lint the docs folder directly');
  expect(result.stderr).not.toMatch(/^\s+at /m);
});
