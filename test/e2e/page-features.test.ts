// Site-wide page features on the example site, as a reader sees them in Chromium: the banner and its
// dismissal (hidden from the first paint after a reload), the page actions menu, the "Last updated"
// date read from git, and what hidden, deprecated and RSS pages give readers.
import { execFileSync } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { REPO_ROOT } from '../support/paths.ts';

let server: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;

useExampleSite((session) => ({ server, browser } = session));
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string): Promise<Page> {
  context ??= await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

test('the banner shows on every page until dismissed; after a reload it is hidden from the first paint', async () => {
  const page = await open('/quickstart/');
  const banner = page.locator('#banner');
  await expect(banner.innerText()).resolves.toBe('Acme Cloud v2 is out: read the upgrade guide.');
  await expect(banner.getByRole('link', { name: 'upgrade guide' }).getAttribute('href')).resolves.toBe('/guides/upgrading');
  await page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner.isVisible()).resolves.toBe(false);

  // Every animation frame of the next page load, from the first one: the banner is never displayed.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { bannerFrames: boolean[] }).bannerFrames = seen;
    const probe = () => {
      const el = document.getElementById('banner');
      seen.push(Boolean(el && getComputedStyle(el).display !== 'none'));
      if (document.readyState !== 'complete') requestAnimationFrame(probe);
    };
    requestAnimationFrame(probe);
  });
  const framesOf = () => page.evaluate(() => (window as unknown as { bannerFrames: boolean[] }).bannerFrames);
  for (const load of [() => page.reload({ waitUntil: 'load' }), () => page.goto(`${server.url}/components/`, { waitUntil: 'load' })]) {
    await load();
    const frames = await framesOf();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter(Boolean)).toEqual([]);
    await expect(page.locator('#banner').count()).resolves.toBe(1);
  }
});

test('page actions: copy, view as Markdown, assistants with the absolute markdown URL, a custom link; the menu closes on Escape', async () => {
  const page = await open('/guides/configuration/');
  await expect(page.getByRole('button', { name: 'Copy page' }).isVisible()).resolves.toBe(true);
  const summary = page.getByLabel('More page actions');
  await summary.click();
  const menu = page.locator('.ds-page-actions-menu');
  await expect(menu.locator('.ds-page-action-title').allTextContents()).resolves.toEqual(['View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Open an issue']);
  const hrefs = await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs[0]).toBe('/guides/configuration.md');
  expect(decodeURIComponent(hrefs[2]!)).toBe('https://claude.ai/new?q=Read https://docs.example.com/guides/configuration.md so I can ask questions about it.');
  expect(decodeURIComponent(hrefs[3]!)).toBe('https://github.com/acme/cloud-docs/issues/new?title=Docs: /guides/configuration/');
  await page.keyboard.press('Escape');
  await expect(menu.isVisible()).resolves.toBe(false);
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('More page actions');
});

test('"Last updated" shows the date of the page\'s last commit', async () => {
  const seconds = Number(execFileSync('git', ['-C', REPO_ROOT, 'log', '-1', '--format=%ct', '--', 'example-site/docs/guides/configuration.mdx'], { encoding: 'utf8' }).trim());
  expect(seconds).toBeGreaterThan(0);
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(seconds * 1000);
  const page = await open('/guides/configuration/');
  await expect(page.locator('.ds-last-updated').innerText()).resolves.toBe(`Last updated ${expected}`);
});

test('a hidden page has its URL but no sidebar entry; a deprecated page says so; the changelog links its feed', async () => {
  const hidden = await open('/guides/internal-notes/');
  await expect(hidden.locator('h1').innerText()).resolves.toBe('Release checklist');
  await expect(hidden.locator('.ds-sidebar a', { hasText: 'Release checklist' }).count()).resolves.toBe(0);
  await expect(hidden.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');

  const deprecated = await open('/guides/legacy-cli/');
  await expect(deprecated.locator('.ds-page-deprecated').innerText()).resolves.toMatch(/deprecated/i);
  await expect(deprecated.locator('.ds-sidebar a[aria-current="page"]').innerText()).resolves.toMatch(/Deprecated/);

  const changelog = await open('/changelog/');
  const feed = await changelog.locator('link[type="application/rss+xml"]').getAttribute('href');
  expect(feed).toBe('/changelog/rss.xml');
  const xml = await (await fetch(`${server.url}${feed}`)).text();
  expect(xml).toContain('<title>2026-03-01</title><link>https://docs.example.com/changelog/#2026-03-01</link>');
});
