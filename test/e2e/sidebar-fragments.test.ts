// A sidebar too large to write into every page, in Chromium, under a `base` and `build.format: 'file'`
// (the 1000-page gate covers the default settings): the current group is open with the page marked,
// other groups expand from their fragments by mouse and keyboard and their links navigate, the
// headings work without JavaScript, and a fragment that fails to load still gets the reader there.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { buildCorpusSite, writeCorpusSite } from '../support/corpus-site.ts';
import { seriousViolations } from './chrome-axe.ts';
import { FULL_SIDEBAR_LINKS } from '../../src/runtime/sidebar-fragments.ts';

const SITE_DIR = fileURLToPath(new URL('../.work/sidebar-fragments/', import.meta.url));
// Ten groups of 32: just over the limit, so the sidebar is split.
const PAGES = 320;
const BASE = '/docs';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  expect(PAGES).toBeGreaterThan(FULL_SIDEBAR_LINKS);
  writeCorpusSite(SITE_DIR, { flavor: 'docsjson', count: PAGES, base: BASE, format: 'file' });
  server = await serveStatic(buildCorpusSite(SITE_DIR), BASE);
  browser = await launchBrowser();
  // Only a guard against a hung build: 320 pages take minutes on a busy machine.
}, 20 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// The server URL includes the base path.
const url = (path: string) => `${server.url}${path}`;
const group = (page: Page, label: string) => page.locator('docsmith-nav-group', { has: page.locator(`a:text-is("${label}")`) });
const currentHref = (page: Page) => page.locator('.ds-sidebar [aria-current="page"]').getAttribute('href');

async function withPage(run: (page: Page) => Promise<void>, options: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext(options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('a split sidebar under a base path with .html pages', () => {
  test("the page's group is written in full and open, the page marked; the others are headings", () =>
    withPage(async (page) => {
      await page.goto(url('/s04/page-0100.html'));
      const current = page.locator('.ds-sidebar [aria-current="page"]');
      await expect(current.isVisible()).resolves.toBe(true);
      await expect(current.getAttribute('href')).resolves.toBe(`${BASE}/s04/page-0100.html`);
      await expect(page.locator('.ds-sidebar .ds-nav-link').count()).resolves.toBe(32);
      await expect(page.locator('docsmith-nav-group').count()).resolves.toBe(9);
      await expect(group(page, 'Section 01').getByRole('button').getAttribute('aria-expanded')).resolves.toBe('false');
    }));

  test('a group expands from its fragment, by keyboard, keeping focus; its links navigate', () =>
    withPage(async (page) => {
      await page.goto(url('/s04/page-0100.html'));
      const section = group(page, 'Section 07');
      const toggle = section.getByRole('button', { name: 'Section 07 pages' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const links = section.locator('.ds-nav-link');
      await links.first().waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Section 07 pages');
      await expect(links.count()).resolves.toBe(32);
      await expect(links.nth(0).getAttribute('href')).resolves.toBe(`${BASE}/s07/page-0193.html`);

      // Space closes it again, with the links hidden from everyone.
      await page.keyboard.press('Space');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(links.first().isVisible()).resolves.toBe(false);
      await page.keyboard.press('Enter');
      await expect(links.first().isVisible()).resolves.toBe(true);

      await links.nth(2).click();
      await page.waitForURL(url('/s07/page-0195.html'));
      await expect(currentHref(page)).resolves.toBe(`${BASE}/s07/page-0195.html`);
      await expect(group(page, 'Section 04').count()).resolves.toBe(1);
    }));

  test("without JavaScript a group's heading goes to its first page, where the group is open", () =>
    withPage(
      async (page) => {
        await page.goto(url('/s04/page-0100.html'));
        await expect(page.locator('.ds-nav-fetched-toggle').count()).resolves.toBe(0);
        await page.locator('a.ds-nav-fetched-heading', { hasText: 'Section 09' }).click();
        await page.waitForURL(url('/s09/page-0257.html'));
        await expect(currentHref(page)).resolves.toBe(`${BASE}/s09/page-0257.html`);
      },
      { javaScriptEnabled: false },
    ));

  test('a fragment that cannot be loaded takes the reader to the group’s first page', () =>
    withPage(async (page) => {
      await page.route('**/_docsmith/nav/**', (route) => route.fulfill({ status: 500, body: 'unavailable' }));
      await page.goto(url('/s04/page-0100.html'));
      await group(page, 'Section 02').getByRole('button').click();
      await page.waitForURL(url('/s02/page-0033.html'));
      await expect(currentHref(page)).resolves.toBe(`${BASE}/s02/page-0033.html`);
    }));

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`an expanded group has no serious accessibility violation (${colorScheme})`, () =>
      withPage(
        async (page) => {
          await page.goto(url('/s04/page-0100.html'));
          const section = group(page, 'Section 01');
          await section.getByRole('button').click();
          await section.locator('.ds-nav-link').first().waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        },
        { colorScheme },
      ));
  }
});
