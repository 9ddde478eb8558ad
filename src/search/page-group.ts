// Where a page sits in the sidebar, as readers see it: the labels of the groups that hold it.
import type { NavNode, NavigationModel } from '../navigation/model.ts';

/** Group labels from the top group down to the page, empty labels left out; undefined when not in navigation. */
export function groupTrailOf(navigation: NavigationModel, pageId: string): string[] | undefined {
  const walk = (nodes: NavNode[], trail: string[]): string[] | undefined => {
    for (const node of nodes) {
      if (node.type === 'page') {
        if (node.id === pageId) return trail;
        continue;
      }
      const found = walk(node.entries, node.label ? [...trail, node.label] : trail);
      if (found) return found;
    }
    return undefined;
  };
  return walk(navigation.groups, []);
}

/** Pages listed in navigation are the site's public pages: searched, in the sitemap and in llms.txt. */
export function isNavigationPage(navigation: NavigationModel, pageId: string): boolean {
  return navigation.order.includes(pageId);
}
