// A reader opens the example site: home page, a sidebar link, the page's title, the 404 page.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { EXAMPLE_DIST } from '../support/paths.ts';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(EXAMPLE_DIST);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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

test('a missing path gets the 404 page', async () => {
  const page = await browser.newPage();
  const response = await page.goto(server.url + '/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
  await page.close();
});
