import { describe, expect, test } from 'vitest';
import { llmsScopes, pagesByScope } from '../../../src/llms/scopes.ts';
import { llmsTxt } from '../../../src/llms/llms-txt.ts';

describe('llmsScopes', () => {
  test('a site without languages or versions has one scope, the site itself', () => {
    expect(llmsScopes({ languages: [], versions: [] })).toEqual([{ path: '' }]);
  });

  test('every language × version, the home language and the default version first', () => {
    const scopes = llmsScopes({ languages: ['fr', 'en', 'ar'], versions: ['v2', 'v1'], homeLanguage: 'en' });
    expect(scopes.map((s) => s.path)).toEqual(['en/v2', 'en/v1', 'fr/v2', 'fr/v1', 'ar/v2', 'ar/v1']);
    expect(scopes[0]).toEqual({ language: 'en', version: 'v2', path: 'en/v2' });
  });

  test('versions only, or languages only', () => {
    expect(llmsScopes({ languages: [], versions: ['2.0', '1.x'] }).map((s) => s.path)).toEqual(['2.0', '1.x']);
    expect(llmsScopes({ languages: ['pt-BR', 'en'], versions: [] }).map((s) => s.path)).toEqual(['pt-br', 'en']);
  });

  test('names are folded into safe path segments, and names that fold alike stay apart', () => {
    const scopes = llmsScopes({ languages: [], versions: ['Latest (v3)', 'latest v3', '../../etc', ''] });
    expect(scopes.map((s) => s.path)).toEqual(['latest-v3', 'latest-v3-2', 'etc', 'scope']);
    for (const scope of scopes) expect(scope.path).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
  });
});

describe('pagesByScope', () => {
  const language: Record<string, string> = { 'en/a': 'en', 'en/b': 'en', 'fr/a': 'fr', 'fr/b': 'fr', 'en/old': 'en' };
  const version: Record<string, string> = { 'en/a': 'v2', 'en/b': 'v1', 'fr/a': 'v2', 'fr/b': 'v1', 'en/old': 'v0' };
  const of = { languageOf: (id: string) => language[id], versionOf: (id: string) => version[id] };
  // 'en/old' names a version the site does not declare: no version's scope holds it.
  const order = ['en/a', 'en/b', 'changelog', 'fr/a', 'fr/b', 'en/old'];

  test('a scope holds its language and version, plus unversioned pages; pages outside every language count as the first language', () => {
    const scopes = llmsScopes({ languages: ['en', 'fr'], versions: ['v2', 'v1'] });
    expect(Object.fromEntries(pagesByScope(order, scopes, 'en', of))).toEqual({
      'en/v2': ['en/a', 'changelog'],
      'en/v1': ['en/b', 'changelog'],
      'fr/v2': ['fr/a'],
      'fr/v1': ['fr/b'],
    });
  });

  test('versions only: unversioned pages in every version; languages only: every version together', () => {
    expect(Object.fromEntries(pagesByScope(order, llmsScopes({ languages: [], versions: ['v2', 'v1'] }), undefined, of))).toEqual({
      v2: ['en/a', 'changelog', 'fr/a'],
      v1: ['en/b', 'changelog', 'fr/b'],
    });
    expect(Object.fromEntries(pagesByScope(order, llmsScopes({ languages: ['fr', 'en'], versions: [] }), 'fr', of))).toEqual({
      fr: ['changelog', 'fr/a', 'fr/b'],
      en: ['en/a', 'en/b', 'en/old'],
    });
  });

  test('the one scope of a plain site holds every page', () => {
    expect(pagesByScope(order, llmsScopes({ languages: [], versions: [] }), undefined, of).get('')).toEqual(order);
  });
});

test('llms.txt lists every scope pair at the end when given, with names made safe', () => {
  const text = llmsTxt({
    name: 'Site',
    navigation: { groups: [], order: [] },
    pages: new Map(),
    scopes: [
      { name: 'English · v2', href: '/en/v2/llms.txt', fullHref: '/en/v2/llms-full.txt' },
      { name: 'Evil](javascript:x)', href: '/x/llms.txt', fullHref: '/x/llms-full.txt' },
    ],
  });
  expect(text).toContain('## Languages and versions\n\n- [English · v2](/en/v2/llms.txt): every page as markdown in [llms-full.txt](/en/v2/llms-full.txt)');
  expect(text).not.toContain('](javascript:x)');
});
