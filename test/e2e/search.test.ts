// A reader searches the example site: the shortcut opens the dialog, a word from another page finds
// it, Enter goes there. The dialog's code and the index load only when search first opens.
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

/** Every script URL the page requests, in order. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.(m?js|wasm)$|pagefind/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('Ctrl+K opens search, a word from another page lists it, Enter goes there', async () => {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(server.url + '/');
  await page.waitForLoadState('networkidle');
  // Before the dialog opens, neither the dialog module nor Pagefind has been fetched.
  expect(scripts.filter((url) => /pagefind|dialog/.test(url))).toEqual([]);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  const input = dialog.getByRole('combobox', { name: 'Search' });
  await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(scripts.some((url) => /dialog.*\.js$/.test(url))).toBe(true);

  await input.fill('Netlify');
  const option = dialog.getByRole('option').first();
  await option.waitFor();
  // The result opens the section where the word is.
  await expect(option.locator('.ds-search-result-title').textContent()).resolves.toBe('Static hosts › Upload');
  await expect(option.locator('.ds-search-result-group').textContent()).resolves.toBe('Guides › Deployment');
  await expect(option.locator('.ds-search-result-excerpt mark').first().textContent()).resolves.toContain('Netlify');
  expect(scripts.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);

  await input.press('Enter');
  await page.waitForURL((url) => url.pathname === '/guides/deployment/static-hosts/' && url.hash === '#upload');
  await expect(page.locator('h1').textContent()).resolves.toBe('Static hosts');
  await page.close();
});

test('`/` opens search; arrow keys move through results; hidden pages are not found', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/quickstart/');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  const input = dialog.getByRole('combobox');

  // "static" appears on several pages: ArrowDown moves the selection, and Enter opens the selected one.
  await input.fill('static');
  await dialog.getByRole('option').nth(1).waitFor();
  const options = dialog.getByRole('option');
  await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
  await input.press('ArrowDown');
  await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await options.nth(1).getAttribute('id'));
  const secondHref = await options.nth(1).getAttribute('href');
  await input.press('ArrowUp');
  await input.press('ArrowDown');

  // The changelog archive is not in navigation: its words are not in the index.
  await input.fill('Osprey');
  // The status names the term once its results are in (none is "No results").
  await dialog.getByRole('status').filter({ hasText: /“Osprey”|No results/ }).waitFor();
  await expect(dialog.locator('a[href*="changelog-archive"]').count()).resolves.toBe(0);
  await expect(dialog.getByText('Changelog archive').count()).resolves.toBe(0);

  await input.fill('static');
  await dialog.getByRole('option').nth(1).waitFor();
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname + url.hash === secondHref);

  // Escape closes the dialog and gives focus back.
  await page.keyboard.press('/');
  await page.getByRole('dialog', { name: 'Search' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.close();
});

test('the search button opens the dialog, and `/` typed in the search field stays in it', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/');
  await page.getByRole('button', { name: /Search/ }).click();
  const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
  await input.waitFor();
  await input.press('a');
  await input.press('/');
  await expect(input.inputValue()).resolves.toBe('a/');
  await page.close();
});

test('the open dialog with results has no accessibility violations, in both colour modes', async () => {
  const axePath = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));
  for (const theme of ['light', 'dark']) {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
    await input.fill('static');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('option').first().waitFor();
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run({ include: ['.ds-search-dialog', '.ds-topbar'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, theme).toEqual([]);
    await page.close();
  }
});

test('on a phone, results with an endpoint URL stay inside the dialog', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(server.url + '/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('service');
  await dialog.getByRole('option').nth(2).waitFor();
  const excerpts = await dialog.locator('.ds-search-result-excerpt').evaluateAll((spans) =>
    spans.map((span) => ({ text: span.textContent, wider: span.scrollWidth > span.clientWidth + 1 || span.getBoundingClientRect().right > innerWidth })),
  );
  expect(excerpts.some((e) => e.text?.includes('https://api.example.com/v2/services'))).toBe(true);
  expect(excerpts.filter((e) => e.wider)).toEqual([]);
  await page.close();
});
