// Where a page sits in the sidebar, as readers see it: the labels of the groups that hold it.
import type { NavNode, NavigationModel } from '../navigation/model.ts';

/** Each page's trail, made by one walk per navigation model rather than one walk per page. */
const trails = new WeakMap<NavigationModel, Map<string, string[]>>();

function trailsOf(navigation: NavigationModel): Map<string, string[]> {
  let known = trails.get(navigation);
  if (known) return known;
  known = new Map();
  const walk = (nodes: NavNode[], trail: string[]) => {
    for (const node of nodes) {
      // The first place a page is listed is where the sidebar shows it.
      if (node.type === 'page') {
        if (!known!.has(node.id)) known!.set(node.id, trail);
      } else walk(node.entries, node.label ? [...trail, node.label] : trail);
    }
  };
  walk(navigation.groups, []);
  trails.set(navigation, known);
  return known;
}

/** Group labels from the top group down to the page, empty labels left out; undefined when not in navigation. */
export function groupTrailOf(navigation: NavigationModel, pageId: string): string[] | undefined {
  const trail = trailsOf(navigation).get(pageId);
  return trail && [...trail];
}
