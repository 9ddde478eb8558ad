import { rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { prepareSite } from '../../src/site.ts';
import { PLAIN_PAGE, writeDocsFolder } from '../support/docs-folder.ts';
import { buildNavigation } from '../../src/navigation/model.ts';
import { placeOfPath } from '../../src/config/json-location.ts';

const pageIds = new Set(['index', 'quickstart', 'api/user', 'guides/a', 'guides/b']);

describe('navigation model', () => {
  test('nested groups keep their structure and reading order', () => {
    const { model, findings } = buildNavigation({
      navigation: [
        { group: 'Start', pages: ['index', '/quickstart.mdx'] },
        { group: 'Guides', pages: ['guides/a', { group: 'More', pages: ['guides/b'] }] },
      ],
      pageIds,
    });
    expect(findings).toEqual([]);
    expect(model.order).toEqual(['index', 'quickstart', 'guides/a', 'guides/b']);
    expect(model.groups[1]).toMatchObject({
      label: 'Guides',
      entries: [{ type: 'page', id: 'guides/a' }, { type: 'group', label: 'More', entries: [{ type: 'page', id: 'guides/b' }] }],
    });
  });

  test('an entry with no page is left out with a warning naming the files looked for and the nearest page', () => {
    const text = JSON.stringify({ navigation: [{ group: 'API', pages: ['index', 'api/users'] }] }, null, 2);
    const { model, findings } = buildNavigation({
      navigation: [{ group: 'API', pages: ['index', 'api/users'] }],
      pageIds,
      locate: (path) => placeOfPath(text, path),
    });
    expect(model.groups[0]!.entries).toEqual([{ type: 'page', id: 'index' }]);
    expect(findings).toMatchInlineSnapshot(`
      [
        {
          "column": 9,
          "file": "docs.json",
          "line": 7,
          "message": "navigation[0].pages[1]: "api/users" has no page (looked for api/users.mdx and api/users.md; did you mean "api/user"?); it is left out of the sidebar",
          "rule": "nav/missing-page",
        },
      ]
    `);
  });

  test('a page whose own version differs from its group\'s (or a parent group\'s) is a warning: it could never show', () => {
    const { findings } = buildNavigation({
      navigation: [
        { group: 'Old', version: 'v1', pages: ['index', { group: 'Nested', pages: ['quickstart'] }] },
        { group: 'Any', pages: ['api/user'] },
      ],
      pageIds,
      ownVersions: new Map([['index', 'v1'], ['quickstart', 'v2'], ['api/user', 'v2']]),
    });
    expect(findings.map((f) => `${f.rule}: ${f.message}`)).toMatchInlineSnapshot(`
      [
        "nav/version-conflict: navigation[0].pages[1].pages[0]: "quickstart" says version: "v2" in its front matter, but its group "Old" shows only in "v1", so the page never shows; remove one of the two",
      ]
    `);
  });

  test('a page listed twice is a warning and appears once in reading order', () => {
    const { model, findings } = buildNavigation({
      navigation: [{ group: 'A', pages: ['index', 'quickstart'] }, { group: 'B', pages: ['quickstart'] }],
      pageIds,
    });
    expect(model.order).toEqual(['index', 'quickstart']);
    expect(findings.map((f) => `${f.rule}: ${f.message}`)).toMatchInlineSnapshot(`
      [
        "nav/duplicate-page: navigation[1].pages[0]: "quickstart" is already listed at navigation[0].pages[1]",
      ]
    `);
  });
});

test("an entry that names a folder holds the folder's index page, unless a page has that path", () => {
  const { model, findings } = buildNavigation({
    navigation: [{ group: 'G', pages: ['guide/', 'setup', 'both'] }],
    pageIds: new Set(['guide/index', 'setup/index', 'both', 'both/index']),
  });
  expect(findings).toEqual([]);
  expect(model.order).toEqual(['guide/index', 'setup/index', 'both']);
});

test("a tab that lists a folder owns the folder's index page; a page listed by its own path elsewhere stays there", async () => {
  const { ownerIndex } = await import('../../src/navigation/partition.ts');
  const tabs = [
    { url: '', pages: ['guide', 'setup'] },
    { url: '', pages: ['setup/index'] },
  ];
  expect(ownerIndex(tabs, 'guide/index')).toBe(0);
  expect(ownerIndex(tabs, 'setup/index')).toBe(1);
});

test('a version none of whose pages exists is left out of the version switch, said at its place', async () => {
  const docs = {
    name: 'Versions',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: {
      versions: [
        { version: 'v2', groups: [{ group: 'Start', pages: ['v2/intro'] }] },
        { version: 'Draft', groups: [{ group: 'Start', pages: ['draft/intro'] }] },
        { version: 'v1', groups: [{ group: 'Start', pages: ['v1'] }] },
      ],
    },
  };
  const root = writeDocsFolder({ 'v2/intro.mdx': PLAIN_PAGE, 'v1.mdx': PLAIN_PAGE, 'docs.json': JSON.stringify(docs, null, 2) });
  try {
    const site = await prepareSite(root);
    expect(site.config.versions).toEqual(['v2', 'v1']);
    const empty = site.findings.filter((f) => f.rule === 'nav/empty-section');
    expect(empty.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual(['docs.json:20 navigation.versions[1]: none of the pages of the version "Draft" exists, so it is left out of the version switch']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('pages without a version show in every version, so a legacy site keeps a version that no page names', async () => {
  const mint = {
    name: 'Versions',
    colors: { primary: '#0D9373' },
    versions: ['v2', 'v1'],
    anchors: [{ name: 'Old', url: 'v1', icon: 'box', version: 'v1' }],
    navigation: [
      { group: 'Start', pages: ['intro'] },
      { group: 'Old', version: 'v1', pages: ['v1/intro'] },
    ],
  };
  const root = writeDocsFolder({ 'intro.mdx': PLAIN_PAGE, 'v1/intro.mdx': PLAIN_PAGE, 'mint.json': JSON.stringify(mint, null, 2) });
  try {
    const site = await prepareSite(root);
    expect(site.config.versions).toEqual(['v2', 'v1']);
    expect(site.findings.filter((f) => f.rule === 'nav/empty-section')).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
