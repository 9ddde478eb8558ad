// `openapi-schema:` pages: the named component schema resolved at setup and turned into the field
// tree the page shows; unknown names warn at the page's line with a did-you-mean.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { reviveApiStore, serialiseApiStore, type ApiStore } from '../../../src/openapi/store.ts';
import { schemaForPage, type SchemaPageData } from '../../../src/openapi/render.ts';
import { parseSchemaReference } from '../../../src/openapi/schema-pages.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { scanPages } from '../../../src/content/scan.ts';
import type { SchemaNode } from '../../../src/openapi/schema-tree.ts';

const petstore = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'OK' } } } } },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        description: 'A pet in the store.',
        required: ['name'],
        properties: {
          id: { type: 'integer', format: 'int64', readOnly: true },
          name: { type: 'string', description: 'What the pet answers to.' },
          owner: { $ref: '#/components/schemas/Owner' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      Owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
    },
  },
};
const billing = { openapi: '3.0.3', info: { title: 'Billing', version: '1' }, paths: {}, components: { schemas: { Invoice: { type: 'object', properties: { total: { type: 'number' } } } } } };

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-schema-pages-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const page = (frontmatter: string, body = 'Own content.') => `---\n${frontmatter}\n---\n\n${body}\n`;

/** Name, type and required of each field, nested fields indented: what a reader sees in the tree. */
function outline(nodes: SchemaNode[] | undefined, depth = 0): string[] {
  return (nodes ?? []).flatMap((n) => [`${'  '.repeat(depth)}${n.name} ${n.type}${n.required ? ' required' : ''}`, ...outline(n.children, depth + 1)]);
}

async function prepare(files: Record<string, string>, openapi?: string[]) {
  const root = site(files);
  const { pages } = scanPages(root);
  const api = await prepareApi(root, { name: 'x', navigation: [], ...(openapi ? { openapi } : {}) } as never, pages, { apiPages: 'referenced' });
  // The routes see the store after its trip through `virtual:docsmith/api`.
  store = reviveApiStore(serialiseApiStore(api.store));
  return api;
}

let store: ApiStore;

const fieldsOf = (data: SchemaPageData | undefined) => (data && 'node' in data ? outline(data.node.children) : data);

describe('openapi-schema pages', () => {
  test('references: a schema name, optionally after the file', () => {
    expect(parseSchemaReference('Pet')).toEqual({ name: 'Pet' });
    expect(parseSchemaReference(' petstore  Pet ')).toEqual({ file: 'petstore', name: 'Pet' });
    expect(parseSchemaReference('a b c')).toBeUndefined();
  });

  test('the named schema becomes a field tree; the title defaults to its name; operations still get generated pages', async () => {
    const api = await prepare(
      {
        'petstore.json': JSON.stringify(petstore),
        'billing.json': JSON.stringify(billing),
        'models/pet.mdx': page('openapi-schema: Pet\ndescription: The pet model.'),
        'models/invoice.mdx': page('title: Invoices\nopenapi-schema: "billing Invoice"'),
      },
      ['petstore.json', 'billing.json'],
    );
    expect(api.findings.map(formatFinding)).toEqual([]);
    const pet = schemaForPage(store, 'models/pet');
    expect(pet && 'name' in pet ? [pet.name, pet.node.description] : pet).toEqual(['Pet', 'A pet in the store.']);
    expect(fieldsOf(pet)).toEqual(['name string required', 'id integer', 'owner object', '  email string', 'tags string[]']);
    expect(fieldsOf(schemaForPage(store, 'models/invoice'))).toEqual(['total number']);
    expect(api.referencedPages.map((p) => [p.id, p.title])).toEqual([['models/invoice', 'Invoices'], ['models/pet', 'Pet']]);
    // A schema page does not take the file's operations away from their generated pages.
    expect(api.generatedPages.map((p) => p.id)).toEqual(['api-reference/pets/list-pets']);
    // Named schemas of the file get fragments, so deeper levels can load on demand.
    expect([...api.store.fragments.keys()]).toEqual(expect.arrayContaining(['petstore/pet', 'petstore/owner', 'billing/invoice']));
  });

  test('an unknown name warns at its line with a did-you-mean, and the page says the schema is unavailable', async () => {
    const api = await prepare(
      {
        'petstore.json': JSON.stringify(petstore),
        'models/typo.mdx': page('title: Pets\ndescription: Typo.\nopenapi-schema: Pets'),
        'models/nofile.mdx': page('description: Wrong file.\nopenapi-schema: "shop Pet"'),
      },
      ['petstore.json'],
    );
    expect(api.findings.map(formatFinding)).toEqual([
      'models/nofile.mdx:3: openapi-schema: "shop Pet" names no OpenAPI file listed in docs.json or found in the folder (known: petstore); the page says the schema is unavailable [openapi/unknown-schema]',
      'models/typo.mdx:4: openapi-schema: "Pets" is not a schema of petstore.json; did you mean "Pet"?; the page says the schema is unavailable [openapi/unknown-schema]',
    ]);
    expect(schemaForPage(store, 'models/typo')).toEqual({ missing: 'Pets' });
    expect(schemaForPage(store, 'models/nofile')).toEqual({ missing: 'shop Pet' });
  });

  test('a file docs.json does not list is found in the folder by the reference\'s file part', async () => {
    const api = await prepare({ 'specs/billing.yaml': `openapi: 3.0.3\ninfo: { title: B, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Invoice: { type: object, properties: { total: { type: number } } }\n`, 'invoice.mdx': page('openapi-schema: billing Invoice') });
    expect(api.findings.map(formatFinding)).toEqual([]);
    expect(fieldsOf(schemaForPage(store, 'invoice'))).toEqual(['total number']);
  });
});
