// Hostile OpenAPI files: real descriptions from the shared corpus (Swagger 2.0, OpenAPI 3.0, 3.1 and
// 3.2) broken the way real files are: wrong types and nulls anywhere, missing and unknown keys,
// `$ref`s that point nowhere, at themselves or at the whole document, huge enums and deep schemas,
// odd unicode, and damaged JSON or YAML text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { CORPORA } from '../../support/paths.ts';
import { applyMutation, hostileValue, pathsOf, textDamage, damage, type Mutation } from './arbitraries.ts';

const BASES = [
  'oai-examples/v2.0/json/petstore-expanded.json',
  'oai-examples/v3.0/callback-example.json',
  'oai-examples/v3.0/link-example.json',
  'oai-examples/v3.1/webhook-example.json',
  'oai-examples/v3.1/tictactoe.json',
  'oai-examples/v3.2/3.2-tags-example.json',
].map((file) => ({ file, value: JSON.parse(readFileSync(join(CORPORA, 'openapi', file), 'utf8')) as unknown }));

/** A schema `depth` levels deep, deeper than any real description. */
function deepSchema(depth: number): unknown {
  let value: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) value = { type: 'object', properties: { [`level${i}`]: value } };
  return value;
}

/** Values only an OpenAPI file can get wrong: references, schema keywords, operations. */
const openApiHostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileValue },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      { $ref: '#/components/schemas/DoesNotExist' },
      { $ref: 'missing-file.json#/components/schemas/Pet' },
      { $ref: '#' },
      { $ref: '#/paths' },
      { $ref: '' },
      { $ref: 42 },
      { $ref: 'https://example.invalid/spec.json#/x' },
      { $ref: '#/components/schemas/~1~0%zz' },
      { allOf: [{ $ref: '#' }, { type: 'object' }] },
      { oneOf: [] },
      { anyOf: [null, 1, 'x'] },
      { type: ['string', 'null', 'object'], properties: null },
      { type: 'array' },
      { type: 'array', items: { $ref: '#/components/schemas' } },
      { type: 'object', required: 'everything', properties: { a: { type: 'mystery' } } },
      { enum: [] },
      { get: { responses: null } },
      { post: { requestBody: { content: { 'application/json': null } } } },
      { parameters: [{ in: 'nowhere', name: null }] },
      { parameters: [{ $ref: '#/components/parameters/Nope' }] },
      { '200': { content: { 'application/json': { example: { deep: [[[[[]]]]] } } } } },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => ({ type: 'string', enum: Array.from({ length: n }, (_, i) => `v${i}`) })) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 400 }).map(deepSchema) },
);

/** An OpenAPI file: one base description with 1–4 mutations, as JSON or YAML, sometimes damaged as text. */
export const openApiFile: fc.Arbitrary<{ name: string; text: string; base: string }> = fc
  .integer({ min: 0, max: BASES.length - 1 })
  .chain((index) => {
    const base = BASES[index]!;
    const paths = pathsOf(base.value);
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), path: fc.constantFrom(...paths), value: openApiHostileValue }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), path: fc.constantFrom(...paths.filter((p) => p.length > 0)) }) },
      {
        weight: 2,
        arbitrary: fc.record({
          op: fc.constant('add-key' as const),
          path: fc.constantFrom(...paths),
          key: fc.constantFrom('__proto__', 'constructor', '$ref', 'x-codeSamples', 'webhooks', 'callbacks', 'security', 'servers', 'allOf', ''),
          value: openApiHostileValue,
        }),
      },
    );
    return fc.record({
      base: fc.constant(base),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
      yaml: fc.boolean(),
      damage: fc.option(textDamage, { freq: 5 }),
    });
  })
  .map(({ base, mutations, yaml, damage: d }) => {
    let value: unknown = structuredClone(base.value);
    for (const m of mutations) value = applyMutation(value, m);
    let text = (yaml ? safeYaml(value) : JSON.stringify(value, null, 2)) ?? 'null';
    if (d) text = damage(text, d);
    return { name: yaml ? 'openapi.yaml' : 'openapi.json', text, base: base.file };
  });

/** YAML of a value; a value YAML cannot write (a lone surrogate, say) falls back to JSON, which is YAML too. */
function safeYaml(value: unknown): string {
  try {
    return stringify(value, { aliasDuplicateObjects: false });
  } catch {
    return JSON.stringify(value);
  }
}
