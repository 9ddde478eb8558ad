// `docsmith build|dev|preview` in a docs folder that is only docs.json (or mint.json) and pages: a copy
// of a real hosted-platform folder builds every navigation page into its dist/, no Astro file is
// written beside the pages, and dev and preview serve the folder (dev sees an edited page).
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { docsmith, docsmithAsync, LAUNCHER } from '../support/cli-process.ts';
import { startServerProcess, type DevServer } from '../support/dev-server.ts';
import { missingNavigationPages, navigationPages } from '../support/html-checks.ts';
import { CORPORA, REPO_ROOT } from '../support/paths.ts';

// Inside the repository, like every built test site (one folder to clean up); the test below builds one
// elsewhere on purpose.
const TEST_SITES = join(REPO_ROOT, '.test-sites');
let work: string;

beforeAll(() => {
  mkdirSync(TEST_SITES, { recursive: true });
  work = mkdtempSync(join(TEST_SITES, 'docs-folder-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function smallFolder(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Small', navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }));
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Welcome\ndescription: The first page.\n---\n\nHello from the docs folder.\n');
  writeFileSync(join(dir, 'guide.mdx'), '---\ntitle: Guide\ndescription: A guide.\n---\n\nFirst version of the guide.\n');
  return dir;
}

test('build: a copy of the mem0 folder, with no package.json, gets every navigation page in dist/ and no Astro file beside its pages', () => {
  const docs = join(work, 'mem0');
  cpSync(join(CORPORA, 'mintlify-sites', 'mem0'), docs, { recursive: true });
  expect(existsSync(join(docs, 'package.json'))).toBe(false);
  const before = readdirSync(docs).sort();

  const result = docsmith(['build'], docs);
  expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0);
  expect(result.stdout).toContain('Built the site into dist.');
  // Astro's progress, page by page, reaches the terminal.
  expect(result.stdout).toMatch(/\d+ page\(s\) built in/);

  const nav = navigationPages(join(docs, 'mint.json'));
  expect(nav.length).toBeGreaterThan(90);
  expect(missingNavigationPages(join(docs, 'dist'), nav)).toEqual([]);
  // Only dist/ and the generated project's cache folder are new.
  expect(readdirSync(docs).sort()).toEqual([...before, '.docsmith', 'dist'].sort());
  expect(readFileSync(join(docs, '.docsmith/.gitignore'), 'utf8')).toContain('*');

}, 600_000);

/** A writable folder whose top folder is not the repository's (`/tmp` for a checkout in `/home`). */
function folderAwayFromPackage(): string {
  const top = (path: string) => path.split('/').find(Boolean);
  const away = [tmpdir(), '/dev/shm', homedir()].find((dir) => {
    if (top(dir) === top(REPO_ROOT)) return false;
    try {
      accessSync(dir, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!away) throw new Error(`no writable folder outside /${top(REPO_ROOT)} for this test`);
  return away;
}

test('build: a docs folder that shares no folder but / with the package (docs in /srv, package under /usr/lib), run from there, builds with its styles and scripts', () => {
  const docs = mkdtempSync(join(folderAwayFromPackage(), 'docsmith-away-'));
  try {
    writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Away', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
    writeFileSync(join(docs, 'index.mdx'), '---\ntitle: Away\ndescription: Built far from the package.\n---\n\n<Tabs>\n<Tab title="One">First</Tab>\n<Tab title="Two">Second</Tab>\n</Tabs>\n\n<Icon icon="no-such-icon" />\n\n![](/shot.png)\n');
    // Run from the docs folder, as a user of a global install does: nothing around it has packages.
    const result = docsmith(['build', '.'], docs);
    expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0);
    const html = readFileSync(join(docs, 'dist/index.html'), 'utf8');
    // The components' own styles and scripts, which Astro reads by the component's path.
    const styles = [...html.matchAll(/<link rel="stylesheet" href="\/_astro\/([^"]+\.css)"/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((file) => existsSync(join(docs, 'dist/_astro', file)))).toBe(true);
    expect(html).toMatch(/<script type="module" src="\/_astro\/[^"]+\.js"/);
    expect(html).toContain('role="tab"');
    // A component's finding names the page from the docs folder, not from the generated project.
    expect(result.stdout).toMatch(/\] index\.mdx: icon "no-such-icon" is not in the free Font Awesome sets/);
    expect(result.stdout).toMatch(/\] index\.mdx:13:1: image "\/shot\.png" has no alt text/);
    // The site is beside the pages; the generated project holds no second copy.
    expect(existsSync(join(docs, '.docsmith/dist'))).toBe(false);
  } finally {
    rmSync(docs, { recursive: true, force: true });
  }
}, 600_000);

const builtPages = (output: string) => /(\d+) page\(s\) built/.exec(output)?.[1];

test('build --site --base: links and canonical URLs under the base; a rebuild does not take dist/ or the cache for pages', () => {
  const docs = smallFolder('based');
  const build = () => docsmith(['build', docs, '--site', 'https://docs.example.com', '--base', '/docs'], work);
  const first = build();
  expect(first.status, first.stderr.slice(-2000)).toBe(0);
  const again = build();
  expect(again.status, again.stderr.slice(-2000)).toBe(0);
  expect(builtPages(again.stdout)).toBe(builtPages(first.stdout));
  const html = readFileSync(join(docs, 'dist/guide/index.html'), 'utf8');
  expect(html).toContain('<link rel="canonical" href="https://docs.example.com/docs/guide');
  expect(html).toMatch(/href="\/docs\/"|href="\/docs"/);
  // Below the current folder the site is named relatively; from elsewhere, by its whole path.
  expect(first.stdout).toContain(`Built the site into ${join('based', 'dist')}.`);
  const elsewhere = join(work, 'elsewhere');
  mkdirSync(elsewhere);
  const fromElsewhere = docsmith(['build', docs, '--site', 'https://docs.example.com', '--base', '/docs'], elsewhere);
  expect(fromElsewhere.stdout).toContain(`Built the site into ${join(docs, 'dist')}.`);
}, 300_000);

test('two builds of two folders at once each build their own site, and write nothing where they were started', async () => {
  const [first, second] = [smallFolder('at-once-1'), smallFolder('at-once-2')];
  writeFileSync(join(second, 'index.mdx'), '---\ntitle: Welcome\ndescription: The first page.\n---\n\nHello from the second folder.\n');
  // Both started from one folder, as from a home folder or the installed package: Astro kept each
  // build's prerendered chunks in `.astro/.prerender/` of that folder, and the two builds deleted
  // each other's.
  const started = join(work, 'started-here');
  mkdirSync(started);
  const results = await Promise.all([first, second].map((docs) => docsmithAsync(['build', docs], started)));
  for (const result of results) expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0);
  expect(readFileSync(join(first, 'dist/index.html'), 'utf8')).toContain('Hello from the docs folder.');
  expect(readFileSync(join(second, 'dist/index.html'), 'utf8')).toContain('Hello from the second folder.');
  expect(readFileSync(join(second, 'dist/guide/index.html'), 'utf8')).toContain('First version of the guide.');
  expect(readdirSync(started)).toEqual([]);
}, 300_000);

test('a folder without docs.json or mint.json, and bad options, get one clear line', () => {
  const empty = join(work, 'empty');
  mkdirSync(empty);
  expect(docsmith(['build'], empty)).toMatchObject({
    status: 2,
    stderr: 'docsmith: . has no docs.json or mint.json; run docsmith build in your docs folder, or give its path: docsmith build path/to/docs\nRun docsmith --help for usage.\n',
  });
  const docs = smallFolder('options');
  expect(docsmith(['build', '--site', 'docs.example.com'], docs).stderr).toContain('--site: expected the site\'s URL, such as https://docs.example.com, got "docs.example.com"');
  expect(docsmith(['dev', '--port', 'x'], docs).stderr).toContain('--port: expected a port number, got "x"');
  expect(docsmith(['preview'], docs).stderr).toContain('nothing to preview yet: run docsmith build first');
});

test('a broken docs.json stops the build with the integration\'s placed message and no stack trace', () => {
  const docs = smallFolder('broken');
  writeFileSync(join(docs, 'docs.json'), '{ "name": "Small", "navigation": [ { "group": "Start", "pages": 42 } ] }');
  const result = docsmith(['build'], docs);
  expect(result.status).toBe(1);
  expect(`${result.stdout}${result.stderr}`).toMatch(/docs\.json:1:\d+/);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}, 300_000);

test('the bundler\'s allocator gets Docsmith\'s setting before Astro loads it, and a value the user set wins', () => {
  const docs = smallFolder('allocator');
  // The build stops at the broken docs.json, after Astro (and Rolldown's allocator, which prints its
  // settings when asked to) has loaded.
  writeFileSync(join(docs, 'docs.json'), '{ "name": "Small", "navigation": 42 }');
  const settingOf = (env: NodeJS.ProcessEnv) => {
    const result = docsmith(['build'], docs, { MIMALLOC_VERBOSE: '1', ...env });
    expect(result.status).toBe(1);
    return [...`${result.stdout}${result.stderr}`.matchAll(/option 'allow_thp': (\d+)/g)].map((match) => match[1]);
  };
  const ours = settingOf({});
  expect(ours.length).toBeGreaterThan(0);
  expect(new Set(ours)).toEqual(new Set(['0']));
  expect(new Set(settingOf({ MIMALLOC_ALLOW_THP: '1' }))).toEqual(new Set(['1']));
}, 300_000);

describe('dev and preview', () => {
  let docs: string;
  let server: DevServer | undefined;
  beforeAll(() => {
    docs = smallFolder('served');
  });
  afterAll(() => server?.close());

  test('dev serves the folder and sees an edited page', async () => {
    server = await startServerProcess([LAUNCHER, 'dev', docs]);
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Hello from the docs folder.');
    expect(await (await fetch(`${server.url}/guide`)).text()).toContain('First version of the guide.');
    writeFileSync(join(docs, 'guide.mdx'), '---\ntitle: Guide\ndescription: A guide.\n---\n\nSecond version of the guide.\n');
    let text = '';
    // Until the watcher has seen the edit (the test's own timeout bounds the wait).
    while (!text.includes('Second version')) {
      await new Promise((r) => setTimeout(r, 200));
      text = await (await fetch(`${server.url}/guide`)).text();
    }
    expect(text).toContain('Second version of the guide.');
    await server.close();
    server = undefined;
  }, 120_000);

  test('preview serves what build wrote', async () => {
    expect(docsmith(['build'], docs).status).toBe(0);
    server = await startServerProcess([LAUNCHER, 'preview', docs]);
    expect(await (await fetch(`${server.url}/guide/`)).text()).toContain('Second version of the guide.');
  }, 300_000);
});
