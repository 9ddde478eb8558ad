// The partition rule for anchors and tabs: a page belongs to the anchor (and, separately, the tab)
// whose `url` is the longest prefix of the page's path by whole segments. `api` owns `api/x` and
// `api` itself, never `apis/x`. Pages no prefix owns belong to the top anchor / the implicit first tab.
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

/** Index of the item whose url is the longest whole-segment prefix of `pageId`, or -1. */
export function ownerIndex(items: ReadonlyArray<{ url: string }>, pageId: string): number {
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
