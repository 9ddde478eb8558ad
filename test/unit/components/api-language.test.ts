// The API components word their labels in the page's language, as the chrome does (the layout leaves
// the page's UI strings in Astro.locals); with no page language they keep their English words.
import { rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import SchemaFields from '../../../components/api/SchemaFields.astro';
import ApiUnavailable from '../../../components/api/ApiUnavailable.astro';
import ApiOperation from '../../../components/api/ApiOperation.astro';
import { es } from '../../../src/i18n/strings/es.ts';
import { fr } from '../../../src/i18n/strings/fr.ts';
import type { SchemaNode } from '../../../src/openapi/schema-tree.ts';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView, type OperationView } from '../../../src/openapi/view.ts';
import { writeDocsFolder } from '../../support/docs-folder.ts';
import { renderComponent } from './render.ts';

const spanish = { 'docsmith:strings': es };
/** What a reader or a screen reader gets: text and the attributes that name things. */
const words = (html: string) => [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/>([^<]+)<|aria-label="([^"]*)"/g)].map((m) => (m[1] ?? m[2])!.trim()).filter(Boolean);

const status: SchemaNode = { name: 'status', type: 'string', enum: ['active', 'paused'], constraints: ['min length 1'], readOnly: true };
const pet: SchemaNode = { name: 'pet', type: 'object', variants: { kind: 'anyOf', options: [{ type: 'string' }, { type: 'integer' }] } };
const owner: SchemaNode = { name: 'owner', type: 'object', lazy: { name: 'Owner', key: 'owner' } };
const failure = { source: 'https://api.example.com/openapi.json', message: 'fetch failed' };

describe('API components on a Spanish page', () => {
  test('SchemaFields: allowed values, constraints, access, variants and on-demand attributes', async () => {
    const { html } = await renderComponent(SchemaFields, { nodes: [status, pet, owner], kind: 'response' }, {}, spanish);
    const said = words(html);
    for (const word of ['Valores permitidos', 'Restricciones', 'Acceso', 'solo lectura', 'Cualquiera de', 'Mostrar atributos de Owner', 'Cargando…']) expect(said).toContain(word);
    for (const english of ['Allowed values', 'Constraints', 'Access', 'read-only', 'Any of', 'Show Owner attributes']) expect(said).not.toContain(english);
  });

  test('ApiUnavailable: the heading and the sentence around the source', async () => {
    const { html } = await renderComponent(ApiUnavailable, { failure }, {}, spanish);
    expect(words(html)).toContain('Descripción de la API no disponible');
    expect(html).toContain('<p>La descripción OpenAPI <code>https://api.example.com/openapi.json</code> no se pudo cargar al compilar este sitio: fetch failed.</p>');
  });
});

describe('API components on an English page', () => {
  test('keep their English words', async () => {
    const { html } = await renderComponent(SchemaFields, { nodes: [status, pet], kind: 'response' }, {});
    for (const word of ['Allowed values', 'Constraints', 'Access', 'read-only', 'Any of']) expect(words(html)).toContain(word);
    const unavailable = await renderComponent(ApiUnavailable, { failure: { ...failure, message: "it's <gone>" } });
    expect(unavailable.html).toContain('<p>The OpenAPI description <code>https://api.example.com/openapi.json</code> could not be loaded when this site was built: it&#39;s &lt;gone&gt;.</p>');
  });
});

/** An operation any one of two schemes authorises: its page says so before listing them. */
async function eitherKeyOperation(): Promise<OperationView> {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Lamps', version: '1' },
    paths: { '/lamps': { get: { summary: 'List lamps', security: [{ key: [] }, { token: [] }], responses: { '200': { description: 'OK' } } } } },
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, token: { type: 'http', scheme: 'bearer' } } },
  };
  const root = writeDocsFolder({ 'openapi.json': JSON.stringify(spec) });
  try {
    const loaded = (await loadSpecs(root, ['openapi.json'])).specs[0]!;
    return operationView(loaded, operationsOf(loaded)[0]!);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('a label that ends with a colon follows the page language', () => {
  test('"Any one of:" in English, "Au moins un parmi\u00a0:" (no-break space) in French, fr-CA too', async () => {
    const view = await eitherKeyOperation();
    const note = (html: string) => /<p class="ds-schema-note">([^<]*)<\/p>/.exec(html)?.[1];
    expect(note((await renderComponent(ApiOperation, { view })).html)).toBe('Any one of:');
    // The keys under which the layout leaves the page's words and language (src/runtime/ui-strings.ts, usePageLanguage).
    for (const tag of ['fr', 'fr-CA']) {
      const { html } = await renderComponent(ApiOperation, { view }, {}, { 'docsmith:strings': fr, 'docsmith:language': tag });
      expect(note(html), tag).toBe('Au moins un parmi\u00a0:');
    }
  });
});
