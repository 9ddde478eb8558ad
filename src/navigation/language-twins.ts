// The same page in each language of the current format's `navigation.languages`. Folders keep a
// language's pages under its code (`fr/guides/setup` beside `guides/setup` or `en/guides/setup`), so
// a page's twin in another language is the page of that language whose path, without its language
// segment, is the same. The languages of one list are each other's (a product's languages, or a
// version's): languages listed elsewhere are not twins. Made once per build for every language scope
// (pure; unit-tested).
import type { Anchor } from '../config/schema.ts';
import { languageOf } from '../i18n/languages.ts';

/**
 * A page's path without the segment that names its language (`fr/lang/welcome` -> `lang/welcome`).
 * The folder may name the language by another of its accepted codes than docs.json does: pages of
 * `zh-Hans` kept under `zh-CN/`, of `jp` under `ja/`.
 */
export function languageStem(pageId: string, code: string): string {
  const segments = pageId.split('/');
  const at = segments.findIndex((s) => sameLanguage(s, code));
  return (at < 0 ? segments : segments.filter((_, i) => i !== at)).join('/');
}

/** Whether two codes name the same language: the same code in any case, or two accepted codes of one language (`jp`, `ja`). */
export function sameLanguage(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  const language = languageOf(a);
  return language !== undefined && languageOf(b) === language;
}

export interface LanguageTwin {
  /** Index of the language's anchor in docs.json's anchors. */
  anchor: number;
  code: string;
  /** The twin page, or undefined when this language has none. */
  pageId?: string;
}

const indexes = new WeakMap<ReadonlyArray<Anchor>, { byPage: Map<string, number>; stems: Map<number, Map<string, string>> }>();

function indexOf(anchors: ReadonlyArray<Anchor>) {
  let index = indexes.get(anchors);
  if (!index) {
    const byPage = new Map<string, number>();
    const stems = new Map<number, Map<string, string>>();
    anchors.forEach((anchor, i) => {
      if (!anchor.language) return;
      const stemMap = new Map<string, string>();
      for (const id of anchor.pages ?? []) {
        if (!byPage.has(id)) byPage.set(id, i);
        const stem = languageStem(id, anchor.language);
        if (!stemMap.has(stem)) stemMap.set(stem, id);
      }
      stems.set(i, stemMap);
    });
    indexes.set(anchors, (index = { byPage, stems }));
  }
  return index;
}

/** The language scope that lists a page, if any (the first, when several do). */
export function languageScopeOfPage(anchors: ReadonlyArray<Anchor>, pageId: string): Anchor | undefined {
  const own = indexOf(anchors).byPage.get(pageId);
  return own === undefined ? undefined : anchors[own];
}

/** The language code of the scope that lists a page, if any. */
export function languageOfPage(anchors: ReadonlyArray<Anchor>, pageId: string): string | undefined {
  return languageScopeOfPage(anchors, pageId)?.language;
}

/** Whether two languages are of the same list: inside the same anchor and tab, in the same version. */
function sameList(a: Anchor, b: Anchor): boolean {
  return a.insideAnchor === b.insideAnchor && a.insideTab === b.insideTab && a.version === b.version;
}

/** For a page inside a language, its twin in every language of that list (itself in its own); [] for other pages. */
export function languageTwins(anchors: ReadonlyArray<Anchor>, pageId: string): LanguageTwin[] {
  const { byPage, stems } = indexOf(anchors);
  const own = byPage.get(pageId);
  if (own === undefined) return [];
  const stem = languageStem(pageId, anchors[own]!.language!);
  return [...stems.entries()]
    .filter(([anchor]) => sameList(anchors[anchor]!, anchors[own]!))
    .map(([anchor, stemMap]) => ({ anchor, code: anchors[anchor]!.language!, pageId: anchor === own ? pageId : stemMap.get(stem) }));
}
