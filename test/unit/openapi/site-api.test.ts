// Which operations get pages, where they go in the sidebar, and what is reported about references.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import type { ScannedPage } from '../../../src/content/scan.ts';

const spec = (title: string, paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ openapi: '3.1.0', info: { title, version: '1' }, paths, ...extra });
const op = (operationId: string, tags: string[] = []) => ({ operationId, tags, summary: operationId, responses: { '200': { description: 'OK' } } });

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-api-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

const page = (id: string, openapi?: string, title?: string): ScannedPage => ({ id, file: `${id}.mdx`, frontmatter: { ...(openapi ? { openapi } : {}), ...(title ? { title } : {}) } });

describe('generated pages and navigation', () => {
  const root = site({
    'pets.json': spec('Pets', { '/pets': { get: op('listPets', ['Pets']), post: op('createPet', ['Pets']) }, '/stores/{id}': { get: op('getStore', ['Stores']) }, '/health': { get: { responses: {} } } }, { tags: [{ name: 'Stores' }, { name: 'Pets' }] }),
    'users.json': spec('Users', { '/users': { get: op('listUsers', ['Users']), post: op('createUser', ['Users']) } }),
  });

  test('an unreferenced file gets a section grouped by tag in the file order; a referenced one gets none', async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [], openapi: ['/pets.json', 'users.json'] } as never, [page('reference/users', 'users GET /users')], { apiPages: 'referenced' });
    expect(api.groups.map((g) => [g.label, g.entries.map((e) => (e as { id: string }).id)])).toEqual([
      ['Stores', ['api-reference/stores/get-store']],
      ['Pets', ['api-reference/pets/list-pets', 'api-reference/pets/create-pet']],
      ['health', ['api-reference/health/get-health']],
    ]);
    expect(api.referencedPages).toEqual([{ id: 'reference/users', title: 'listUsers', method: 'GET', description: undefined, deprecated: false }]);
    expect(api.bases).toEqual(['api-reference']);
    // Schema findings leave the operation renderable: a warning naming the place.
    expect(api.findings.map(formatFinding)).toEqual(['pets.json: /paths/~1health/get/responses: minProperties must NOT have fewer than 1 properties [openapi/invalid]']);
  });

  test("apiPages: 'all' gives the referenced file's other operations pages too", async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [], openapi: ['pets.json', 'users.json'] } as never, [page('reference/users', 'users GET /users')], { apiPages: 'all' });
    expect(api.generatedPages.map((p) => p.id)).toContain('api-reference/users/create-user');
    expect(api.generatedPages.map((p) => p.id)).not.toContain('api-reference/users/list-users');
  });

  test('openapi on a tab puts its pages under the tab url', async () => {
    const api = await prepareApi(root, { name: 'x', navigation: [], tabs: [{ name: 'API', url: 'api', openapi: 'users.json' }] } as never, [], { apiPages: 'referenced' });
    expect(api.generatedPages.map((p) => `${p.method} ${p.id}`)).toEqual(['GET api/users/list-users', 'POST api/users/create-user']);
  });

  test('collisions, duplicate operationIds, unknown and ambiguous references are reported with both places', async () => {
    const dupRoot = site({
      'a.json': spec('A', { '/x': { get: op('same', ['T']) }, '/y': { get: op('same', ['T']) } }),
      'b.json': spec('B', { '/x': { get: op('other', ['T']) } }),
    });
    const api = await prepareApi(dupRoot, { name: 'x', navigation: [], openapi: ['a.json', 'b.json'] } as never, [page('api-reference/t/same'), page('ref/x', 'GET /x'), page('ref/nope', 'GET /nope'), page('ref/c', 'c GET /x')], { apiPages: 'all' });
    expect(api.findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "a.json: /paths/~1y/get: operationId "same" is also used at /paths/~1x/get [openapi/duplicate-operation-id]",
        "ref/x.mdx:1: openapi: "GET /x" matches a.json#/paths/~1x/get and b.json#/paths/~1x/get; using the first (write "a GET /x" to choose) [openapi/ambiguous-reference]",
        "ref/nope.mdx:1: openapi: "GET /nope" matches no operation in a.json, b.json [openapi/unknown-operation]",
        "ref/c.mdx:1: openapi: "c GET /x" names no OpenAPI file listed in docs.json or found in the folder (known: a, b) [openapi/unknown-operation]",
        "a.json: /paths/~1y/get: its generated page /api-reference/t/same/ would replace the page api-reference/t/same; the page is kept and the operation gets no generated page [openapi/page-collision]",
      ]
    `);
  });
});

describe('remote descriptions', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/api.example.com/openapi.json') {
        res.setHeader('content-type', 'application/json');
        res.end(spec('Remote', { '/ping': { get: op('ping', ['Health']) } }));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a URL is downloaded through the cached fetcher; offline without a copy it is a warning and a notice page', async () => {
    const root = site({});
    const env = { ...process.env };
    try {
      process.env.DOCSMITH_CACHE_DIR = join(root, '.cache');
      process.env.DOCSMITH_OFFLINE = '0';
      process.env.DOCSMITH_FETCH_BASE = base;
      const online = await prepareApi(root, { name: 'x', navigation: [], openapi: 'https://api.example.com/openapi.json' } as never, [], { apiPages: 'referenced' });
      expect(online.generatedPages.map((p) => p.id)).toEqual(['api-reference/health/ping']);

      process.env.DOCSMITH_CACHE_DIR = join(root, '.empty-cache');
      process.env.DOCSMITH_OFFLINE = '1';
      const offline = await prepareApi(root, { name: 'x', navigation: [], openapi: 'https://api.example.com/openapi.json' } as never, [], { apiPages: 'referenced' });
      expect(offline.findings.map(formatFinding)).toEqual([
        'https://api.example.com/openapi.json: offline (DOCSMITH_OFFLINE=1) and no cached copy of https://api.example.com/openapi.json; its pages show "description unavailable" [openapi/unavailable]',
      ]);
      expect(offline.generatedPages).toEqual([{ id: 'api-reference/openapi', title: 'openapi (unavailable)', method: '' }]);
    } finally {
      process.env = env;
    }
  });
});

describe('the shared sites', () => {
  test.each([
    ['mem0', 'mint.json', ['memories_read', 'memories_delete']],
    ['triggerdev', 'mint.json', []],
  ])('%s: every openapi: page finds its operation; with apiPages all, every operation has a page', async (name, configFile, duplicates) => {
    const { CORPORA } = await import('../../support/paths.ts');
    const { scanPages } = await import('../../../src/content/scan.ts');
    const { readFileSync } = await import('node:fs');
    const root = join(CORPORA, 'mintlify-sites', name);
    const config = JSON.parse(readFileSync(join(root, configFile), 'utf8'));
    const { pages } = scanPages(root);
    const referenced = pages.filter((p) => typeof p.frontmatter.openapi === 'string');
    const api = await prepareApi(root, config, pages, { apiPages: 'all' });
    // The only findings besides schema warnings: operationIds the file really uses twice.
    const other = api.findings.filter((f) => f.rule !== 'openapi/invalid');
    expect(other.map((f) => [f.rule, /"([^"]+)"/.exec(f.message)?.[1]])).toEqual(duplicates.map((d) => ['openapi/duplicate-operation-id', d]));
    expect(api.referencedPages.length).toBe(referenced.length);
    const { operationsOf } = await import('../../../src/openapi/operations.ts');
    const total = api.store.specs.reduce((n, s) => n + operationsOf(s).length, 0);
    const covered = new Set([...api.store.generated.map((g) => `${g.op.file} ${g.op.pointer}`), ...[...api.store.pageOperations.values()].flatMap((v) => ('op' in v ? [`${v.op.file} ${v.op.pointer}`] : []))]);
    expect(covered.size).toBe(total);
  }, 120_000);
});
