// In `astro dev`, a docs.json mistake made while the server runs shows in the browser's error
// overlay with the same text as the terminal, and fixing it brings the page back.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { astroEnv, createSiteProject } from '../support/build-site.ts';
import { REPO_ROOT } from '../support/paths.ts';

const goodConfig = JSON.stringify({ name: 'Dev Site', navigation: [{ group: 'A', pages: ['index'] }] });
const badConfig = JSON.stringify({ name: 'Dev Site', colors: { primary: 'blue' }, navigation: [{ group: 'A', pages: ['index'] }] });

let dev: ChildProcess;
let browser: Browser;
let url: string;
let docsDir: string;
let output = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Waits until the error overlay shows `expected` and returns its text. An editor's save can reach the
 * server in steps (an empty file, then the new text), and the overlay may show an earlier step first.
 */
async function overlayShowing(page: Page, expected: string | RegExp): Promise<void> {
  const source = typeof expected === 'string' ? { text: expected } : { pattern: expected.source };
  await page.waitForFunction((wanted) => {
    const text = document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '';
    return wanted.text !== undefined ? text.includes(wanted.text) : new RegExp(wanted.pattern!).test(text);
  }, source);
}

beforeAll(async () => {
  ({ docsDir } = createSiteProject({
    astroConfig: 'devToolbar: { enabled: false }',
    files: {
      'docs.json': goodConfig,
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello from dev.\n',
      // An authoring-rule finding (a code block without a language tag) for the deferred checks.
      'notes.mdx': '---\ntitle: Notes\ndescription: Notes.\n---\n\n```\nplain\n```\n',
      // A folder of pages only, which the integration watches itself instead of Vite's watcher.
      'guides/setup.mdx': '---\ntitle: Setup\ndescription: Setup.\n---\n\nSet it up.\n',
    },
  }));
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  dev = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: docsDir,
    env: astroEnv(),
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('127.0.0.1:')) {
        clearInterval(check);
        resolve();
      }
      if (dev.exitCode !== null) {
        clearInterval(check);
        reject(new Error(`astro dev exited:\n${output}`));
      }
    }, 100);
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  dev?.kill();
});

test('the authoring rules run once the server has answered its first page; their findings reach the terminal', async () => {
  const finding = 'notes.mdx:6:1: code block has no language tag';
  // Right after "ready" the dev server may still be optimising dependencies: ask until it serves.
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok && (await response.text()).includes('Hello from dev.')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (let waited = 0; !output.includes(finding) && waited < 60_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  // After the content sync, which follows the setup, and after the first page was served: the checks
  // held neither the server's start nor its first page.
  const synced = output.indexOf('Synced content');
  const served = output.search(/\[200\] \/ /);
  expect(synced).toBeGreaterThan(-1);
  expect(served, output).toBeGreaterThan(synced);
  expect(output.indexOf(finding), output).toBeGreaterThan(served);
});

test('a bad docs.json edit shows in the overlay and in the terminal; fixing it restores the page', async () => {
  const page = await browser.newPage();
  // A hang guard for a loaded machine, not a speed requirement.
  page.setDefaultTimeout(60_000);
  // Right after "ready" the dev server may still be optimising dependencies: reload until it serves.
  for (let attempt = 0; attempt < 60; attempt++) {
    await page.goto(url);
    if (await page.locator('.ds-page-title').count()) break;
    await page.waitForTimeout(500);
  }
  await expect(page.locator('.ds-page-title').textContent()).resolves.toBe('Home');

  writeFileSync(join(docsDir, 'docs.json'), badConfig);
  const message = 'docs.json:1:30: colors.primary: expected a hex colour like "#0D9373", got "blue"';
  await overlayShowing(page, message);
  expect(output).toContain(message);
  expect(output).not.toContain('Stack trace');


  writeFileSync(join(docsDir, 'docs.json'), goodConfig);
  await page.waitForFunction(() => !document.querySelector('vite-error-overlay'));
  await expect(page.locator('.ds-page-title').textContent()).resolves.toBe('Home');
  await page.close();
});

test('a docs.json syntax error shows at its character, with the hint, in the overlay and in the terminal', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(url);
  await expect(page.locator('.ds-page-title').textContent()).resolves.toBe('Home');

  writeFileSync(join(docsDir, 'docs.json'), '{\n  "name": "Dev Site",\n  "navigation": [{ "group": "A", "pages": ["index",] }]\n}\n');
  const syntax = 'docs.json:3:52: Unexpected "]" (trailing comma? JSON allows no comma after the last item: remove the one on line 3)';
  await overlayShowing(page, syntax);
  expect(output).toContain(syntax);

  writeFileSync(join(docsDir, 'docs.json'), goodConfig);
  await page.waitForFunction(() => !document.querySelector('vite-error-overlay'));
  await page.close();
});

// Pages without ESM are compiled while they render (src/markdown/page-compiler.ts), in dev too.
test('an edited page shows its new text; an MDX mistake shows its place in the overlay until fixed', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(url);
  await expect(page.locator('.ds-content').textContent()).resolves.toContain('Hello from dev.');

  const pageFile = join(docsDir, 'index.mdx');
  writeFileSync(pageFile, '---\ntitle: Home\ndescription: Home.\n---\n\nEdited in dev.\n\n<Note>A note.</Note>\n');
  await page.waitForFunction(() => document.querySelector('.ds-content')?.textContent?.includes('Edited in dev.'));
  await expect(page.locator('.ds-content .ds-callout').textContent()).resolves.toContain('A note.');

  // Overlapping tags (a tag merely left open at the end is closed by a repair).
  writeFileSync(pageFile, '---\ntitle: Home\ndescription: Home.\n---\n\n<Note>\n<Tip>\n\nCrossed.\n</Note>\n</Tip>\n');
  await overlayShowing(page, /index\.mdx:10:1: .*<\/Note>/);
  expect(output).toMatch(/index\.mdx:10:1: .*<\/Note>/);

  writeFileSync(pageFile, '---\ntitle: Home\ndescription: Home.\n---\n\nHello from dev.\n');
  await page.waitForFunction(() => !document.querySelector('vite-error-overlay') && document.querySelector('.ds-content')?.textContent?.includes('Hello from dev.'));
  await page.close();
});

/** Fetches `path` from the dev server until `accept` holds for its status and HTML (the watcher's event comes first). */
async function servedUntil(path: string, accept: (status: number, html: string) => boolean): Promise<string> {
  let seen = '';
  for (let waited = 0; waited < 60_000; waited += 250) {
    const response = await fetch(new URL(path, url));
    const html = await response.text();
    if (accept(response.status, html)) return html;
    seen = `${response.status} ${html.slice(0, 200)}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} never became what the test waits for; last answer: ${seen}`);
}

// The collection's loader reads the files the setup kept; pages added, edited and removed while the
// server runs go through the same reading.
test('a page added while the server runs is served, its title edit shows, and once removed it is gone', async () => {
  const pageFile = join(docsDir, 'later.mdx');
  writeFileSync(pageFile, '---\ntitle: Added Later\ndescription: Added.\n---\n\nWritten while the server ran.\n');
  const added = await servedUntil('/later/', (status, html) => status === 200 && html.includes('Written while the server ran.'));
  expect(added).toContain('Added Later');

  writeFileSync(pageFile, '---\ntitle: Renamed Later\ndescription: Added.\n---\n\nWritten while the server ran.\n');
  await servedUntil('/later/', (status, html) => status === 200 && html.includes('Renamed Later'));

  rmSync(pageFile);
  await servedUntil('/later/', (status) => status === 404);
});

test('in a folder of pages only, an edited page and a new one show', async () => {
  writeFileSync(join(docsDir, 'guides/setup.mdx'), '---\ntitle: Setup\ndescription: Setup.\n---\n\nSet it up, edited.\n');
  await servedUntil('/guides/setup/', (status, html) => status === 200 && html.includes('Set it up, edited.'));
  writeFileSync(join(docsDir, 'guides/later.mdx'), '---\ntitle: Later guide\ndescription: Later.\n---\n\nA guide added later.\n');
  await servedUntil('/guides/later/', (status, html) => status === 200 && html.includes('A guide added later.'));
});
