import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { docsJsonSchema, docsJsonSchemaText } from '../../src/config/json-schema.ts';

test('docs.schema.json is generated from the current zod schema (run `npm run schema`)', () => {
  expect(readFileSync(new URL('../../docs.schema.json', import.meta.url), 'utf8')).toBe(docsJsonSchemaText());
});

test('the JSON Schema describes both formats for editors', () => {
  type Branch = { properties: Record<string, { description?: string; type?: string }>; required: string[] };
  const [legacy, current] = (docsJsonSchema() as { anyOf: Branch[] }).anyOf;
  expect(legacy!.required).toEqual(expect.arrayContaining(['name', 'navigation']));
  expect(legacy!.properties.colors?.description).toBe('Global theme colours, as hex colour codes.');
  expect(legacy!.properties.navigation?.type).toBe('array');
  expect(current!.required).toEqual(expect.arrayContaining(['name', 'navigation', 'theme', 'colors']));
  expect(current!.properties.navigation?.type).toBe('object');
  expect(current!.properties.navbar?.description).toBe('Top bar links and call to action.');
});
