// A site without a page at its root (no `index` page, as in many hosted-platform folders) still has a
// home: `/` redirects to the first page in reading order, as the hosted platform serves it. Without it
// the site's own brand link, and its bare address, led to a missing page.
import { pagePath } from '../links/check.ts';
import type { RedirectRule } from './expand.ts';

/** The redirect from `/` to the first page in `order` (page ids), or undefined when `/` is a page or there is none. */
export function homeRedirect(builtPaths: ReadonlySet<string>, order: readonly string[]): RedirectRule | undefined {
  const first = order.find((id) => builtPaths.has(pagePath(id)));
  return builtPaths.has('/') || !first ? undefined : { source: '/', destination: pagePath(first) };
}
