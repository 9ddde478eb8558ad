// Previous and next links that respect docs versions: a page of one version links only to pages of
// that version or to untagged ones. An untagged page shows in every version, and its neighbours may
// differ per version; the server cannot know the reader's choice, so it writes one set of links per
// version and the version CSS (runtime/chrome-style.ts) shows the selected one.
import type { NavigationModel } from '../navigation/model.ts';
import type { UrlSettings } from '../util/urls.ts';
import { neighbours, type PageInfo, type PageNeighbour } from './sidebar.ts';

export interface NeighbourSet {
  /** Shown only while this version is selected; absent when the links hold for every version. */
  version?: string;
  prev?: PageNeighbour;
  next?: PageNeighbour;
}

export interface VersionedNeighboursInput {
  navigation: NavigationModel;
  currentId: string;
  pages: ReadonlyMap<string, PageInfo>;
  urls: UrlSettings;
  /** The page's anchor and tab. */
  inScope: (id: string) => boolean;
  /** Names that anchor and tab, so each scope's order is computed once per build. */
  scopeKey?: string;
  /** Version of every versioned page (navigation/sections.ts pageVersions). */
  pageVersions: ReadonlyMap<string, string>;
  /** docs.json `versions`. */
  versions: readonly string[];
}

const sameLink = (a?: PageNeighbour, b?: PageNeighbour) => a?.href === b?.href && a?.label === b?.label;

export function versionedNeighbours(input: VersionedNeighboursInput): NeighbourSet[] {
  const { navigation, currentId, pages, urls, inScope, pageVersions, scopeKey } = input;
  const keyOf = (version: string) => (scopeKey === undefined ? undefined : `${scopeKey}\0${version}`);
  const within = (version: string) => (id: string) => inScope(id) && (pageVersions.get(id) ?? version) === version;
  const own = pageVersions.get(currentId);
  if (own || !input.versions.length) {
    return [own ? neighbours(navigation, currentId, pages, urls, within(own), keyOf(own)) : neighbours(navigation, currentId, pages, urls, inScope, scopeKey)];
  }
  const sets = input.versions.map((version): NeighbourSet => ({ version, ...neighbours(navigation, currentId, pages, urls, within(version), keyOf(version)) }));
  const first = sets[0]!;
  if (sets.every((set) => sameLink(set.prev, first.prev) && sameLink(set.next, first.next))) return [{ prev: first.prev, next: first.next }];
  return sets;
}
