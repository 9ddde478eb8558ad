// The chrome fields a single config cannot show together, on small fixture sites built here: the
// partition rule across nested anchors and tabs, hidden and versioned anchors, forced and default
// colour modes, and the repository button offline and online.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { buildChromeFixture, type FixtureBuild } from './chrome-fixture-build.ts';
import { seriousViolations } from './chrome-axe.ts';
import { recordFrames, recordedFrames } from '../support/first-frames.ts';
import { iconPaths } from '../support/icon-paths.ts';
import { REPO_ROOT } from '../support/paths.ts';

let browser: Browser;
let sections: FixtureBuild;
let light: FixtureBuild;
let defaultDark: FixtureBuild;
let fromRemote: FixtureBuild;
let lightFromCache: FixtureBuild;
let hitsBeforeCachedBuild = 0;
let fakeApi: Server;
let fakeApiHits: string[] = [];
const servers: StaticServer[] = [];
let sectionsUrl: string;
let lightUrl: string;
let defaultDarkUrl: string;
let fromRemoteUrl: string;
let lightFromCacheUrl: string;
let checkout: string | undefined;

beforeAll(async () => {
  // Stands in for the code host's API: DOCSMITH_FETCH_BASE sends the fetcher here.
  fakeApi = createServer((req, res) => {
    fakeApiHits.push(req.url ?? '');
    if (req.url === '/api.github.com/repos/acme/widgets') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ full_name: 'acme/widgets', stargazers_count: 12345 }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}/`;

  // The sections site is served under a sub-path, so every chrome link is checked with `base`.
  sections = await buildChromeFixture('docs-sections', { CHROME_FIXTURE_BASE: '/docs' });
  light = await buildChromeFixture('docs-light', { DOCSMITH_OFFLINE: undefined, DOCSMITH_FETCH_BASE: apiBase });
  // A later offline build that shares the first one's fetch cache: the count survives between builds.
  hitsBeforeCachedBuild = fakeApiHits.length;
  lightFromCache = await buildChromeFixture('docs-light', { DOCSMITH_CACHE_DIR: `${light.dir}-fetch-cache` });
  // No repository anywhere: no option, no code-hosting button, and git finds no checkout.
  defaultDark = await buildChromeFixture('docs-default-dark', { GIT_DIR: '/nonexistent/.git' });
  // The same site inside a git checkout whose only hint of the repository is its `origin` remote.
  checkout = join(mkdtempSync(join(tmpdir(), 'docsmith-chrome-git-')), '.git');
  execFileSync('git', ['init', '--quiet', '--bare', checkout]);
  execFileSync('git', ['--git-dir', checkout, 'remote', 'add', 'origin', 'git@github.com:acme/from-remote.git']);
  fromRemote = await buildChromeFixture('docs-default-dark', { GIT_DIR: checkout, GIT_WORK_TREE: join(REPO_ROOT, 'test/fixtures/chrome-sections') });
  for (const [dir, base] of [[sections.dir, '/docs'], [light.dir, '/'], [defaultDark.dir, '/'], [fromRemote.dir, '/'], [lightFromCache.dir, '/']] as [string, string][]) {
    servers.push(await serveStatic(dir, base));
  }
  [sectionsUrl, lightUrl, defaultDarkUrl, fromRemoteUrl, lightFromCacheUrl] = servers.map((s) => s.url) as [string, string, string, string, string];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await new Promise((resolve) => fakeApi?.close(resolve));
  // Each build lives in its own temporary folder (output, caches); the git checkout too.
  for (const build of [sections, light, defaultDark, fromRemote, lightFromCache]) if (build) rmSync(dirname(build.dir), { recursive: true, force: true });
  if (checkout) rmSync(dirname(checkout), { recursive: true, force: true });
});

async function open(url: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const page = await browser.newPage({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1280, height: 900 } });
  await page.goto(url);
  return page;
}

const sidebarLinks = (page: Page) => page.locator('.ds-sidebar .ds-nav-link:visible').allTextContents();
const anchorNames = (page: Page) => page.locator('.ds-anchors a:visible .ds-anchor-name').allTextContents();
const currentAnchor = (page: Page) => page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent();
const trimmed = (list: string[]) => list.map((s) => s.trim());

describe('partition rule: anchors and tabs own pages by the longest whole-segment prefix', () => {
  test('each anchor and tab shows its own pages', async () => {
    const page = await open(`${sectionsUrl}/`);
    expect(sectionsUrl).toMatch(/\/docs$/);
    // Without a logo the site name links home, under the sub-path.
    await expect(page.locator('.ds-brand').getAttribute('href')).resolves.toBe('/docs/');
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here']);
    expect(await currentAnchor(page)).toBe('Overview');
    expect(await page.locator('.ds-section-tabs [aria-current="true"]').textContent()).toBe('Guides');

    await page.locator('.ds-anchors').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(`${sectionsUrl}/api/users/`);
    expect(trimmed(await sidebarLinks(page))).toEqual(['Users API']);

    await page.locator('.ds-anchors').getByRole('link', { name: 'API v2' }).click();
    await page.waitForURL(`${sectionsUrl}/api/v2/orders/`);
    expect(trimmed(await sidebarLinks(page))).toEqual(['Orders v2']);
    expect(await currentAnchor(page)).toBe('API v2');

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'APIs' }).click();
    await page.waitForURL(`${sectionsUrl}/apis/catalog/`);
    // `api` does not own `apis/catalog`: the page is in the top anchor and the APIs tab.
    expect(trimmed(await sidebarLinks(page))).toEqual(['API catalog']);
    expect(await currentAnchor(page)).toBe('Overview');
    expect(await page.locator('.ds-section-tabs [aria-current="true"]').textContent()).toBe('APIs');
    await page.close();
  });

  test('a mailto anchor is a plain link out; anchors carry their colour or gradient', async () => {
    const page = await open(`${sectionsUrl}/`);
    await expect(page.locator('.ds-anchors').getByRole('link', { name: 'Support' }).getAttribute('href')).resolves.toBe('mailto:help@example.org');
    const bg = (name: string) =>
      page.locator('.ds-anchor').filter({ has: page.getByText(name, { exact: true }) }).locator('.ds-anchor-icon').evaluate((el) => getComputedStyle(el).backgroundImage + ' ' + getComputedStyle(el).backgroundColor);
    expect(await bg('API v2')).toContain('linear-gradient');
    expect(await bg('API v2')).toContain('rgb(124, 58, 237)');
    expect(await bg('API')).toContain('rgb(29, 78, 216)');
    await page.close();
  });

  test('isDefaultHidden: the anchor appears only to a reader inside it', async () => {
    const page = await open(`${sectionsUrl}/`);
    expect(trimmed(await anchorNames(page))).not.toContain('Internal');
    await page.goto(`${sectionsUrl}/internal/ops/`);
    expect(trimmed(await anchorNames(page))).toContain('Internal');
    expect(await currentAnchor(page)).toBe('Internal');
    await page.close();
  });

  test('a versioned anchor appears only while its version is selected', async () => {
    const page = await open(`${sectionsUrl}/quickstart/`);
    expect(trimmed(await anchorNames(page))).not.toContain('Old docs');
    await page.getByLabel('Version').selectOption('v1');
    expect(trimmed(await anchorNames(page))).toContain('Old docs');
    expect(page.url()).toBe(`${sectionsUrl}/quickstart/`);
    // The choice survives a reload, and the first painted frame already shows v1's navigation: every
    // frame that drew the anchors drew "Old docs" (no flash of v2's navigation).
    await recordFrames(page);
    await page.reload();
    const framesWithAnchors = (await recordedFrames(page)).filter((frame) => frame.anchors.length > 0);
    expect(framesWithAnchors.length).toBeGreaterThan(0);
    for (const frame of framesWithAnchors) expect(frame.anchors).toContain('Old docs');
    expect(trimmed(await anchorNames(page))).toContain('Old docs');
    await page.getByLabel('Version').selectOption('v2');
    expect(trimmed(await anchorNames(page))).not.toContain('Old docs');
    await page.close();
  });
});

test('the version switch falls back to the version\'s first page when the page has no counterpart', async () => {
  const page = await open(`${sectionsUrl}/v1/legacy/`);
  // Opening a page of a version selects it.
  await expect(page.getByLabel('Version').inputValue()).resolves.toBe('v1');
  expect(trimmed(await anchorNames(page))).toContain('Old docs');
  // Neither v2/legacy nor legacy exists: v2's first page (here the first page without a version).
  await page.getByLabel('Version').selectOption('v2');
  await page.waitForURL(`${sectionsUrl}/`);
  await expect(page.getByLabel('Version').inputValue()).resolves.toBe('v2');
  expect(trimmed(await anchorNames(page))).not.toContain('Old docs');
  await page.close();
});

describe("a page's own `version:` front matter (migrate.mdx says v1, in the untagged Start group)", () => {
  const pageNav = async (page: Page) =>
    trimmed(await page.locator('.ds-page-nav:visible .ds-page-nav-link').evaluateAll((links) => links.map((a) => `${a.getAttribute('rel')}: ${a.querySelector('.ds-page-nav-title')!.textContent}`)));

  test('the sidebar entry and the previous/next links show only while v1 is selected', async () => {
    const page = await open(`${sectionsUrl}/quickstart/`);
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here']);
    expect(await pageNav(page)).toEqual(['prev: Home']);
    await page.getByLabel('Version').selectOption('v1');
    // The page has no version: the reader stays on it, and v1's page joins its group.
    expect(page.url()).toBe(`${sectionsUrl}/quickstart/`);
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here', 'Migrating from v1']);
    expect(await pageNav(page)).toEqual(['prev: Home', 'next: Migrating from v1']);
    await page.getByLabel('Version').selectOption('v2');
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here']);
    expect(await pageNav(page)).toEqual(['prev: Home']);
    await page.close();
  });

  test('opening the page directly selects its version, over a stored choice', async () => {
    const page = await open(`${sectionsUrl}/quickstart/`);
    await page.getByLabel('Version').selectOption('v2');
    await page.goto(`${sectionsUrl}/migrate/`);
    await expect(page.getByLabel('Version').inputValue()).resolves.toBe('v1');
    await expect(page.locator('.ds-sidebar [aria-current="page"]').textContent()).resolves.toContain('Migrating from v1');
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here', 'Migrating from v1']);
    expect(await pageNav(page)).toEqual(['prev: Start here']);
    // Switching to v2 leaves the page (it has no v2 counterpart) for v2's first page.
    await page.getByLabel('Version').selectOption('v2');
    await page.waitForURL(`${sectionsUrl}/`);
    expect(trimmed(await sidebarLinks(page))).toEqual(['Home', 'Start here']);
    await page.close();
  });

  test('search finds the page only while v1 is selected', async () => {
    const page = await open(`${sectionsUrl}/quickstart/`);
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await page.keyboard.press('Control+k');
    await input.fill('zanzibar');
    await dialog.getByRole('status').filter({ hasText: 'No results' }).waitFor();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Version', { exact: true }).selectOption('v1');
    // Reopened, the dialog searches its term again in the version now selected.
    await page.keyboard.press('Control+k');
    await expect(input.inputValue()).resolves.toBe('zanzibar');
    await dialog.getByRole('status').filter({ hasText: 'Results for “zanzibar”: 1' }).waitFor();
    await expect(dialog.locator('.ds-search-result-title').allTextContents()).resolves.toEqual(['Migrating from v1']);
    await page.close();
  });

  test('a version name docs.json does not declare is a warning with its page, line and a did-you-mean', () => {
    expect(sections.log).toContain(
      'draft-notes.mdx:4: version: "v1.0" is not a docs version (docs.json\'s versions are "v2", "v1"; did you mean "v1"?); the page shows in every version [page/unknown-version]',
    );
  });
});

test('topAnchor unset: "Documentation" with the book-open icon; a Pro iconType draws the nearest free style', async () => {
  const page = await open(`${lightUrl}/reference/overview/`);
  expect(trimmed(await anchorNames(page))).toEqual(['Documentation', 'Reference']);
  const icons = await page.locator('.ds-anchor svg.ds-chrome-icon').evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute('data-icon'), [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))]));
  expect(icons).toEqual([
    ['book-open', iconPaths('book-open', 'duotone')],
    ['compass', iconPaths('compass', 'thin')],
  ]);
  // `thin` is drawn from the regular set, not the solid one.
  expect(icons[1]![1]).not.toEqual(iconPaths('compass', 'solid'));
  // colors.anchors colours the anchors without their own colour, here the top anchor.
  const top = page.locator('.ds-anchor', { hasText: 'Documentation' }).locator('.ds-anchor-icon');
  expect(await top.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(15, 118, 110)', 'rgb(255, 255, 255)']);
  // White would be hard to see on the gradient's light end, so the icon is near-black.
  const colour = await page.locator('.ds-anchor', { hasText: 'Reference' }).locator('svg').evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(17, 24, 39)');
  await page.close();
});

describe('colour modes', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('forced dark: no toggle, dark background even for a light OS and a stored light choice', async () => {
    const page = await open(`${sectionsUrl}/`, { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('docsmith-mode', 'light'));
    await page.reload();
    await expect(page.locator('.ds-mode-toggle').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background(page)).toBe('rgb(18, 19, 23)');
    await page.close();
  });

  test('forced light: no toggle, light background for a dark OS', async () => {
    const page = await open(`${lightUrl}/`, { colorScheme: 'dark' });
    await expect(page.locator('.ds-mode-toggle').count()).resolves.toBe(0);
    expect(await background(page)).toBe('rgb(250, 250, 247)');
    await page.close();
  });

  test('default dark for a new reader, then the toggle, remembered across pages and reloads', async () => {
    const page = await open(`${defaultDarkUrl}/`, { colorScheme: 'light' });
    expect(await background(page)).toBe('rgb(11, 16, 32)');
    // The logo follows the mode and links where docs.json's logo.href says.
    const visibleLogo = () => page.locator('.ds-brand img:visible').getAttribute('src');
    expect(await visibleLogo()).toBe('/brand/dark.svg');
    await expect(page.locator('.ds-brand').getAttribute('href')).resolves.toBe('https://example.org/home');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    expect(await visibleLogo()).toBe('/brand/light.svg');
    await page.getByRole('link', { name: 'Second page' }).first().click();
    await page.waitForURL('**/second/');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await page.reload();
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await page.close();
  });

  test('no flash: every painted frame, the first one included, has the mode the reader gets', async () => {
    // A light OS and no stored choice: docs.json's default (dark) from the first frame on.
    const page = await browser.newPage({ colorScheme: 'light' });
    await recordFrames(page);
    await page.goto(`${defaultDarkUrl}/second/`);
    const firstVisit = (await recordedFrames(page)).filter((frame) => frame.background !== undefined);
    expect(firstVisit.length).toBeGreaterThan(0);
    for (const frame of firstVisit) expect(frame).toMatchObject({ theme: 'dark', background: 'rgb(11, 16, 32)' });
    // A stored light choice: light from the first frame of the next page on.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('link', { name: 'Dark first' }).first().click();
    await page.waitForURL(`${defaultDarkUrl}/`);
    const nextPage = (await recordedFrames(page)).filter((frame) => frame.background !== undefined);
    expect(nextPage.length).toBeGreaterThan(0);
    for (const frame of nextPage) expect(frame).toMatchObject({ theme: 'light', background: 'rgb(255, 255, 255)' });
    await page.close();
  });
});

describe('repository button and feedback', () => {
  test('feedback without any repository: no buttons, one warning', async () => {
    const page = await open(`${defaultDarkUrl}/second/`);
    await expect(page.getByRole('link', { name: 'Suggest edits' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Raise issue' }).count()).resolves.toBe(0);
    expect(defaultDark.log.match(/chrome\/no-repository/g)).toHaveLength(1);
    await page.close();
  });

  test('offline: owner/name without a count, and one warning in the build', async () => {
    const page = await open(`${sectionsUrl}/`);
    const button = page.locator('.ds-topbar .ds-cta--repo');
    await expect(button.getAttribute('href')).resolves.toBe('https://github.com/acme/widgets');
    await expect(button.locator('.ds-repo-name').textContent()).resolves.toBe('acme/widgets');
    await expect(button.locator('.ds-repo-stars').count()).resolves.toBe(0);
    expect(sections.log.match(/chrome\/star-count-unavailable/g)).toHaveLength(1);
    // At the button's key, named as the file writes it.
    expect(sections.log).toContain('docs.json:4:3: topbarCtaButton: no star count for acme/widgets');
    await page.close();
  });

  test('online: the count comes from the code host through the cached fetcher', async () => {
    const page = await open(`${lightUrl}/`);
    const button = page.locator('.ds-topbar .ds-cta--repo');
    await expect(button.locator('.ds-repo-name').textContent()).resolves.toBe('acme/widgets');
    await expect(button.locator('.ds-repo-stars').textContent()).resolves.toBe('★ 12.3k stars');
    expect(fakeApiHits).toContain('/api.github.com/repos/acme/widgets');
    expect(light.log).not.toContain('chrome/star-count-unavailable');
    await page.close();
  });

  test('the count is cached between builds: an offline build still shows it, without asking the host', async () => {
    const page = await open(`${lightFromCacheUrl}/`);
    await expect(page.locator('.ds-topbar .ds-cta--repo .ds-repo-stars').textContent()).resolves.toBe('★ 12.3k stars');
    expect(fakeApiHits.length).toBe(hitsBeforeCachedBuild);
    expect(lightFromCache.log).not.toContain('chrome/star-count-unavailable');
    await page.close();
  });

  test('feedback links fall back to the git remote, with the docs folder inside the checkout', async () => {
    const page = await open(`${fromRemoteUrl}/second/`);
    await expect(page.getByRole('link', { name: 'Suggest edits' }).getAttribute('href')).resolves.toBe(
      'https://github.com/acme/from-remote/edit/main/docs-default-dark/second.mdx',
    );
    const issue = new URL((await page.getByRole('link', { name: 'Raise issue' }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/acme/from-remote/issues/new');
    expect(fromRemote.log).not.toContain('chrome/no-repository');
    await page.close();
  });

  test('feedback links use the repository of the code-hosting button', async () => {
    const page = await open(`${sectionsUrl}/api/users/`);
    const edit = await page.getByRole('link', { name: 'Suggest edits' }).getAttribute('href');
    expect(edit).toMatch(/^https:\/\/github\.com\/acme\/widgets\/edit\/main\/(.+\/)?docs-sections\/api\/users\.mdx$/);
    const issue = new URL((await page.getByRole('link', { name: 'Raise issue' }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/acme/widgets/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Users API');
    expect(issue.searchParams.get('body')).toContain('https://docs.example.org/docs/api/users/');
    await page.close();
  });
});

test('setup warnings: low-contrast primary colour (only for modes that show) and an unknown footerSocials key', () => {
  expect(defaultDark.log).toMatch(/colors\.primary: #FACC15 has a contrast of 1\.53:1 against the light-mode background #FFFFFF/);
  // Forced dark and forced light sites are checked only in the mode they show.
  expect(sections.log).not.toContain('config/low-contrast');
  expect(light.log).not.toContain('config/low-contrast');
  expect(sections.log).toMatch(/footerSocials: "myspace" is not a known platform/);
});

test('axe: no serious or critical violation with anchors, tabs and the repository button (forced dark, forced light)', async () => {
  for (const url of [`${sectionsUrl}/`, `${sectionsUrl}/api/v2/orders/`, `${lightUrl}/`, `${lightUrl}/reference/overview/`]) {
    const page = await open(url);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }
});
