// The example site's chrome as a reader meets it (its docs.json is in the current format): logo,
// navbar links and primary button, tabs (one a link out), dropdowns with descriptions, a global
// anchor and a versioned one, a nested group closed until it holds the page, the version switch,
// footer socials and link columns, colours, the background image, the mobile drawer, and axe-core in
// both colour modes. The legacy format's chrome is tested on the same pages in legacy-example.test.ts.
import { describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { seriousViolations } from './chrome-axe.ts';
import { recordFrames, recordedFrames } from '../support/first-frames.ts';
import { iconPaths } from '../support/icon-paths.ts';

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const page = await browser.newPage({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1280, height: 900 } });
  await page.goto(server.url + path);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Acme Cloud navigation' });
const sidebarLinks = async (page: Page) => (await page.locator('.ds-sidebar .ds-nav-link:visible').allTextContents()).map((s) => s.trim());
const anchorNames = async (page: Page) => (await page.locator('.ds-anchors a:visible .ds-anchor-name').allTextContents()).map((s) => s.trim());

describe('top bar', () => {
  test('logo per mode with its href, favicon, topbar link and call to action', async () => {
    const page = await open('/quickstart/');
    const visibleLogo = () => page.locator('.ds-brand img:visible').getAttribute('src');
    expect(await visibleLogo()).toBe('/logo/light.svg');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await visibleLogo()).toBe('/logo/dark.svg');
    await expect(page.locator('.ds-brand').getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('link[rel="icon"]').getAttribute('href')).resolves.toBe('/logo/favicon.svg');
    const topbar = page.locator('.ds-topbar');
    await expect(topbar.getByRole('link', { name: 'Status' }).getAttribute('href')).resolves.toBe('https://status.example.com');
    const cta = topbar.getByRole('link', { name: 'Dashboard' });
    await expect(cta.getAttribute('href')).resolves.toBe('https://app.example.com');
    // `colors.dark` paints important buttons; dark mode keeps the same button colour family.
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });

  test('colors: primary in light mode, colors.light as the primary in dark mode, on the current tab and dropdown', async () => {
    const page = await open('/api-reference/introduction/');
    const accent = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ds-accent').trim());
    const currentTabLine = () => page.locator('.ds-section-tabs [aria-current="true"]').evaluate((el) => getComputedStyle(el).borderBottomColor);
    const currentAnchorRing = () => page.locator('.ds-anchor[aria-current="true"] .ds-anchor-icon').evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await accent()).toBe('#0D9373');
    expect(await currentTabLine()).toBe('rgb(13, 147, 115)');
    expect(await currentAnchorRing()).toContain('rgb(13, 147, 115)');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await accent()).toBe('#55D799');
    expect(await currentTabLine()).toBe('rgb(85, 215, 153)');
    expect(await currentAnchorRing()).toContain('rgb(85, 215, 153)');
    await page.close();
  });

  test('colors: the focus ring follows the primary colour, the call to action follows colors.dark', async () => {
    const page = await open('/quickstart/');
    const root = page.locator('html');
    // docs.json's colours arrive as these properties; the reader-visible colours must follow them.
    expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--ds-color-button').trim())).toBe('#0B6E57');
    const cta = page.locator('.ds-topbar').getByRole('link', { name: 'Dashboard' });
    // Read back through a canvas: computed colour-mix() values come as oklab(), the pixel as RGB.
    const ctaBackground = () =>
      cta.evaluate((el) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(el).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
      });
    const before = await ctaBackground();
    await root.evaluate((el) => el.style.setProperty('--ds-color-button', '#B91C1C'));
    const after = await ctaBackground();
    expect(after).not.toEqual(before);
    // Still the important-button colour family: red dominates once colors.dark is red.
    const [r, g, b] = after as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focusRing = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    const ring = await focusRing();
    expect(ring).not.toBe('rgb(0, 0, 0)');
    await root.evaluate((el) => el.style.setProperty('--ds-color-primary', '#2563EB'));
    expect(await focusRing()).not.toBe(ring);
    await page.close();
  });
});

describe('colour mode: appearance.default "system"', () => {
  for (const [scheme, background] of [['dark', 'rgb(15, 17, 23)'], ['light', 'rgb(255, 255, 255)']] as const) {
    test(`a new reader gets the operating system's mode (${scheme}), with the toggle shown`, async () => {
      const page = await open('/quickstart/', { colorScheme: scheme });
      expect(await page.evaluate(() => localStorage.getItem('docsmith-mode'))).toBeNull();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
      await expect(page.getByRole('button', { name: `Switch to ${scheme === 'dark' ? 'light' : 'dark'} mode` }).isVisible()).resolves.toBe(true);
      await page.close();
    });
  }
});

describe('icons', () => {
  const drawn = (page: Page, scope: string) =>
    page.locator(`${scope} svg.ds-chrome-icon`).evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute('data-icon'), [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')), svg.getBoundingClientRect().width]));

  test('dropdowns, anchors and footer socials show their Font Awesome icons, not placeholders', async () => {
    const page = await open('/api-reference/introduction/');
    const anchors = await drawn(page, '.ds-anchors');
    expect(anchors.map(([name]) => name)).toEqual(['cloud', 'receipt', 'discord']);
    // iconType unset is duotone, a Pro style: drawn from the nearest free set.
    expect(anchors[0]![1]).toEqual(iconPaths('cloud', 'duotone'));
    expect(anchors[1]![1]).toEqual(iconPaths('receipt', 'duotone'));
    expect(anchors[2]![1]).toEqual(iconPaths('discord', 'brands'));
    for (const [, , width] of anchors) expect(width).toBeGreaterThanOrEqual(14);

    const socials = await drawn(page, '.ds-socials');
    expect(socials.map(([name]) => name)).toEqual(['globe', 'x-twitter', 'github']);
    expect(socials[2]![1]).toEqual(iconPaths('github', 'brands'));
    await expect(page.locator('.ds-chrome-icon--unknown').count()).resolves.toBe(0);
    await page.close();
  });

  test('an anchor icon on its colour stays readable in both modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open('/quickstart/', { colorScheme });
      const community = page.locator('.ds-anchor', { hasText: 'Community' }).locator('.ds-anchor-icon');
      const [background, colour] = await community.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.querySelector('svg')!).color]);
      expect(background).toBe('rgb(88, 101, 242)');
      expect(colour).toBe('rgb(255, 255, 255)');
      await page.close();
    }
  });
});

const tabNames = async (page: Page) => (await page.locator('.ds-section-tabs .ds-tab:visible').allTextContents()).map((s) => s.trim());

describe('tabs, dropdowns and anchors', () => {
  test('each tab shows its own groups; the link-only tab leaves the site; the current tab is marked', async () => {
    const page = await open('/quickstart/');
    expect(await tabNames(page)).toEqual(['Documentation', 'Guides', 'API Reference', 'Blog']);
    expect(await sidebarLinks(page)).toEqual(['Introduction', 'Quickstart', 'Components', 'Changelog', 'Showcase']);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('Documentation');
    await expect(tabs.getByRole('link', { name: 'Blog' }).getAttribute('href')).resolves.toBe('https://blog.example.com');
    // Outside the API tab only the global anchor is listed.
    expect(await anchorNames(page)).toEqual(['Community']);

    await tabs.getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL('**/guides/configuration/');
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('Guides');
    // The nested Deployment group (expanded: false, tag "New") starts closed.
    expect(await sidebarLinks(page)).toEqual(['Configuration', 'Upgrading from v1', 'Install the SDK', 'Deploy hooks', 'The legacy CLI Deprecated']);
    const deployment = page.locator('details', { has: page.locator('summary', { hasText: 'Deployment' }) }).last();
    await expect(deployment.getAttribute('open')).resolves.toBeNull();
    await expect(deployment.locator('summary .ds-nav-tag').textContent()).resolves.toBe('New');
    await deployment.locator('summary').click();
    expect(await sidebarLinks(page)).toContain('Static hosts');
    // On one of its own pages the group is open from the start.
    await page.goto(server.url + '/guides/deployment/sub-path/');
    expect(await sidebarLinks(page)).toEqual(['Configuration', 'Upgrading from v1', 'Install the SDK', 'Deploy hooks', 'The legacy CLI Deprecated', 'Static hosts', 'Serving under a sub-path']);
    await page.close();
  });

  test('the API tab: dropdowns with their descriptions, every operation of one file, and operation entries in place', async () => {
    const page = await open('/guides/configuration/');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('link', { name: 'API Reference' }).click();
    await page.waitForURL('**/api-reference/introduction/');
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('API Reference');
    expect(await anchorNames(page)).toEqual(['Platform API', 'Billing API', 'Community']);
    expect((await page.locator('.ds-anchors .ds-anchor-description:visible').allTextContents()).map((s) => s.trim())).toEqual([
      'Services, deployments and webhooks',
      'Invoices and their line items',
    ]);
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('Platform API');
    // The Endpoints node names the OpenAPI file and no pages: one page per operation, grouped by tag.
    expect(await sidebarLinks(page)).toEqual([
      'API introduction',
      'Service',
      'GETList services',
      'POSTCreate a service',
      'GETGet a service',
      'DELETEDelete a service',
      'POSTDeploy a service',
      'HOOKDeployment finished',
    ]);
    expect((await page.locator('.ds-sidebar .ds-nav-group-label--top:visible').allTextContents()).map((s) => s.trim())).toEqual(['Overview', 'Services', 'Deployments', 'Webhooks']);
    await sidebar(page).getByRole('link', { name: 'Deploy a service' }).click();
    await page.waitForURL('**/api-reference/deployments/create-deployment/');
    await expect(tabs.locator('[aria-current="true"]').textContent()).resolves.toBe('API Reference');
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('Platform API');

    // "GET /invoices" in the Invoices group is an operation page where the entry stands, before the
    // hand-written openapi: page.
    await sidebar(page).getByRole('link', { name: 'Billing API' }).click();
    await page.waitForURL('**/api-reference/billing/list-invoices/');
    await expect(page.locator('h1').textContent()).resolves.toBe('List invoices');
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('Billing API');
    expect(await sidebarLinks(page)).toEqual(['GETList invoices', 'GETGet an invoice']);
    await page.close();
  });

  test('the global anchor opens its URL', async () => {
    const page = await open('/quickstart/');
    await page.route('https://discord.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
    await sidebar(page).getByRole('link', { name: 'Community' }).click();
    await page.waitForURL('https://discord.example.com/');
    await expect(page.title()).resolves.toBe('Chat');
    await page.close();
  });
});

describe('versions', () => {
  test('the switch keeps the page where the version has it, else goes to its first page; the v1 anchor shows only in v1', async () => {
    const page = await open('/quickstart/');
    expect(await anchorNames(page)).toEqual(['Community']);
    await page.getByLabel('Version').selectOption('v1');
    // v1 has its own copy of this page under its folder.
    await page.waitForURL('**/v1/quickstart/');
    expect(await anchorNames(page)).toEqual(['Legacy v1', 'Community']);
    await expect(page.locator('.ds-anchor[aria-current="true"] .ds-anchor-name').textContent()).resolves.toBe('Legacy v1');
    expect(await sidebarLinks(page)).toEqual(['Acme Cloud v1', 'Quickstart (v1)']);
    // The tabs belong to v2.
    expect(await tabNames(page)).toEqual([]);

    await page.getByLabel('Version').selectOption('v2');
    await page.waitForURL(`${server.url}/quickstart/`);
    expect(await anchorNames(page)).toEqual(['Community']);
    expect(await tabNames(page)).toEqual(['Documentation', 'Guides', 'API Reference', 'Blog']);

    // v1 has no configuration guide: the switch goes to v1's first page.
    await page.goto(server.url + '/guides/configuration/');
    await page.getByLabel('Version').selectOption('v1');
    await page.waitForURL(`${server.url}/v1/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Acme Cloud v1');
    await page.close();
  });

  test('a page outside every version follows the reader\'s choice from the first painted frame', async () => {
    const page = await open('/v1/quickstart/');
    await page.goto(server.url + '/changelog-archive/');
    await recordFrames(page);
    await page.reload();
    const framesWithAnchors = (await recordedFrames(page)).filter((frame) => frame.anchors.length > 0);
    expect(framesWithAnchors.length).toBeGreaterThan(0);
    for (const frame of framesWithAnchors) expect(frame.anchors).toContain('Legacy v1');
    await expect(page.getByLabel('Version').inputValue()).resolves.toBe('v1');
    await page.close();
  });
});

describe('footer', () => {
  test('one named icon link per social platform', async () => {
    const page = await open('/quickstart/');
    const socials = page.getByRole('list', { name: 'Social links' });
    const links = await socials.getByRole('link').evaluateAll((els) => els.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Website', 'https://example.com'],
      ['X', 'https://x.com/example'],
      ['GitHub', 'https://github.com/example/acme'],
    ]);
    await page.close();
  });

  test('link columns with their headers; a site path goes to its page', async () => {
    const page = await open('/quickstart/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    expect(await footer.locator('.ds-footer-header').allTextContents()).toEqual(['Product', 'Company']);
    const links = await footer.getByRole('link').evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Pricing', 'https://example.com/pricing'],
      ['Changelog', '/changelog'],
      ['About', 'https://example.com/about'],
      ['Careers', 'https://example.com/careers'],
    ]);
    await footer.getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL(/\/changelog\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Changelog');
    await page.close();
  });
});

test('background image behind the whole page: the content and table of contents columns show it alike, in both modes', async () => {
  const page = await open('/quickstart/');
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { image: style.backgroundImage, size: style.backgroundSize, attachment: style.backgroundAttachment };
  });
  expect(body).toEqual({ image: expect.stringContaining('/images/background.svg'), size: 'cover', attachment: 'fixed' });
  // What paints behind a point of the content column and of the table of contents: the first element
  // up from the point with a background of its own.
  const paintedBehind = () =>
    page.evaluate(() => {
      const at = (x: number, y: number) => {
        for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none') return el.tagName.toLowerCase() + (el.className ? `.${el.className}` : '');
        }
        return 'nothing';
      };
      const main = document.querySelector('.ds-main')!.getBoundingClientRect();
      const toc = document.querySelector('.ds-toc')!.getBoundingClientRect();
      return { content: at(main.left + 4, main.top + 4), toc: at(toc.left + 4, toc.bottom + 20) };
    });
  expect(await paintedBehind()).toEqual({ content: 'body', toc: 'body' });
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await paintedBehind()).toEqual({ content: 'body', toc: 'body' });
  await page.close();
});

test('mobile drawer: a backdrop over the page; the close button, Escape and a backdrop click close it; focus returns to the menu button', async () => {
  const page = await open('/quickstart/', { width: 390 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const closeButton = sidebar(page).getByRole('button', { name: 'Close menu' });
  const state = () =>
    page.evaluate(() => {
      const x = innerWidth - 10;
      const y = innerHeight / 2;
      return {
        expanded: document.querySelector('.ds-menu-button')!.getAttribute('aria-expanded'),
        // The page beside the drawer is covered by the backdrop, dimmed, and out of reach.
        besideTheDrawer: document.elementFromPoint(x, y)?.hasAttribute('data-ds-drawer-backdrop') ? 'backdrop' : 'page',
        dimmed: getComputedStyle(document.querySelector('[data-ds-drawer-backdrop]')!).backgroundColor !== 'rgba(0, 0, 0, 0)',
        contentInert: document.querySelector<HTMLElement>('.ds-main')!.inert,
        focus: document.activeElement?.matches('.ds-menu-button') ? 'menu button' : document.activeElement?.matches('[data-ds-drawer-close]') ? 'close button' : document.activeElement?.tagName,
      };
    });
  const closed = { expanded: 'false', besideTheDrawer: 'page', contentInert: false };
  expect(await state()).toMatchObject(closed);
  const ways: [string, () => Promise<void>][] = [
    ['close button', () => closeButton.click()],
    ['Escape', () => page.keyboard.press('Escape')],
    ['backdrop click', () => page.mouse.click(370, 600)],
  ];
  for (const [way, close] of ways) {
    await menu.click();
    await closeButton.waitFor({ state: 'visible' });
    expect({ way, ...(await state()) }).toEqual({ way, expanded: 'true', besideTheDrawer: 'backdrop', dimmed: true, contentInert: true, focus: 'close button' });
    await close();
    await page.waitForFunction(() => document.querySelector('.ds-menu-button')!.getAttribute('aria-expanded') === 'false');
    expect({ way, ...(await state()) }).toMatchObject({ way, ...closed, focus: 'menu button' });
  }
  await page.close();
});

test('mobile: the top bar collapses; tabs, anchors and links are in the drawer', async () => {
  const page = await open('/quickstart/', { width: 390 });
  await expect(page.locator('.ds-topbar').getByRole('link', { name: 'Status' }).isVisible()).resolves.toBe(false);
  await expect(page.getByRole('navigation', { name: 'Sections' }).isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = sidebar(page);
  // The drawer slides in; waitFor fails the test if the links never become visible.
  await drawer.getByRole('link', { name: 'Status' }).waitFor({ state: 'visible' });
  await drawer.getByRole('link', { name: 'API Reference' }).waitFor({ state: 'visible' });
  await drawer.getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL('**/guides/configuration/');
  await page.close();
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const path of ['/quickstart/', '/guides/configuration/', '/v1/quickstart/']) {
      test(`axe: no serious or critical violation on ${path} in ${colorScheme} mode`, async () => {
        const page = await open(path, { colorScheme });
        const violations = await seriousViolations(page);
        expect(violations).toEqual([]);
        await page.close();
      });
    }
  }
});
