// Versions x languages in the current format, nested either way round: the version switch keeps the
// language (and the page where that version has it), the language switch keeps the version.
import { describe, expect, test } from 'vitest';
import { validateDocsConfig } from '../../../src/config/load.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';
import { anchorLinks, pageVersions, tabLinks, versionTargets } from '../../../src/navigation/sections.ts';

const urls = { base: '/', format: 'directory' as const };
const langs = ['en', 'fr', 'ar'];
// v1 lacks the `new` page in every language; Arabic lacks `setup` in v1 (v2 comes first in reading order).
const pagesOf = (language: string, version: string) =>
  ['index', 'setup', 'new'].filter((p) => !(version === 'v1' && p === 'new') && !(language === 'ar' && version === 'v1' && p === 'setup')).map((p) => `${language}/${version}/${p}`);

function site(navigation: Record<string, unknown>) {
  const { config } = validateDocsConfig(JSON.stringify({ name: 'A', theme: 'mint', colors: { primary: '#0D9373' }, navigation }));
  const pageIds = new Set(langs.flatMap((l) => [...['v2', 'v1'].flatMap((v) => pagesOf(l, v)), `${l}/notes`]));
  const navigationModel = buildNavigation({ navigation: config.navigation, pageIds }).model;
  const versions = pageVersions(navigationModel, config, pageIds);
  const ctx = { navigation: navigationModel, urls, versions };
  return {
    tabs: (page: string) => tabLinks(config, ctx, page).map((t) => [t.name, t.href]),
    versionSwitch: (page: string) => versionTargets(page, config, ctx, pageIds),
    // The language links a page shows: those of its own version (the chrome leaves out other versions').
    languageSwitch: (page: string) =>
      Object.fromEntries(anchorLinks(config, ctx, page).filter((a) => a.version === undefined || a.version === versions.get(page)).map((a) => [a.name, a.href])),
  };
}

const group = (language: string, version: string) => ({ group: 'Start', pages: pagesOf(language, version) });
const nestings = {
  'versions holding languages': { versions: ['v2', 'v1'].map((version) => ({ version, languages: langs.map((language) => ({ language, groups: [group(language, version)] })) })) },
  'languages holding versions': { languages: langs.map((language) => ({ language, versions: ['v2', 'v1'].map((version) => ({ version, groups: [group(language, version)] })) })) },
};

describe.each(Object.entries(nestings))('%s', (_, navigation) => {
  const { versionSwitch, languageSwitch } = site(navigation);
  test('the version switch keeps the language and the page, else that version’s first page of the language', () => {
    expect(versionSwitch('fr/v2/setup')).toEqual({ v2: null, v1: '/fr/v1/setup/' });
    expect(versionSwitch('fr/v2/new')).toEqual({ v2: null, v1: '/fr/v1/' });
    expect(versionSwitch('ar/v2/setup')).toEqual({ v2: null, v1: '/ar/v1/' });
  });
  test('the language switch keeps the version and the page, else the language’s first page in this version', () => {
    const names = (links: Record<string, string>) => Object.keys(links).sort();
    expect(names(languageSwitch('fr/v2/setup'))).toHaveLength(3);
    expect(Object.values(languageSwitch('fr/v2/setup')).sort()).toEqual(['/ar/v2/setup/', '/en/v2/setup/', '/fr/v2/setup/']);
    expect(Object.values(languageSwitch('en/v1/setup')).sort()).toEqual(['/ar/v1/', '/en/v1/setup/', '/fr/v1/setup/']);
    expect(Object.values(languageSwitch('en/v1/index')).sort()).toEqual(['/ar/v1/', '/en/v1/', '/fr/v1/']);
  });
});

test('tabs inside a language show on its pages only, and lead to the reader’s version', () => {
  const { tabs } = site({
    languages: langs.map((language) => ({
      language,
      tabs: [
        { tab: `Guides ${language}`, versions: ['v2', 'v1'].map((version) => ({ version, groups: [group(language, version)] })) },
        { tab: `Notes ${language}`, pages: [`${language}/notes`] },
      ],
    })),
  });
  expect(tabs('fr/v1/setup')).toEqual([
    ['Guides fr', '/fr/v1/'],
    ['Notes fr', '/fr/notes/'],
  ]);
  expect(tabs('ar/v2/new').map(([name]) => name)).toEqual(['Guides ar', 'Notes ar']);
});
