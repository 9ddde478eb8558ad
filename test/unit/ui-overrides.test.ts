// The `components` and `strings` options: what they accept, and the module that maps layout parts.
import { expect, it } from 'vitest';
import { docsmithOptionsSchema } from '../../src/options.ts';
import { componentsModule, OVERRIDABLE_COMPONENTS } from '../../src/ui/overrides.ts';
import { en } from '../../src/i18n/strings/en.ts';
import { resolveUiStrings, siteStringsFor } from '../../src/i18n/ui-strings.ts';
import { issueSentences } from '../../src/config/zod-issues.ts';
import { languageOf } from '../../src/i18n/languages.ts';

it('accepts the replaceable parts and the known strings, and names a mistyped key', () => {
  expect(docsmithOptionsSchema.parse({ components: { Footer: './src/Footer.astro' }, strings: { next: 'Suivant' } })).toMatchObject({
    components: { Footer: './src/Footer.astro' },
    strings: { next: 'Suivant' },
  });
  const wrongPart = docsmithOptionsSchema.safeParse({ components: { Foot: './src/Footer.astro' } });
  expect(wrongPart.success).toBe(false);
  expect(wrongPart.error!.issues[0]!.message).toContain('"Foot"');
  expect(docsmithOptionsSchema.safeParse({ strings: { onThisPag: 'x' } }).success).toBe(false);
});

it('maps each part to the project component given, relative to the project root, else to Docsmith\'s own', () => {
  const text = componentsModule({ Footer: './src/Footer.astro', Header: 'my-theme/Header.astro' }, '/site');
  expect(text).toContain('export { default as Footer } from "/site/src/Footer.astro";');
  expect(text).toContain('export { default as Header } from "my-theme/Header.astro";');
  expect(text).toMatch(/export \{ default as Sidebar \} from ".*\/components\/chrome\/Sidebar\.astro";/);
  expect(text.split('\n')).toHaveLength(Object.keys(OVERRIDABLE_COMPONENTS).length);
});

it('fills the strings not given with Docsmith\'s', () => {
  expect(resolveUiStrings('en', { next: 'Suivant' }).strings).toEqual({ ...en, next: 'Suivant' });
});

it('takes replacements per language; top keys word English; a language code words its pages, aliases included', () => {
  const option = { onThisPage: 'Contents', en: { next: 'Onwards' }, fr: { onThisPage: 'Sommaire' }, jp: { next: '次へ進む' } };
  expect(docsmithOptionsSchema.parse({ strings: option }).strings).toEqual(option);
  expect(siteStringsFor(option, undefined)).toEqual({ onThisPage: 'Contents', next: 'Onwards' });
  expect(siteStringsFor(option, languageOf('en'))).toEqual({ onThisPage: 'Contents', next: 'Onwards' });
  expect(siteStringsFor(option, languageOf('fr'))).toEqual({ onThisPage: 'Sommaire' });
  expect(siteStringsFor(option, languageOf('ja'))).toEqual({ next: '次へ進む' });
  expect(siteStringsFor(option, languageOf('ar'))).toEqual({});
  const fr = resolveUiStrings('fr', siteStringsFor(option, languageOf('fr'))).strings;
  expect([fr.onThisPage, fr.next]).toEqual(['Sommaire', 'Suivant']);
});

it('names a mistyped key or language code in the strings option, with a did-you-mean', () => {
  const sentences = (strings: unknown) => {
    const result = docsmithOptionsSchema.safeParse({ strings });
    return result.success ? [] : result.error.issues.flatMap((issue) => issueSentences(issue)).map((s) => `${s.path.join('.')}: ${s.message}`);
  };
  expect(sentences({ onThisPag: 'x', frr: { next: 'x' }, fr: { nxt: 'Suivant', previous: 3 }, de: 'Weiter' })).toEqual([
    'strings.onThisPag: "onThisPag" is neither a UI string nor a language code; did you mean "onThisPage"?',
    'strings.frr: "frr" is neither a UI string nor a language code; did you mean "fr"?',
    'strings.fr.nxt: "nxt" is not a UI string; did you mean "next"?',
    'strings.fr.previous: "previous" must be a string, got number',
    'strings.de: "de" holds the de pages\' strings: expected an object of UI strings',
  ]);
});
