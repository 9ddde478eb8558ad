// The `docsmith` command from a packed install: `npm pack`, then `npm install <tarball>` into a fresh
// project, then the package's bin. Node does not run TypeScript from node_modules, so this proves the
// compiled command (dist/cli, built at prepare) is what the bin runs and that it is complete. Then the
// README's first steps: `docsmith init`, `npm install` in the new site, `npm run build`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCommand } from '../support/cli-process.ts';
import { REPO_ROOT } from '../support/paths.ts';

let work: string;
let project: string;
let bin: string;
let tarball: string;
const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-packed-'));
  const pack = runCommand('npm', ['pack', '--pack-destination', work, '--json'], REPO_ROOT);
  expect(pack.status, pack.stderr).toBe(0);
  tarball = join(work, (JSON.parse(pack.stdout) as { filename: string }[])[0]!.filename);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'packed-project', private: true, type: 'module' }));
  // Dependencies (and the astro peer) come from the registry, through npm's cache when it has them.
  const install = runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);
  expect(install.status, install.stderr).toBe(0);
  bin = join(project, 'node_modules/.bin/docsmith');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('installs the launcher and the compiled command as the bin', () => {
  expect(existsSync(join(project, 'node_modules/docsmith/dist/cli/docsmith.js'))).toBe(true);
  expect(existsSync(join(project, 'node_modules/docsmith/bin/docsmith.js'))).toBe(true);
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
  // Until Docsmith is on the registry, the new site depends on the tarball this copy came from.
  expect(JSON.parse(readFileSync(join(project, 'new-site/package.json'), 'utf8')).dependencies.docsmith).toBe(`file:${tarball}`);
  expect(result.stdout).toContain('cd new-site && npm install');
});

it('builds the scaffolded site after the printed next steps: npm install, then the build script', () => {
  const site = join(project, 'new-site');
  const install = runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], site);
  expect(install.status, install.stderr.slice(-3000)).toBe(0);
  // The docs.json $schema resolves inside the new project.
  const schema = (JSON.parse(readFileSync(join(site, 'docs/docs.json'), 'utf8')) as { $schema: string }).$schema;
  expect(existsSync(join(site, 'docs', schema))).toBe(true);
  const build = runCommand('npm', ['run', 'build'], site);
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
