// The UI strings a page is drawn with: its language's table, with the site's own replacements on top.
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import { en, type UiStringKey, type UiStrings } from './strings/en.ts';
import { languageOf } from './languages.ts';

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
