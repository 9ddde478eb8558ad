// In `astro dev` there is no search index yet: the dialog opens and says where search works, and
// the markdown outputs are served already.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDevServer('links-base');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('the search dialog says search is available in the built site', async () => {
  const page = await browser.newPage();
  await page.goto(server.url + '/guides/heron/');
  await page.getByRole('button', { name: /Search/ }).waitFor();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByText('Search is available in the built site').waitFor();
  await dialog.getByRole('combobox').fill('pelican');
  await expect(dialog.getByRole('status').textContent()).resolves.toContain('available in the built site');
  await page.close();
});

test('the .md twin and llms.txt are served in dev too', async () => {
  const twin = await fetch(server.url + '/guides/pelican.md');
  expect(twin.headers.get('content-type')).toContain('text/markdown');
  expect(await twin.text()).toBe('# Pelicans\n\n> Large water birds.\n\n## Diet\n\nPelicans scoop fish with a throat pouch called a gular sac.\n');
  expect(await (await fetch(server.url + '/llms.txt')).text()).toContain('- [Herons](https://example.org/docs/guides/heron.md): Wading birds.');
});
