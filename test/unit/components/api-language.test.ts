// The API components word their labels in the page's language, as the chrome does (the layout leaves
// the page's UI strings in Astro.locals); with no page language they keep their English words.
import { describe, expect, test } from 'vitest';
import SchemaFields from '../../../components/api/SchemaFields.astro';
import ApiUnavailable from '../../../components/api/ApiUnavailable.astro';
import { es } from '../../../src/i18n/strings/es.ts';
import type { SchemaNode } from '../../../src/openapi/schema-tree.ts';
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
