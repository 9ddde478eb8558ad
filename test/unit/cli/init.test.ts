import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';
import { REPO_ROOT, CORPORA } from '../../support/paths.ts';
import { runCli } from '../../support/cli.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-init-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const pkgOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

it('scaffolds a site from the example site and prints the next commands', async () => {
  const result = await runCli(['init', 'my-docs'], work);
  expect(result.code).toBe(0);
  expect(result.stdout).toBe(
    ['Created a Docsmith site in my-docs: docs.json and the pages are in my-docs/docs.', 'Next:', '  cd my-docs && npm install', '  npm run dev'].join('\n'),
  );
  const site = join(work, 'my-docs');
  expect(readdirSync(site).sort()).toEqual(['.gitignore', 'astro.config.mjs', 'docs', 'package.json', 'src', 'tsconfig.json']);
  // The example site's pages and its docs.json (in the current format: navigation is an object),
  // whose $schema now points into the new site's node_modules.
  const example = readFileSync(join(REPO_ROOT, 'example-site/docs/docs.json'), 'utf8');
  const written = readFileSync(join(site, 'docs/docs.json'), 'utf8');
  expect(written).toBe(example.replace('"$schema": "../../docs.schema.json"', '"$schema": "../node_modules/docsmith/docs.schema.json"'));
  expect(written).not.toBe(example);
  expect(JSON.parse(written).navigation).toMatchObject({ versions: expect.any(Array) });
  expect(readFileSync(join(site, 'docs/quickstart.mdx'), 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'example-site/docs/quickstart.mdx'), 'utf8'));
  const pkg = pkgOf(site);
  expect(pkg).toMatchObject({ name: 'my-docs', private: true, type: 'module', scripts: { dev: 'astro dev', build: 'astro build' } });
  // Run from a checkout, the new site depends on that checkout (the registry range is not installable yet).
  expect(pkg.dependencies.docsmith).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
  expect(pkg.dependencies.astro).toMatch(/^~7\.3\./);
});

it('depends on a local checkout with --link', async () => {
  await runCli(['init', 'site', '--link', REPO_ROOT], work);
  expect(pkgOf(join(work, 'site')).dependencies.docsmith).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
});

it('refuses a folder that is not empty unless --force', async () => {
  mkdirSync(join(work, 'taken'));
  writeFileSync(join(work, 'taken', 'notes.txt'), 'mine');
  const refused = await runCli(['init', 'taken'], work);
  expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('taken is not empty; choose an empty folder, or add --force') });
  expect(readdirSync(join(work, 'taken'))).toEqual(['notes.txt']);
  expect((await runCli(['init', 'taken', '--force'], work)).code).toBe(0);
  expect(readFileSync(join(work, 'taken', 'notes.txt'), 'utf8')).toBe('mine');
  expect(existsSync(join(work, 'taken', 'docs', 'docs.json'))).toBe(true);
});

it('--existing adds only the Astro files to a hosted-platform folder', async () => {
  const docs = join(work, 'triggerdev');
  cpSync(join(CORPORA, 'mintlify-sites', 'triggerdev'), docs, { recursive: true });
  const before = new Map(globSync('**/*', { cwd: docs, dot: true }).map((f) => [f, readFileSync(join(docs, f), 'utf8')]));
  const result = await runCli(['init', '--existing', 'triggerdev'], work);
  expect(result.code).toBe(0);
  expect(result.stdout.split('\n')[0]).toBe('Added package.json, astro.config.mjs, src/content.config.ts, .gitignore to triggerdev; the pages are unchanged.');
  const after = globSync('**/*', { cwd: docs, dot: true });
  expect(after.filter((f) => !before.has(f)).sort()).toEqual(['astro.config.mjs', 'src/content.config.ts']);
  const changed = [...before].filter(([file, text]) => readFileSync(join(docs, file), 'utf8') !== text).map(([file]) => file);
  expect(changed.sort()).toEqual(['.gitignore', 'package.json']);
  // The folder's .gitignore keeps its lines and gains the build folders.
  expect(readFileSync(join(docs, '.gitignore'), 'utf8')).toBe(`${before.get('.gitignore')}node_modules/\ndist/\n.astro/\n`);
  // The folder's own package.json keeps its fields and gains the Astro ones.
  expect(pkgOf(docs)).toMatchObject({ name: 'docs', description: 'Trigger.dev documentation', type: 'module', scripts: { dev: expect.stringContaining('mintlify'), build: 'astro build' } });
  expect(readFileSync(join(docs, 'astro.config.mjs'), 'utf8')).toContain("docsmith({ root: '.' })");
});

it('--existing refuses a folder without docs.json or mint.json', async () => {
  const result = await runCli(['init', '--existing'], work);
  expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('has no docs.json or mint.json') });
  expect(readdirSync(work)).toEqual([]);
});
