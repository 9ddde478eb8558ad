// The 1000-page site made by the shared corpus generator, built once for these gates:
// - every page is at most 15 KB of gzip HTML, sidebar included;
// - the sidebar still reaches every page: a page writes its own group in full (the page marked
//   aria-current) and every other group as a heading whose links are in a fragment;
// - first, middle and last pages stay within the script and style budgets of the example site's pages;
// - in Chromium, expanding a collapsed group shows its links and they navigate.
// Sizes, never times. A failure names the page, the asset and its size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { builtPagePaths, fileOfPagePath, isRedirectPage } from '../support/site-pages.ts';
import { buildCorpusSite, writeCorpusSite } from '../support/corpus-site.ts';
import { formatKb, gzipSize, KB } from '../support/page-weight.ts';
import { fragmentLinks, readSidebar } from '../support/sidebar-html.ts';
import { scriptAndStyleProblems } from '../support/budgets.ts';

const HTML_BUDGET = 15 * KB;

const CORPUS_DIR = fileURLToPath(new URL('../.work/corpus-1000/', import.meta.url));
const CORPUS_PAGES = 1000;

describe(`a ${CORPUS_PAGES}-page generated site`, () => {
  let dist: string;
  let pages: string[];
  let html: Map<string, string>;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    writeCorpusSite(CORPUS_DIR, { flavor: 'docsjson', count: CORPUS_PAGES });
    dist = buildCorpusSite(CORPUS_DIR);
    // The generated site has no index page: its home is a redirect to the first page, not a page.
    pages = builtPagePaths(dist).filter((p) => p !== '/404.html' && !isRedirectPage(dist, p));
    html = new Map(pages.map((path) => [path, readFileSync(fileOfPagePath(dist, path), 'utf8')]));
    server = await serveStatic(dist);
    browser = await launchBrowser();
    // Only a guard against a hung build: a thousand pages take minutes on a busy machine.
  }, 40 * 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('builds one page per generated file, and no fragment counts as a page', () => {
    expect(pages.length).toBe(CORPUS_PAGES);
    // The search index and the sitemap hold the pages only.
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0)).toBe(CORPUS_PAGES);
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)?.length).toBe(CORPUS_PAGES);
    expect(sitemap).not.toContain('_docsmith');
  });

  test('every page is at most 15 KB of gzip HTML, sidebar included', () => {
    const sizes = pages.map((path) => ({ path, gzip: gzipSize(html.get(path)!) }));
    const over = sizes.filter((s) => s.gzip > HTML_BUDGET).sort((a, b) => b.gzip - a.gzip);
    const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    expect(
      over.slice(0, 10).map((s) => `${s.path}: HTML is ${formatKb(s.gzip)} gzip, over the ${formatKb(HTML_BUDGET)} budget`),
      `${over.length} of ${sizes.length} pages over budget; largest ${largest.path} at ${formatKb(largest.gzip)} gzip`,
    ).toEqual([]);
  });

  test("every page's sidebar reaches every page: its own group in full, the others through fragments", () => {
    const all = new Set(pages);
    const fragments = new Map<string, string[]>();
    const problems: string[] = [];
    for (const path of pages) {
      const sidebar = readSidebar(html.get(path)!);
      if (sidebar.current !== path) problems.push(`${path}: the sidebar marks ${sidebar.current ?? 'no link'} as current`);
      // A page of this site writes only its own group of 100 links, and the nine others as headings.
      if (sidebar.links.length !== 100 || sidebar.fetched.length !== 9) {
        problems.push(`${path}: ${sidebar.links.length} links written in full and ${sidebar.fetched.length} fetched groups`);
      }
      const reached = new Set(sidebar.links);
      for (const { heading, fragment } of sidebar.fetched) {
        if (!fragments.has(fragment)) fragments.set(fragment, fragmentLinks(dist, fragment));
        const links = fragments.get(fragment)!;
        // Without JavaScript the heading is the way in: it goes to the group's first page.
        if (heading !== links[0]) problems.push(`${path}: the heading of ${fragment} goes to ${heading}, not to ${links[0]}`);
        links.forEach((link) => reached.add(link));
      }
      const missing = [...all].filter((p) => !reached.has(p));
      if (missing.length || reached.size !== all.size) problems.push(`${path}: its sidebar does not reach ${missing.length} pages (${missing.slice(0, 3).join(', ')}…)`);
    }
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
    // One fragment per group, written once for the whole site.
    expect(fragments.size).toBe(10);
  });

  test('first, middle and last pages stay within the script and style budgets', async () => {
    const sample = [pages[0]!, pages[Math.floor(pages.length / 2)]!, pages[pages.length - 1]!];
    const problems: string[] = [];
    for (const path of sample) problems.push(...(await scriptAndStyleProblems(browser, server.url, path)));
    expect(problems).toEqual([]);
  });

  test('in Chromium, a collapsed group expands with its links, which navigate', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/s05/page-0450/`);
      await expect(page.locator('.ds-sidebar [aria-current="page"]').isVisible()).resolves.toBe(true);
      const group = page.locator('docsmith-nav-group', { has: page.locator('a', { hasText: 'Section 02' }) });
      const toggle = group.getByRole('button', { name: 'Section 02 pages' });
      await toggle.click();
      const links = group.locator('.ds-nav-link');
      await links.first().waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(links.count()).resolves.toBe(100);
      await links.nth(4).click();
      await page.waitForURL(`${server.url}/s02/page-0105/`);
      await expect(page.locator('.ds-sidebar [aria-current="page"]').getAttribute('href')).resolves.toBe('/s02/page-0105/');
    } finally {
      await page.close();
    }
  });
});
