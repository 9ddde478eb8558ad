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
