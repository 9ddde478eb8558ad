// Size budgets (sizes, never times) on every example-site page: the JavaScript a page loads before
// interaction (Chromium's network log until load + 2 s, inline scripts included) is at most 5 KB gzip
// with no UI framework runtime, its CSS at most 20 KB gzip. The API playground's scripts are charged
// to its own budget (test/e2e/playground.test.ts), by name (test/support/budgets.ts). A failure names
// the page, the assets and their sizes. The 1000-page site's budgets are in corpus-budgets.test.ts.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { EXAMPLE_DIST } from '../support/paths.ts';
import { builtPagePaths } from '../support/site-pages.ts';
import { isPlaygroundScript, scriptAndStyleProblems } from '../support/budgets.ts';
import { measurePageWeight } from '../support/page-weight.ts';

let browser: Browser;
let server: StaticServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  if (existsSync(EXAMPLE_DIST)) server = await serveStatic(EXAMPLE_DIST);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the example site', () => {
  const pages = existsSync(EXAMPLE_DIST) ? builtPagePaths(EXAMPLE_DIST) : [];

  test('is built', () => {
    expect(pages, `no pages in ${EXAMPLE_DIST}: build the example site first (npm run build)`).not.toEqual([]);
  });

  // Concurrent: each page waits two seconds after load for late scripts, and the waits can overlap.
  test.concurrent.for(pages)('%s: JS ≤ 5 KB gzip before interaction, no framework runtime, CSS ≤ 20 KB gzip', async (path, { expect }) => {
    expect(await scriptAndStyleProblems(browser, server!.url, path)).toEqual([]);
  });

  test('the playground scripts left out of the count are the ones API pages load, and only those', async () => {
    const content = await measurePageWeight(browser, `${server!.url}/components/`);
    expect(content.js.filter(isPlaygroundScript)).toEqual([]);
    const api = await measurePageWeight(browser, `${server!.url}/api-reference/services/list-services/`);
    const playground = api.js.filter(isPlaygroundScript).map((a) => new URL(a.name).pathname.replace(/\.[\w-]+\.js$/, ''));
    expect(playground.sort()).toEqual(['/_astro/PlaygroundLoader.astro_astro_type_script_index_0_lang', '/_astro/island']);
  });
});
