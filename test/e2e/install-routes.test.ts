// The install routes the README gives before Docsmith is on the registry, besides the tarball
// (cli-packed.test.ts): a folder dependency and a git dependency (a local repository made from this
// working tree: no network). Each gives a `docsmith` command that runs and builds a docs folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand } from '../support/cli-process.ts';
import { REPO_ROOT } from '../support/paths.ts';

const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;
let work: string;

beforeAll(() => {
  // Inside the repository (gitignored): Astro needs the pages and the package under one folder.
  mkdirSync(join(REPO_ROOT, '.test-sites'), { recursive: true });
  work = mkdtempSync(join(REPO_ROOT, '.test-sites', 'install-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function git(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync('git', args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A bare repository whose one commit is this working tree as `git add -A` sees it. */
function repositoryOfWorkingTree(): string {
  const bare = join(work, 'docsmith.git');
  git(['init', '--quiet', '--bare', bare]);
  const env = { GIT_DIR: bare, GIT_WORK_TREE: REPO_ROOT, GIT_INDEX_FILE: join(bare, 'index') };
  git(['add', '-A'], env);
  const tree = git(['write-tree'], env);
  const commit = git(['-c', 'user.name=Docsmith tests', '-c', 'user.email=tests@docsmith.invalid', 'commit-tree', tree, '-m', 'working tree'], env);
  git(['update-ref', 'refs/heads/main', commit], env);
  git(['symbolic-ref', 'HEAD', 'refs/heads/main'], env);
  return bare;
}

/** A project that installs docsmith from `spec`, and a small docs folder beside it. */
function installProject(name: string, spec: string): { project: string; bin: string } {
  const project = join(work, name);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  // Packages come from the registry through npm's cache when it has them.
  const install = runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', spec], project);
  expect(install.status, install.stderr.slice(-3000)).toBe(0);
  return { project, bin: join(project, 'node_modules/.bin/docsmith') };
}

function docsFolder(project: string): string {
  const docs = join(project, 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Installed', navigation: [{ group: 'Start', pages: ['index', 'setup'] }] }));
  writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Welcome\ndescription: The first page.\n---\n\n<Note>Built by an installed docsmith.</Note>\n');
  writeFileSync(join(docs, 'setup.mdx'), '---\ntitle: Setup\ndescription: Setting up.\n---\n\n## Install\n\nRun the command.\n');
  return docs;
}

describe.each([
  { route: 'folder dependency', spec: () => `file:${REPO_ROOT.replace(/\/$/, '')}` },
  { route: 'git dependency', spec: () => `git+file://${repositoryOfWorkingTree()}` },
])('$route', ({ route, spec }) => {
  let installed: { project: string; bin: string };
  beforeAll(() => {
    installed = installProject(route.replace(/\W+/g, '-'), spec());
  }, 600_000);

  test('docsmith --version', () => {
    expect(runCommand(installed.bin, ['--version'], installed.project)).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  test('docsmith build builds a docs folder', () => {
    const docs = docsFolder(installed.project);
    const build = runCommand(installed.bin, ['build', 'docs'], installed.project);
    expect(build.status, `${build.stdout}${build.stderr}`.slice(-3000)).toBe(0);
    expect(readFileSync(join(docs, 'dist/index.html'), 'utf8')).toContain('Built by an installed docsmith.');
    expect(existsSync(join(docs, 'dist/setup/index.html'))).toBe(true);
  }, 300_000);
});
