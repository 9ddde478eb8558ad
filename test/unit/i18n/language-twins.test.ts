import { expect, test } from 'vitest';
import type { Anchor } from '../../../src/config/schema.ts';
import { languageStem, languageTwins } from '../../../src/navigation/language-twins.ts';

const anchor = (language: string, pages: string[]): Anchor => ({ name: language, url: '', iconType: 'duotone', isDefaultHidden: false, language, pages });

test('a page path without its language segment, wherever the segment stands', () => {
  expect(languageStem('fr/lang/welcome', 'fr')).toBe('lang/welcome');
  expect(languageStem('v2.1/pt-BR/intro', 'pt-br')).toBe('v2.1/intro');
  expect(languageStem('lang/welcome', 'en')).toBe('lang/welcome');
  // A folder named by another accepted code of the same language; never one of another language.
  expect(languageStem('zh-CN/cli/docs', 'zh-Hans')).toBe('cli/docs');
  expect(languageStem('ja/intro', 'jp')).toBe('intro');
  expect(languageStem('zh-TW/intro', 'zh-Hans')).toBe('zh-TW/intro');
  expect(languageStem('pt/intro', 'pt-BR')).toBe('pt/intro');
});

test('twins when the folder names the language by another code than docs.json', () => {
  const anchors = [anchor('en', ['index', 'cli/docs']), anchor('zh-Hans', ['zh-CN/index', 'zh-CN/cli/docs'])];
  expect(languageTwins(anchors, 'cli/docs')).toEqual([
    { anchor: 0, code: 'en', pageId: 'cli/docs' },
    { anchor: 1, code: 'zh-Hans', pageId: 'zh-CN/cli/docs' },
  ]);
});

test('twins across languages: the default language at the root, the others under their code; a missing twin is said', () => {
  const anchors = [
    { name: 'Community', url: 'https://example.com', iconType: 'duotone', isDefaultHidden: false } as Anchor,
    anchor('en', ['index', 'guides/setup', 'guides/only-english']),
    anchor('fr', ['fr/index', 'fr/guides/setup']),
    anchor('ar', ['ar/guides/setup']),
  ];
  expect(languageTwins(anchors, 'guides/setup')).toEqual([
    { anchor: 1, code: 'en', pageId: 'guides/setup' },
    { anchor: 2, code: 'fr', pageId: 'fr/guides/setup' },
    { anchor: 3, code: 'ar', pageId: 'ar/guides/setup' },
  ]);
  expect(languageTwins(anchors, 'fr/index')).toEqual([
    { anchor: 1, code: 'en', pageId: 'index' },
    { anchor: 2, code: 'fr', pageId: 'fr/index' },
    { anchor: 3, code: 'ar', pageId: undefined },
  ]);
  expect(languageTwins(anchors, 'not/in/a/language')).toEqual([]);
});
