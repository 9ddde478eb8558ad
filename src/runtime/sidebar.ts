// The sidebar as a reader sees it: navigation groups with titles and URLs, the current page marked.
// Pure functions over the navigation model, so they are unit-tested without Astro.
import { pageIdsOf, type NavGroupNode, type NavNode, type NavigationModel } from '../navigation/model.ts';
import { isExternal, pageHref, type UrlSettings } from '../util/urls.ts';
import { canBeFetched, navFragmentHref, navFragmentId, sidebarIsSplit } from './sidebar-fragments.ts';

export interface PageInfo {
  title: string;
  sidebarTitle?: string;
  icon?: string;
  tag?: string;
  /** Front matter `url`: the sidebar entry opens this URL instead of the page. */
  url?: string;
  /** HTTP method of an API page, shown as a badge. */
  method?: string;
}

export interface SidebarLink {
  type: 'link';
  id: string;
  label: string;
  href: string;
  current: boolean;
  external: boolean;
  icon?: string;
  tag?: string;
  method?: string;
  /** The page's own docs version: shown only while it is selected. */
  version?: string;
}

export interface SidebarGroup {
  type: 'group';
  label: string;
  icon?: string;
  /** Shown only while this docs version is selected. */
  version?: string;
  /** Open when it holds the current page or the author asked for it. */
  open: boolean;
  /** A badge beside the heading. */
  tag?: string;
  entries: SidebarEntry[];
}

/**
 * A top-level group of a large sidebar that does not hold the current page: its heading links to
 * its first page, and its links are fetched from `fragment` when a reader expands it.
 */
export interface SidebarFetchedGroup {
  type: 'fetched';
  /** Fragment id: the group's label and a hash of its contents. */
  id: string;
  label: string;
  version?: string;
  /** The group's first page: where the heading goes (the group is open there). */
  href: string;
  /** URL of the fragment with the group's links. */
  fragment: string;
}

export type SidebarEntry = SidebarLink | SidebarGroup | SidebarFetchedGroup;

/** A group node and everything under it as a sidebar entry; `currentId` marks the page being shown. */
function entryOf(node: NavNode, currentId: string, pages: ReadonlyMap<string, PageInfo>, urls: UrlSettings): SidebarEntry | undefined {
  if (node.type === 'page') {
    const info = pages.get(node.id);
    if (!info) return undefined;
    const href = info.url ?? pageHref(node.id, urls);
    return {
      type: 'link',
      id: node.id,
      label: info.sidebarTitle ?? info.title,
      href,
      current: node.id === currentId,
      external: isExternal(href),
      icon: info.icon,
      tag: info.tag,
      method: info.method,
      version: node.version,
    };
  }
  const entries = node.entries.map((child) => entryOf(child, currentId, pages, urls)).filter((e): e is SidebarEntry => e !== undefined);
  return {
    type: 'group',
    label: node.label,
    icon: node.icon,
    version: node.version,
    open: node.expanded ?? true,
    ...(node.tag ? { tag: node.tag } : {}),
    entries,
  };
}

/** The page ids under each group node, as a set: whether a group holds the page being shown. */
const pageIdSets = new WeakMap<NavGroupNode, ReadonlySet<string>>();

function holdsPage(group: NavGroupNode, id: string): boolean {
  let ids = pageIdSets.get(group);
  if (!ids) pageIdSets.set(group, (ids = new Set(pageIdsOf(group))));
  return ids.has(id);
}

/**
 * Top-level groups that do not hold the page being shown, by group node: the same for every page
 * that shows them, so each is made once per set of pages and URL settings (a build) and shared. The
 * sidebar's HTML is then reused by the entry itself (sidebar-html.ts); making 250 entries for every
 * page and keying their HTML by their JSON was a tenth of rendering a 5,000-page site. Shared
 * entries are never changed: markOpen only opens groups that hold the page.
 */
const restingGroups = new WeakMap<NavGroupNode, { pages: ReadonlyMap<string, PageInfo>; urls: UrlSettings; entry: SidebarGroup }>();

function restingGroup(group: NavGroupNode, pages: ReadonlyMap<string, PageInfo>, urls: UrlSettings): SidebarGroup {
  const known = restingGroups.get(group);
  if (known?.pages === pages && known.urls === urls) return known.entry;
  const entry = entryOf(group, '', pages, urls) as SidebarGroup;
  restingGroups.set(group, { pages, urls, entry });
  return entry;
}

export function sidebarEntries(
  groups: NavGroupNode[],
  currentId: string,
  pages: ReadonlyMap<string, PageInfo>,
  urls: UrlSettings,
): SidebarGroup[] {
  return groups.map((group) => {
    if (!holdsPage(group, currentId)) return restingGroup(group, pages, urls);
    const entry = entryOf(group, currentId, pages, urls) as SidebarGroup;
    markOpen([entry]);
    return entry;
  });
}

/**
 * The sidebar of one page. A small sidebar is written in full; a large one (see
 * sidebar-fragments.ts) in full only for the top-level groups that hold the page (and unnamed ones,
 * which have no heading to collapse into), every other group as a fetched group.
 */
export function pageSidebar(
  groups: NavGroupNode[],
  currentId: string,
  pages: ReadonlyMap<string, PageInfo>,
  urls: UrlSettings,
): SidebarEntry[] {
  if (!sidebarIsSplit(groups)) return sidebarEntries(groups, currentId, pages, urls);
  return groups.map((group) =>
    !canBeFetched(group) || holdsPage(group, currentId)
      ? sidebarEntries([group], currentId, pages, urls)[0]!
      : fetchedGroup(group, pages, urls),
  );
}

/**
 * Fetched groups by group node: the same for every page that does not hold the group, so each is
 * made once per set of pages and URL settings (a build), not once per page.
 */
const fetchedGroups = new WeakMap<NavGroupNode, { pages: ReadonlyMap<string, PageInfo>; urls: UrlSettings; entry: SidebarFetchedGroup }>();

function fetchedGroup(group: NavGroupNode, pages: ReadonlyMap<string, PageInfo>, urls: UrlSettings): SidebarFetchedGroup {
  const known = fetchedGroups.get(group);
  if (known?.pages === pages && known.urls === urls) return known.entry;
  const entry = makeFetchedGroup(group, pages, urls);
  fetchedGroups.set(group, { pages, urls, entry });
  return entry;
}

function makeFetchedGroup(group: NavGroupNode, pages: ReadonlyMap<string, PageInfo>, urls: UrlSettings): SidebarFetchedGroup {
  const hrefs = pageIdsOf(group)
    .filter((id) => pages.has(id))
    .map((id) => pages.get(id)!.url ?? pageHref(id, urls));
  const id = navFragmentId(group);
  return {
    type: 'fetched',
    id,
    label: group.label,
    version: group.version,
    // A page whose sidebar entry opens another site is a poor landing place for a group heading.
    href: hrefs.find((href) => !isExternal(href)) ?? hrefs[0] ?? pageHref('index', urls),
    fragment: navFragmentHref(id, urls),
  };
}

/** Opens every group on the path to the current page, whatever the author's default. */
function markOpen(entries: SidebarEntry[]): boolean {
  let holdsCurrent = false;
  for (const entry of entries) {
    if (entry.type === 'link') holdsCurrent ||= entry.current;
    else if (entry.type === 'fetched') continue;
    else if (markOpen(entry.entries)) {
      entry.open = true;
      holdsCurrent = true;
    }
  }
  return holdsCurrent;
}

export interface PageNeighbour {
  label: string;
  href: string;
}

/** Navigation order within one scope, and each page's place in it. */
interface ScopedOrder {
  pages: ReadonlyMap<string, PageInfo>;
  order: string[];
  place: Map<string, number>;
}

/**
 * Scoped orders by navigation model and scope key, made once per scope in a build rather than once
 * per page: filtering the whole order for every page made a large site's build grow with its square.
 */
const scopedOrders = new WeakMap<NavigationModel, Map<string, ScopedOrder>>();

function scopedOrder(navigation: NavigationModel, pages: ReadonlyMap<string, PageInfo>, inScope: (id: string) => boolean, scopeKey: string | undefined): ScopedOrder {
  const make = (): ScopedOrder => {
    const order = navigation.order.filter((id) => pages.has(id) && inScope(id));
    return { pages, order, place: new Map(order.map((id, i) => [id, i])) };
  };
  if (scopeKey === undefined) return make();
  let byKey = scopedOrders.get(navigation);
  if (!byKey) scopedOrders.set(navigation, (byKey = new Map()));
  let known = byKey.get(scopeKey);
  if (known?.pages !== pages) byKey.set(scopeKey, (known = make()));
  return known;
}

/**
 * Previous and next pages in navigation order. `scopeKey` names the scope `inScope` describes
 * (the same key must always mean the same predicate), so its order is computed once.
 */
export function neighbours(
  navigation: NavigationModel,
  currentId: string,
  pages: ReadonlyMap<string, PageInfo>,
  urls: UrlSettings,
  inScope: (id: string) => boolean = () => true,
  scopeKey?: string,
): { prev?: PageNeighbour; next?: PageNeighbour } {
  const { order, place } = scopedOrder(navigation, pages, inScope, scopeKey);
  const index = place.get(currentId);
  if (index === undefined) return {};
  const link = (id: string | undefined): PageNeighbour | undefined => {
    if (!id) return undefined;
    const info = pages.get(id)!;
    return { label: info.sidebarTitle ?? info.title, href: info.url ?? pageHref(id, urls) };
  };
  return { prev: link(order[index - 1]), next: link(order[index + 1]) };
}
