// The current docs.json format: detection, `$ref`, and the navigation tree mapped onto the one
// config (tabs and anchors that own their pages by membership).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DocsmithUserError, validateDocsConfig } from '../../../src/config/load.ts';
import { scopeOf, tabLinks, anchorLinks } from '../../../src/navigation/sections.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';

const read = (config: unknown, root?: string) => validateDocsConfig(JSON.stringify(config, null, 2), 'docs.json', root);
const messages = (config: unknown) => read(config).findings.map((f) => `${f.rule} ${f.line}:${f.column} ${f.message}`);

describe('detection', () => {
  test('the shape of navigation decides, in mint.json too (with a warning to rename it); a lone theme counts', () => {
    expect(read({ name: 'A', navigation: { pages: ['index'] } }).config.format).toBe('current');
    expect(read({ name: 'A', navigation: [{ group: 'G', pages: ['index'] }] }).config.format).toBeUndefined();
    const mint = validateDocsConfig(JSON.stringify({ name: 'A', navigation: { pages: ['index'] } }, null, 2), 'mint.json');
    expect(mint.config.format).toBe('current');
    expect(mint.findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.message}`)).toEqual([
      'mint.json:3 config/format-signals "navigation" is an object, so mint.json is read in the current format, which belongs in docs.json: rename the file to docs.json',
    ]);
    expect(validateDocsConfig(JSON.stringify({ name: 'A', theme: 'maple', navigation: [] }), 'mint.json').config.format).toBeUndefined();
    expect(() => validateDocsConfig(JSON.stringify({ name: 'A', navigation: 'x' }), 'mint.json')).toThrow(DocsmithUserError);
    expect(() => read({ name: 'A', theme: 'maple' })).toThrow(/navigation: expected an object/);
  });

  test('an array navigation beside current-format keys is read as legacy, with a warning', () => {
    const result = read({ name: 'A', theme: 'aspen', navbar: { links: [] }, navigation: [{ group: 'G', pages: ['index'] }] });
    expect(result.findings.filter((f) => f.rule === 'config/format-signals').map((f) => f.message)).toEqual([
      '"navigation" is an array, so docs.json is read in the legacy format, but "navbar", "theme": "aspen" belong to the current format; make "navigation" an object to use the current format',
    ]);
  });
});

test('keys of older formats and common guesses name what does their job instead; typos still get a did-you-mean', () => {
  const found = messages({ name: 'A', theme: 'mint', styles: {}, modeToggle: {}, customCSS: 'x.css', navbr: {}, navigation: { pages: ['index'] } }).filter((m) => m.startsWith('config/unknown-key'));
  expect(found.map((m) => m.replace(/^config\/unknown-key \d+:\d+ /, ''))).toEqual([
    'styles: unknown key "styles"; the current format calls it "styling"; it is ignored',
    'modeToggle: unknown key "modeToggle"; "appearance" ({ "default": "dark", "strict": true }) sets the colour mode; it is ignored',
    'customCSS: unknown key "customCSS"; any .css file in the docs folder applies to every page; it is ignored',
    'navbr: unknown key "navbr"; did you mean "navbar"?; it is ignored',
  ]);
});

test('a site setting written inside navigation is told to move to the top level', () => {
  const found = messages({ name: 'A', theme: 'mint', navigation: { pages: ['index'], interaction: { drilldown: false }, navbar: {} } }).filter((m) => m.startsWith('config/unknown-key'));
  expect(found.map((m) => m.replace(/^config\/unknown-key \d+:\d+ /, ''))).toEqual([
    'navigation.interaction: unknown key "interaction" on a navigation; "interaction" belongs at the top level, beside "navigation"; it is ignored',
    'navigation.navbar: unknown key "navbar" on a navigation; "navbar" belongs at the top level, beside "navigation"; it is ignored',
  ]);
});

test('the legacy top-level openapi is read, with a warning naming the current key; api.openapi wins', () => {
  const legacy = read({ name: 'A', theme: 'mint', openapi: './openapi.json', navigation: { pages: ['index'] } });
  expect(legacy.config.openapi).toBe('./openapi.json');
  expect(legacy.findings.map((f) => `${f.rule} ${f.line}:${f.column} ${f.message}`)).toEqual([
    'config/compatibility-key 4:3 openapi is a legacy key; it is honoured, but "api.openapi" is the current name',
  ]);
  const both = read({ name: 'A', theme: 'mint', openapi: 'old.json', api: { openapi: 'new.json' }, navigation: { pages: ['index'] } });
  expect(both.config.openapi).toBe('new.json');
  expect(both.findings.map((f) => f.message)).toEqual(['openapi is a legacy key; "api.openapi" is set and used instead']);
});

describe('navigation tree', () => {
  const config = {
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: {
      anchors: [
        {
          anchor: 'Docs',
          icon: { name: 'bolt', style: 'solid' },
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', { group: 'More', expanded: false, pages: ['guides/a'] }] }] },
            { tab: 'API', groups: [{ group: 'Endpoints', root: 'api/overview', pages: ['api/users'] }] },
            { tab: 'Blog', href: 'https://blog.example.com' },
          ],
        },
      ],
      dropdowns: [{ dropdown: 'SDKs', description: 'Client libraries', pages: ['sdk/js'] }],
      global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
    },
  };

  test('groups keep their order and nesting; tabs and anchors own the pages listed under them', () => {
    const { config: mapped, findings } = read(config);
    // The platform wants one child list per node; Docsmith reads them all and says so.
    expect(findings.map((f) => f.message)).toEqual(['navigation: a navigation node holds one list of children, this one holds "anchors" and "dropdowns"; all are read']);
    expect(mapped.navigation.map((g) => g.group)).toEqual(['Start', 'Endpoints', '']);
    expect(mapped.navigation[0]!.pages[1]).toMatchObject({ group: 'More', expanded: false, pages: ['guides/a'] });
    expect(mapped.navigation[1]!.pages).toEqual(['api/overview', 'api/users']);
    expect(mapped.tabs!.map((t) => [t.name, t.url, t.pages])).toEqual([
      ['Guides', '', ['index', 'guides/a']],
      ['API', '', ['api/overview', 'api/users']],
      ['Blog', 'https://blog.example.com', []],
    ]);
    expect(mapped.anchors!.map((a) => [a.name, a.icon, a.iconType, a.description, a.pages])).toEqual([
      ['Docs', 'bolt', 'solid', undefined, ['index', 'guides/a', 'api/overview', 'api/users']],
      ['SDKs', undefined, 'duotone', 'Client libraries', ['sdk/js']],
      ['Status', undefined, 'duotone', undefined, []],
    ]);
    expect(scopeOf('api/users', mapped)).toEqual({ anchor: 0, tab: 1 });
    expect(scopeOf('sdk/js', mapped)).toEqual({ anchor: 1, tab: -1 });
  });

  test('tab and anchor links: no implicit first tab or top anchor, link-only entries link out', () => {
    const { config: mapped } = read(config);
    const pageIds = new Set(['index', 'guides/a', 'api/overview', 'api/users', 'sdk/js']);
    const navigation = buildNavigation({ navigation: mapped.navigation, pageIds }).model;
    const ctx = { navigation, urls: { base: '/', format: 'directory' as const }, versions: new Map() };
    expect(tabLinks(mapped, ctx, 'api/users').map((t) => [t.name, t.href, t.current])).toEqual([
      ['Guides', '/', false],
      ['API', '/api/overview/', true],
      ['Blog', 'https://blog.example.com', false],
    ]);
    expect(anchorLinks(mapped, ctx, 'sdk/js').map((a) => [a.name, a.href, a.current, a.description])).toEqual([
      ['Docs', '/', false, undefined],
      ['SDKs', '/sdk/js/', true, 'Client libraries'],
      ['Status', 'https://status.example.com', false, undefined],
    ]);
  });

  test("a node listing every operation: its generated pages belong to its dropdown and to the tab around it", () => {
    const { config: mapped, findings } = read({
      name: 'A',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index'] },
          {
            tab: 'API',
            dropdowns: [
              { dropdown: 'Platform', groups: [{ group: 'Overview', pages: ['api-reference/intro'] }, { group: 'Endpoints', openapi: 'acme.yaml' }] },
              { dropdown: 'Billing', groups: [{ group: 'Invoices', pages: ['billing/intro'] }] },
            ],
          },
        ],
      },
    });
    expect(findings).toEqual([]);
    expect(mapped.anchors!.map((a) => [a.name, a.url, a.openapi])).toEqual([
      ['Platform', 'api-reference', ['acme.yaml']],
      ['Billing', '', undefined],
    ]);
    // The tab owns the folder's unlisted (generated) pages too, without loading the file a second time.
    expect(mapped.tabs!.map((t) => [t.name, t.url, t.openapi])).toEqual([
      ['Guides', '', undefined],
      ['API', 'api-reference', undefined],
    ]);
    expect(scopeOf('api-reference/services/list-services', mapped)).toEqual({ anchor: 0, tab: 1 });
    expect(scopeOf('api-reference/intro', mapped)).toEqual({ anchor: 0, tab: 1 });
    expect(scopeOf('billing/intro', mapped)).toEqual({ anchor: 1, tab: 1 });
  });

  test('versions fill the version switch, the default first; their groups carry the version', () => {
    const { config: mapped } = read({
      name: 'A',
      navigation: { versions: [{ version: 'v1', groups: [{ group: 'Old', pages: ['v1/a'] }] }, { version: 'v2', default: true, groups: [{ group: 'New', pages: ['v2/a'] }] }] },
    });
    expect(mapped.versions).toEqual(['v2', 'v1']);
    expect(mapped.navigation.map((g) => [g.group, g.version])).toEqual([['Old', 'v1'], ['New', 'v2']]);
  });

  test('languages become sections named in their own language', () => {
    const { config: mapped } = read({ name: 'A', navigation: { languages: [{ language: 'en', pages: ['index'] }, { language: 'fr', pages: ['fr/index'] }] } });
    expect(mapped.anchors!.map((a) => [a.name, a.pages])).toEqual([['English', ['index']], ['Français', ['fr/index']]]);
  });

  test('unknown keys, object icons with stray keys, and generators are warned about by path', () => {
    expect(
      messages({
        name: 'A',
        navigation: {
          tabs: [
            { tab: 'T', grups: [], groups: [{ group: 'G', icon: { name: 'x', colour: 'red' }, anchor: 'slug', pages: ['a'] }] },
            { tab: 'Q', graphql: 'schema.graphql', groups: [] },
          ],
        },
      }),
    ).toMatchInlineSnapshot(`
      [
        "config/unknown-key 7:9 navigation.tabs[0].grups: unknown key "grups" on a tab; did you mean "groups"?; it is ignored",
        "config/compatibility-key 15:13 navigation.tabs[0].groups[0].anchor: "anchor" is accepted and has no effect in Docsmith (a slug on a group has no documented effect)",
        "config/unknown-key 13:15 navigation.tabs[0].groups[0].icon.colour: unknown key "colour" in an icon (expected name, style, library); it is ignored",
        "config/unsupported-node 24:9 navigation.tabs[1].graphql: "graphql" reference pages are not generated by Docsmith; the node keeps its other pages",
      ]
    `);
  });

  test('navigation findings name the place in the file and the path as written', () => {
    const text = JSON.stringify({ name: 'A', navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 'missing'] }] }] } }, null, 2);
    const loaded = validateDocsConfig(text);
    const nav = buildNavigation({ navigation: loaded.config.navigation, pageIds: new Set(['a']), locate: loaded.locate, realPath: loaded.realPath });
    expect(nav.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '12:15 navigation.tabs[0].groups[0].pages[1]: "missing" has no page (looked for missing.mdx and missing.md); it is left out of the sidebar',
    ]);
  });
});

describe('$ref', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const folder = (files: Record<string, unknown>) => {
    root = mkdtempSync(join(tmpdir(), 'docsmith-ref-'));
    for (const [name, value] of Object.entries(files)) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeFileSync(join(root, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    }
    return root;
  };

  test('a $ref anywhere is replaced by its file, keys beside it win, and nested $refs resolve', () => {
    folder({
      'nav/en.json': { language: 'en', tabs: [{ $ref: './tab.json' }] },
      'nav/tab.json': { tab: 'Guides', pages: ['index'] },
      'redirects.json': [{ source: 'old', destination: '/new' }],
    });
    const result = read({ name: 'A', navigation: { languages: [{ $ref: 'nav/en.json', default: true }] }, redirects: { $ref: './redirects.json' } }, root);
    expect(result.config.tabs!.map((t) => [t.name, t.pages])).toEqual([['Guides', ['index']]]);
    expect(result.config.redirects).toEqual([{ source: '/old', destination: '/new' }]);
  });

  test('a cycle is an error placed at the $ref that closes it', () => {
    folder({ 'a.json': { tab: 'A', pages: [{ $ref: './b.json' }] }, 'b.json': { group: 'B', pages: [{ $ref: './a.json' }] } });
    expect(() => read({ name: 'A', navigation: { tabs: [{ $ref: './a.json' }] } }, root)).toThrow(
      'b.json:5:7: "$ref": "./a.json" makes a cycle (docs.json → a.json → b.json → a.json)',
    );
  });

  test('a $ref may not leave the docs root, through .. or a symbolic link, nor name a folder', () => {
    folder({ 'inner/x.json': {} });
    expect(() => read({ name: 'A', navigation: { $ref: '../outside.json' } }, root)).toThrow(/points outside the docs folder/);
    symlinkSync(tmpdir(), join(root, 'link'));
    expect(() => read({ name: 'A', navigation: { $ref: './link/x.json' } }, root)).toThrow(/names no file inside the docs folder/);
    expect(() => read({ name: 'A', navigation: { $ref: './inner' } }, root)).toThrow(/is not a regular file/);
  });
});

describe('site-level keys', () => {
  test('redirects: a leading slash is added, bare * wildcards become named ones', () => {
    const { config } = read({
      name: 'A',
      navigation: { pages: ['index'] },
      redirects: [
        { source: 'old', destination: 'new', permanent: false },
        { source: '/a/*', destination: '/b/*' },
        { source: '/articles/concepts-*', destination: '/concepts' },
        { source: '/x/:slug*', destination: 'https://example.com/*' },
      ],
    });
    expect(config.redirects).toEqual([
      { source: '/old', destination: '/new', permanent: false },
      { source: '/a/:wildcard1*', destination: '/b/:wildcard1*' },
      { source: '/articles/concepts-:wildcard1*', destination: '/concepts' },
      { source: '/x/:slug*', destination: 'https://example.com/*' },
    ]);
  });

  test('navbar, footer, appearance, api and seo map onto the one config; unsafe links are left out', () => {
    const { config, findings } = read({
      name: 'A',
      navigation: { pages: ['index'] },
      navbar: { links: [{ label: 'Blog', href: 'https://blog.example.com' }, { label: 'Bad', href: 'javascript:alert(1)' }], primary: { type: 'github', href: 'https://github.com/a/b' } },
      footer: { socials: { github: 'https://github.com/a' }, links: [{ header: 'More', items: [{ label: 'Docs', href: '/docs' }, { label: 'Hidden', href: ' java\tscript:alert(2)' }] }] },
      appearance: { default: 'dark', strict: true },
      api: { playground: { display: 'none' }, mdx: { server: 'https://api.example.com', auth: { method: 'key', name: 'X-Key' } } },
      seo: { metatags: { 'og:site_name': 'A' } },
      metadata: { timestamp: true },
      banner: { content: 'Hello' },
    });
    expect(config.topbarLinks).toEqual([{ name: 'Blog', url: 'https://blog.example.com' }]);
    expect(config.topbarCtaButton).toEqual({ type: 'github', url: 'https://github.com/a/b' });
    expect(config.footerSocials).toEqual({ github: 'https://github.com/a' });
    expect(config.footer).toEqual({ links: [{ header: 'More', items: [{ label: 'Docs', href: '/docs' }] }] });
    expect(config.modeToggle).toEqual({ default: 'dark', isHidden: true });
    expect(config.api).toEqual({ baseUrl: 'https://api.example.com', auth: { method: 'key', name: 'X-Key' }, playground: { mode: 'hide' } });
    expect(config.metadata).toEqual({ 'og:site_name': 'A' });
    expect(config.timestamps).toBe(true);
    expect(config.banner).toEqual({ content: 'Hello' });
    // The one URL policy: a scheme hidden by a tab is read as a browser reads it; each refused link is a placed error.
    expect(findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([
      'links/unsafe-url: navbar.links[1].href: "javascript:alert(1)" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor)',
      'links/unsafe-url: footer.links[0].items[1].href: " java\\tscript:alert(2)" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor)',
    ]);
  });
});
