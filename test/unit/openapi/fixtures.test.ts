// The small fixtures: hostile descriptions, circular schemas, and broken files with their messages.
import { describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { renderInlineMarkdown, renderMarkdown } from '../../../src/openapi/markdown.ts';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import type { SchemaNode } from '../../../src/openapi/schema-tree.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}/`, import.meta.url));

describe('markdown descriptions are sanitised', () => {
  test('scripts, event handlers, javascript: URLs and styles do not survive; external links get rel', () => {
    const html = renderMarkdown(
      [
        'Text <script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)">',
        '[a](javascript:alert(3)) [b](JaVaScRiPt:alert(4)) [c](https://example.com/docs) [d](/guides/intro)',
        '<style>body{display:none}</style>',
        '<p style="position:fixed" onclick="alert(5)">para</p>',
        '<iframe src="https://evil.example.com"></iframe><svg onload="alert(6)"></svg>',
      ].join('\n\n'),
      { base: '/docs', format: 'directory' },
    );
    expect(html).toMatchInlineSnapshot(`
      "<p>Text </p>
      <img src="x.png" />
      <p>[a](javascript:alert(3)) [b](JaVaScRiPt:alert(4)) <a href="https://example.com/docs" rel="noopener noreferrer">c</a> <a href="/docs/guides/intro">d</a></p>

      <p>para</p>
      "
    `);
    expect(html).not.toMatch(/<script|\son\w+=|href="\s*javascript:|<style|style=|<iframe|<svg/i);
  });

  test('inline text keeps code and emphasis', () => {
    expect(renderInlineMarkdown('Use `limit` **carefully**')).toBe('Use <code>limit</code> <strong>carefully</strong>');
  });
});

describe('the XSS fixture', () => {
  test('no hostile markup reaches any description of the operation', async () => {
    const { specs } = await loadSpecs(fixture('openapi-xss'), ['openapi.yaml']);
    const spec = specs[0]!;
    const view = operationView(spec, operationsOf(spec)[0]!);
    const descriptions = [
      view.description,
      ...view.parameters.query.map((p) => p.description),
      ...view.responses.map((r) => r.description),
      ...view.responses.flatMap((r) => r.contents.flatMap((c) => c.node?.children?.map((n) => n.description) ?? [])),
    ].map((d) => renderMarkdown(d));
    expect(descriptions.join('\n')).not.toMatch(/<script|\son\w+=|href="\s*javascript:|<style|style=|<iframe|<svg/i);
    expect(descriptions[0]).toContain('<a href="https://docs.example.com/items" rel="noopener noreferrer">docs</a>');
  });
});

function find(nodes: SchemaNode[] | undefined, name: string): SchemaNode {
  const node = nodes?.find((n) => n.name === name);
  if (!node) throw new Error(`no field ${name}`);
  return node;
}

describe('the circular fixture', () => {
  test('cycles render as labelled back-references, never as endless trees', async () => {
    const { specs } = await loadSpecs(fixture('openapi-circular'), ['openapi.json']);
    const spec = specs[0]!;
    const view = operationView(spec, operationsOf(spec)[0]!);
    const pet = view.responses[0]!.contents[0]!.node!;
    expect(pet.schemaName).toBe('Pet');
    expect(find(pet.children, 'parent')).toMatchObject({ circular: 'Pet', type: 'Pet' });
    expect(find(pet.children, 'children')).toMatchObject({ circular: 'Pet', type: 'Pet[]' });
    const owner = find(pet.children, 'owner');
    expect(owner.children!.map((c) => c.name)).toEqual(['name', 'friend', 'pets']);
    expect(find(owner.children, 'friend').circular).toBe('Person');
    expect(find(owner.children, 'pets').circular).toBe('Pet');
    expect(view.samples.length).toBe(4);
    expect(view.responses[0]!.contents[0]!.example!.text).toContain('"name"');
  });
});

describe('the broken fixture', () => {
  test('an unparseable file and an unresolvable $ref are errors naming the file and the place', async () => {
    const root = fixture('openapi-broken');
    const api = await prepareApi(root, { name: 'x', navigation: [], openapi: ['specs/bad-yaml.yaml', 'specs/missing-ref.json'] } as never, [], { apiPages: 'referenced' });
    expect(api.findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "specs/bad-yaml.yaml:9:1: cannot be parsed: Flow sequence in block collection must be sufficiently indented and end with a ] [openapi/unparseable]",
        "specs/missing-ref.json: /paths/~1orders/get/responses/200/content/application~1json/schema/$ref: "#/components/schemas/Order" cannot be resolved (specs/missing-ref.json has nothing at /components/schemas/Order) [openapi/unresolved-ref]",
      ]
    `);
  });

  test('a JSON syntax error names line and column', async () => {
    const { findings, failures } = await loadSpecs(fixture('openapi-broken'), ['/specs/bad.json']);
    expect(failures.map((f) => f.reason)).toEqual(['unparseable']);
    expect(findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "specs/bad.json:3:56: cannot be parsed: Expected double-quoted property name in JSON at position 79 [openapi/unparseable]",
      ]
    `);
  });
  test('a Swagger 2.0 file the converter cannot read is an error naming the file and the malformed place, not a crash', async () => {
    const { findings, failures, specs } = await loadSpecs(fixture('openapi-broken'), ['/specs/swagger-parameter-without-in.json']);
    expect(specs).toEqual([]);
    expect(failures.map((f) => f.reason)).toEqual(['unparseable']);
    const messages = findings.map(formatFinding);
    expect(messages.at(-1)).toBe(
      'specs/swagger-parameter-without-in.json: cannot be converted from Swagger 2.0 (Parameter object must have an "in" property); fix the places the schema findings name [openapi/unparseable]',
    );
    expect(messages.slice(0, -1).join('\n')).toContain('/paths/~1pets/get/parameters/0');
  });
});

describe('property order', () => {
  test('required first, then the file order; api.maintainOrder keeps the file order', async () => {
    const root = fileURLToPath(new URL('../../../example-site/docs/', import.meta.url));
    const { specs } = await loadSpecs(root, ['openapi/acme.yaml']);
    const spec = specs[0]!;
    const create = operationsOf(spec).find((o) => o.operationId === 'createService')!;
    const names = (maintainOrder: boolean) => operationView(spec, create, { api: { maintainOrder } }).requestBody!.contents[0]!.node!.children!.map((c) => c.name);
    expect(names(false)).toEqual(['name', 'source', 'region', 'env']);
    expect(names(true)).toEqual(['name', 'region', 'source', 'env']);
  });
});
