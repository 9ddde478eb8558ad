// A reader uses the API reference: operation pages reached from the sidebar, every parameter,
// status and sample language shown, the base URL selector rewriting every sample, and the small
// fixtures (hostile descriptions, circular schemas, broken files) built as real sites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { buildSite } from '../support/build-site.ts';
import { seriousViolations } from './chrome-axe.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}/`, import.meta.url));

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

describe('the example site API reference', () => {
  test('operation pages are reachable from the sidebar, with their method badge', async () => {
    const page = await browser.newPage();
    // The generated section lives under the API Reference anchor (its url is api-reference).
    await page.goto(server.url + '/api-reference/introduction/');
    const link = page.locator('.ds-sidebar a', { hasText: 'List services' });
    await expect(link.locator('.ds-method').textContent()).resolves.toBe('GET');
    await link.click();
    await page.waitForURL('**/api-reference/services/list-services/');
    await expect(page.locator('h1').textContent()).resolves.toBe('List services');
    await expect(page.locator('.ds-sidebar [aria-current="page"]').textContent()).resolves.toContain('List services');
    await page.close();
  });

  test('"Copy page" on a generated operation page copies its markdown twin, which llms.txt lists', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(server.url + '/api-reference/services/create-service/');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await fetch(server.url + '/api-reference/services/create-service.md')).text();
    expect(copied).toBe(twin);
    expect(twin.startsWith('# Create a service\n\n`POST https://api.example.com/v2/services`\n')).toBe(true);
    for (const heading of ['## Authorization', '## Body (required)', '## Responses', '### 201 (`application/json`)', '### 422 (`application/json`)', '## Example request']) {
      expect(twin).toContain(`\n${heading}\n`);
    }
    expect(twin).toContain('- `name` (string, required)');
    expect(twin).toContain("--header 'Authorization: Bearer <API_KEY>'");
    const llms = await (await fetch(server.url + '/llms.txt')).text();
    expect(llms).toContain('- [Create a service](https://docs.example.com/api-reference/services/create-service.md): POST /services\n');
    const full = await (await fetch(server.url + '/llms-full.txt')).text();
    expect(full).toContain(twin.trimEnd());
    await context.close();
  });

  test('the page actions sit in one place at every width: above the title, at its right edge; the title keeps the full width', async () => {
    const cases = ['/api-reference/deployments/create-deployment/', '/api-reference/billing/get-invoice/', '/quickstart/'].flatMap((path) =>
      [1280, 390].map((width) => ({ path, width })),
    );
    for (const { path, width } of cases) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(server.url + path);
      const layout = await page.evaluate(() => {
        const title = document.querySelector('.ds-page-title')!;
        const box = title.getBoundingClientRect();
        const actions = document.querySelector('.ds-copy-page')!.getBoundingClientRect();
        const heading = document.querySelector('.ds-page-heading')!.getBoundingClientRect();
        return {
          lines: Math.round(box.height / parseFloat(getComputedStyle(title).lineHeight)),
          above: actions.bottom <= box.top,
          rightAligned: Math.abs(actions.right - heading.right) < 1,
          fullWidth: box.width === heading.width,
        };
      });
      expect({ path, width, ...layout }).toEqual({ path, width, lines: 1, above: true, rightAligned: true, fullWidth: true });
      await page.close();
    }
  });

  test('the markdown twin of an openapi: page holds the operation, then the page\'s own content', async () => {
    const twin = await (await fetch(server.url + '/api-reference/billing/get-invoice.md')).text();
    expect(twin.startsWith('# Get an invoice\n\n> Fetch one invoice with its line items.\n\n`GET https://api.example.com/v2/invoices/{invoice_id}`\n')).toBe(true);
    const order = ['## Path parameters', '## Query parameters', '## Responses', '## Example request', '## Amounts'].map((h) => twin.indexOf(`\n${h}\n`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(twin).toContain("--header 'X-Api-Key: <API_KEY>'");
  });

  test('a generated page shows every parameter, every response status and the samples in four languages', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/services/list-services/');
    const names = await page.locator('section[aria-labelledby="parameters-query"] .ds-field-name').allTextContents();
    expect(names).toEqual(['limit', 'cursor', 'status']);
    const statuses = await page.locator('.ds-api-response .ds-api-status').allTextContents();
    expect(statuses).toEqual(['200', '401']);
    const tabs = await page.locator('.ds-api-example--request [role="tab"]').allTextContents();
    expect(tabs).toEqual(['cURL', 'JavaScript', 'Python', 'Go']);
    await page.locator('.ds-api-example--request').getByRole('tab', { name: 'Python' }).click();
    const python = page.locator('[data-ds-api-sample][data-language="python"]');
    await expect(python.isVisible()).resolves.toBe(true);
    await expect(python.textContent()).resolves.toContain('"Authorization": "Bearer <API_KEY>"');
    await expect(page.locator('.ds-api-example--response [role="tab"]').allTextContents()).resolves.toEqual(['200', '401']);
    const playground = JSON.parse((await page.locator('script[data-docsmith-playground]').textContent()) ?? '{}');
    expect([playground.method, playground.path, playground.parameters.map((p: { name: string }) => p.name)]).toEqual(['GET', '/services', ['limit', 'cursor', 'status']]);
    await expect(page.locator('[data-docsmith-playground-mount]').count()).resolves.toBe(1);
    await page.close();
  });

  test('the base URL selector changes the URL in every sample', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/services/create-service/');
    const samples = page.locator('[data-ds-api-sample]');
    for (const text of await samples.allTextContents()) expect(text).toContain('https://api.example.com/v2/services');
    await page.locator('[data-ds-base-url-select]').selectOption('https://sandbox.example.com/v2');
    for (const text of await samples.allTextContents()) {
      expect(text).toContain('https://sandbox.example.com/v2/services');
      expect(text).not.toContain('https://api.example.com/v2');
    }
    await expect(page.locator('[data-ds-base-url-text]').textContent()).resolves.toBe('https://sandbox.example.com/v2');
    await page.close();
  });

  test('deeper named schemas load when expanded', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/services/list-services/');
    const lazy = page.locator('details[data-ds-fragment]', { hasText: 'Show Service attributes' }).first();
    await lazy.locator('summary').click();
    const fields = lazy.locator('docsmith-schema-fragment .ds-field-name');
    await fields.first().waitFor();
    expect(await fields.allTextContents()).toEqual(expect.arrayContaining(['name', 'source', 'id', 'status']));
    await page.close();
  });

  test('oneOf variants are selectable', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/services/create-service/');
    const body = page.locator('section[aria-labelledby="body"]');
    const variants = body.locator('docsmith-variants').first();
    await variants.getByRole('button', { name: 'Repository' }).click();
    await expect(variants.locator('.ds-variant-panel[data-variant="1"]').isVisible()).resolves.toBe(true);
    await expect(variants.locator('.ds-variant-panel[data-variant="0"]').isVisible()).resolves.toBe(false);
    await page.close();
  });

  test('an openapi: page renders the operation, then its own content', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/billing/get-invoice/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Get an invoice');
    const text = (await page.locator('.ds-content').textContent()) ?? '';
    expect(text.indexOf('invoice_id')).toBeGreaterThan(-1);
    expect(text.indexOf('invoice_id')).toBeLessThan(text.indexOf('Invoices are final once issued'));
    await expect(page.locator('.ds-sidebar [aria-current="page"] .ds-method').textContent()).resolves.toBe('GET');
    await page.close();
  });
});

describe('an openapi-schema: page (api-reference/service.mdx: "acme Service")', () => {
  test('shows the schema as the field tree operation pages use, then its own content; the title is the schema name', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/api-reference/service/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Service');
    await expect(page.locator('.ds-sidebar [aria-current="page"]').textContent()).resolves.toContain('Service');
    const schema = page.locator('.ds-api-schema');
    // allOf merged (ServiceInput's fields and the service's own), required fields first.
    const fields = schema.locator(':scope > .ds-schema-field');
    const topLevel = await fields.evaluateAll((all) =>
      all.map((f) => {
        const head = f.querySelector('.ds-field-head')!;
        return `${head.querySelector('.ds-field-name')!.textContent}${head.querySelector('.ds-badge--required') ? ' (required)' : ''}`;
      }),
    );
    expect(topLevel).toEqual([
      'name (required)',
      'source (required)',
      'id (required)',
      'status (required)',
      'region',
      'env',
      'url',
      'created_at',
      'latest_deployment',
    ]);
    // The oneOf of `source` is selectable, as on operation pages.
    const source = fields.nth(topLevel.indexOf('source (required)'));
    await expect(source.locator('.ds-variant-tab').allTextContents()).resolves.toEqual(['Image', 'Repository']);
    await source.getByRole('button', { name: 'Repository' }).click();
    await expect(source.locator('.ds-variant-panel:visible .ds-field-name').allTextContents()).resolves.toEqual(expect.arrayContaining(['repository']));
    // The page's own content follows the fields.
    const text = (await page.locator('.ds-content').textContent()) ?? '';
    expect(text.indexOf('latest_deployment')).toBeGreaterThan(-1);
    expect(text.indexOf('latest_deployment')).toBeLessThan(text.indexOf('A service is running once'));
    // The table of contents lists the fields first, then the page's own sections, and its link lands on them.
    await expect(page.locator('.ds-toc a').allTextContents()).resolves.toEqual(['Service fields', 'Lifecycle']);
    await page.locator('.ds-toc a', { hasText: 'Service fields' }).click();
    await page.waitForURL('**#schema-fields');
    await page.close();
  });
});

describe('accessibility of API pages', () => {
  for (const path of ['/api-reference/services/create-service/', '/api-reference/billing/get-invoice/', '/api-reference/webhooks/deployment-finished/']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`axe: no serious or critical violation on ${path} in ${colorScheme} mode`, async () => {
        const page = await browser.newPage({ colorScheme });
        await page.goto(server.url + path);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }
});

describe('fixture sites', () => {
  test('hostile descriptions: nothing runs and nothing hostile is written', async () => {
    const site = buildSite({ copyFrom: fixture('openapi-xss') });
    expect(site.status, site.output).toBe(0);
    const html = readFileSync(join(site.distDir, 'api-reference/items/list-items/index.html'), 'utf8');
    // The operation's part of the page: everything generated from the hostile file.
    const main = html.slice(html.indexOf('<div class="ds-api-operation"'), html.indexOf('</main>'));
    expect(main.length).toBeGreaterThan(1000);
    // A rejected javascript: link stays visible as plain text; no element, attribute or URL carries code.
    expect(main).not.toMatch(/<script[^>]*>[^<]*__xss|<style|\son\w+=|href="\s*javascript:|<iframe|<svg/i);
    expect(main).toContain('<a href="https://docs.example.com/items" rel="noopener noreferrer">docs</a>');
    const local = await serveStatic(site.distDir);
    const page = await browser.newPage();
    await page.goto(local.url + '/api-reference/items/list-items/');
    await expect(page.evaluate(() => (window as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
    await page.close();
    await local.close();
  });

  test('circular schemas build and show a labelled back-reference', () => {
    const site = buildSite({ copyFrom: fixture('openapi-circular') });
    expect(site.status, site.output).toBe(0);
    const html = readFileSync(join(site.distDir, 'api-reference/pets/get-pet/index.html'), 'utf8');
    expect(html).toContain('circular: Pet');
    expect(html).toContain('circular: Person');
  });

  test('a broken description fails the build naming the file and the place', () => {
    const site = buildSite({ copyFrom: fixture('openapi-broken') });
    expect(site.status).not.toBe(0);
    expect(site.output).toContain('specs/bad-yaml.yaml:9:1: cannot be parsed: Flow sequence in block collection must be sufficiently indented and end with a ] [openapi/unparseable]');
    expect(site.output).toContain('specs/missing-ref.json: /paths/~1orders/get/responses/200/content/application~1json/schema/$ref: "#/components/schemas/Order" cannot be resolved');
  });
});
