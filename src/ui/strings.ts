// The words of the page chrome, replaceable through the `strings` integration option (another
// language, another tone). Content (docs.json, pages) has its own words and is not touched.
export const DEFAULT_STRINGS = {
  skipToContent: 'Skip to content',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pageNotFound: 'Page not found',
  search: 'Search',
  searchPlaceholder: 'Search the docs…',
  menu: 'Menu',
  suggestEdits: 'Suggest edits',
  raiseIssue: 'Raise issue',
} as const;

export type UiStringKey = keyof typeof DEFAULT_STRINGS;
export type UiStrings = Record<UiStringKey, string>;

export const UI_STRING_KEYS = Object.keys(DEFAULT_STRINGS) as UiStringKey[];

export function uiStrings(overrides: Partial<UiStrings> = {}): UiStrings {
  return { ...DEFAULT_STRINGS, ...overrides };
}
