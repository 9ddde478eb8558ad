// `hidden: true` in a page's front matter: the page keeps its URL but leaves the navigation model,
// and with it the sidebar, previous/next links, site search, the sitemap and llms.txt, which all
// read the model. (Search engines are kept away by the robots tag, see seo/meta.ts.)
import type { NavGroupNode, NavNode, NavigationModel } from './model.ts';

export function isHiddenPage(frontmatter: Record<string, unknown> | undefined): boolean {
  return frontmatter?.hidden === true || frontmatter?.hidden === 'true';
}

export function hiddenPageIds(pages: readonly { id: string; frontmatter: Record<string, unknown> }[]): Set<string> {
  return new Set(pages.filter((p) => isHiddenPage(p.frontmatter)).map((p) => p.id));
}

/** The model without the hidden pages; groups left empty by them go too. */
export function withoutHiddenPages(model: NavigationModel, hidden: ReadonlySet<string>): NavigationModel {
  if (hidden.size === 0) return model;
  const prune = (group: NavGroupNode): NavGroupNode | undefined => {
    const entries = group.entries
      .map((entry): NavNode | undefined => (entry.type === 'page' ? (hidden.has(entry.id) ? undefined : entry) : prune(entry)))
      .filter((entry): entry is NavNode => entry !== undefined);
    return entries.length > 0 ? { ...group, entries } : undefined;
  };
  const groups = model.groups.map(prune).filter((g): g is NavGroupNode => g !== undefined);
  return { ...model, groups, order: model.order.filter((id) => !hidden.has(id)) };
}
