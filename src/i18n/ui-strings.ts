// The UI strings a page is drawn with: its language's table, with the site's own replacements on top.
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import { en, type UiStringKey, type UiStrings } from './strings/en.ts';
import { LANGUAGE_CODES, languageOf, type LanguageInfo } from './languages.ts';

export type { UiStringKey, UiStrings };

/** Every UI string's key, for the `strings` option. */
export const UI_STRING_KEYS = Object.keys(en) as UiStringKey[];
const KEYS = new Set<string>(UI_STRING_KEYS);

export interface StringOverrideProblem {
  key: string;
  message: string;
}

/**
 * The strings of `code` (English for a code no table covers) with `overrides` applied. Overrides
 * whose key is not a UI string, or whose value is not a string, are left out and returned as problems
 * so the caller can place them.
 */
export function resolveUiStrings(code: string | undefined, overrides: Record<string, unknown> = {}): { strings: UiStrings; problems: StringOverrideProblem[] } {
  const base = (code && languageOf(code)?.strings) || en;
  const strings: Record<string, string> = { ...base };
  const problems: StringOverrideProblem[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (!KEYS.has(key)) {
      problems.push({ key, message: `"${key}" is not a UI string${didYouMeanSuffix(key, KEYS)}` });
    } else if (typeof value !== 'string') {
      problems.push({ key, message: `"${key}" must be a string, got ${value === null ? 'null' : typeof value}` });
    } else {
      strings[key] = value;
    }
  }
  return { strings: strings as unknown as UiStrings, problems };
}

/** Fills `{name}` placeholders; a placeholder with no value is kept as written. */
export function formatUiString(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * What goes before a colon, by primary language subtag: French (fr, fr-CA) sets a no-break space
 * (U+00A0) before `:`, as its table does before `:` and `;` and inside « »; Chinese writes the
 * full-width colon, as its tables do. Every other language writes `:` right after the word.
 */
const COLON: Readonly<Record<string, string>> = { fr: '\u00a0:', zh: '：' };

/**
 * `label` followed by a colon the way `language` (a docs.json code or a tag: `fr`, `fr-CA`, `cn`;
 * undefined: English) writes it, for labels that get a colon in code: `Au moins un parmi\u00a0:`,
 * `Any one of:`.
 */
export function withColon(label: string, language: string | undefined): string {
  const tag = language ? (languageOf(language)?.tag ?? language) : 'en';
  return `${label}${COLON[tag.split('-')[0]!.toLowerCase()] ?? ':'}`;
}

/**
 * The site's replacements (the `strings` option) for pages of `language` (undefined: pages in no
 * language, drawn in English). Keys at the top word English; a language code's entry words the
 * pages of that language, aliases included (`jp` and `ja`), and wins over the top keys for English.
 */
export function siteStringsFor(option: Record<string, unknown>, language: LanguageInfo | undefined): Record<string, unknown> {
  const english = !language || language.tag === 'en';
  const target = language ?? languageOf('en');
  const top = Object.entries(option).filter(([key]) => KEYS.has(key));
  const ofLanguage = Object.entries(option).filter(([key, value]) => !KEYS.has(key) && isRecord(value) && languageOf(key) === target);
  return Object.assign({}, english ? Object.fromEntries(top) : {}, ...ofLanguage.map(([, value]) => value));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong in the `strings` option: keys that are neither a UI string nor a language code, bad values. */
export function stringsOptionProblems(option: Record<string, unknown>): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  for (const [key, value] of Object.entries(option)) {
    if (KEYS.has(key)) {
      for (const p of resolveUiStrings('en', { [key]: value }).problems) problems.push({ path: [key], message: p.message });
    } else if (languageOf(key)) {
      if (!isRecord(value)) problems.push({ path: [key], message: `"${key}" holds the ${key} pages' strings: expected an object of UI strings` });
      else for (const p of resolveUiStrings(key, value).problems) problems.push({ path: [key, p.key], message: p.message });
    } else {
      problems.push({ path: [key], message: `"${key}" is neither a UI string nor a language code${didYouMeanSuffix(key, [...KEYS, ...LANGUAGE_CODES])}` });
    }
  }
  return problems;
}
