// A reader opens the example site: home page, a sidebar link, the page's title, the 404 page.
import { expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';

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

test('a missing path gets the 404 page', async () => {
  const page = await browser.newPage();
  const response = await page.goto(server.url + '/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.locator('h1').textContent()).resolves.toBe('Introduction');
  await page.close();
});
