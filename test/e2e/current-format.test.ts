// A site in the current docs.json format with each node kind and the site-level keys
// (test/fixtures/current-format), built once and read in Chromium: tab switching, dropdowns with
// their descriptions, a link-only tab, a global anchor, nested groups with a root page and a tag,
// operation entries as API pages, the top bar, footer columns, the 404 page, redirects and icons; a
// tab's menu (mouse, keyboard, the phone drawer, both colour modes) and a language's own navbar,
// footer and banner.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { seriousViolations } from './chrome-axe.ts';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/current-format');
let site: BuiltSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = buildSite({ copyFrom: FIXTURE });
  if (site.status !== 0) throw new Error(site.output);
  server = await serveStatic(site.distDir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  removeSite(site);
});

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(new URL(path, server.url).href);
  return page;
}

const visibleText = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent!.trim()));

describe('a current-format site', () => {
  test('builds with only the expected warnings', () => {
    expect(site.output).not.toMatch(/\[ERROR\]/);
    // The hidden group's page builds but is not listed.
    expect(readFileSync(join(site.distDir, 'guides/internal/index.html'), 'utf8')).not.toContain('data-pagefind-body');
  });

  test('tabs switch sections; the link-only tab leaves the site', async () => {
    const page = await open('/');
    expect(await visibleText(page, '.ds-section-tabs .ds-tab')).toEqual(['Guides', 'API reference', 'SDKs', 'Platform', 'Versions', 'Languages', 'Tools', 'Blog']);
    expect(await page.locator('.ds-section-tabs a', { hasText: 'Blog' }).getAttribute('href')).toBe('https://blog.example.com');
    await page.locator('.ds-section-tabs a', { hasText: 'API reference' }).click();
    await page.waitForURL(/\/api\/overview\/$/);
    expect(await page.locator('.ds-section-tabs [aria-current="true"]').textContent()).toBe('API reference');
    // The sidebar holds only the tab's own groups, with the operation entries as API pages.
    expect(await visibleText(page, '.ds-sidebar .ds-nav-group-label--top')).toEqual(['Overview', 'Jobs']);
    expect(await visibleText(page, '.ds-sidebar .ds-nav-link')).toEqual(['API overview', 'GETList jobs', 'POSTCreate a job']);
    await page.locator('.ds-sidebar .ds-nav-link', { hasText: 'Create a job' }).click();
    await page.waitForURL(/\/api-reference\/jobs\/create-job\/$/);
    expect(await page.locator('h1').textContent()).toBe('Create a job');
    expect(await page.locator('.ds-section-tabs [aria-current="true"]').textContent()).toBe('API reference');
    await page.close();
  });

  test('dropdowns show with their descriptions inside their tab only; the global anchor everywhere', async () => {
    const page = await open('/sdk/js/');
    expect(await visibleText(page, '.ds-sidebar .ds-anchor-name')).toEqual(['JavaScript', 'Python', 'Community']);
    expect(await visibleText(page, '.ds-sidebar .ds-anchor-description')).toEqual(['Node and browsers', 'Python 3.9 and later']);
    expect(await page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).toBe('JavaScript');
    await page.locator('.ds-anchor', { hasText: 'Python' }).click();
    await page.waitForURL(/\/sdk\/python\/$/);
    expect(await page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).toBe('Python');
    expect(await page.locator('.ds-anchor', { hasText: 'Community' }).getAttribute('href')).toBe('https://community.example.com');
    await page.goto(new URL('/guides/intro/', server.url).href);
    expect(await visibleText(page, '.ds-sidebar .ds-anchor-name')).toEqual(['Community']);
    await page.close();
  });

  test('groups: root page first, a tag badge, a nested group closed until it holds the page', async () => {
    const page = await open('/guides/intro/');
    const scheduling = page.locator('.ds-nav-group', { has: page.locator('summary', { hasText: 'Scheduling' }) }).first();
    expect(await scheduling.locator('summary .ds-nav-tag').textContent()).toBe('New');
    expect(await scheduling.locator('.ds-nav-link').first().textContent()).toBe('Scheduling overview');
    expect(await page.locator('details', { has: page.locator('summary', { hasText: 'Advanced' }) }).last().getAttribute('open')).toBeNull();
    await page.goto(new URL('/guides/scheduling/retries/', server.url).href);
    expect(await page.locator('details', { has: page.locator('summary', { hasText: 'Advanced' }) }).last().getAttribute('open')).toBe('');
    expect(await visibleText(page, '.ds-sidebar .ds-nav-group-label--top')).not.toContain('Internal');
    await page.close();
  });

  test("a versioned page carries only its own version's groups; languages switch", async () => {
    const page = await open('/releases/v1/');
    expect(await page.locator('.ds-sidebar .ds-nav-group-label--top').allTextContents()).toEqual(['Release v1']);
    expect(await page.locator('#ds-version-select').inputValue()).toBe('v1');
    await page.goto(new URL('/releases/v2/', server.url).href);
    expect(await page.locator('.ds-sidebar .ds-nav-group-label--top').allTextContents()).toEqual(['Release v2']);
    await page.goto(new URL('/lang/welcome/', server.url).href);
    expect(await visibleText(page, '.ds-sidebar .ds-anchor-name')).toEqual(['English', 'Français', 'العربية', 'Community']);
    await page.locator('.ds-anchor', { hasText: 'Français' }).click();
    await page.waitForURL(/\/fr\/lang\/welcome\/$/);
    expect(await page.locator('h1').textContent()).toBe('Bienvenue');
    await page.close();
  });

  test('a page of a language is drawn in it: lang, dir for right-to-left, the chrome in its words', async () => {
    const page = await open('/lang/welcome/');
    const chrome = () =>
      page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.getAttribute('dir'),
        toc: document.querySelector('.ds-toc-title')?.textContent,
        skip: document.querySelector('.ds-skip-link')?.textContent,
        copy: document.querySelector('.ds-copy-page-button span')?.textContent,
      }));
    expect(await chrome()).toEqual({ lang: 'en', dir: null, toc: 'On this page', skip: 'Skip to content', copy: 'Copy page' });
    await page.goto(new URL('/fr/lang/welcome/', server.url).href);
    expect(await chrome()).toEqual({ lang: 'fr', dir: null, toc: 'Sur cette page', skip: 'Aller au contenu', copy: 'Copier la page' });
    await page.goto(new URL('/ar/lang/welcome/', server.url).href);
    expect(await chrome()).toEqual({ lang: 'ar', dir: 'rtl', toc: 'في هذه الصفحة', skip: 'انتقل إلى المحتوى', copy: 'نسخ الصفحة' });
    // hreflang alternates name only the twins that exist (ar and fr have the page; x-default is English).
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!, location.href).pathname}`));
    expect(alternates).toEqual(['en /lang/welcome/', 'fr /fr/lang/welcome/', 'ar /ar/lang/welcome/', 'x-default /lang/welcome/']);
    // Right to left: the sidebar stands on the right of the content.
    const [sidebar, content] = await Promise.all(['.ds-sidebar', '#ds-content'].map((s) => page.locator(s).first().boundingBox()));
    expect(sidebar!.x).toBeGreaterThan(content!.x);
    await page.close();
  });

  test('the language switch keeps the page where its twin exists, and says so where it does not', async () => {
    const page = await open('/fr/lang/welcome/');
    await page.locator('.ds-anchor', { hasText: 'العربية' }).click();
    await page.waitForURL(/\/ar\/lang\/welcome\/$/);
    await page.goto(new URL('/lang/only-english/', server.url).href);
    const french = page.locator('.ds-anchor', { hasText: 'Français' });
    expect(await french.getAttribute('title')).toBe('This page is not available in Français; the switch goes to its first page.');
    expect(new URL((await french.getAttribute('href'))!, server.url).pathname).toBe('/fr/lang/welcome/');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    await page.close();
  });

  test('top bar, footer columns, favicon per mode and icons from the chosen library', async () => {
    const page = await open('/');
    expect(await visibleText(page, '.ds-topbar .ds-topbar-link, .ds-topbar .ds-cta')).toEqual(['Status', 'Sign up']);
    expect(await page.locator('.ds-search-button').getAttribute('aria-keyshortcuts')).toBeTruthy();
    expect(JSON.parse((await page.locator('docsmith-search').getAttribute('data-words'))!).searchPlaceholder).toBe('Search Orbit…');
    expect(await visibleText(page, '.ds-footer-header')).toEqual(['Product', 'Company']);
    expect(await visibleText(page, '.ds-footer-columns a')).toEqual(['Pricing', 'Changelog', 'About']);
    expect(await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('media')]))).toEqual([
      ['/logo/favicon-light.svg', '(prefers-color-scheme: light)'],
      ['/logo/favicon-dark.svg', '(prefers-color-scheme: dark)'],
    ]);
    // icons.library is lucide: its outline drawing (stroke), not Font Awesome's filled paths.
    const tabIcon = await page.locator('.ds-socials svg[data-icon="github"]').innerHTML();
    expect(tabIcon).toContain('stroke="currentColor"');
    await page.close();
  });

  test('the 404 page uses errors.404; redirects with wildcards and without a leading slash work', async () => {
    const page = await browser.newPage();
    const response = await page.goto(new URL('/no/such/page', server.url).href);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Lost in orbit');
    expect(await page.locator('.ds-content').textContent()).toContain('This page drifted away.');
    await page.goto(new URL('/old/scheduling/cron/', server.url).href);
    await page.waitForURL(/\/guides\/scheduling\/cron\/$/);
    await page.goto(new URL('/legacy-intro/', server.url).href);
    await page.waitForURL(/\/guides\/intro\/$/);
    await page.close();
  });

  test('fonts: an installed family served by the site, a heading file as @font-face; nothing from another host', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(new URL('/guides/scheduling/retries/', server.url).href);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.querySelector('.ds-content p')!).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
    }));
    expect(fonts.body.startsWith('Inter,')).toBe(true);
    expect(fonts.heading.startsWith('"Orbit Display",')).toBe(true);
    expect(fonts.loaded).toContain('Orbit Display 700');
    expect(fonts.loaded).toContain('Inter 400');
    // Inter comes from the installed @fontsource package, bundled with the site's CSS.
    expect(requests.some((u) => /\/_astro\/inter-latin-400-normal\.[\w-]+\.woff2$/.test(u))).toBe(true);
    expect(requests.some((u) => u.endsWith('/fonts/orbit-display.woff2'))).toBe(true);
    expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
    expect(await page.locator('link[href*="fonts.googleapis.com"]').count()).toBe(0);
    await page.close();
  });

  test('styling: breadcrumbs above the title, maths rendered at build time, code in the named themes', async () => {
    const page = await open('/guides/scheduling/retries/');
    expect(await page.locator('.ds-page-header .ds-breadcrumbs li').allTextContents()).toEqual(['Scheduling', 'Advanced']);
    const html = readFileSync(join(site.distDir, 'guides/scheduling/retries/index.html'), 'utf8');
    // KaTeX's HTML and MathML are in the page; no script renders maths in the browser.
    expect(await page.locator('.ds-content .katex').count()).toBe(3);
    expect(await page.locator('.ds-content .ds-math .katex-display math annotation').textContent()).toContain('\\sum_{k=0}^{n-1}');
    expect(html).not.toMatch(/<script[^>]*katex/i);
    // The KaTeX fonts are the site's own: a formula's glyphs load from /_astro/.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'KaTeX_Main' && f.status === 'loaded'))).toBe(true);
    // Code blocks: github-light in light mode, dracula in dark mode (their own backgrounds).
    const code = () => page.locator('.ds-code pre').first().evaluate((pre) => ({ bg: getComputedStyle(pre.closest('.ds-code')!).backgroundColor, keyword: getComputedStyle(pre.querySelector('span[style*="--shiki-light"]')!).color }));
    const light = await code();
    expect(light.bg).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await code();
    expect(dark.bg).toBe('rgb(40, 42, 54)');
    expect(dark.keyword).not.toBe(light.keyword);
    await page.close();
  });

  test('interaction.drilldown: opening a group opens its first page; closing it stays', async () => {
    const page = await open('/guides/intro/');
    const advanced = page.locator('summary', { hasText: 'Advanced' }).last();
    expect(await advanced.getAttribute('data-ds-drilldown')).toBe('/guides/scheduling/retries/');
    await advanced.click();
    await page.waitForURL(/\/guides\/scheduling\/retries\/$/);
    // There the group is open: a click closes it and the page stays.
    await page.locator('summary', { hasText: 'Advanced' }).last().click();
    expect(await page.locator('details', { has: page.locator('summary', { hasText: 'Advanced' }) }).last().getAttribute('open')).toBeNull();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/guides/scheduling/retries/');
    await page.close();
  });

  test('seo.indexing navigable: a page outside the navigation gets noindex, a listed one does not', () => {
    const read = (path: string) => readFileSync(join(site.distDir, path, 'index.html'), 'utf8');
    expect(read('guides/internal')).toContain('<meta name="robots" content="noindex">');
    expect(read('guides/intro')).not.toContain('name="robots"');
  });

  test('api.examples: the samples in the chosen languages and order, optional parameters in them', async () => {
    const page = await open('/api-reference/jobs/create-job/');
    expect(await page.locator('[data-ds-api-sample]').evaluateAll((els) => els.map((e) => e.getAttribute('data-title')))).toEqual(['Python', 'cURL']);
    const curl = await page.locator('[data-ds-api-sample][data-title="cURL"] pre').textContent();
    expect(curl).toContain("--url 'https://api.example.com/jobs?dry_run=true'");
    expect(curl).toContain('"retries": 3');
    await page.close();
  });
});

describe("a tab's menu", () => {
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim().replace(/\s+/g, ' '));
  const menu = (page: Page) => page.locator('.ds-section-tabs docsmith-tab-menu');

  test('opens by mouse under its button, with each item\'s icon and description; an item takes the reader to its pages', async () => {
    const page = await open('/');
    const button = menu(page).getByRole('button', { name: 'Tools' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).locator('.ds-tab-menu-list').isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const list = menu(page).locator('.ds-tab-menu-list');
    expect(await visibleText(page, '.ds-section-tabs .ds-tab-menu-name')).toEqual(['CLI', 'Dashboard', 'Terraform']);
    expect(await visibleText(page, '.ds-section-tabs .ds-tab-menu-description')).toEqual(['The orbit command', 'Orbit as infrastructure code']);
    expect(await list.locator('svg[data-icon]').evaluateAll((icons) => icons.map((i) => i.getAttribute('data-icon')))).toEqual(['terminal', 'boxes']);
    // It floats under its button, not clipped by the sideways-scrolling tab row.
    const [b, l] = await Promise.all([button.boundingBox(), list.boundingBox()]);
    expect(Math.abs(l!.x - b!.x)).toBeLessThan(2);
    expect(l!.y).toBeGreaterThanOrEqual(b!.y + b!.height - 4);
    expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.ds-tab-menu-list'), [l!.x + 20, l!.y + l!.height - 10])).toBe(true);
    // A click elsewhere closes it.
    await page.mouse.click(1200, 850);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await list.getByRole('link', { name: /Terraform/ }).click();
    await page.waitForURL(/\/tools\/terraform\/provider\/$/);
    // The item owns its pages: the sidebar holds its group only; the tab is marked, and the item in its menu.
    expect(await visibleText(page, '.ds-sidebar .ds-nav-link')).toEqual(['Terraform provider', 'Terraform resources']);
    expect(await page.locator('.ds-section-tabs .ds-tab--current').textContent()).toBe('Tools');
    expect(await menu(page).locator('[aria-current="true"] .ds-tab-menu-name').textContent()).toBe('Terraform');
    // Menu items are not repeated among the anchors.
    expect(await visibleText(page, '.ds-sidebar .ds-anchor-name')).toEqual(['Community']);
    await page.locator('.ds-sidebar .ds-nav-link', { hasText: 'Terraform resources' }).click();
    await page.waitForURL(/\/tools\/terraform\/resources\/$/);
    await page.close();
  });

  test('keyboard: Enter and Space toggle it, arrows move through the items, Escape closes it and returns focus', async () => {
    const page = await open('/guides/intro/');
    const button = menu(page).getByRole('button', { name: 'Tools' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toBe('Tools');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('CLIThe orbit command');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Dashboard');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('TerraformOrbit as infrastructure code');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('CLIThe orbit command');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('Tools');
    await page.keyboard.press(' ');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press(' ');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // ArrowDown on the closed button opens it at the first item; Enter follows the item.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Dashboard');
    // Tab out of the menu closes it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tools\/cli\/$/);
    await page.close();
  });

  test('in the phone drawer it opens in place, and Escape closes the menu before the drawer', async () => {
    const page = await open('/index', { width: 390, height: 844 });
    await page.locator('.ds-menu-button').click();
    const button = page.locator('.ds-drawer-tabs').getByRole('button', { name: 'Tools' });
    await button.click();
    const dashboard = page.locator('.ds-drawer-tabs').getByRole('link', { name: 'Dashboard' });
    expect(await dashboard.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await dashboard.focus();
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.ds-menu-button').getAttribute('aria-expanded')).toBe('true');
    await button.click();
    await dashboard.click();
    await page.waitForURL(/\/tools\/dashboard\/$/);
    await page.close();
  });

  test('open, it passes axe in light and dark mode', async () => {
    for (const mode of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('docsmith-mode', m), mode);
      await page.goto(new URL('/tools/cli/', server.url).href);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      await menu(page).getByRole('button', { name: 'Tools' }).click();
      expect(await seriousViolations(page), mode).toEqual([]);
      await page.close();
    }
  });
});

describe("a language's own navbar, footer and banner", () => {
  const chrome = (page: Page) =>
    page.evaluate(() => ({
      navbar: [...document.querySelectorAll('.ds-topbar .ds-topbar-link, .ds-topbar .ds-cta')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
      footer: [...document.querySelectorAll('.ds-footer-header, .ds-footer-columns a')].map((e) => e.textContent),
      socials: document.querySelectorAll('.ds-socials a').length,
      banner: document.querySelector('#banner')?.textContent?.trim(),
      bannerType: document.querySelector('#banner')?.className,
    }));

  test('French pages show the French ones; English and Arabic pages, which set none, the site\'s', async () => {
    const page = await open('/fr/lang/welcome/');
    expect(await chrome(page)).toEqual({
      navbar: ['Statut https://status.example.com/fr', "S'inscrire https://app.example.com/fr/inscription"],
      footer: ['Produit', 'Tarifs'],
      socials: 0,
      banner: 'Nouveau : Orbit 2 est disponible, voir les notes de version.',
      bannerType: 'ds-banner ds-banner--warning',
    });
    const site = {
      navbar: ['Status https://status.example.com', 'Sign up https://app.example.com/signup'],
      footer: ['Product', 'Pricing', 'Changelog', 'Company', 'About'],
      socials: 2,
      banner: 'Orbit 2 is out: read the release notes.',
      bannerType: 'ds-banner ds-banner--info',
    };
    for (const path of ['/lang/welcome/', '/ar/lang/welcome/', '/guides/intro/']) {
      await page.goto(new URL(path, server.url).href);
      expect(await chrome(page), path).toEqual(site);
    }
    await page.close();
  });

  test('the French banner is dismissible, and stays closed on the next French page load', async () => {
    const page = await open('/fr/lang/welcome/');
    await page.locator('.ds-banner-close').click();
    expect(await page.locator('#banner').isVisible()).toBe(false);
    await page.reload();
    expect(await page.locator('#banner').isVisible()).toBe(false);
    // The site's banner is another text: closing the French one leaves it shown.
    await page.goto(new URL('/lang/welcome/', server.url).href);
    expect(await page.locator('#banner').isVisible()).toBe(true);
    await page.close();
  });

  test('in the phone drawer the French pages list the French top bar links', async () => {
    const page = await open('/fr/lang/welcome/', { width: 390, height: 844 });
    await page.locator('.ds-menu-button').click();
    expect(await visibleText(page, '.ds-drawer-links a')).toEqual(['Statut', "S'inscrire"]);
    await page.close();
  });
});
