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

  test('a value of the wrong type', () => {
    expect(errorOf(json({ ...minimal, versions: 'v1' }))).toMatchInlineSnapshot(`"docs.json:11:3: versions: expected an array, got "v1""`);
  });

  test('a background with one side', () => {
    expect(errorOf(json({ ...minimal, colors: { primary: '#0D9373', background: { light: '#ffffff' } } }))).toMatchInlineSnapshot(`"docs.json:13:5: colors.background.dark: is required but missing"`);
  });

  test('a link call-to-action without a name', () => {
    expect(errorOf(json({ ...minimal, topbarCtaButton: { url: 'https://app.example.com' } }))).toMatchInlineSnapshot(`"docs.json:11:3: topbarCtaButton.name: required when type is "link" (the text of the button)"`);
  });

  test('a version that is not declared', () => {
    expect(
      errorOf(json({ ...minimal, versions: ['v2'], anchors: [{ name: 'Old', url: 'v1', version: 'v1' }] })),
    ).toMatchInlineSnapshot(`"docs.json:18:7: anchors[0].version: "v1" is not listed in versions ("v2")"`);
    expect(errorOf(json({ ...minimal, navigation: [{ group: 'A', version: 'v3', pages: ['index'] }] }))).toMatchInlineSnapshot(`"docs.json:6:7: navigation[0].version: "v3" is used but docs.json has no "versions" list; add "versions": ["v3"]"`);
  });

  test('an enum value outside its list', () => {
    expect(errorOf(json({ ...minimal, modeToggle: { default: 'sepia' } }))).toMatchInlineSnapshot(`"docs.json:12:5: modeToggle.default: expected one of "light", "dark", got "sepia""`);
  });

  test('several problems are listed at once', () => {
    expect(errorOf(json({ name: 7, navigation: [], colors: { primary: 'red' }, api: { playground: { mode: 'full' } } }))).toMatchInlineSnapshot(`
      "docs.json has 3 problems:
        docs.json:2:3: name: expected a string, got number 7
        docs.json:5:5: colors.primary: expected a hex colour like "#0D9373", got "red"
        docs.json:9:7: api.playground.mode: expected one of "show", "simple", "hide", got "full""
    `);
  });

  test("the hosted platform's current format is read, and its required keys are placed", () => {
    expect(validateDocsConfig(json({ name: 'Acme', theme: 'mint', navigation: { tabs: [] } })).config.format).toBe('current');
    expect(errorOf(json({ nmae: 'Acme', theme: 'mint', navigation: { pages: ['index'] } }))).toMatchInlineSnapshot(`"docs.json:1:1: name: expected a non-empty site name ("nmae" is set: did you mean "name"?)"`);
  });

  test('nested groups, iconType values of real files and hosted-platform keys are accepted', () => {
    const result = validateDocsConfig(
      json({
        ...minimal,
        navigation: [{ group: '', pages: ['index', { group: 'Inner', icon: 'book', iconType: 'sharp-duotone-solid', pages: ['a', { group: 'Deeper', pages: ['b'] }] }] }],
        primaryTab: { name: 'Guides' },
        theme: 'quill',
        redirects: [{ source: '/old', destination: '/new' }],
      }),
    );
    expect(result.findings).toEqual([]);
    expect(result.config.navigation[0]!.pages[1]).toMatchObject({ group: 'Inner', pages: ['a', { group: 'Deeper', pages: ['b'] }] });
  });
});

