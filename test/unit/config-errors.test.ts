// docs.json validation: every message names the file, the place and what was expected.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocsmithUserError, loadDocsConfig, validateDocsConfig } from '../../src/config/load.ts';

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
      `"docs.json:4:1: Unexpected "}" (trailing comma? JSON allows no comma after the last item: remove the one on line 3)"`,
    );
  });

  // Node's JSON.parse says "Unexpected token ']'" with no position for most of these.
  const syntaxCases: [string, string, string][] = [
    ['a trailing comma in an array', '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "A", "pages": ["index",] }\n  ]\n}\n', 'docs.json:4:39: Unexpected "]" (trailing comma? JSON allows no comma after the last item: remove the one on line 4)'],
    ['single quotes', "{\n  'name': 'Acme'\n}\n", `docs.json:2:3: Unexpected "'" (JSON strings use double quotes: "…")`],
    ['a comment', '{\n  "name": "Acme", // the product\n  "navigation": []\n}\n', 'docs.json:2:19: Unexpected "/" (JSON has no comments: remove the comment, or move the note into a "description" field)'],
    ['a missing comma', '{\n  "name": "Acme"\n  "navigation": []\n}\n', 'docs.json:3:3: Unexpected "\\"" (missing comma? separate items and key-value pairs with a comma)'],
    ['a bare word', '{\n  "name": Acme,\n  "navigation": []\n}\n', 'docs.json:2:11: Unexpected word Acme (strings need double quotes, "Acme"; the only bare words are true, false and null)'],
    ['a key without quotes', '{\n  name: "Acme"\n}\n', 'docs.json:2:3: Unexpected word name (keys need double quotes: "name")'],
    ['a missing closing bracket', '{\n  "name": "Acme",\n  "navigation": [\n', 'docs.json:4:1: Unexpected end of file (missing closing ]?)'],
    ['an extra closing brace', '{ "name": "Acme" }\n}\n', 'docs.json:2:1: Unexpected "}" after the end of the JSON value (an extra closing bracket or brace?)'],
    ['a string broken over two lines', '{\n  "name": "Ac\nme"\n}\n', 'docs.json:2:11: Unexpected end of line in a string (close the string with " on the line where it starts; write \\n for a line break)'],
    ['a bad escape', '{\n  "name": "C:\\docs"\n}\n', 'docs.json:2:14: Unexpected escape \\d (write \\\\ for a backslash, or \\" for a quote)'],
    ['an empty file', '', 'docs.json:1:1: Unexpected end of file (the file is empty; it needs a JSON object)'],
  ];
  test.each(syntaxCases)('%s: the place of the character and a hint', (_, text, message) => {
    expect(syntaxCases.length).toBeGreaterThan(0);
    expect(errorOf(text)).toBe(message);
  });

  test('a misspelled required key gets a did-you-mean at the misspelled key', () => {
    expect(errorOf(json({ name: 'Acme', navigaton: [{ group: 'A', pages: ['index'] }] }))).toMatchInlineSnapshot(`"docs.json:3:3: navigation: is required but missing, and "navigaton" is an unknown key here: did you mean "navigation"?"`);
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

  test('a background with one side loads; the other side keeps its default', () => {
    const result = validateDocsConfig(json({ ...minimal, colors: { primary: '#0D9373', background: { light: '#fafafa' } } }));
    expect(result.findings).toEqual([]);
    expect(result.config.colors?.background).toEqual({ light: '#fafafa' });
  });

  test('a link call-to-action without a name', () => {
    expect(errorOf(json({ ...minimal, topbarCtaButton: { url: 'https://app.example.com' } }))).toMatchInlineSnapshot(`"docs.json:11:3: topbarCtaButton.name: required when type is "link" (the text of the button)"`);
  });

  test('a version that is not declared', () => {
    expect(
      errorOf(json({ ...minimal, versions: ['v2'], anchors: [{ name: 'Old', url: 'v1', version: 'v1' }] })),
    ).toMatchInlineSnapshot(`"docs.json:18:7: anchors[0].version: "v1" is not listed in versions ("v2")"`);
    expect(errorOf(json({ ...minimal, navigation: [{ group: 'A', version: 'v3', pages: ['index'] }] }))).toMatchInlineSnapshot(`"docs.json:6:7: navigation[0].version: "v3" is used but no "versions" list declares it; add "versions": ["v3"]"`);
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


test('legacy versions written as objects are read by name, the one marked default first', () => {
  const { config } = validateDocsConfig(json({ ...minimal, versions: [{ name: 'v1' }, { name: 'v2', default: true }, 'v0'] }));
  expect(config.versions).toEqual(['v2', 'v1', 'v0']);
  expect(validateDocsConfig(json({ ...minimal, versions: ['v2', 'v1'] })).config.versions).toEqual(['v2', 'v1']);
  expect(errorOf(json({ ...minimal, versions: [{ label: 'v1' }] }))).toContain('versions[0]');
});

test('keys kept for compatibility are named in the file that was read, at their place', () => {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-compat-'));
  try {
    writeFileSync(join(root, 'mint.json'), json({ ...minimal, analytics: { ga4: { measurementId: 'G-1' } } }));
    expect(loadDocsConfig(root).info).toEqual([
      'Reading mint.json (no docs.json in the docs root); it uses the same schema.',
      'mint.json:11:3: "analytics" is accepted for compatibility and has no effect in Docsmith.',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
