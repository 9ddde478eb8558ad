// Real folders written for the hosted platform carry things it forgives. test/fixtures/forgiven-pages
// has one of each: a one-sided colors.background, pages cut short upstream (a fence and tabs or steps
// never closed), closing tags that close nothing, the `user` personalization variable on both page
// paths (compiled while rendering, and bundled as a module), a live key in a sample. It builds with a
// warning for each, and the repaired pages show their content. test/fixtures/broken-pages has pages
// no repair can save: the build lists every one with its place and a hint, and fails once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { proseOf } from '../support/html-checks.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic } from '../support/static-server.ts';

const plain = (output: string) => output.replace(/\u001b\[[0-9;]*m/g, '');
/** The words a reader sees, code samples left out. */
const textOf = (html: string) => proseOf(html).replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('a folder with what the platform forgives', () => {
  let site: BuiltSite;
  let output: string;
  const content = (path: string) => {
    const html = readFileSync(join(site.distDir, path), 'utf8');
    return /<div class="ds-content">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  };

  beforeAll(() => {
    site = buildSite({ copyFrom: join(REPO_ROOT, 'test/fixtures/forgiven-pages') });
    output = plain(site.output);
  });
  afterAll(() => removeSite(site));

  test('builds, with a warning at each place it repaired', () => {
    expect(output).not.toMatch(/\[ERROR\]/);
    expect(site.status, output).toBe(0);
    expect(output).toContain('mint.json:5:5: colors.background sets only "dark"; light mode keeps the default background #ffffff');
    // Nine repairs, summarised with the first five places (in the order the pages compiled).
    const repairs = [
      'guides/install.mdx:8: <Tabs> is never closed; closed at the end of the file',
      'guides/install.mdx:14: <Tab> is never closed; closed at the end of the file',
      'guides/install.mdx:15: code block opened here is never closed; closed at the end of the file',
      "guides/welcome.mdx:6: reads `user`, the signed-in reader of the hosted platform; a static site has none, so `user` is empty here and its fields are undefined (write a fallback: {user.name ?? 'there'})",
      'guides/welcome.mdx:11: closing tag </Info> closes nothing opened before it; removed',
      "guides/account.mdx:8: reads `user`, the signed-in reader of the hosted platform; a static site has none, so `user` is empty here and its fields are undefined (write a fallback: {user.name ?? 'there'})",
      'guides/account.mdx:10: <Steps> is never closed; closed at the end of the file',
      'guides/account.mdx:14: <Step> is never closed; closed at the end of the file',
      'index.mdx:8: HTML comment <!-- TODO: add a screenshot of the da... written as an MDX comment {/* ... */}',
    ];
    const summary = /(\d+) MDX repairs made before compiling \[page\/mdx-repaired\]; first 5:\n((?: {2}.*\n){5})/.exec(output);
    expect(summary?.[1], output).toBe(String(repairs.length));
    for (const shown of summary![2]!.trim().split('\n')) expect(repairs).toContain(shown.trim());
    // A sure-fire secret is a warning in the build (an error in `docsmith lint`).
    expect(output).toMatch(/WARN.*guides\/billing\.mdx:9:\d+: code sample holds what looks like a live payment key.*\[code\/secret\]/);
  });

  test('the repaired pages render what they have', () => {
    const install = content('guides/install/index.html');
    expect(textOf(install)).toContain('Pick your package manager.');
    expect(install.replace(/<[^>]+>/g, '')).toContain('npm install @acme/widget');
    expect(install.replace(/<[^>]+>/g, '')).toContain('pnpm add @acme/widget');
    expect(install.match(/role="tab"/g)).toHaveLength(2);

    const welcome = textOf(content('guides/welcome/index.html'));
    expect(welcome).toContain('Hello, there! Your workspace is ready.');
    expect(welcome).toContain('Signed in as a guest.');
    expect(welcome).toContain('Continue with the installation guide.');
    expect(welcome).not.toContain('</Info>');

    const account = content('guides/account/index.html');
    expect(textOf(account)).toContain('Hi friend, you are on the Starter plan.');
    expect(textOf(account)).toContain('Choose the plan that fits.');
    expect(account.match(/class="ds-step[ "]/g)).toHaveLength(2);

    const style = readFileSync(join(site.distDir, 'index.html'), 'utf8');
    expect(style).toContain('--ds-color-bg-light:#ffffff;--ds-color-bg-dark:#0b1220;');
  });

  test('a reader sees the second tab of the page cut short', async () => {
    const server = await serveStatic(site.distDir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/guides/install/`);
      await page.getByRole('tab', { name: 'pnpm' }).click();
      await expect(page.getByRole('tabpanel').filter({ visible: true }).textContent()).resolves.toContain('pnpm add @acme/widget');
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('a folder with pages no repair can save', () => {
  let site: BuiltSite;
  let output: string;

  beforeAll(() => {
    site = buildSite({
      copyFrom: join(REPO_ROOT, 'test/fixtures/broken-pages'),
      // Nesting too deep for the compiler: found before it runs (nesting-depth.ts), at the 1,001st <Note>.
      files: { 'guides/deep.mdx': `---\ntitle: Deep\ndescription: Too deep.\n---\n\n${'<Note>'.repeat(5000)}x${'</Note>'.repeat(5000)}\n` },
    });
    output = plain(site.output);
  });
  afterAll(() => removeSite(site));

  test('lists every broken page with its place, what is wrong and how to fix it, then fails once', () => {
    expect(site.status, output).not.toBe(0);
    for (const line of [
      'guides/open-link.mdx:6:10: Expected a closing tag for `<a>` before the end of `paragraph` (mdx-jsx:unexpected-character); close it with </a>, or write <a /> when it has no content. [page/mdx-syntax]',
      'guides/heart.mdx:6:4: Unexpected character after `<`, expected a valid JSX tag (note: to create a link in MDX, use `[text](url)`) (mdx-jsx:unexpected-character); write \\< (or &lt;) to show a < as text; a component tag starts with a letter. [page/mdx-syntax]',
      'guides/brace.mdx:6:18: "{" starts an expression that is never closed; close the expression with }, or write \\{ to show a brace as text. [page/mdx-syntax]',
      'guides/overlap.mdx:9:1: Unexpected closing tag `</Note>`, expected corresponding closing tag for `<Tip>`',
      'guides/exported.mdx:8:45: Unexpected character after `<`',
      'guides/deep.mdx:6:6001: elements are nested too deeply to compile; close components and tags sooner: a page cannot nest thousands of them. [page/mdx-syntax]',
    ]) {
      expect(output).toContain(line);
    }
    expect(output.match(/\[page\/mdx-syntax\]/g)).toHaveLength(6);
    expect(output.match(/Docsmith found 6 errors \(listed above\)\./g)).toHaveLength(1);
    expect(output).not.toContain('Stack trace');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });
});

test('with page/mdx-syntax as a warning, the build succeeds and each broken page shows a note', () => {
  const site = buildSite({ copyFrom: join(REPO_ROOT, 'test/fixtures/broken-pages'), options: "{ rules: { 'page/mdx-syntax': 'warn' } }" });
  try {
    const output = plain(site.output);
    expect(site.status, output).toBe(0);
    expect(output.match(/\[page\/mdx-syntax\]/g)).toHaveLength(5);
    const note = (path: string) => /<p class="ds-page-error" role="note">([^<]*)<\/p>/.exec(readFileSync(join(site.distDir, path), 'utf8'))?.[1];
    expect(note('guides/brace/index.html')).toBe('This page could not be compiled (line 6): &quot;{&quot; starts an expression that is never closed');
    expect(note('guides/exported/index.html')).toMatch(/^This page could not be compiled \(line 8\): Unexpected character after `&lt;`/);
    expect(readFileSync(join(site.distDir, 'guides/heart/index.html'), 'utf8')).toContain('<title>Heart - Broken Pages</title>');
  } finally {
    removeSite(site);
  }
});
