// The words of the search dialog: the search button writes them, in the page's language, into its
// `data-words` attribute (SearchButton.astro), and the dialog reads them when it opens.
import type { UiStrings } from '../../../src/i18n/strings/en.ts';

export const SEARCH_WORD_KEYS = [
  'search', 'searchPlaceholder', 'searchResults', 'searchNoResults', 'searchIndexFailed', 'searchAllVersions',
  'searchClose', 'searchMove', 'searchOpen', 'searchResultsFor', 'searchDevOnly',
] as const;

export type SearchWords = Pick<UiStrings, (typeof SEARCH_WORD_KEYS)[number]>;

export function searchWordsOf(strings: UiStrings, placeholder: string): SearchWords {
  const words = Object.fromEntries(SEARCH_WORD_KEYS.map((key) => [key, strings[key]])) as Record<string, string>;
  return { ...(words as unknown as SearchWords), searchPlaceholder: placeholder };
}
