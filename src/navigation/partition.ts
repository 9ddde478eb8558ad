// The partition rule for anchors and tabs: a page belongs to the anchor (and, separately, the tab)
// whose `url` is the longest prefix of the page's path by whole segments. `api` owns `api/x` and
// `api` itself, never `apis/x`. Pages no prefix owns belong to the top anchor / the implicit first tab.
// The current docs.json format places pages by membership instead: its scopes carry `pages` (the
// ids listed under them in the tree), and membership wins over prefixes. Its anchors nest (a
// product's languages): the innermost anchor that lists a page owns it.
import { isExternal } from '../util/urls.ts';

/** Path segments of a page id or an author's url prefix: `/api/v2/` -> ['api', 'v2']. */
export function segmentsOf(path: string): string[] {
  // `.` and `..` name no folder of the site: a tab url of `../../x` is the folder `x`, never a step
  // above the site's base.
  return path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..');
}

/** An anchor or tab url that is a link out (`https:`, `mailto:`, `//host`) owns no pages. */
export function isLinkOut(url: string): boolean {
  return isExternal(url);
}

/** Whether `prefix` owns `pageId` by whole segments; the empty prefix owns nothing. */
export function ownsPage(prefix: string, pageId: string): boolean {
  if (isLinkOut(prefix)) return false;
  const want = segmentsOf(prefix);
  const have = segmentsOf(pageId);
  return want.length > 0 && want.length <= have.length && want.every((s, i) => s === have[i]);
}

/** A tab or anchor: its url prefix, and the pages it holds by membership (current format only). */
export interface PartitionItem {
  url: string;
  pages?: readonly string[];
}

/** The item of the same list an item is nested in (current format anchors: `insideAnchor`). */
export type ParentOf = (index: number) => number | undefined;

/** Whether item `index` is `ancestor` or nested, at any depth, inside it. */
export function isWithin(index: number, ancestor: number, parentOf: ParentOf): boolean {
  for (let at: number | undefined = index; at !== undefined && at >= 0; at = parentOf(at)) if (at === ancestor) return true;
  return false;
}

/**
 * Membership sets, made once per item list (the config is the same object for a whole build; a list
 * is always asked with the same `parentOf`).
 */
const memberships = new WeakMap<ReadonlyArray<PartitionItem>, Map<string, number>>();

function membershipOf(items: ReadonlyArray<PartitionItem>, parentOf: ParentOf): Map<string, number> {
  let owners = memberships.get(items);
  if (!owners) {
    const found = new Map<string, number>();
    // The first scope that lists a page owns it (a page may be listed under several), unless a scope
    // nested inside that one lists it too (an outer scope lists its inner ones' pages). An entry that
    // names a folder (`guides`) holds its index page when no page has that path (model.ts pageOfRef).
    const claim = (id: string, index: number) => {
      const owner = found.get(id);
      if (owner === undefined || (owner !== index && isWithin(index, owner, parentOf))) found.set(id, index);
    };
    items.forEach((item, index) => item.pages?.forEach((id) => claim(id, index)));
    const listed = new Set(found.keys());
    items.forEach((item, index) => item.pages?.forEach((id) => listed.has(`${id}/index`) || claim(`${id}/index`, index)));
    memberships.set(items, (owners = found));
  }
  return owners;
}

/**
 * Index of the item that lists `pageId` (the innermost, when items nest: `parentOf`), else whose url
 * is the longest whole-segment prefix of it, or -1.
 */
export function ownerIndex(items: ReadonlyArray<PartitionItem>, pageId: string, parentOf: ParentOf = () => undefined): number {
  const member = membershipOf(items, parentOf).get(pageId);
  if (member !== undefined) return member;
  let best = -1;
  let bestLength = 0;
  items.forEach((item, index) => {
    if (!ownsPage(item.url, pageId)) return;
    const length = segmentsOf(item.url).length;
    if (length > bestLength) {
      best = index;
      bestLength = length;
    }
  });
  return best;
}
