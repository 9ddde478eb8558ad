// Pending gate (`npm run test:pending`, not yet in `npm test`): it fails today on the example site's
// /components/ page (5.0 KB of JavaScript, a few bytes over the 5 KB budget, 0.9 KB of it Vite's
// preload helper for the search dialog's dynamic import) and on API pages, where the playground
// island (about 11 KB, within its own 25 KB budget) is counted against the content-page budget.
// Size budgets (sizes, never times). On every example-site page and on pages of a 1000-page site made
// by the shared corpus generator: the JavaScript a page loads before interaction (Chromium's network
// log until load + 2 s, inline scripts included) is at most 5 KB gzip with no UI framework runtime,
// its CSS at most 20 KB gzip. A failure names the page, the assets and their sizes. The third budget (every
// page of the 1000-page site at most 15 KB of gzip HTML) is in test/pending/ until the sidebar fits it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { EXAMPLE_DIST } from '../support/paths.ts';
import { builtPagePaths } from '../support/site-pages.ts';
import { buildCorpusSite, writeCorpusSite } from '../support/corpus-site.ts';
import { describeAssets, formatKb, KB, measurePageWeight } from '../support/page-weight.ts';

export const BUDGETS = { jsGzip: 5 * KB, cssGzip: 20 * KB };

const CORPUS_DIR = fileURLToPath(new URL('../.work/corpus-1000/', import.meta.url));
const CORPUS_PAGES = 1000;

let browser: Browser;
const servers: StaticServer[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.close()));
});

/** Every budget a page breaks, with the page, the asset list and the sizes. */
async function scriptAndStyleProblems(serverUrl: string, path: string): Promise<string[]> {
  const weight = await measurePageWeight(browser, serverUrl + path);
  const problems: string[] = [];
  if (weight.jsGzip > BUDGETS.jsGzip) {
    problems.push(`${path}: JavaScript before interaction is ${formatKb(weight.jsGzip)} gzip, over the ${formatKb(BUDGETS.jsGzip)} budget:\n${describeAssets(weight.js)}`);
  }
  if (weight.cssGzip > BUDGETS.cssGzip) {
    problems.push(`${path}: CSS is ${formatKb(weight.cssGzip)} gzip, over the ${formatKb(BUDGETS.cssGzip)} budget:\n${describeAssets(weight.css)}`);
  }
  for (const runtime of weight.frameworkRuntimes) problems.push(`${path}: loads a UI framework runtime: ${runtime}`);
  for (const failed of weight.failedRequests) problems.push(`${path}: request failed while measuring: ${failed}`);
  return problems;
}

describe('the example site', () => {
  const pages = existsSync(EXAMPLE_DIST) ? builtPagePaths(EXAMPLE_DIST) : [];

  test('is built', () => {
    expect(pages, `no pages in ${EXAMPLE_DIST}: build the example site first (npm run build)`).not.toEqual([]);
  });

  test.each(pages)('%s: JS ≤ 5 KB gzip before interaction, no framework runtime, CSS ≤ 20 KB gzip', async (path) => {
    if (!servers[0]) servers[0] = await serveStatic(EXAMPLE_DIST);
    expect(await scriptAndStyleProblems(servers[0].url, path)).toEqual([]);
  });
});

describe(`a ${CORPUS_PAGES}-page generated site`, () => {
  let dist: string;
  let pages: string[];

  beforeAll(async () => {
    writeCorpusSite(CORPUS_DIR, { flavor: 'docsjson', count: CORPUS_PAGES });
    dist = buildCorpusSite(CORPUS_DIR);
    pages = builtPagePaths(dist).filter((p) => p !== '/404.html');
    servers[1] = await serveStatic(dist);
  });

  test(`builds one page per generated file`, () => {
    expect(pages.length).toBe(CORPUS_PAGES);
  });

  test('first, middle and last pages stay within the script and style budgets', async () => {
    const sample = [pages[0]!, pages[Math.floor(pages.length / 2)]!, pages[pages.length - 1]!];
    const problems: string[] = [];
    for (const path of sample) problems.push(...(await scriptAndStyleProblems(servers[1]!.url, path)));
    expect(problems).toEqual([]);
  });
});
