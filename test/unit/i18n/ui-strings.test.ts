import { describe, expect, test } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, languageOf } from '../../../src/i18n/languages.ts';
import { en } from '../../../src/i18n/strings/en.ts';
import { formatUiString, resolveUiStrings, withColon } from '../../../src/i18n/ui-strings.ts';
import { fr } from '../../../src/i18n/strings/fr.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const englishKeys = Object.keys(en);

describe('every accepted language code', () => {
  test('the table covers the codes the hosted platform accepts, aliases included', () => {
    for (const code of ['en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'jp', 'ja', 'pt-BR', 'fr-CA', 'ar', 'he', 'ua', 'no', 'uz', 'ko', 'tr']) {
      expect(LANGUAGE_CODES, code).toContain(code);
    }
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(37);
  });

  test.each(LANGUAGE_CODES)('%s has every UI string, non-empty, with the English placeholders', (code) => {
    const { strings } = LANGUAGES[code]!;
    expect(Object.keys(strings).sort()).toEqual([...englishKeys].sort());
    for (const key of englishKeys) {
      const value = strings[key as keyof typeof strings];
      expect(value.trim(), `${code}.${key}`).not.toBe('');
      expect(placeholders(value), `${code}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  test('only the English table reads as English', () => {
    const translated = Object.entries(LANGUAGES).filter(([, info]) => info.strings !== en);
    expect(translated.length).toBe(LANGUAGE_CODES.length - 1);
    for (const [code, info] of translated) expect(info.strings.onThisPage, code).not.toBe(en.onThisPage);
  });
});

describe('language tags and direction', () => {
  test('aliases map to real language tags', () => {
    expect(languageOf('cn')?.tag).toBe('zh-CN');
    expect(languageOf('zh-Hans')?.tag).toBe('zh-CN');
    expect(languageOf('zh-Hant')?.tag).toBe('zh-TW');
    expect(languageOf('jp')?.tag).toBe('ja');
    expect(languageOf('ua')?.tag).toBe('uk');
    expect(languageOf('no')?.tag).toBe('nb');
    expect(languageOf('pt-br')?.tag).toBe('pt-BR');
    expect(languageOf('klingon')).toBeUndefined();
  });

  test('right-to-left languages set dir, the others do not', () => {
    const rtl = Object.entries(LANGUAGES).filter(([, info]) => info.dir === 'rtl').map(([code]) => code).sort();
    expect(rtl).toEqual(['ar', 'he']);
  });

  test('every tag is a well-formed BCP 47 tag that Intl accepts', () => {
    for (const [code, info] of Object.entries(LANGUAGES)) {
      expect(Intl.getCanonicalLocales(info.tag)[0], code).toBe(info.tag);
    }
  });
});

describe('site replacements', () => {
  test('a site replaces a string and keeps the rest of its language', () => {
    const { strings, problems } = resolveUiStrings('es', { onThisPage: 'Contenido' });
    expect(problems).toEqual([]);
    expect(strings.onThisPage).toBe('Contenido');
    expect(strings.search).toBe('Buscar');
  });

  test('an unknown key or a non-string value is reported, not applied', () => {
    const { strings, problems } = resolveUiStrings('en', { onThisPag: 'x', search: 3 });
    expect(problems).toEqual([
      { key: 'onThisPag', message: '"onThisPag" is not a UI string; did you mean "onThisPage"?' },
      { key: 'search', message: '"search" must be a string, got number' },
    ]);
    expect(strings.search).toBe('Search');
  });

  test('an unknown language falls back to English', () => {
    expect(resolveUiStrings('xx').strings.next).toBe('Next');
  });

  test('placeholders are filled, unknown ones kept', () => {
    expect(formatUiString(LANGUAGES.de!.strings.openIn, { name: 'Claude' })).toBe('In Claude öffnen');
    expect(formatUiString('{a} {b}', { a: '1' })).toBe('1 {b}');
  });
});

describe('punctuation after a label', () => {
  test('French sets a no-break space (U+00A0) before the colon, Chinese writes the full-width one, English and the others a plain colon', () => {
    expect(withColon(fr.anyOneOf, 'fr')).toBe('Au moins un parmi\u00a0:');
    expect(withColon(fr.anyOneOf, 'fr-CA')).toBe('Au moins un parmi\u00a0:');
    expect(withColon(en.anyOneOf, 'en')).toBe('Any one of:');
    expect(withColon(en.anyOneOf, undefined)).toBe('Any one of:');
    expect(withColon(LANGUAGES.de!.strings.anyOneOf, 'de')).toBe('Einer von:');
    // Chinese writes the full-width colon, as its own tables do (默认值：).
    expect(withColon(LANGUAGES.cn!.strings.anyOneOf, 'cn')).toBe(`${LANGUAGES.cn!.strings.anyOneOf}：`);
    expect(withColon('x', 'zh-TW')).toBe('x：');
  });

  test('the French table writes its own colons, semicolons and guillemets the same way', () => {
    for (const [key, value] of Object.entries(fr)) {
      // A plain space where the no-break one goes, or none at all (http:// aside).
      expect(value, `fr.${key}`).not.toMatch(/ [:;?!»]|« /);
      expect(value, `fr.${key}`).not.toMatch(/\S[;?!»]|\S:(?!\/\/)|«\S/);
    }
    expect(fr.defaultValue).toBe('par défaut\u00a0:');
    expect(fr.searchResultsFor).toBe('Résultats pour «\u00a0{term}\u00a0»\u00a0: {count}');
  });
});
