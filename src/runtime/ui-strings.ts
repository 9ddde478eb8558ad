// The chrome's words and the language of a page. A page inside a language of the current format's
// `navigation.languages` is drawn in that language (its <html lang> and dir, and its table of
// src/i18n); any other page in English with the project's `strings` option over it. The layout sets
// the page's words in Astro.locals before the chrome renders; components read them with stringsOf.
// The `strings` option replaces words per language (src/i18n/ui-strings.ts siteStringsFor).
import { config, options } from 'virtual:docsmith/config';
import { languageOf, type LanguageInfo } from '../i18n/languages.ts';
import { languageOfPage } from '../navigation/language-twins.ts';
import { resolveUiStrings, siteStringsFor, type UiStrings } from '../i18n/ui-strings.ts';

/** The site's words: English, with the `strings` option over them. */
export const strings: UiStrings = resolveUiStrings('en', siteStringsFor(options.strings, undefined)).strings;
const byLanguage = new Map<LanguageInfo, UiStrings>();

/** A language's table with the site's replacements for that language (the `strings` option). */
function stringsOfLanguage(language: LanguageInfo): UiStrings {
  let table = byLanguage.get(language);
  if (!table) byLanguage.set(language, (table = resolveUiStrings(language.tag, siteStringsFor(options.strings, language)).strings));
  return table;
}

const PAGE_STRINGS = 'docsmith:strings';

/** The language code of a page (as docs.json writes it), from the language scope that lists it. */
export function pageLanguageCode(pageId: string): string | undefined {
  return languageOfPage(config.anchors ?? [], pageId);
}

const PAGE_ID = 'docsmith:page';
const PAGE_LANGUAGE = 'docsmith:language';

/** The language a page is drawn in; its words (and the page, for src/runtime/language-chrome.ts) go to Astro.locals for the chrome. */
export function usePageLanguage(locals: object, pageId: string): LanguageInfo | undefined {
  const code = pageLanguageCode(pageId);
  (locals as Record<string, unknown>)[PAGE_ID] = pageId;
  const language = languageOf(code ?? '');
  // The `strings` option's top keys word English; its language entries word their language.
  (locals as Record<string, unknown>)[PAGE_STRINGS] = language ? stringsOfLanguage(language) : strings;
  (locals as Record<string, unknown>)[PAGE_LANGUAGE] = language?.tag;
  return language;
}

/** The language tag of the page being rendered (undefined: English), for punctuation such as withColon (src/i18n/ui-strings.ts). */
export function pageLanguageOf(locals: object): string | undefined {
  return (locals as Record<string, unknown>)[PAGE_LANGUAGE] as string | undefined;
}

/** The words of the page being rendered (the site's, before the layout has set them). */
export function stringsOf(locals: object): UiStrings {
  return ((locals as Record<string, unknown>)[PAGE_STRINGS] as UiStrings | undefined) ?? strings;
}

/** The id of the page being rendered, once the layout has set its language. */
export function renderedPageOf(locals: object): string | undefined {
  return (locals as Record<string, unknown>)[PAGE_ID] as string | undefined;
}
