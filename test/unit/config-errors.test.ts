// docs.json validation: every message names the file, the place and what was expected.
import { describe, expect, test } from 'vitest';
import { DocsmithUserError, validateDocsConfig } from '../../src/config/load.ts';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

function errorOf(text: string): string {
  try {
    validateDocsConfig(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DocsmithUserError);
    return (error as Error).message;
  }
  throw new Error('expected validation to fail');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('docs.json errors', () => {
  test('invalid JSON gives line, column and the token', () => {
    expect(errorOf('{\n  "name": "Acme",\n  "navigation": [],\n}')).toMatchInlineSnapshot(
      `"docs.json:4:1: Unexpected "}" (trailing comma?)"`,
    );
  });

  test('a bad colour names the path, the expectation and the value', () => {
    expect(errorOf(json({ ...minimal, colors: { primary: 'green' } }))).toMatchInlineSnapshot(
      `"docs.json:12:5: colors.primary: expected a hex colour like "#0D9373", got "green""`,
    );
  });

  test('a missing required field', () => {
    expect(errorOf(json({ name: 'Acme' }))).toMatchInlineSnapshot(`"docs.json:1:1: navigation: is required but missing"`);
  });

  test('unknown keys are warnings with a did-you-mean, and the rest still loads', () => {
    const result = validateDocsConfig(json({ ...minimal, colours: { primary: '#000000' } }));
    expect(result.config.name).toBe('Acme');
    expect(result.findings).toMatchInlineSnapshot(`
      [
        {
          "column": 3,
          "file": "docs.json",
          "line": 11,
          "message": "unknown key "colours"; did you mean "colors"?; it is ignored",
          "rule": "config/unknown-key",
        },
      ]
    `);
  });
});
