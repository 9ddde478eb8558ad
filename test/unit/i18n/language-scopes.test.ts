// What a page of a language is shown of the site's languages, through the whole pipeline
// (prepareSite on a docs folder): a language none of whose pages exists is left out of every link, a
// language's own `global` links and chrome stay on its pages, and languages nested in a product (or
// dropdowns in a language) work like top-level ones.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { prepareSite, type SiteModel } from '../../../src/site.ts';
import { anchorLinks, pageVersions, scopeOf, scopedGroups, tabLinks, versionTargets } from '../../../src/navigation/sections.ts';
import { languageTwins } from '../../../src/navigation/language-twins.ts';
import { languagesOfAnchors } from '../../../src/llms/scopes.ts';
import { sitemapAlternates } from '../../../src/seo/sitemap.ts';
import { chromeKeysFor } from '../../../src/runtime/language-chrome-keys.ts';

const urls = { base: '/', format: 'directory' as const };
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

async function site(navigation: Record<string, unknown>, pages: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-languages-'));
  roots.push(root);
  for (const id of pages) {
    mkdirSync(dirname(join(root, `${id}.mdx`)), { recursive: true });
    writeFileSync(join(root, `${id}.mdx`), `---\ntitle: ${id}\ndescription: d\n---\n\nText.\n`);
  }
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation }, null, 2));
  const model: SiteModel = await prepareSite(root);
  const { config, navigation: nav } = model;
  const ctx = { navigation: nav, urls, versions: pageVersions(nav, config, nav.order) };
  return {
    emptySections: model.findings.filter((f) => f.rule === 'nav/empty-section').map((f) => f.message),
    /** The anchors list of a page (languages among them), `*` marking the current ones. */
    anchors: (id: string) => anchorLinks(config, ctx, id).map((a) => `${a.name} ${a.href}${a.current ? ' *' : ''}`),
    tabs: (id: string) => tabLinks(config, ctx, id).map((t) => `${t.name} ${t.href}`),
    sidebar: (id: string) => scopedGroups(nav.groups, config, scopeOf(id, config)).map((g) => g.label),
    /** Where the page's version switch leads, per version (`null`: stays). */
    versionSwitch: (id: string) => versionTargets(id, config, ctx, new Set(nav.order)),
    /** The page's hreflang links (Head.astro): its twins that exist. */
    hreflang: (id: string) => languageTwins(config.anchors ?? [], id).flatMap((t) => (t.pageId ? [`${t.code} ${t.pageId}`] : [])),
    sitemap: (path: string) => sitemapAlternates(config.anchors ?? [], urls, 'https://docs.example.com')(path).map((a) => `${a.lang} ${a.url}`),
    llmsLanguages: () => languagesOfAnchors(config.anchors ?? []),
    banner: (id: string) => chromeKeysFor(config, id).banner?.content,
  };
}

describe('a language none of whose pages exists', async () => {
  const { emptySections, anchors, hreflang, sitemap, llmsLanguages } = await site(
    {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/index', 'en/setup'] }] },
        { language: 'es', groups: [{ group: 'Inicio', pages: ['es/index', 'es/setup'] }] },
        { language: 'fr', groups: [{ group: 'Début', pages: ['fr/index'] }] },
      ],
    },
    ['es/index', 'es/setup', 'fr/index'],
  );

  test('is said to be left out, and is: no link, no hreflang or sitemap alternate, no llms.txt scope', () => {
    expect(emptySections).toEqual(['navigation.languages[0]: none of the pages of the language "English" exists, so it is left out of the navigation']);
    expect(anchors('es/index')).toEqual(['Español /es/ *', 'Français /fr/']);
    expect(anchors('es/setup')).toEqual(['Español /es/setup/ *', 'Français /fr/']);
    expect(hreflang('es/index')).toEqual(['es es/index', 'fr fr/index']);
    expect(sitemap('/es/')).toEqual(['es https://docs.example.com/es/', 'fr https://docs.example.com/fr/']);
    expect(llmsLanguages()).toEqual(['es', 'fr']);
  });
});

describe("a language's own global links and chrome", async () => {
  const { anchors, tabs, banner } = await site(
    {
      global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
      languages: [
        {
          language: 'en',
          banner: { content: 'Hello' },
          groups: [{ group: 'Start', pages: ['index'] }],
          global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }], tabs: [{ tab: 'Shop', href: 'https://example.com/shop' }] },
        },
        {
          language: 'es',
          groups: [{ group: 'Inicio', pages: ['es/index'] }],
          global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/es/blog' }] },
        },
      ],
    },
    ['index', 'es/index', 'notes'],
  );

  test("show on that language's pages only; the site's own on every page", () => {
    expect(anchors('index')).toEqual(['English / *', 'Blog https://example.com/blog', 'Español /es/', 'Status https://status.example.com']);
    expect(anchors('es/index')).toEqual(['English /', 'Español /es/ *', 'Blog https://example.com/es/blog', 'Status https://status.example.com']);
    expect(tabs('index')).toEqual(['Shop https://example.com/shop']);
    expect(tabs('es/index')).toEqual([]);
    // A page the navigation does not list is in no language: it is shown every language's.
    expect(anchors('notes').filter((a) => a.startsWith('Blog'))).toEqual(['Blog https://example.com/blog', 'Blog https://example.com/es/blog']);
    expect(tabs('notes')).toEqual(['Shop https://example.com/shop']);
    expect(banner('index')).toBe('Hello');
    expect(banner('es/index')).toBeUndefined();
  });
});

describe('languages inside a product', async () => {
  const { emptySections, anchors, sidebar, hreflang, banner } = await site(
    {
      products: [
        {
          product: 'Main',
          languages: [
            { language: 'en', default: true, groups: [{ group: 'Start', pages: ['index', 'setup'] }] },
            { language: 'de', banner: { content: 'Hallo' }, groups: [{ group: 'Anfang', pages: ['de/index'] }] },
          ],
        },
        {
          product: 'Other',
          languages: [
            { language: 'en', groups: [{ group: 'Other group', pages: ['other/index'] }] },
            { language: 'de', banner: { content: 'Andere' }, groups: [{ group: 'Andere Gruppe', pages: ['de/other/index'] }] },
          ],
        },
        { product: 'Plain', groups: [{ group: 'Plain group', pages: ['plain'] }] },
      ],
    },
    ['index', 'setup', 'de/index', 'other/index', 'de/other/index', 'plain'],
  );

  test('hold their pages: none is said to be empty, each page has its own language\'s sidebar', () => {
    expect(emptySections).toEqual([]);
    expect(sidebar('setup')).toEqual(['Start']);
    expect(sidebar('de/index')).toEqual(['Anfang']);
    expect(sidebar('de/other/index')).toEqual(['Andere Gruppe']);
    expect(sidebar('plain')).toEqual(['Plain group']);
  });

  test("switch within the product, which stays current; other products' languages are not shown; a product leads to its pages in the reader's language", () => {
    expect(anchors('setup')).toEqual(['Main / *', 'English /setup/ *', 'Deutsch /de/', 'Other /other/', 'Plain /plain/']);
    expect(anchors('de/index')).toEqual(['Main /de/ *', 'English /', 'Deutsch /de/ *', 'Other /de/other/', 'Plain /plain/']);
    expect(anchors('de/other/index')).toEqual(['Main /de/', 'Other /de/other/ *', 'English /other/', 'Deutsch /de/other/ *', 'Plain /plain/']);
    expect(anchors('plain')).toEqual(['Main /', 'Other /other/', 'Plain /plain/ *']);
    expect(hreflang('index')).toEqual(['en index', 'de de/index']);
    expect(hreflang('other/index')).toEqual(['en other/index', 'de de/other/index']);
  });

  test("each language's chrome is its own, though another product's language has the same code", () => {
    expect(banner('de/index')).toBe('Hallo');
    expect(banner('de/other/index')).toBe('Andere');
    expect(banner('index')).toBeUndefined();
  });
});

describe('the product switch keeps the reader\'s language and version', async () => {
  const languages = (product: string, codes: string[], pages: string[]) =>
    codes.map((language) => ({ language, groups: [{ group: `${product} ${language}`, pages: pages.map((p) => (language === 'en' ? p : `${language}/${p}`)) }] }));

  test('products holding languages: the other product\'s first page in the reader\'s language, else its first page', async () => {
    const { anchors } = await site(
      {
        products: [
          { product: 'API', languages: languages('API', ['en', 'de'], ['api/index', 'api/auth']) },
          { product: 'SDK', languages: languages('SDK', ['en', 'de'], ['sdk/index', 'sdk/install']) },
          { product: 'CLI', languages: languages('CLI', ['en'], ['cli/index']) },
        ],
      },
      ['api/index', 'api/auth', 'de/api/index', 'de/api/auth', 'sdk/index', 'sdk/install', 'de/sdk/install', 'cli/index'],
    );
    // German SDK has no index: its first German page. The CLI has no German: its first page.
    expect(anchors('de/api/auth')).toEqual(['API /de/api/ *', 'English /api/auth/', 'Deutsch /de/api/auth/ *', 'SDK /de/sdk/install/', 'CLI /cli/']);
    expect(anchors('de/sdk/install')).toEqual(['API /de/api/', 'SDK /de/sdk/install/ *', 'English /sdk/install/', 'Deutsch /de/sdk/install/ *', 'CLI /cli/']);
    expect(anchors('api/auth')).toEqual(['API /api/ *', 'English /api/auth/ *', 'Deutsch /de/api/auth/', 'SDK /sdk/', 'CLI /cli/']);
    // From a page of no language's (CLI's English is its only one): the products' first pages.
    expect(anchors('cli/index').filter((a) => /^(API|SDK) /.test(a))).toEqual(['API /api/', 'SDK /sdk/']);
  });

  test('languages holding products: each language shows its own products, which lead to its pages', async () => {
    const { anchors } = await site(
      {
        languages: ['en', 'de'].map((language) => ({
          language,
          products: ['api', 'sdk'].map((product) => ({
            product: product.toUpperCase(),
            groups: [{ group: product, pages: [`${language}/${product}/index`, `${language}/${product}/more`] }],
          })),
        })),
      },
      ['en/api/index', 'en/api/more', 'en/sdk/index', 'en/sdk/more', 'de/api/index', 'de/api/more', 'de/sdk/index', 'de/sdk/more'],
    );
    expect(anchors('de/api/more')).toEqual(['English /en/api/more/', 'Deutsch /de/api/more/ *', 'API /de/api/ *', 'SDK /de/sdk/']);
    expect(anchors('en/sdk/more')).toEqual(['English /en/sdk/more/ *', 'API /en/api/', 'SDK /en/sdk/ *', 'Deutsch /de/sdk/more/']);
  });

  test("products holding versions: the other product's first page in the reader's version, else its first page", async () => {
    const versions = (product: string, names: string[], pages: (version: string) => string[]) =>
      names.map((version) => ({ version, groups: [{ group: `${product} ${version}`, pages: pages(version) }] }));
    const { anchors } = await site(
      {
        products: [
          { product: 'API', versions: versions('API', ['v1', 'v2'], (v) => [`api/${v}/index`]) },
          { product: 'SDK', versions: versions('SDK', ['v1', 'v2'], (v) => [`sdk/${v}/index`]) },
          { product: 'CLI', versions: versions('CLI', ['v1'], (v) => [`cli/${v}/index`]) },
        ],
      },
      ['api/v1/index', 'api/v2/index', 'sdk/v1/index', 'sdk/v2/index', 'cli/v1/index'],
    );
    expect(anchors('api/v2/index')).toEqual(['API /api/v2/ *', 'SDK /sdk/v2/', 'CLI /cli/v1/']);
    expect(anchors('sdk/v1/index')).toEqual(['API /api/v1/', 'SDK /sdk/v1/ *', 'CLI /cli/v1/']);
  });

  test('products holding versions holding languages: both kept, else the language, else the version', async () => {
    const { anchors } = await site(
      {
        products: ['api', 'sdk'].map((product) => ({
          product: product.toUpperCase(),
          versions: ['v1', 'v2'].map((version) => ({
            version,
            languages: ['en', 'de'].map((language) => ({ language, groups: [{ group: `${product} ${version} ${language}`, pages: [`${language}/${product}/${version}/index`] }] })),
          })),
        })),
      },
      // The SDK's v2 has no German page.
      ['en/api/v1/index', 'de/api/v1/index', 'en/api/v2/index', 'de/api/v2/index', 'en/sdk/v1/index', 'de/sdk/v1/index', 'en/sdk/v2/index'],
    );
    const product = (id: string, name: string) => anchors(id).find((a) => a.startsWith(`${name} `));
    expect(product('de/api/v2/index', 'SDK')).toBe('SDK /de/sdk/v1/');
    expect(product('en/api/v2/index', 'SDK')).toBe('SDK /en/sdk/v2/');
    expect(product('de/sdk/v1/index', 'API')).toBe('API /de/api/v1/');
    expect(product('en/sdk/v2/index', 'API')).toBe('API /en/api/v2/');
  });

  test("products holding versions: the version switch from a page with no twin leads to the product's first page in that version", async () => {
    const versions = (product: string, pages: Record<string, string[]>) =>
      Object.entries(pages).map(([version, ids]) => ({ version, groups: [{ group: `${product} ${version}`, pages: ids }] }));
    const { versionSwitch } = await site(
      {
        products: [
          // SDK comes first: the site's first v1 page is SDK's.
          { product: 'SDK', versions: versions('SDK', { v2: ['sdk/v2/index'], v1: ['sdk/v1/index', 'sdk/v1/setup'] }) },
          { product: 'API', versions: versions('API', { v2: ['api/v2/index', 'api/v2/webhooks'], v1: ['api/v1/index', 'api/v1/auth'] }) },
          // CLI has no v1 pages: the version's first page elsewhere.
          { product: 'CLI', versions: versions('CLI', { v2: ['cli/v2/index', 'cli/v2/new'] }) },
        ],
      },
      ['sdk/v2/index', 'sdk/v1/index', 'sdk/v1/setup', 'api/v2/index', 'api/v2/webhooks', 'api/v1/index', 'api/v1/auth', 'cli/v2/index', 'cli/v2/new'],
    );
    // Its twin where it has one; else API's first v1 page, not the site's (SDK's).
    expect(versionSwitch('api/v2/index')).toEqual({ v2: null, v1: '/api/v1/' });
    expect(versionSwitch('api/v2/webhooks')).toEqual({ v2: null, v1: '/api/v1/' });
    expect(versionSwitch('api/v1/auth')).toEqual({ v2: '/api/v2/', v1: null });
    expect(versionSwitch('cli/v2/new')).toEqual({ v2: null, v1: '/sdk/v1/' });
  });

  test('products holding versions holding languages: the version switch keeps the product and the language', async () => {
    const { versionSwitch } = await site(
      {
        products: ['sdk', 'api'].map((product) => ({
          product: product.toUpperCase(),
          versions: ['v2', 'v1'].map((version) => ({
            version,
            languages: ['en', 'de'].map((language) => ({
              language,
              groups: [{ group: `${product} ${version} ${language}`, pages: [`${language}/${product}/${version}/index`, ...(version === 'v2' ? [`${language}/${product}/v2/new`] : [])] }],
            })),
          })),
        })),
      },
      ['en', 'de'].flatMap((language) => ['sdk', 'api'].flatMap((product) => [`${language}/${product}/v2/index`, `${language}/${product}/v2/new`, `${language}/${product}/v1/index`])),
    );
    expect(versionSwitch('de/api/v2/new')).toEqual({ v2: null, v1: '/de/api/v1/' });
    expect(versionSwitch('en/api/v2/new')).toEqual({ v2: null, v1: '/en/api/v1/' });
    expect(versionSwitch('de/sdk/v2/new')).toEqual({ v2: null, v1: '/de/sdk/v1/' });
  });

  test("tabs holding languages: the other tab's first page in the reader's language", async () => {
    const { tabs } = await site(
      {
        tabs: [
          { tab: 'Guides', languages: languages('Guides', ['en', 'de'], ['guides/index', 'guides/more']) },
          { tab: 'Reference', languages: languages('Reference', ['en', 'de'], ['reference/index']) },
        ],
      },
      ['guides/index', 'guides/more', 'de/guides/index', 'de/guides/more', 'reference/index', 'de/reference/index'],
    );
    expect(tabs('de/guides/more')).toEqual(['Guides /de/guides/', 'Reference /de/reference/']);
    expect(tabs('guides/more')).toEqual(['Guides /guides/', 'Reference /reference/']);
  });
});

describe('dropdowns inside languages', async () => {
  const { emptySections, anchors, sidebar } = await site(
    {
      languages: [
        { language: 'en', dropdowns: [{ dropdown: 'Home', groups: [{ group: 'Home', pages: ['index'] }] }, { dropdown: 'Guides', groups: [{ group: 'Guides', pages: ['guides'] }] }] },
        { language: 'fr', dropdowns: [{ dropdown: 'Accueil', groups: [{ group: 'Accueil', pages: ['fr/index'] }] }, { dropdown: 'Guides FR', groups: [{ group: 'Guides FR', pages: ['fr/guides'] }] }] },
      ],
    },
    ['index', 'guides', 'fr/index', 'fr/guides'],
  );

  test("each owns its pages, shown beside its language's pages only, the language staying current", () => {
    expect(emptySections).toEqual([]);
    expect(sidebar('fr/guides')).toEqual(['Guides FR']);
    expect(anchors('fr/guides')).toEqual(['English /guides/', 'Français /fr/guides/ *', 'Accueil /fr/', 'Guides FR /fr/guides/ *']);
    expect(anchors('index')).toEqual(['English / *', 'Home / *', 'Guides /guides/', 'Français /fr/']);
  });
});
