// The language codes a docs.json `navigation.languages[].language` may hold, as the hosted platform
// accepts them (aliases included), each mapped to a real language tag for `<html lang>`, hreflang
// and the search index (Pagefind splits its index by `lang`), its writing direction, its name as
// its readers write it (for the language switcher) and the table of UI strings it reads.
import { ar } from './strings/ar.ts';
import { ca } from './strings/ca.ts';
import { cs } from './strings/cs.ts';
import { da } from './strings/da.ts';
import { de } from './strings/de.ts';
import { en, type UiStrings } from './strings/en.ts';
import { es } from './strings/es.ts';
import { fi } from './strings/fi.ts';
import { fr } from './strings/fr.ts';
import { he } from './strings/he.ts';
import { hi } from './strings/hi.ts';
import { hu } from './strings/hu.ts';
import { id } from './strings/id.ts';
import { it } from './strings/it.ts';
import { ja } from './strings/ja.ts';
import { ko } from './strings/ko.ts';
import { lv } from './strings/lv.ts';
import { nb } from './strings/nb.ts';
import { nl } from './strings/nl.ts';
import { pl } from './strings/pl.ts';
import { pt } from './strings/pt.ts';
import { ro } from './strings/ro.ts';
import { ru } from './strings/ru.ts';
import { sv } from './strings/sv.ts';
import { tr } from './strings/tr.ts';
import { uk } from './strings/uk.ts';
import { uz } from './strings/uz.ts';
import { vi } from './strings/vi.ts';
import { zhHans } from './strings/zh-hans.ts';
import { zhHant } from './strings/zh-hant.ts';

export interface LanguageInfo {
  /** A BCP 47 tag: `<html lang>`, hreflang, the search index's language. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's name in itself, for the switcher. */
  name: string;
  strings: UiStrings;
}

const language = (tag: string, name: string, strings: UiStrings, dir: 'ltr' | 'rtl' = 'ltr'): LanguageInfo => ({ tag, dir, name, strings });

const simplifiedChinese = language('zh-CN', '简体中文', zhHans);
const traditionalChinese = language('zh-TW', '繁體中文', zhHant);
const japanese = language('ja', '日本語', ja);
const ukrainian = language('uk', 'Українська', uk);
const norwegian = language('nb', 'Norsk bokmål', nb);

/** Every accepted code, exactly as docs.json writes it; lookups ignore case (`pt-br` is `pt-BR`). */
export const LANGUAGES: Readonly<Record<string, LanguageInfo>> = {
  en: language('en', 'English', en),
  ar: language('ar', 'العربية', ar, 'rtl'),
  ca: language('ca', 'Català', ca),
  cn: simplifiedChinese,
  zh: simplifiedChinese,
  'zh-CN': simplifiedChinese,
  'zh-Hans': simplifiedChinese,
  'zh-Hant': traditionalChinese,
  'zh-TW': traditionalChinese,
  cs: language('cs', 'Čeština', cs),
  da: language('da', 'Dansk', da),
  de: language('de', 'Deutsch', de),
  es: language('es', 'Español', es),
  fi: language('fi', 'Suomi', fi),
  fr: language('fr', 'Français', fr),
  'fr-CA': language('fr-CA', 'Français (Canada)', fr),
  he: language('he', 'עברית', he, 'rtl'),
  hi: language('hi', 'हिन्दी', hi),
  hu: language('hu', 'Magyar', hu),
  id: language('id', 'Bahasa Indonesia', id),
  it: language('it', 'Italiano', it),
  ja: japanese,
  jp: japanese,
  ko: language('ko', '한국어', ko),
  lv: language('lv', 'Latviešu', lv),
  nl: language('nl', 'Nederlands', nl),
  no: norwegian,
  nb: norwegian,
  pl: language('pl', 'Polski', pl),
  pt: language('pt', 'Português', pt),
  'pt-BR': language('pt-BR', 'Português (Brasil)', pt),
  ro: language('ro', 'Română', ro),
  ru: language('ru', 'Русский', ru),
  sv: language('sv', 'Svenska', sv),
  tr: language('tr', 'Türkçe', tr),
  ua: ukrainian,
  uk: ukrainian,
  uz: language('uz', 'Oʻzbekcha', uz),
  vi: language('vi', 'Tiếng Việt', vi),
};

const byLowerCase = new Map(Object.entries(LANGUAGES).map(([code, info]) => [code.toLowerCase(), info]));

/** The language of an accepted code (any case), or undefined for a code the platform does not accept. */
export function languageOf(code: string): LanguageInfo | undefined {
  return byLowerCase.get(code.trim().toLowerCase());
}

/** Accepted codes, for did-you-mean suggestions and the JSON schema. */
export const LANGUAGE_CODES: readonly string[] = Object.keys(LANGUAGES);
