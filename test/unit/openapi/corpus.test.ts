// The operation model over every OpenAPI file of the shared corpus and of both shared sites: every
// operation yields a page view, with the details each description is known for.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { CORPORA } from '../../support/paths.ts';
import { casesFound } from '../../support/cases.ts';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView, type OperationView } from '../../../src/openapi/view.ts';
import { playgroundSpecFor } from '../../../src/openapi/playground.ts';
import type { LoadedSpec } from '../../../src/openapi/types.ts';

const OPENAPI = join(CORPORA, 'openapi');
/** Entry files: every JSON/YAML description except the parts of the multi-file petstore. */
const entries = casesFound(
  globSync(['**/*.json', '**/*.yaml', '**/*.yml'], { cwd: OPENAPI })
    .filter((f) => !/petstore-separate\/(common|spec\/(NewPet|Pet|parameters))/.test(f))
    .sort(),
  `OpenAPI files in ${OPENAPI}`,
);

async function load(root: string, file: string): Promise<LoadedSpec> {
  const result = await loadSpecs(root, [file]);
  expect(result.failures, `${file}: ${JSON.stringify(result.failures)}`).toEqual([]);
  expect(result.findings.filter((f) => f.rule !== 'openapi/invalid')).toEqual([]);
  return result.specs[0]!;
}

function viewsOf(spec: LoadedSpec): OperationView[] {
  return operationsOf(spec).map((op) => operationView(spec, op));
}

describe('every file of the OpenAPI corpus', () => {
  test.each(entries.filter((f) => !f.includes('stripe')))('%s: every operation has a page view', async (file) => {
    const spec = await load(OPENAPI, file);
    const views = viewsOf(spec);
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      expect(view.title).toBeTruthy();
      if (view.ref.kind === 'operation') expect(view.samples.map((s) => s.label)).toEqual(expect.arrayContaining(['cURL', 'JavaScript', 'Python', 'Go']));
      expect(JSON.stringify(view)).not.toContain('"broken"');
    }
    // Only stops a hung run on a busy machine; nothing here measures time.
  }, 120_000);
});

describe('what each description is known for', () => {
  test('Swagger 2.0 multi-file petstore: parameters and schemas from other files', async () => {
    const spec = await load(OPENAPI, 'oai-examples/v2.0/json/petstore-separate/spec/swagger.json');
    expect(spec.converted).toBe(true);
    expect([...spec.documents.keys()].sort()).toEqual([
      'oai-examples/v2.0/json/petstore-separate/common/Error.json',
      'oai-examples/v2.0/json/petstore-separate/spec/NewPet.json',
      'oai-examples/v2.0/json/petstore-separate/spec/Pet.json',
      'oai-examples/v2.0/json/petstore-separate/spec/parameters.json',
      'oai-examples/v2.0/json/petstore-separate/spec/swagger.json',
    ]);
    const findPets = viewsOf(spec).find((v) => v.ref.operationId === 'findPets')!;
    expect(findPets.servers).toEqual([{ url: 'http://petstore.swagger.io/api' }]);
    expect(findPets.parameters.query.map((p) => [p.name, p.node.type])).toEqual([
      ['tags', 'string[]'],
      ['limit', 'integer'],
    ]);
    const ok = findPets.responses.find((r) => r.status === '200')!;
    expect(ok.contents[0]!.node!.type).toBe('Pet[]');
    expect(ok.contents[0]!.node!.children!.map((c) => `${c.name}${c.required ? '*' : ''}`)).toEqual(['id*', 'name*', 'tag']);
    const error = findPets.responses.find((r) => r.status === 'default')!;
    expect(error.contents[0]!.node!.children!.map((c) => c.name)).toEqual(['code', 'message']);
  });

  test('Swagger 2.0 YAML petstore: body parameter becomes a request body', async () => {
    const spec = await load(OPENAPI, 'oai-examples/v2.0/yaml/petstore-expanded.yaml');
    const addPet = viewsOf(spec).find((v) => v.ref.operationId === 'addPet')!;
    expect(addPet.requestBody!.contents[0]!.mediaType).toBe('application/json');
    expect(addPet.requestBody!.contents[0]!.node!.children!.map((c) => c.name)).toEqual(['name', 'tag']);
  });

  test('3.0 callbacks are listed and links do not break the model', async () => {
    const callbacks = viewsOf(await load(OPENAPI, 'oai-examples/v3.0/callback-example.yaml'));
    expect(callbacks.flatMap((v) => v.callbacks)).toEqual(['onData']);
    const links = viewsOf(await load(OPENAPI, 'oai-examples/v3.0/link-example.yaml'));
    expect(links.map((v) => `${v.method} ${v.path}`)).toMatchInlineSnapshot(`
      [
        "GET /2.0/users/{username}",
        "GET /2.0/repositories/{username}",
        "GET /2.0/repositories/{username}/{slug}",
        "GET /2.0/repositories/{username}/{slug}/pullrequests",
        "GET /2.0/repositories/{username}/{slug}/pullrequests/{pid}",
        "POST /2.0/repositories/{username}/{slug}/pullrequests/{pid}/merge",
      ]
    `);
  });

  test('3.1 webhooks become pages', async () => {
    const spec = await load(OPENAPI, 'oai-examples/v3.1/webhook-example.yaml');
    const [hook] = viewsOf(spec);
    expect(hook!.ref.kind).toBe('webhook');
    expect(hook!.path).toBe('newPet');
    expect(hook!.requestBody!.contents[0]!.node!.children!.map((c) => c.name)).toEqual(['id', 'name', 'tag']);
    // The API sends a webhook to the reader's server: there is nothing to try against the API.
    expect(playgroundSpecFor(hook!)).toBeUndefined();
  });

  test('3.1 tictactoe: security alternatives and path-level parameters', async () => {
    const views = viewsOf(await load(OPENAPI, 'oai-examples/v3.1/tictactoe.yaml'));
    const put = views.find((v) => v.method === 'PUT')!;
    expect(put.parameters.path.map((p) => p.name)).toEqual(['row', 'column']);
    expect(put.security.length).toBeGreaterThan(1);
  });

  test('Twilio: form bodies and HTTP basic auth', { timeout: 120_000 }, async () => {
    const spec = await load(OPENAPI, 'twilio/twilio_api_v2010.json');
    const views = viewsOf(spec);
    const create = views.find((v) => v.ref.operationId === 'CreateMessage')!;
    expect(create.requestBody!.contents[0]!.mediaType).toBe('application/x-www-form-urlencoded');
    expect(create.requestBody!.contents[0]!.node!.children!.map((c) => c.name)).toContain('To');
    const curl = create.samples.find((s) => s.label === 'cURL')!.code;
    expect(curl).toContain(`--user '<USERNAME>:<PASSWORD>'`);
    expect(curl).toContain(`--data-urlencode 'To=`);
    expect(create.samples.find((s) => s.label === 'Python')!.code).toContain(`auth=("<USERNAME>", "<PASSWORD>")`);
  });

  test('Stripe: 417 operations, bounded trees and examples', async () => {
    const spec = await load(OPENAPI, 'stripe/spec3.json');
    const ops = operationsOf(spec);
    expect(ops.length).toBe(417);
    const customers = operationView(spec, ops.find((o) => o.operationId === 'PostCustomers')!, {
      fragmentKey: (at) => (/^\/components\/schemas\/[^/]+$/.test(at.pointer) ? at.pointer : undefined),
    });
    expect(customers.requestBody!.contents[0]!.mediaType).toBe('application/x-www-form-urlencoded');
    expect(customers.samples.find((s) => s.label === 'cURL')!.code).toContain(`--header 'Authorization: Bearer <API_KEY>'`);
    // Whatever the density of links between schemas, a page's model stays small.
    expect(JSON.stringify(customers).length).toBeLessThan(250_000);
    for (const response of customers.responses) for (const c of response.contents) expect(c.example!.text.length).toBeLessThanOrEqual(20_100);
  }, 120_000);
});

describe('the shared sites', () => {
  test('mem0 openapi.json and triggerdev openapi.yml + v3-openapi.yaml', async () => {
    const counts: Record<string, number> = {};
    for (const [site, file] of [['mem0', 'openapi.json'], ['triggerdev', 'openapi.yml'], ['triggerdev', 'v3-openapi.yaml']] as const) {
      const spec = await load(join(CORPORA, 'mintlify-sites', site), file);
      counts[`${site}/${file}`] = viewsOf(spec).length;
    }
    expect(counts).toMatchInlineSnapshot(`
      {
        "mem0/openapi.json": 43,
        "triggerdev/openapi.yml": 1,
        "triggerdev/v3-openapi.yaml": 23,
      }
    `);
  }, 120_000);
});
