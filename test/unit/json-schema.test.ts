import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { docsJsonSchema, docsJsonSchemaText } from '../../src/config/json-schema.ts';

test('docs.schema.json is generated from the current zod schema (run `npm run schema`)', () => {
  expect(readFileSync(new URL('../../docs.schema.json', import.meta.url), 'utf8')).toBe(docsJsonSchemaText());
});

test('the JSON Schema describes fields for editors', () => {
  const schema = docsJsonSchema() as { properties: Record<string, { description?: string }>; required: string[] };
  expect(schema.required).toEqual(expect.arrayContaining(['name', 'navigation']));
  expect(schema.properties.colors?.description).toBe('Global theme colours, as hex colour codes.');
});
