// Large sidebars: a page writes in full only the top-level groups that hold it; every other named
// group is a heading that links to its first page, and its links are fetched, when a reader expands
// it, from a fragment written once per group at build time (`/_docsmith/nav/<id>`). Small sidebars
// are written in full on every page. Pure functions over docs.json and the navigation model, shared by
// the integration (whether to add the fragment route), the route itself and the sidebar.
import { createHash } from 'node:crypto';
import type { NavGroupNode, NavNode, NavigationModel } from '../navigation/model.ts';
import { scopedGroups, type Scope, type SectionConfig } from '../navigation/sections.ts';
import { trimBase, type UrlSettings } from '../util/urls.ts';

/**
 * A sidebar with at most this many page links is written in full into every page. Above it, each
 * link costs about 12 bytes of gzip HTML per page, so a 1000-page site would spend most of a page on
 * its sidebar.
 */
export const FULL_SIDEBAR_LINKS = 300;

export const NAV_FRAGMENT_FOLDER = '_docsmith/nav';

/** Page links a list of groups holds (a page listed twice counts twice: it is written twice). */
export function countPageLinks(nodes: readonly NavNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.type === 'page' ? 1 : countPageLinks(node.entries)), 0);
}

/** Whether a scope's sidebar is too large to write in full into every page. */
export function sidebarIsSplit(groups: readonly NavGroupNode[]): boolean {
  return countPageLinks(groups) > FULL_SIDEBAR_LINKS;
}

/** Whether a top-level group can be a collapsed, fetched group: it needs a heading to show. */
export function canBeFetched(group: NavGroupNode): boolean {
  return group.label.trim() !== '';
}

/**
 * The fragment id of a (scoped) top-level group: its label made URL-safe plus a hash of its
 * contents, so that the same group seen from two anchors or tabs with different pages gets two
 * fragments, and an unchanged group keeps its URL between builds.
 */
export function navFragmentId(group: NavGroupNode): string {
  const slug = group.label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  const hash = createHash('sha256').update(JSON.stringify(group)).digest('hex').slice(0, 10);
  return `${slug || 'group'}-${hash}`;
}

/** The URL of a group fragment, honouring `base` and `build.format`. */
export function navFragmentHref(id: string, urls: UrlSettings): string {
  const base = trimBase(urls.base);
  return urls.format === 'file' ? `${base}/${NAV_FRAGMENT_FOLDER}/${id}.html` : `${base}/${NAV_FRAGMENT_FOLDER}/${id}/`;
}

/** Every anchor and tab combination docs.json allows (-1: the top anchor, the implicit first tab). */
function allScopes(config: SectionConfig): Scope[] {
  const scopes: Scope[] = [];
  for (let anchor = -1; anchor < (config.anchors?.length ?? 0); anchor++) {
    for (let tab = -1; tab < (config.tabs?.length ?? 0); tab++) scopes.push({ anchor, tab });
  }
  return scopes;
}

/** The groups that get a fragment, over every scope, each once: empty when every sidebar is small. */
export function navFragments(navigation: NavigationModel, config: SectionConfig): Map<string, NavGroupNode> {
  const fragments = new Map<string, NavGroupNode>();
  for (const scope of allScopes(config)) {
    const groups = scopedGroups(navigation.groups, config, scope);
    if (!sidebarIsSplit(groups)) continue;
    for (const group of groups.filter(canBeFetched)) fragments.set(navFragmentId(group), group);
  }
  return fragments;
}
