// A reader uses the content components of the example site's Components page in Chromium: tabs and
// code groups by mouse and keyboard, synced and remembered choices, accordions, the copy button,
// tooltips, hash links; axe finds no serious problem in either colour mode. A small site built here
// checks the API examples column and the rule model for wrong props.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import axe from 'axe-core';
import type { StaticServer } from '../support/static-server.ts';
import { buildSite } from '../support/build-site.ts';
import { useExampleSite } from '../support/example-site-session.ts';

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;

useExampleSite((session) => ({ server, browser } = session));

async function openComponents(hash = '', colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await browser.newContext({ colorScheme, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${server.url}/components/${hash}`);
  await page.waitForFunction(() => customElements.get('docsmith-tabs') !== undefined);
  return page;
}

const selectedTabs = (page: Page, group: string) =>
  page.locator(group).evaluateAll((groups) =>
    groups.map((g) => g.querySelector(':scope > [role=tablist] > [aria-selected=true]')?.textContent),
  );

describe('Tabs', () => {
  test('mouse and keyboard select tabs and show only the chosen panel', async () => {
    const page = await openComponents();
    const tabs = page.locator('.ds-tabs--tabs').first();
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('brew install acme');

    await tabs.getByRole('tab', { name: 'Linux' }).click();
    await expect(tabs.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('releases page');
    await expect(tabs.locator('[role=tabpanel]:not([hidden])').count()).resolves.toBe(1);

    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Windows');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('winget');
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('macOS');
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).resolves.toBe('true');
    // Tab leaves the tab list for the selected panel (one tab stop for the list).
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tabpanel');
    await context.close();
  });

  test('a URL hash naming a tab opens it', async () => {
    const page = await openComponents('#tab-linux');
    const tabs = page.locator('.ds-tabs--tabs').first();
    await expect(tabs.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tabs.getByRole('tabpanel').textContent()).resolves.toContain('releases page');
    await page.evaluate(() => (location.hash = '#tab-windows-panel'));
    await expect.poll(() => tabs.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('CodeGroup', () => {
  test('choosing a title selects it in every code group and is remembered', async () => {
    const page = await openComponents();
    const groups = '.ds-content > .ds-tabs--code';
    await expect(selectedTabs(page, groups)).resolves.toEqual(['npm', 'npm']);
    // The first group's blocks name an icon: each tab shows it, hidden from its name; the second's do not.
    await expect(page.locator(groups).first().locator('[role="tab"] .ds-tab-icon[aria-hidden="true"] svg').count()).resolves.toBe(3);
    await expect(page.locator(groups).nth(1).locator('.ds-tab-icon').count()).resolves.toBe(0);
    await page.locator(groups).first().getByRole('tab', { name: 'pnpm' }).click();
    await expect(selectedTabs(page, groups)).resolves.toEqual(['pnpm', 'pnpm']);
    await expect(page.locator(groups).nth(1).getByRole('tabpanel').textContent()).resolves.toContain('pnpm deploy');

    // Keyboard on the second group: ArrowLeft from pnpm is yarn, everywhere.
    await page.locator(groups).nth(1).getByRole('tab', { name: 'pnpm' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(selectedTabs(page, groups)).resolves.toEqual(['yarn', 'yarn']);

    await page.reload();
    await page.waitForFunction(() => customElements.get('docsmith-tabs') !== undefined);
    await expect(selectedTabs(page, groups)).resolves.toEqual(['yarn', 'yarn']);
    await context.close();
  });
});

test('the copy button puts the code on the clipboard', async () => {
  const page = await openComponents();
  const block = page.locator('.ds-code', { hasText: 'deploy.js' }).first();
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code' });
  await button.click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { deploy } from '@acme/sdk';");
  expect(copied).toContain('console.log(service.url);');
  await expect(block.getByRole('button', { name: 'Copied' }).count()).resolves.toBe(1);
  await context.close();
});

test('accordions open and close by mouse and keyboard', async () => {
  const page = await openComponents();
  const accordion = page.locator('details.ds-accordion', { hasText: 'Can I self-host' });
  const answer = accordion.getByText('open-source edition');
  await expect(answer.isVisible()).resolves.toBe(false);
  await accordion.locator('summary').click();
  await expect(answer.isVisible()).resolves.toBe(true);
  await accordion.locator('summary').press('Enter');
  await expect(answer.isVisible()).resolves.toBe(false);
  // defaultOpen starts open.
  await expect(page.getByText('Europe, North America and Asia-Pacific.').isVisible()).resolves.toBe(true);
  await context.close();
});

test('a tooltip shows on hover and on keyboard focus, and describes its term', async () => {
  const page = await openComponents();
  const term = page.locator('.ds-tooltip-term', { hasText: 'API' });
  const tip = page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: 'Application programming interface' });
  await expect(tip.isVisible()).resolves.toBe(false);
  await term.hover();
  await expect.poll(() => tip.isVisible()).toBe(true);
  await page.mouse.move(0, 0);
  await expect.poll(() => tip.isVisible()).toBe(false);
  await term.focus();
  await expect.poll(() => tip.isVisible()).toBe(true);
  await expect(term.getAttribute('aria-describedby')).resolves.toBe(await tip.getAttribute('id'));
  // Escape dismisses it; focus stays on the term.
  await page.keyboard.press('Escape');
  await expect.poll(() => tip.isVisible()).toBe(false);
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('API');
  await context.close();
});

test('a long code line scrolls inside its block instead of widening the page', async () => {
  const page = await openComponents();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const pre = page.locator('.ds-code', { hasText: 'deploy.js' }).first().locator('pre');
  await expect(pre.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
  await context.close();
});

test('update labels are headings listed in the table of contents', async () => {
  const page = await openComponents();
  const toc = page.locator('.ds-toc');
  await expect(toc.getByRole('link', { name: '2026-03-01' }).getAttribute('href')).resolves.toBe('#2026-03-01');
  await expect(page.getByRole('heading', { level: 2, name: '2026-03-01' }).getAttribute('id')).resolves.toBe('2026-03-01');
  await context.close();
});

test('a heading written with {#views} has that id, in the table of contents too, and does not show it', async () => {
  const page = await openComponents();
  const heading = page.getByRole('heading', { level: 2, name: 'Views and panels' });
  await expect(heading.getAttribute('id')).resolves.toBe('views');
  await expect(heading.textContent()).resolves.not.toContain('{#');
  await expect(page.locator('.ds-toc').getByRole('link', { name: 'Views and panels' }).getAttribute('href')).resolves.toBe('#views');
  await context.close();
});

describe('images per colour mode', () => {
  /** The sources of the images a reader sees in the first Frame. */
  const shownInFrame = (page: Page) =>
    page.locator('.ds-frame').first().locator('img').evaluateAll((images) => images.filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));

  test('a className="dark:hidden" / "hidden dark:block" pair shows one image per mode, also after the mode toggle', async () => {
    const light = await openComponents('', 'light');
    await expect(shownInFrame(light)).resolves.toEqual(['/images/architecture.svg']);
    await light.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(shownInFrame(light)).resolves.toEqual(['/images/architecture-dark.svg']);
    await context.close();
    const dark = await openComponents('', 'dark');
    await expect(shownInFrame(dark)).resolves.toEqual(['/images/architecture-dark.svg']);
    // The image of the pair for this mode has no surface of its own: no second box inside the frame.
    const frame = dark.locator('.ds-frame').first();
    await expect(frame.locator('img.dark\\:block').evaluate((img) => getComputedStyle(img).backgroundColor)).resolves.toBe('rgba(0, 0, 0, 0)');
    await expect(frame.locator('.ds-frame-body').evaluate((body) => getComputedStyle(body).backgroundColor)).resolves.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  test('an image with no dark twin sits on a muted surface in dark mode, as it is in light mode', async () => {
    const surface = async (scheme: 'light' | 'dark') => {
      const page = await openComponents('', scheme);
      const card = page.locator('.ds-card-img').first();
      const style = await card.evaluate((img) => ({ background: getComputedStyle(img).backgroundColor, filter: getComputedStyle(img).filter }));
      await context.close();
      return style;
    };
    expect(await surface('light')).toEqual({ background: 'rgba(0, 0, 0, 0)', filter: 'none' });
    const dark = await surface('dark');
    // Light enough for dark strokes, darker than white, and the image itself dimmed.
    const [r, g, b] = dark.background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(Math.min(r, g, b)).toBeGreaterThan(150);
    expect(Math.max(r, g, b)).toBeLessThan(240);
    expect(dark.filter).toMatch(/^brightness\(0\.\d+\)$/);
  });
});

test('a horizontal card centres its icon on the title line', async () => {
  for (const width of [1280, 390]) {
    context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/components/`);
    const offset = await page.locator('.ds-card--horizontal').first().evaluate((card) => {
      const icon = card.querySelector('.ds-card-icon svg')!.getBoundingClientRect();
      const title = card.querySelector('.ds-card-title')!;
      const line = parseFloat(getComputedStyle(title).lineHeight);
      const top = title.getBoundingClientRect().top;
      return icon.top + icon.height / 2 - (top + line / 2);
    });
    expect({ width, offset: Math.abs(offset) <= 1 ? 0 : offset }).toEqual({ width, offset: 0 });
    await context.close();
  }
});

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the components page (${scheme})`, async () => {
      const page = await openComponents('', scheme);
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(scheme);
      await page.addScriptTag({ content: axe.source });
      // Open every disclosure so that their content is checked too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});

describe('a site built with components', () => {
  const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;
  const files = {
    'docs.json': JSON.stringify({ name: 'Components', navigation: [{ group: 'A', pages: ['index', 'users'] }] }),
    'index.mdx': page(
      'title: Home\ndescription: Wrong props.',
      '<CardGroup cols={7}>\n  <Card title="A" href="/users">a</Card>\n</CardGroup>\n\n<ParamField type="string">no location</ParamField>\n\n<Icon icon="no-such-icon" />\n\n<iframe src="/embed"></iframe>\n',
    ),
    'users.mdx': page(
      'title: List users\ndescription: An API page.\napi: GET https://api.example.com/users',
      'Returns the users.\n\n<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json 200\n{ "users": [] }\n```\n\n```json 401\n{ "error": "unauthorized" }\n```\n\n</ResponseExample>\n',
    ),
  };

  test('wrong props are warnings naming the page, the component and the fix; strict makes them errors', () => {
    const relaxed = buildSite({ files, astroConfig: "base: '/docs'" });
    expect(relaxed.status, relaxed.output).toBe(0);
    expect(relaxed.output).toMatch(/WARN.*index\.mdx: <CardGroup>: cols must be a whole number from 1 to 4, got 7; showing 2 columns \[component\/invalid-props\]/);
    expect(relaxed.output).toMatch(/WARN.*index\.mdx: <ParamField>: needs one of path, body, query or header/);
    expect(relaxed.output).toMatch(/WARN.*index\.mdx: icon "no-such-icon" is not in the free Font Awesome sets/);
    expect(relaxed.output).toMatch(/WARN.*index\.mdx:\d+:\d+: iframe "\/embed" has no title/);
    const home = readFileSync(join(relaxed.distDir, 'index.html'), 'utf8');
    expect(home).toContain('<div class="ds-card-group" style="--ds-cols: 2">');
    // Under a base path the card links to the page's URL.
    expect(home).toMatch(/<a href="\/docs\/users\/" class="ds-card ds-card--link">/);

    // The API page: examples in the right-hand column, not in the content.
    const api = readFileSync(join(relaxed.distDir, 'users', 'index.html'), 'utf8');
    const content = /<div class="ds-content">([\s\S]*?)<\/article>/.exec(api)?.[1] ?? '';
    const column = /<aside class="ds-api-examples"[^>]*>([\s\S]*?)<\/aside>/.exec(api)?.[1] ?? '';
    expect(content).toContain('Returns the users.');
    expect(content).not.toContain('ds-api-example');
    expect([...column.matchAll(/ds-api-example--(\w+)/g)].map((m) => m[1])).toEqual(['request', 'response']);
    expect(column).toContain('curl');

    const strict = buildSite({ files, options: '{ strict: true }' });
    expect(strict.status).not.toBe(0);
    expect(strict.output).toMatch(/ERROR.*<CardGroup>: cols must be a whole number/);
  });
});
