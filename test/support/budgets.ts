// The script and style budgets of a content page, shared by the example-site and corpus gates:
// JavaScript loaded before interaction ≤ 5 KB gzip with no UI framework runtime, CSS ≤ 20 KB gzip.
import type { Browser } from 'playwright-core';
import { describeAssets, formatKb, KB, measurePageWeight, type Asset } from './page-weight.ts';

export const BUDGETS = { jsGzip: 5 * KB, cssGzip: 20 * KB };

/**
 * The API playground's scripts, named one by one: its bootstrap (which also carries Vite's
 * dynamic-import helper, used by nothing else) and the island. They have their own 25 KB budget
 * (test/e2e/playground.test.ts), so API pages are not charged for them here; any other script an
 * API page loads still counts against the content-page budget.
 */
export const PLAYGROUND_SCRIPTS: RegExp[] = [
  /\/_astro\/PlaygroundLoader\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/,
  /\/_astro\/island\.[\w-]+\.js$/,
];

export function isPlaygroundScript(asset: Asset): boolean {
  return PLAYGROUND_SCRIPTS.some((pattern) => pattern.test(asset.name));
}

/** Every budget a page breaks, with the page, the asset list and the sizes. */
export async function scriptAndStyleProblems(browser: Browser, serverUrl: string, path: string): Promise<string[]> {
  const weight = await measurePageWeight(browser, serverUrl + path);
  const js = weight.js.filter((asset) => !isPlaygroundScript(asset));
  const jsGzip = js.reduce((sum, asset) => sum + asset.gzip, 0);
  const problems: string[] = [];
  if (jsGzip > BUDGETS.jsGzip) {
    problems.push(`${path}: JavaScript before interaction is ${formatKb(jsGzip)} gzip (playground scripts not counted), over the ${formatKb(BUDGETS.jsGzip)} budget:\n${describeAssets(js)}`);
  }
  if (weight.cssGzip > BUDGETS.cssGzip) {
    problems.push(`${path}: CSS is ${formatKb(weight.cssGzip)} gzip, over the ${formatKb(BUDGETS.cssGzip)} budget:\n${describeAssets(weight.css)}`);
  }
  for (const runtime of weight.frameworkRuntimes) problems.push(`${path}: loads a UI framework runtime: ${runtime}`);
  for (const failed of weight.failedRequests) problems.push(`${path}: request failed while measuring: ${failed}`);
  return problems;
}
