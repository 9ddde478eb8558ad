// Operation pages and the playground make their request samples from one request model with one
// generator: on every page of the example site that has both, the playground's first sample (cURL, as
// the playground starts) is the page's cURL sample, character for character.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { builtPagePaths, fileOfPagePath } from '../support/site-pages.ts';
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

/** Pages with a playground and request samples, found in the built output. */
const pages = builtPagePaths(EXAMPLE_DIST).filter((path) => {
  const html = readFileSync(fileOfPagePath(EXAMPLE_DIST, path), 'utf8');
  return html.includes('data-docsmith-playground-mount') && html.includes('data-ds-api-sample');
});

test('the example site has operation pages with a playground', () => {
  expect(pages.length).toBeGreaterThan(3);
});

test.each(pages)('%s: the playground\'s first sample is the page\'s sample', async (path) => {
  // Without scripts: the playground's markup as the island's own builders made it at build time.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  const pageSample = await page.locator('[data-ds-api-sample][data-title="cURL"] pre').first().textContent();
  const playgroundSample = await page.locator('.ds-pg-sample').first().textContent();
  await context.close();
  expect(pageSample?.trim()).toMatch(/^curl --request/);
  expect(playgroundSample?.trim()).toBe(pageSample?.trim());
});
