// Cases the fuzz tests found, kept as plain examples with their expected messages.
import { describe, expect, test } from 'vitest';
import { DocsmithUserError, validateDocsConfig } from '../../../src/config/load.ts';

function messageOf(text: string): string {
  try {
    validateDocsConfig(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DocsmithUserError);
    return (error as Error).message;
  }
  throw new Error('expected validation to fail');
}

describe('fuzz findings in docs.json', () => {
  test('navigation groups nested a thousand deep give a placed message, not a stack overflow', () => {
    let group: unknown = { group: 'leaf', pages: ['index'] };
    for (let i = 0; i < 1000; i++) group = { group: `g${i}`, pages: [group] };
    const text = JSON.stringify({ name: 'Acme', navigation: [group] });
    expect(messageOf(text)).toMatch(/^docs\.json:1:\d+: navigation\[0\](?:\.pages(?:\[0\])?)+: nested more than 64 levels deep$/);
  });

  test('a deeply nested array in any field gets the same message', () => {
    const versions = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    expect(messageOf(`{"name": "Acme", "navigation": [], "versions": ${versions}}`)).toMatch(/^docs\.json(?::1:\d+)?: versions(?:\[0\])+: nested more than 64 levels deep$/);
  });

  test('ordinary nesting still validates', () => {
    let group: unknown = { group: 'leaf', pages: ['index'] };
    for (let i = 0; i < 10; i++) group = { group: `g${i}`, pages: [group] };
    expect(validateDocsConfig(JSON.stringify({ name: 'Acme', navigation: [group] })).config.name).toBe('Acme');
  });
});

describe('fuzz findings in placing messages', () => {
  test('thousands of duplicate navigation entries are each placed (the tree is parsed once per text)', async () => {
    const { buildNavigation } = await import('../../../src/navigation/model.ts');
    const { placeOfPath } = await import('../../../src/config/json-location.ts');
    const text = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: Array.from({ length: 5000 }, () => 'index') }] }, null, 1);
    const { config } = validateDocsConfig(text);
    const nav = buildNavigation({ navigation: config.navigation, pageIds: new Set(['index']), locate: (p) => placeOfPath(text, p) });
    expect(nav.findings).toHaveLength(4999);
    expect(nav.findings.at(-1)).toMatchObject({ rule: 'nav/duplicate-page', line: 5006, column: 5 });
  });

  test('places stay right when the text changes between calls', async () => {
    const { placeOfPath, placeOfOffset } = await import('../../../src/config/json-location.ts');
    expect(placeOfPath('{\n  "a": 1\n}', ['a'])).toEqual({ line: 2, column: 3 });
    expect(placeOfPath('{"a": 1}', ['a'])).toEqual({ line: 1, column: 2 });
    expect(placeOfOffset('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(placeOfOffset('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
    expect(placeOfOffset('x', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('fuzz findings in pages', () => {
  test('an unclosed { followed by many tags (Sätteri never finished compiling it) stops with its place', async () => {
    const { readFileSync } = await import('node:fs');
    const { findUnclosedExpression } = await import('../../../src/markdown/unclosed-expression.ts');
    const { FuzzRunner } = await import('./harness.ts');
    // Front matter `\ -:}`, a line of 103 `{`, an h1, 892 then 2,058 unclosed <Note>s: 28 KB.
    const source = readFileSync(new URL('../../fixtures/fuzz/mdx-compile-hang.mdx', import.meta.url), 'utf8');
    expect(findUnclosedExpression(source)).toEqual({ line: 4, column: 1 });
    // Through the fuzz runner, the way the finding was made: an answer, not a hang.
    const runner = new FuzzRunner();
    try {
      await expect(runner.run('page', source)).resolves.toMatchObject({ kind: 'exception', text: '4:1: "{" starts an expression that is never closed' });
      const small = `{\n\n${'<div>'.repeat(40)}\n`;
      await expect(runner.run('page', small)).resolves.toMatchObject({ kind: 'exception', text: '1:1: "{" starts an expression that is never closed' });
    } finally {
      runner.stop();
    }
  }, 60_000);

  test('braces MDX does not read as an open expression are not reported', async () => {
    const { findUnclosedExpression } = await import('../../../src/markdown/unclosed-expression.ts');
    const valid = [
      'Text {1 + 1} and {`template ${"x"}`} and {/* comment */}',
      'Escaped \\{ brace',
      'Code `{` span and\n\n```js\nconst a = {\n```\n',
      '<Card title="a { b" href="/x">c</Card>',
      "<Card title='{'>x</Card>",
      '---\ntitle: "{"\n---\n\nText',
      'export const a = {\n  b: 1,\n}\n\n{a.b}',
      '<Note title={`${1}`}>{"}"}</Note>',
    ];
    for (const source of valid) expect([source, findUnclosedExpression(source)]).toEqual([source, undefined]);
    expect(findUnclosedExpression('line one\n  two {three\n')).toEqual({ line: 2, column: 7 });
    expect(findUnclosedExpression('<Note title={x}>\n{open')).toEqual({ line: 2, column: 1 });
    expect(findUnclosedExpression('`code` then {')).toEqual({ line: 1, column: 13 });
  });
});
