// The legacy docs.json format (`navigation` as an array, with `tabs`, `anchors`, `topAnchor` and
// `versions` beside it) end to end: the example site's pages built with the configuration the example
// had before it moved to the current format (test/fixtures/legacy-example/docs.json), read in
// Chromium. The implicit first tab and top anchor, url-prefix ownership, a versioned anchor, untagged
// pages that stay put when the version changes, the topbar and footer keys, feedback and API pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { recordFrames, recordedFrames } from '../support/first-frames.ts';
import { iconPaths } from '../support/icon-paths.ts';

let site: BuiltSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = buildSite({
    copyFrom: join(REPO_ROOT, 'example-site/docs'),
    files: { 'docs.json': readFileSync(join(REPO_ROOT, 'test/fixtures/legacy-example/docs.json'), 'utf8') },
    docsRoot: 'docs',
    options: "{ root: 'docs', repository: { url: 'https://github.com/acme/cloud-docs', branch: 'main', path: 'docs' } }",
    astroConfig: "site: 'https://docs.example.com'",
  });
  if (site.status !== 0) throw new Error(site.output);
  server = await serveStatic(site.distDir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeSite(site);
});

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const page = await browser.newPage({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1280, height: 900 } });
  await page.goto(server.url + path);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Acme Cloud navigation' });
const sidebarLinks = async (page: Page) => (await page.locator('.ds-sidebar .ds-nav-link:visible').allTextContents()).map((s) => s.trim());
const anchorNames = async (page: Page) => (await page.locator('.ds-anchors a:visible .ds-anchor-name').allTextContents()).map((s) => s.trim());

test('is read as the legacy format and builds without a warning', () => {
  const config = JSON.parse(readFileSync(join(site.docsDir, 'docs.json'), 'utf8'));
  expect(Array.isArray(config.navigation)).toBe(true);
  expect(site.output).not.toMatch(/\[WARN\]|\[ERROR\]/);
  // The operation pages of the listed OpenAPI file are generated; billing's are not, since a page uses it.
  for (const page of ['api-reference/services/list-services', 'api-reference/webhooks/deployment-finished', 'api-reference/billing/get-invoice']) {
    expect(existsSync(join(site.distDir, page, 'index.html')), page).toBe(true);
  }
  expect(existsSync(join(site.distDir, 'api-reference/billing/list-invoices/index.html'))).toBe(false);
});

describe('tabs and anchors', () => {
  test('the implicit first tab and the top anchor hold the pages no url claims; each tab and anchor shows its own pages', async () => {
    const page = await open('/quickstart/');
    expect(await sidebarLinks(page)).toEqual(['Introduction', 'Quickstart', 'Components', 'Changelog', 'Showcase']);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    expect((await tabs.locator('.ds-tab').allTextContents()).map((s) => s.trim())).toEqual(['Documentation', 'Guides']);
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('Documentation');
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('Documentation');

    await tabs.getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL('**/guides/configuration/');
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('Guides');
    expect(await sidebarLinks(page)).toEqual(['Configuration', 'Upgrading from v1', 'Install the SDK', 'Deploy hooks', 'The legacy CLI Deprecated', 'Static hosts', 'Serving under a sub-path']);

    await sidebar(page).getByRole('link', { name: 'API Reference' }).click();
    await page.waitForURL('**/api-reference/introduction/');
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('API Reference');
    // The anchor also holds the operation pages generated from the OpenAPI file (method badge first).
    expect(await sidebarLinks(page)).toEqual([
      'API introduction',
      'Service',
      'GETGet an invoice',
      'GETList services',
      'POSTCreate a service',
      'GETGet a service',
      'DELETEDelete a service',
      'POSTDeploy a service',
      'HOOKDeployment finished',
    ]);
    await page.locator('.ds-sidebar a', { hasText: 'Create a service' }).click();
    await page.waitForURL('**/api-reference/services/create-service/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Create a service');
    await expect(page.locator('.ds-sidebar [aria-current="page"]').textContent()).resolves.toContain('Create a service');
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('API Reference');
    await page.close();
  });

  test('anchor icons: the top anchor, a gradient, a brand icon on its colour; an external anchor opens its URL', async () => {
    const page = await open('/quickstart/');
    const anchors = await page
      .locator('.ds-anchors li:not([data-ds-only-version]) svg.ds-chrome-icon')
      .evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute('data-icon'), [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))]));
    expect(anchors.map(([name]) => name)).toEqual(['book-open', 'terminal', 'discord']);
    expect(anchors[0]![1]).toEqual(iconPaths('book-open', 'duotone'));
    expect(anchors[2]![1]).toEqual(iconPaths('discord', 'brands'));
    const background = (name: string) => page.locator('.ds-anchor', { hasText: name }).locator('.ds-anchor-icon').evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor);
    expect(await background('API Reference')).toContain('linear-gradient');
    expect(await background('Community')).toContain('rgb(88, 101, 242)');
    await page.route('https://discord.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
    await sidebar(page).getByRole('link', { name: 'Community' }).click();
    await page.waitForURL('https://discord.example.com/');
    await page.close();
  });
});

describe('versions', () => {
  test('the switch keeps the page, shows the version anchor; an untagged page stays put; the choice survives reloads', async () => {
    const page = await open('/quickstart/');
    expect(await anchorNames(page)).toEqual(['Documentation', 'API Reference', 'Community']);
    await page.getByLabel('Version').selectOption('v1');
    // v1 has its own copy of this page under its folder.
    await page.waitForURL('**/v1/quickstart/');
    expect(await anchorNames(page)).toContain('Legacy v1');
    expect(await sidebarLinks(page)).toEqual(['Acme Cloud v1', 'Quickstart (v1)']);

    await page.getByLabel('Version').selectOption('v2');
    await page.waitForURL(`${server.url}/quickstart/`);
    expect(await anchorNames(page)).not.toContain('Legacy v1');

    // A page without a version stays put; the choice is remembered.
    await page.goto(server.url + '/guides/configuration/');
    await page.getByLabel('Version').selectOption('v1');
    expect(page.url()).toBe(server.url + '/guides/configuration/');
    expect(await anchorNames(page)).toContain('Legacy v1');
    // A page whose own front matter says v2 leaves the sidebar while v1 is selected.
    expect(await sidebarLinks(page)).toEqual(['Configuration', 'Install the SDK', 'Deploy hooks', 'The legacy CLI Deprecated', 'Static hosts', 'Serving under a sub-path']);
    await recordFrames(page);
    await page.reload();
    // From the first painted frame on, the anchors are v1's (no flash of v2's navigation).
    const framesWithAnchors = (await recordedFrames(page)).filter((frame) => frame.anchors.length > 0);
    expect(framesWithAnchors.length).toBeGreaterThan(0);
    for (const frame of framesWithAnchors) expect(frame.anchors).toContain('Legacy v1');
    await expect(page.getByLabel('Version').inputValue()).resolves.toBe('v1');
    await page.close();
  });
});

describe('site keys of the legacy format', () => {
  test('topbarLinks, topbarCtaButton, footerSocials, modeToggle, backgroundImage and metadata', async () => {
    const page = await open('/quickstart/', { colorScheme: 'dark' });
    const topbar = page.locator('.ds-topbar');
    await expect(topbar.getByRole('link', { name: 'Status' }).getAttribute('href')).resolves.toBe('https://status.example.com');
    await expect(topbar.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).resolves.toBe('https://app.example.com');
    const socials = await page.getByRole('list', { name: 'Social links' }).getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('aria-label')));
    expect(socials).toEqual(['Website', 'X', 'GitHub']);
    // colors.background.dark under the system's dark mode, the toggle shown, the image behind the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 17, 23)');
    await expect(page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain('/images/background.svg');
    await expect(page.locator('meta[name="twitter:site"]').getAttribute('content')).resolves.toBe('@acmecloud');
    await page.close();
  });

  test('feedback: suggest edits and raise issue point at the repository option', async () => {
    const page = await open('/guides/configuration/');
    await expect(page.getByRole('link', { name: 'Suggest edits' }).getAttribute('href')).resolves.toBe(
      'https://github.com/acme/cloud-docs/edit/main/docs/guides/configuration.mdx',
    );
    const issue = new URL((await page.getByRole('link', { name: 'Raise issue' }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/acme/cloud-docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Configuration');
    await page.close();
  });

  test('redirects with a named wildcard, and the default 404 page', async () => {
    const page = await open('/docs/deployment/static-hosts/');
    await page.waitForURL('**/guides/deployment/static-hosts/');
    const response = await page.goto(server.url + '/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await expect(page.locator('.ds-content').textContent()).resolves.toContain('The page you asked for does not exist.');
    await page.close();
  });
});
