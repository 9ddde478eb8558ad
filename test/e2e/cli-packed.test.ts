// The `docsmith` command from a packed install: `npm pack`, then `npm install <tarball>` into a fresh
// project, then the package's bin. Node does not run TypeScript from node_modules, so this proves the
// compiled command (dist/cli, built at prepack) is what the bin runs and that it is complete.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCommand } from '../support/cli-process.ts';
import { REPO_ROOT } from '../support/paths.ts';

let work: string;
let project: string;
let bin: string;
const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-packed-'));
  const pack = runCommand('npm', ['pack', '--pack-destination', work, '--json'], REPO_ROOT);
  expect(pack.status, pack.stderr).toBe(0);
  const tarball = join(work, (JSON.parse(pack.stdout) as { filename: string }[])[0]!.filename);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'packed-project', private: true, type: 'module' }));
  // Dependencies (and the astro peer) come from the registry, through npm's cache when it has them.
  const install = runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);
  expect(install.status, install.stderr).toBe(0);
  bin = join(project, 'node_modules/.bin/docsmith');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('installs the compiled command as the bin', () => {
  expect(existsSync(join(project, 'node_modules/docsmith/dist/cli/docsmith.js'))).toBe(true);
  expect(runCommand(bin, ['--version'], project)).toMatchObject({ status: 0, stdout: `${version}\n` });
});

it('writes the rules files', () => {
  const result = runCommand(bin, ['rules'], project);
  expect(result).toMatchObject({ status: 0, stdout: 'Wrote .cursor/rules/docs.mdc and AGENTS.md.\n' });
  expect(runCommand(bin, ['rules', '--check'], project).status).toBe(0);
});

it('scaffolds a site from the example site shipped in the package', () => {
  const result = runCommand(bin, ['init', 'new-site'], project);
  expect(result.status, result.stderr).toBe(0);
  expect(existsSync(join(project, 'new-site/docs/docs.json'))).toBe(true);
  expect(existsSync(join(project, 'new-site/src/content.config.ts'))).toBe(true);
  expect(JSON.parse(readFileSync(join(project, 'new-site/package.json'), 'utf8')).dependencies.docsmith).toBe(`^${version}`);
});

it('builds the scaffolded site with the packed package', () => {
  // The scaffold depends on docsmith from the registry; the project beside it already holds the
  // packed one (and astro), so the site uses that node_modules instead of installing again.
  symlinkSync(join(project, 'node_modules'), join(project, 'new-site/node_modules'), 'dir');
  const build = runCommand(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), 'build'], join(project, 'new-site'));
  expect(build.status, `${build.stdout}${build.stderr}`.slice(-3000)).toBe(0);
  expect(existsSync(join(project, 'new-site/dist/index.html'))).toBe(true);
  expect(existsSync(join(project, 'new-site/dist/quickstart/index.html'))).toBe(true);
});

it('lints under the rules and root of the project Astro config', () => {
  cpSync(join(REPO_ROOT, 'test/fixtures/lint/heading/skipped-level/bad'), join(project, 'content'), { recursive: true });
  writeFileSync(join(project, 'content/docs.json'), JSON.stringify({ name: 'Packed', navigation: [{ group: 'Guides', pages: ['page', 'first'] }] }));
  writeFileSync(
    join(project, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\n\nexport default defineConfig({\n  integrations: [docsmith({ root: 'content', rules: { 'heading/skipped-level': 'error' } })],\n});\n`,
  );
  const result = runCommand(bin, ['lint'], project);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(1);
  expect(result.stdout.replace(/checked in \d+ ms/, 'checked in N ms')).toBe(
    [
      'content/first.mdx:6:1  error  heading/skipped-level  "Starts too deep" is an h3 after the page title; use ## (h2) so no level is skipped',
      'content/page.mdx:8:1  error  heading/skipped-level  "Details" is an h4 after an h2; use ### (h3) so no level is skipped',
      '',
      '  2  heading/skipped-level',
      '2 problems (2 errors, 0 warnings) in 2 pages, checked in N ms',
      '',
    ].join('\n'),
  );
});
