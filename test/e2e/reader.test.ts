// A reader opens every page of the example site (found in the build output, so new pages are covered
// without listing them) in light and dark mode, at a desktop and a mobile width. Each visit must show
// no console error, no failed request, no horizontal overflow, and no serious or critical axe-core
// violation. One test per page; its failure lists every problem of every visit of that page.
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import axe from 'axe-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { EXAMPLE_DIST } from '../support/paths.ts';
import { builtPagePaths, isRedirectPage } from '../support/site-pages.ts';

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'mobile', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

// Redirect pages are left out: a reader never stays on one (it moves on at once, which also tears the
// page down under a check), and the redirect tests follow them to where they lead.
const pages = existsSync(EXAMPLE_DIST) ? builtPagePaths(EXAMPLE_DIST).filter((path) => !isRedirectPage(EXAMPLE_DIST, path)) : [];

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

/** Elements wider than the viewport, named so that the message points at the culprit. */
async function horizontalOverflow(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return undefined;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= root.clientWidth + 1) continue;
      // Report the outermost offender only: its children overflow with it.
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > root.clientWidth + 1) continue;
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((c) => `.${c}`).join('');
      culprits.push(`${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(box.right)}px)`);
      if (culprits.length === 5) break;
    }
    return `document is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport; widest: ${culprits.join(', ') || 'unknown'}`;
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
  /** axe's own explanation of the first failing node (e.g. the contrast ratio and both colours). */
  detail: string;
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
      detail: [...(v.nodes[0]?.any ?? []), ...(v.nodes[0]?.all ?? [])].map((c) => c.message).join('; '),
    }));
  }) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(', ');
      const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : '';
      return `axe ${v.impact} ${v.id}: ${v.help} at ${where}${more} (${v.detail})`;
    });
}

/**
 * One page path in every viewport and colour mode. The visits share one browser tab: a reader's
 * tab keeps nothing between them that the checks depend on (the site stores no state unless the reader
 * acts), and a fresh tab per visit cost as much again as the checks themselves.
 */
async function visitEveryWay(path: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !(path === '/404.html' && response.request().isNavigationRequest())) {
      problems.push(`request failed: ${response.url()} (HTTP ${response.status()})`);
    }
  });
  const found: string[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const scheme of SCHEMES) {
        problems = [];
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? '(none)');
        if (theme !== scheme) problems.push(`colour mode: the page shows "${theme}" for a reader whose system is in ${scheme} mode`);
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`horizontal overflow: ${overflow}`);
        problems.push(...(await seriousAxeViolations(page)));
        found.push(...problems.map((p) => `${path} [${viewport.label} ${viewport.width}px, ${scheme}] ${p}`));
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

describe('every example-site page, as a reader sees it', () => {
  test('the example site is built and has pages', () => {
    expect(pages, `no pages in ${EXAMPLE_DIST}: build the example site first (npm run build)`).not.toEqual([]);
    expect(pages).toContain('/');
  });

  // Concurrent (the e2e project's maxConcurrency pages at a time): a visit mostly waits for the browser,
  // which draws in processes of its own, so overlapping visits share the machine's cores.
  test.concurrent.for(pages)('%s: no console errors, failed requests, overflow or serious axe violations', async (path, { expect }) => {
    expect(await visitEveryWay(path)).toEqual([]);
  });
});
