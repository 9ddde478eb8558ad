// OpenAPI files found in the folder without being listed in docs.json, as the hosted platform finds them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { discoverDescriptions, headNamesDescription } from '../../../src/openapi/discover.ts';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import type { ScannedPage } from '../../../src/content/scan.ts';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-discover-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const BILLING_YAML = `# Billing API
openapi: 3.1.0
info:
  title: Billing
  version: "1"
paths:
  /invoices:
    get:
      operationId: listInvoices
      summary: List invoices
      responses:
        "200":
          description: OK
`;
const ORDERS_JSON = JSON.stringify({ openapi: '3.0.3', info: { title: 'Orders', version: '1' }, paths: { '/orders': { post: { operationId: 'createOrder', summary: 'Create an order', responses: { '201': { description: 'Created' } } } } } }, null, 2);
const page = (id: string, openapi: string): ScannedPage => ({ id, file: `${id}.mdx`, frontmatter: { openapi } });

describe('telling a description from other data by its first bytes', () => {
  test.each([
    ['YAML with openapi at the top level', 'openapi: 3.1.0\ninfo: {}', true],
    ['YAML Swagger 2.0, after a comment and a document marker', '# api\n---\nswagger: "2.0"', true],
    ['YAML with a quoted key', '"openapi": 3.0.0', true],
    ['YAML where openapi is nested', 'config:\n  openapi: 3.1.0', false],
    ['JSON with openapi first', '{"openapi": "3.1.0", "paths": {}}', true],
    ['JSON with swagger after other keys', '{\n  "info": {"title": "x"},\n  "swagger": "2.0"', true],
    ['JSON where openapi is nested', '{"settings": {"openapi": "3.1.0"}, "name": "x"}', false],
    ['JSON where openapi is a value', '{"kind": "openapi", "x": 1}', false],
    ['JSON with an escaped quote before the key', '{"a": "say \\"hi\\"", "openapi": "3.1.0"}', true],
    ['a list', '- openapi\n- swagger', false],
  ])('%s', (_name, head, expected) => {
    expect(headNamesDescription(head)).toBe(expected);
  });
});

describe('descriptions anywhere in the folder', () => {
  const root = site({
    'reference/specs/billing.yaml': BILLING_YAML,
    'services/orders/orders.json': ORDERS_JSON,
    'data/settings.json': JSON.stringify({ theme: 'dark', openapiEnabled: true }),
    'data/nested.yml': 'tools:\n  openapi: 3.1.0\n',
    'node_modules/pkg/openapi.json': ORDERS_JSON,
    '_drafts/openapi.yaml': BILLING_YAML,
    '.cache/openapi.yaml': BILLING_YAML,
    'dist/openapi.json': ORDERS_JSON,
    'package.json': JSON.stringify({ name: 'site', openapi: 'not a description' }),
    'mint.json': JSON.stringify({ name: 'x', navigation: [] }),
  });

  test('are found by their top-level key, outside node_modules, dot and _ folders and build output', () => {
    expect(discoverDescriptions(root)).toEqual(['reference/specs/billing.yaml', 'services/orders/orders.json']);
  });

  test('an unlisted file in a sub-folder serves "spec-name METHOD /path" pages, and gets no generated pages', async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [] } as never, [page('api/invoices', 'billing get /invoices')], { apiPages: 'referenced' });
    expect(api.findings.map(formatFinding)).toEqual([]);
    expect(api.referencedPages).toEqual([{ id: 'api/invoices', title: 'List invoices', method: 'GET', description: undefined, deprecated: false }]);
    // Only the file the reference names is loaded.
    expect(api.store.specs.map((s) => s.file)).toEqual(['reference/specs/billing.yaml']);
    expect(api.generatedPages).toEqual([]);
  });

  test('with docs.json listing another file, a page naming an unlisted one still resolves', async () => {
    const listed = site({ 'openapi.json': ORDERS_JSON.replace('/orders', '/listed'), 'more/specs/billing.yaml': BILLING_YAML });
    const api = await prepareApi(listed, { name: 'x', navigation: [], openapi: 'openapi.json' } as never, [page('api/invoices', 'billing GET /invoices')], { apiPages: 'referenced' });
    expect(api.findings.map(formatFinding)).toEqual([]);
    expect(api.referencedPages.map((p) => `${p.method} ${p.id}`)).toEqual(['GET api/invoices']);
    // The listed file keeps its generated pages; the discovered one only serves the page.
    expect(api.generatedPages.map((p) => p.id)).toEqual(['api-reference/listed/create-order']);
  });

  test('a reference without a file part uses every description found, when docs.json lists none', async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [] } as never, [page('api/order', 'POST /orders')], { apiPages: 'referenced' });
    expect(api.findings.map(formatFinding)).toEqual([]);
    expect(api.referencedPages.map((p) => `${p.method} ${p.id} ${p.title}`)).toEqual(['POST api/order Create an order']);
    expect(api.generatedPages).toEqual([]);
  });

  test('a page naming a file found nowhere says so, naming the config file read', async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [] } as never, [page('api/x', 'payments GET /x')], { apiPages: 'referenced' });
    expect(api.findings.map(formatFinding)).toEqual(['api/x.mdx:1: openapi: "payments GET /x" names no OpenAPI file listed in docs.json or found in the folder (known: none) [openapi/unknown-operation]']);
    const fromMint = await prepareApi(root, { name: 'x', navigation: [] } as never, [page('api/x', 'payments GET /x')], { apiPages: 'referenced', configFile: 'mint.json' });
    expect(fromMint.findings.map((f) => f.message)).toEqual(['openapi: "payments GET /x" names no OpenAPI file listed in mint.json or found in the folder (known: none)']);
  });

  test('the linter reads responses from the descriptions the build loaded, found as the build finds them', async () => {
    const pages = [page('api/invoices', 'billing GET /invoices'), page('api/order', 'POST /orders')];
    const api = await prepareApi(root, { name: 'x', navigation: [] } as never, pages, { apiPages: 'referenced' });
    expect(api.operationResponses('billing GET /invoices')).toEqual(['200']);
    expect(api.operationResponses('POST /orders')).toEqual(['201']);
    expect(api.operationResponses('webhook orderCreated')).toBeUndefined();
    // With a listed file, a reference without a file part looks only there, as the build does.
    const listed = await prepareApi(root, { name: 'x', navigation: [], openapi: 'services/orders/orders.json' } as never, [page('api/invoices', 'GET /invoices')], { apiPages: 'referenced' });
    expect(listed.operationResponses('GET /invoices')).toBeUndefined();
  });
});
