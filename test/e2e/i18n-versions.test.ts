// A current-format site in three languages (one right-to-left) by two versions
// (test/fixtures/i18n-versions), built once and read in Chromium: the version and language switches
// keep the page, the version and the language; <html lang/dir>, hreflang and the sitemap's alternates;
// search holds only the page's language and version (plus unversioned pages) unless the reader asks
// for every version, and splits Japanese into words; the search dialog and the playground speak the
// page's language. (Japanese has one unversioned page, for the search.)
import { mkdtempSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { en } from '../../src/i18n/strings/en.ts';
import { fr } from '../../src/i18n/strings/fr.ts';
import { buildSearchIndex } from '../../src/search/build-index.ts';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/i18n-versions');
const SITE = 'https://docs.example.com';
let site: BuiltSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = buildSite({ copyFrom: FIXTURE, astroConfig: `site: '${SITE}'`, options: "{ rules: { 'api/missing-error-example': 'off' } }" });
  if (site.status !== 0) throw new Error(site.output);
  server = await serveStatic(site.distDir);
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (site) removeSite(site);
});

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(new URL(path, server.url).href);
  return page;
}
const html = async (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.getAttribute('dir') }));
const languageLink = (page: Page, name: string) => page.locator('.ds-anchor:visible', { hasText: name });

describe('versions x languages', () => {
  test('builds without warnings', () => {
    expect(site.output).not.toMatch(/\[(WARN|ERROR)\]/);
  });

  test('each page is drawn in its language: lang and dir', async () => {
    const page = await open('/ar/v2/setup/');
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.goto(new URL('/fr/v1/setup/', server.url).href);
    expect(await html(page)).toEqual({ lang: 'fr', dir: null });
    await page.goto(new URL('/en/changelog/', server.url).href);
    expect(await html(page)).toEqual({ lang: 'en', dir: null });
    await page.close();
  });

  test('hreflang lists the twins of the same version only; the sitemap carries the same alternates', async () => {
    const alternates = (file: string) => [...readFileSync(join(site.distDir, file), 'utf8').matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(alternates('fr/v2/setup/index.html')).toEqual([
      `en ${SITE}/en/v2/setup/`,
      `fr ${SITE}/fr/v2/setup/`,
      `ar ${SITE}/ar/v2/setup/`,
      `x-default ${SITE}/en/v2/setup/`,
    ]);
    // Arabic has no v1 setup page.
    expect(alternates('en/v1/setup/index.html')).toEqual([`en ${SITE}/en/v1/setup/`, `fr ${SITE}/fr/v1/setup/`, `x-default ${SITE}/en/v1/setup/`]);
    const sitemap = readFileSync(join(site.distDir, 'sitemap-0.xml'), 'utf8');
    const entry = sitemap.match(new RegExp(`<url><loc>${SITE}/fr/v2/setup/</loc>.*?</url>`))?.[0] ?? '';
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort()).toEqual(
      [`ar ${SITE}/ar/v2/setup/`, `en ${SITE}/en/v2/setup/`, `fr ${SITE}/fr/v2/setup/`].sort(),
    );
  });

  test("a language's own `global` links show on its pages only", async () => {
    const page = await open('/fr/v2/setup/');
    const anchors = () => page.locator('.ds-anchor:visible').evaluateAll((links) => links.map((a) => `${a.querySelector('.ds-anchor-name')!.textContent} ${(a as HTMLAnchorElement).href}`));
    expect(await anchors()).toEqual([
      `English ${server.url}/en/v2/setup/`,
      `Français ${server.url}/fr/v2/setup/`,
      'Blog https://example.com/fr/blog',
      `العربية ${server.url}/ar/v2/setup/`,
      `日本語 ${server.url}/ja/changelog/`,
    ]);
    await page.goto(new URL('/en/v1/setup/', server.url).href);
    expect((await anchors()).filter((a) => a.startsWith('Blog'))).toEqual(['Blog https://example.com/blog']);
    await page.goto(new URL('/ja/changelog/', server.url).href);
    expect((await anchors()).filter((a) => a.startsWith('Blog'))).toEqual([]);
    await page.close();
  });

  test('the version switch keeps the language and the page; the language switch keeps the version', async () => {
    const page = await open('/fr/v2/setup/');
    const version = page.locator('#ds-version-select');
    expect(await page.locator('label[for="ds-version-select"]').textContent()).toBe(fr.version);
    await version.selectOption('v1');
    await page.waitForURL(/\/fr\/v1\/setup\/$/);
    expect((await html(page)).lang).toBe('fr');
    expect(await version.inputValue()).toBe('v1');
    // The tab row holds the French tabs only, and its versioned tab stays in v1.
    const tabs = await page.locator('.ds-section-tabs a:visible').evaluateAll((links) => links.map((a) => `${a.textContent!.trim()} ${new URL((a as HTMLAnchorElement).href).pathname}`));
    expect(tabs).toEqual(['Guides /fr/v1/', 'Journal des versions /fr/changelog/']);
    // Arabic has no v1 setup page: its first v1 page, still in v1.
    await languageLink(page, 'العربية').click();
    await page.waitForURL(/\/ar\/v1\/$/);
    expect(await html(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await version.inputValue()).toBe('v1');
    // Back to v2 from the Arabic v1 welcome page: its v2 twin.
    await version.selectOption('v2');
    await page.waitForURL(/\/ar\/v2\/$/);
    expect((await html(page)).lang).toBe('ar');
    await page.goto(new URL('/ar/v2/setup/', server.url).href);
    await languageLink(page, 'English').click();
    await page.waitForURL(/\/en\/v2\/setup\/$/);
    expect(await version.inputValue()).toBe('v2');
    await page.close();
  });
});

describe('search', () => {
  async function search(page: Page, term: string): Promise<string[]> {
    const dialog = page.locator('dialog.ds-search-dialog');
    if (!(await dialog.isVisible().catch(() => false))) await page.keyboard.press('Control+k');
    await dialog.locator('input[type="search"]').fill(term);
    await page.waitForFunction(() => /\S/.test(document.querySelector('.ds-search-status')?.textContent ?? ''));
    await page.waitForTimeout(300);
    return (await dialog.locator('[role="option"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).sort();
  }

  test('results are of the page’s language and version, plus unversioned pages; All versions adds the others', async () => {
    const page = await open('/fr/v2/setup/');
    expect(await search(page, 'zephyr')).toEqual(['/fr/changelog/', '/fr/v2/setup/']);
    await page.locator('.ds-search-all-versions').check();
    await page.waitForFunction(() => document.querySelectorAll('.ds-search-dialog [role="option"]').length === 3);
    expect(await search(page, 'zephyr')).toEqual(['/fr/changelog/', '/fr/v1/setup/', '/fr/v2/setup/']);
    await page.close();

    const english = await open('/en/v1/setup/');
    expect(await search(english, 'zephyr')).toEqual(['/en/changelog/', '/en/v1/setup/']);
    await english.close();
    const arabic = await open('/ar/v2/');
    expect(await search(arabic, 'zephyr')).toEqual(['/ar/changelog/', '/ar/v2/setup/']);
    await arabic.close();
  });

  test('built a language at a time (as sites of 5,000 pages and more are), the index is the build’s own, byte for byte', async () => {
    const output = mkdtempSync(join(tmpdir(), 'docsmith-split-index-'));
    try {
      const split = await buildSearchIndex(site.distDir, { output, splitFrom: 0 });
      expect(split.runs).toBe(4);
      const files = (dir: string) => new Map((readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)).toString('base64')]));
      const own = files(join(site.distDir, 'pagefind'));
      const parts = files(output);
      expect([...parts.keys()].sort()).toEqual([...own.keys()].sort());
      for (const [path, bytes] of own) expect(parts.get(path), path).toBe(bytes);
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  });

  test('Japanese text is split into words (Pagefind’s extended binary): a word inside a sentence is found', async () => {
    const page = await open('/ja/changelog/');
    expect((await html(page)).lang).toBe('ja');
    expect(await search(page, 'リリース')).toEqual(['/ja/changelog/']);
    await page.close();
  });

  test('the dialog’s words are the page’s language', async () => {
    const page = await open('/fr/v2/setup/');
    await search(page, 'zephyr');
    const dialog = page.getByRole('dialog', { name: fr.search });
    expect(await dialog.getByRole('combobox').getAttribute('placeholder')).toBe(fr.searchPlaceholder);
    expect(await dialog.getByRole('status').textContent()).toBe('Résultats pour «\u00a0zephyr\u00a0»\u00a0: 2');
    expect(await dialog.locator('.ds-search-scope').textContent()).toContain(fr.searchAllVersions);
    expect(await dialog.locator('.ds-search-footer').textContent()).toContain(fr.searchMove);
    await dialog.getByRole('button', { name: fr.searchClose }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The rest of the chrome too: the footer credit and the drawer's close button.
    expect(await page.locator('.ds-footer-credit').textContent()).toBe(fr.builtWith);
    expect(await page.locator('[data-ds-drawer-close] .ds-visually-hidden').textContent()).toBe(fr.closeMenu);
    await page.close();
  });
});

test('the playground speaks French on a French page, before and after the island mounts', async () => {
  const page = await open('/fr/v2/status/');
  const playground = page.locator('.ds-playground');
  const words = async () => ({
    heading: (await playground.locator('h2').first().textContent())?.trim(),
    send: (await playground.locator('.ds-pg-send').textContent())?.trim(),
    response: (await playground.locator('.ds-pg-response h3').textContent())?.trim(),
    hint: (await playground.locator('.ds-pg-response .ds-pg-note').textContent())?.trim(),
    legend: (await playground.locator('.ds-pg-auth legend').textContent())?.trim(),
  });
  const french = { heading: fr.tryIt, send: fr.send, response: fr.response, hint: fr.responseHint, legend: fr.authorization };
  expect(french.heading).not.toBe(en.tryIt);
  expect(await words()).toEqual(french);
  await page.locator('[data-docsmith-playground-mount][data-docsmith-mounted]').waitFor({ state: 'attached' });
  expect(await words()).toEqual(french);
  // A problem stopping the request is said in French too.
  await playground.locator('.ds-pg-send').click();
  await expect(playground.locator('.ds-pg-summary').textContent()).resolves.toBe(`Non envoyée\u00a0: ${fr.bearerToken} est obligatoire.`);
  await page.close();
});

describe('llms.txt and llms-full.txt per language and version', () => {
  const text = (file: string) => readFileSync(join(site.distDir, file), 'utf8');
  const listed = (llms: string) => [...llms.matchAll(/\]\(https:\/\/docs\.example\.com\/([^)]+)\.md\)/g)].map((m) => m[1]);

  test('the site’s llms.txt holds the home page’s language and the default version, then names every pair', () => {
    const llms = text('llms.txt');
    expect(llms.startsWith('# Polyglot (English · v2)\n')).toBe(true);
    // Pages outside any group come first, then each group (the markdown twin of `en/v2/index` is `en/v2.md`).
    expect(listed(llms)).toEqual(['en/changelog', 'en/v2', 'en/v2/setup', 'en/v2/status']);
    const pairs = [...llms.matchAll(/^- \[([^\]]+)\]\(https:\/\/docs\.example\.com\/([^)]*)llms\.txt\)/gm)].map((m) => `${m[1]} /${m[2]}`);
    expect(pairs).toEqual([
      'English · v2 /en/v2/', 'English · v1 /en/v1/', 'Français · v2 /fr/v2/', 'Français · v1 /fr/v1/',
      'العربية · v2 /ar/v2/', 'العربية · v1 /ar/v1/', '日本語 · v2 /ja/v2/', '日本語 · v1 /ja/v1/',
    ]);
    expect(text('llms-full.txt')).toBe(text('en/v2/llms-full.txt'));
  });

  test('each pair holds only its language and version, plus the language’s unversioned pages', () => {
    expect(listed(text('fr/v1/llms.txt'))).toEqual(['fr/changelog', 'fr/v1', 'fr/v1/setup']);
    expect(listed(text('ar/v2/llms.txt'))).toEqual(['ar/changelog', 'ar/v2', 'ar/v2/setup', 'ar/v2/status']);
    const full = text('fr/v1/llms-full.txt');
    expect(full.startsWith('# Polyglot (Français · v1)\n')).toBe(true);
    expect(full).toContain('Installez l’agent zephyr pour v1');
    expect(full).not.toContain('pour v2');
    expect(full).not.toContain('Install the zephyr agent');
    // Only the site's llms.txt lists the pairs.
    expect(text('fr/v1/llms.txt')).not.toContain('## Languages and versions');
  });
});
