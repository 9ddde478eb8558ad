// Search, redirects and the markdown outputs of a site served under a sub-path (`base: '/docs'`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildFixture, type FixtureBuild } from '../support/build-fixture.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';

let build: FixtureBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  build = await buildFixture('links-base');
  if (build.code !== 0) throw new Error(`the links-base fixture did not build:\n${build.output}`);
  server = await serveStatic(build.dist, '/docs');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('search under base finds a word of another page and Enter opens it', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
  await input.fill('gular');
  const option = page.getByRole('dialog', { name: 'Search' }).getByRole('option').first();
  await option.waitFor();
  await expect(option.locator('.ds-search-result-title').textContent()).resolves.toBe('Pelicans › Diet');
  await expect(option.getAttribute('href')).resolves.toBe('/docs/guides/pelican/#diet');
  await input.press('Enter');
  await page.waitForURL('**/docs/guides/pelican/#diet');
  await expect(page.locator('h1').textContent()).resolves.toBe('Pelicans');

  // The hidden page is built but not searchable.
  await page.keyboard.press('/');
  await input.fill('cormorants');
  await page.getByRole('status').filter({ hasText: 'No results' }).waitFor();
  await expect(page.locator('a[href*="hidden"]').count()).resolves.toBe(0);
  await page.close();
});

test('redirects under base land on the page and its fragment', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/birds/');
  await page.waitForURL('**/docs/guides/pelican/#diet');
  await page.goto(server.url + '/old/heron/');
  await page.waitForURL('**/docs/guides/heron/');
  await expect(page.locator('h1').textContent()).resolves.toBe('Herons');
  await page.close();
});

test('llms.txt and the .md twins carry base', () => {
  const llms = readFileSync(join(build.dist, 'llms.txt'), 'utf8');
  expect(llms).toContain('- [Pelicans](https://example.org/docs/guides/pelican.md): Large water birds.');
  expect(llms).not.toContain('Hidden cormorant');
  const home = readFileSync(join(build.dist, 'index.md'), 'utf8');
  expect(home).toContain('See [pelicans](/docs/guides/pelican/#diet) and [herons](/docs/guides/heron/)');
});
