// Operation entries of a current-format navigation become generated pages where they stand, in a
// step that leaves the reader's config as it was, and messages about the navigation stay placed at
// their line of docs.json even where generated pages moved the entries after them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { prepareSite } from '../../../src/site.ts';
import { validateDocsConfig } from '../../../src/config/load.ts';
import { withOperationPages } from '../../../src/openapi/navigation-operations.ts';
import { ruleInfo } from '../../../src/diagnostics/rules.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: { operationId: 'listPets', tags: ['pets'], summary: 'List pets', responses: { 200: { description: 'ok' } } },
      post: { operationId: 'createPet', tags: ['pets'], summary: 'Create a pet', responses: { 201: { description: 'ok' } } },
    },
  },
};

const docsJson = `{
  "name": "Pets",
  "theme": "mint",
  "colors": { "primary": "#0D9373" },
  "navigation": {
    "groups": [
      {
        "group": "Guide",
        "openapi": "openapi.json",
        "pages": [
          "intro",
          "GET /nope",
          "GET /pets",
          "guide",
          "POST /pets",
          "ghost"
        ]
      }
    ]
  }
}
`;

const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title} page.\n---\n\nText.\n`;
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function site(): string {
  root = mkdtempSync(join(tmpdir(), 'docsmith-nav-ops-'));
  writeFileSync(join(root, 'docs.json'), docsJson);
  writeFileSync(join(root, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(join(root, 'intro.mdx'), page('Intro'));
  writeFileSync(join(root, 'guide.mdx'), page('Guide'));
  return root;
}

test('generated pages stand where their entries stood; an entry that matches nothing takes no place', async () => {
  const model = await prepareSite(site());
  expect(model.navigation.order).toEqual(['intro', 'api-reference/pets/list-pets', 'guide', 'api-reference/pets/create-pet']);
  const messages = model.findings.map((f) => `${f.rule} ${f.line}: ${f.message}`);
  // Both at their own lines, though two generated pages now stand before "ghost" in the group.
  expect(messages).toEqual([
    'nav/missing-page 16: navigation.groups[0].pages[5]: "ghost" has no page (looked for ghost.mdx and ghost.md); it is left out of the sidebar',
    'openapi/unknown-operation 12: navigation entry "GET /nope" matches no operation in openapi.json; it is left out',
  ]);
});

test('the reader\'s config is not changed by placing the pages', () => {
  const read = validateDocsConfig(docsJson, 'docs.json');
  const before = structuredClone(read.config);
  const group = read.config.navigation[0]!;
  const entry = (index: number, pagesBefore: number, id: string) => ({
    entry: { reference: '', specs: [], path: [], group, index, pagesBefore, scopes: [] },
    page: { id, base: 'api-reference', specIndex: 0, op: {} as never, title: id, group: 'pets' },
  });
  const placed = withOperationPages(read.config, [entry(4, 2, 'b'), entry(2, 1, 'a')]);
  expect(read.config).toEqual(before);
  expect(placed.config.navigation[0]!.pages).toEqual(['intro', 'a', 'guide', 'b', 'ghost']);
  // `ghost` is the reader's third page; a generated page maps to its group.
  expect(placed.writtenPath(['navigation', 0, 'pages', 4])).toEqual(['navigation', 0, 'pages', 2]);
  expect(placed.writtenPath(['navigation', 0, 'pages', 3])).toEqual(['navigation', 0]);
});

test('a tab that lists pages and names a description without any operation entry is told that no page comes from it', async () => {
  root = mkdtempSync(join(tmpdir(), 'docsmith-nav-ops-'));
  writeFileSync(join(root, 'openapi.json'), JSON.stringify(spec));
  writeFileSync(join(root, 'intro.mdx'), page('Intro'));
  writeFileSync(join(root, 'guide.mdx'), page('Guide'));
  writeFileSync(
    join(root, 'docs.json'),
    `{
  "name": "Pets",
  "theme": "mint",
  "colors": { "primary": "#0D9373" },
  "navigation": {
    "tabs": [
      { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["intro"] }] },
      {
        "tab": "API",
        "openapi": "openapi.json",
        "groups": [{ "group": "Overview", "pages": ["guide"] }]
      }
    ]
  }
}
`,
  );
  const model = await prepareSite(root);
  expect(model.navigation.order).toEqual(['intro', 'guide']);
  expect(model.findings.map((f) => `${f.rule} ${f.line}:${f.column}`)).toEqual(['openapi/unused-description 10:9']);
  expect(model.findings[0]!.message).toContain('navigation.tabs[1].openapi: this tab lists pages, so its OpenAPI description "openapi.json" only serves "METHOD /path" entries among them');
});

test('an OpenAPI file docs.json names that is not there is a warning at that place, not a failed build', async () => {
  root = mkdtempSync(join(tmpdir(), 'docsmith-nav-ops-'));
  writeFileSync(join(root, 'intro.mdx'), page('Intro'));
  writeFileSync(
    join(root, 'docs.json'),
    `{
  "name": "Pets",
  "theme": "mint",
  "colors": { "primary": "#0D9373" },
  "navigation": { "groups": [{ "group": "Start", "pages": ["intro"] }, { "group": "API", "openapi": "api-reference/openapi.json" }] }
}
`,
  );
  const model = await prepareSite(root);
  // At the `openapi` key that names the file, named as written.
  expect(model.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual(['docs.json:5:90 openapi/missing-file']);
  expect(model.findings[0]!.message).toBe('navigation.groups[1].openapi: api-reference/openapi.json does not exist (looked for api-reference/openapi.json in the docs root); its pages show "description unavailable"');
  expect(ruleInfo('openapi/missing-file')?.severity).toBe('warn');
});

test('a remote OpenAPI file that cannot be downloaded is a warning at the docs.json key that names it, in either format', async () => {
  const env = { ...process.env };
  try {
    process.env.DOCSMITH_OFFLINE = '1';
    process.env.DOCSMITH_CACHE_DIR = join(tmpdir(), 'docsmith-no-cache-here');
    root = mkdtempSync(join(tmpdir(), 'docsmith-nav-ops-'));
    writeFileSync(join(root, 'intro.mdx'), page('Intro'));
    const url = 'https://api.example.invalid/openapi.json';
    writeFileSync(
      join(root, 'docs.json'),
      `{
  "name": "Pets",
  "theme": "mint",
  "colors": { "primary": "#0D9373" },
  "navigation": { "tabs": [
    { "tab": "Docs", "groups": [{ "group": "Start", "pages": ["intro"] }] },
    { "tab": "API", "openapi": "${url}" }
  ] }
}
`,
    );
    const current = await prepareSite(root);
    expect(current.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual([
      `docs.json:7:21 navigation.tabs[1].openapi: offline (DOCSMITH_OFFLINE=1) and no cached copy of ${url}; its pages show "description unavailable"`,
    ]);

    // The legacy format, from mint.json: the second item of its list.
    rmSync(join(root, 'docs.json'));
    writeFileSync(join(root, 'mint.json'), JSON.stringify({ name: 'Pets', navigation: [{ group: 'Start', pages: ['intro'] }], openapi: ['/intro.json', url] }, null, 2));
    writeFileSync(join(root, 'intro.json'), JSON.stringify(spec));
    const legacy = await prepareSite(root);
    expect(legacy.findings.filter((f) => f.rule === 'openapi/unavailable').map((f) => `${f.file}:${f.line}:${f.column} ${f.message.split(':')[0]}`)).toEqual(['mint.json:13:5 openapi[1]']);
  } finally {
    process.env = env;
  }
});
