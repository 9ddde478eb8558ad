// What a reader sees of the newer components on the example site, in Chromium: the tile grid, the
// file tree by mouse and keyboard, copying a prompt and a swatch, the view picker with the table of
// contents following it, the side panel, and Visibility in the web page against the markdown twin.
import { afterEach, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';

let server: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;

useExampleSite((session) => ({ server, browser } = session));
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

test('tiles sit side by side in a three-column grid on a wide screen and stack on a phone', async () => {
  const boxes = async (page: Page) => page.locator('.ds-columns').first().locator(':scope > *').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
  const wide = await boxes(await open('/components/'));
  expect(wide).toHaveLength(3);
  expect(new Set(wide.map((b) => Math.round(b.top))).size).toBe(1);
  expect(wide[0]!.left).toBeLessThan(wide[1]!.left);
  await context!.close();
  const narrow = await boxes(await open('/components/', { width: 390 }));
  expect(new Set(narrow.map((b) => Math.round(b.left))).size).toBe(1);
  expect(narrow[0]!.top).toBeLessThan(narrow[1]!.top);
  // A tile is one link to its page, with its title and description.
  const page = await open('/components/');
  const tile = page.locator('a.ds-tile').first();
  await expect(tile.getAttribute('href')).resolves.toBe('/quickstart/');
  await expect(tile.innerText()).resolves.toContain('Quickstart\nDeploy in five minutes');
});

test('the file tree shows its structure; folders open and close by click and arrow keys', async () => {
  const page = await open('/components/');
  const tree = page.locator('.ds-tree').first();
  const visible = (t = tree) => t.locator('.ds-tree-item').evaluateAll((items) => items.filter((i) => (i as HTMLElement).checkVisibility()).map((i) => i.textContent));
  await expect(visible()).resolves.toEqual(['acme-app', 'src', 'index.ts', 'routes.ts', 'public', 'acme.json']);
  await tree.getByText('public').click();
  await expect(visible()).resolves.toEqual(['acme-app', 'src', 'index.ts', 'routes.ts', 'public', 'favicon.svg', 'acme.json']);

  await tree.locator('summary', { hasText: 'acme-app' }).focus();
  const focused = () => page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('ArrowDown');
  await expect(focused()).resolves.toBe('src');
  await page.keyboard.press('ArrowLeft'); // closes src
  await expect(visible()).resolves.toEqual(['acme-app', 'src', 'public', 'favicon.svg', 'acme.json']);
  await page.keyboard.press('ArrowRight'); // opens it again
  await page.keyboard.press('ArrowRight'); // enters it
  await expect(focused()).resolves.toBe('index.ts');
  await page.keyboard.press('ArrowLeft'); // from a file: back to its folder
  await expect(focused()).resolves.toBe('src');
  await page.keyboard.press('End');
  await expect(focused()).resolves.toBe('acme.json');
  await page.keyboard.press('Home');
  await expect(focused()).resolves.toBe('acme-app');
  // The tree written as a markdown list: trailing slashes made folders.
  const fromList = page.locator('.ds-tree').nth(1);
  await expect(visible(fromList)).resolves.toEqual(['docs', 'index.mdx', 'docs.json', 'package.json']);
  await expect(fromList.locator('summary').allTextContents()).resolves.toEqual(['docs']);
});

test('the prompt\'s copy button and a swatch put their text on the clipboard', async () => {
  const page = await open('/components/', { colorScheme: 'dark' });
  await page.waitForFunction(() => document.querySelector('.ds-copy-button:not([hidden])'));
  await page.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('Add a GET /healthz route to my Acme app that returns 200 with the deployed version.');
  await expect(page.locator('.ds-prompt a', { hasText: 'Open in Cursor' }).getAttribute('href')).resolves.toMatch(/^cursor:\/\/anysphere\.cursor-deeplink\/prompt\?text=Add%20a%20GET/);
  // In dark mode a {light, dark} swatch copies its dark value.
  await page.getByRole('button', { name: 'Copy Background #FFFFFF / #0F1117' }).click();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('#0F1117');
});

test('the view picker shows one view at a time; the table of contents follows and the choice is remembered', async () => {
  const page = await open('/guides/sdk-views/');
  const picker = page.getByLabel('View');
  await expect(picker.inputValue()).resolves.toBe('Python');
  const toc = () => page.locator('.ds-toc li:not([hidden]) a').allTextContents();
  await expect(toc()).resolves.toEqual(['Install with pip', 'Call the API from Python', 'Source']);
  await expect(page.getByText('npm install acme').isVisible()).resolves.toBe(false);

  await picker.selectOption('JavaScript');
  await expect(toc()).resolves.toEqual(['Install with npm', 'Call the API from JavaScript', 'Source']);
  await expect(page.getByText('npm install acme').isVisible()).resolves.toBe(true);
  await expect(page.getByText('pip install acme').isVisible()).resolves.toBe(false);

  await page.reload();
  await expect(page.getByLabel('View').inputValue()).resolves.toBe('JavaScript');
  await expect(toc()).resolves.toEqual(['Install with npm', 'Call the API from JavaScript', 'Source']);
});

test('a Panel takes the right-hand column instead of the table of contents', async () => {
  const page = await open('/guides/side-panel/');
  await expect(page.locator('.ds-toc').count()).resolves.toBe(0);
  const panel = page.locator('.ds-api-examples .ds-panel');
  await expect(panel.innerText()).resolves.toContain('Hooks need no token');
  const [main, side] = await Promise.all([page.locator('.ds-article').boundingBox(), panel.boundingBox()]);
  expect(side!.x).toBeGreaterThan(main!.x + main!.width - 1);
});

test('Visibility: the web page has the humans\' paragraph, the markdown twin the agents\'', async () => {
  const page = await open('/components/');
  // The section also shows its source in a code block: read the prose only.
  const text = await page.locator('.ds-content').evaluate((content) => {
    const copy = content.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('pre, figure').forEach((code) => code.remove());
    return copy.textContent ?? '';
  });
  expect(text).toContain('Readers of this web page see this paragraph');
  expect(text).not.toContain('Only the markdown version of this page');
  const twin = (await (await fetch(`${server.url}/components.md`)).text()).replace(/^```[\s\S]*?^```/gm, '');
  expect(twin).toContain('Only the markdown version of this page (for AI tools) contains this paragraph.');
  expect(twin).not.toContain('Readers of this web page see this paragraph');
});
