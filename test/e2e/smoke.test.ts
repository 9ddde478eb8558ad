// A reader opens the example site: home page, a sidebar link, the page's title, the 404 page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { REPO_ROOT } from '../support/paths.ts';

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

test('home page, a sidebar link, and its title', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/');
  await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
  await expect(page.title()).resolves.toBe('Introduction - Acme Cloud');
  await page.getByRole('navigation', { name: 'Acme Cloud navigation' }).getByRole('link', { name: 'Quickstart' }).click();
  await page.waitForURL('**/quickstart/');
  await expect(page.locator('h1').textContent()).resolves.toBe('Quickstart');
  await expect(page.locator('.ds-sidebar [aria-current="page"]').textContent()).resolves.toContain('Quickstart');
  await page.close();
});

test('a missing path gets the 404 page, in the words of docs.json errors.404', async () => {
  const page = await browser.newPage();
  const response = await page.goto(server.url + '/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
  await expect(page.locator('.ds-content').textContent()).resolves.toContain('Nothing lives at this address. It may have moved in the v2 docs');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
  await page.close();
});

// Pages are compiled while they render, or bundled as a module when they have ESM other than
// snippet imports (src/content/compiled-pages.ts): the example site has one of each kind.
test('a snippet import on a compiled page and an export on a bundled page both render', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/quickstart/');
  await expect(page.locator('.ds-content .ds-callout').last().textContent()).resolves.toContain('Stuck? Read the configuration guide');
  await page.goto(server.url + '/guides/upgrading/');
  await expect(page.locator('.ds-content').textContent()).resolves.toContain('The latest release is v2.4.');
  await page.close();
  const modules = readFileSync(join(REPO_ROOT, 'example-site/.astro/content-modules.mjs'), 'utf8');
  expect(modules).toContain('"docs/guides/upgrading.mdx"');
  expect(modules).not.toContain('"docs/quickstart.mdx"');
});
