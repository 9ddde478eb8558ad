// The chrome of one page: anchors, tabs, the sidebar of the page's scope, the version switch and the
// previous/next links, from docs.json and the navigation model (src/navigation/sections.ts holds the
// rules). Whatever is the same for many pages (a scope's groups, its order) is made once per build.
import { config, navigation, urls } from 'virtual:docsmith/config';
import { getSiteData } from './site-data.ts';
import {
  anchorLinks,
  pageVersions,
  scopeOf,
  scopedGroups,
  tabLinks,
  versionTargets,
  sameScope,
  type Scope,
  type SectionLink,
} from '../navigation/sections.ts';
import type { NavGroupNode } from '../navigation/model.ts';
import { pageSidebar, type PageInfo, type SidebarEntry } from './sidebar.ts';
import { versionedNeighbours, type NeighbourSet } from './versioned-neighbours.ts';

export interface PageChrome {
  scope: Scope;
  anchors: SectionLink[];
  tabs: SectionLink[];
  groups: NavGroupNode[];
  /** Version of the page itself, when it belongs to one. */
  version?: string;
  /** Per version: where the switch goes (null: stay on this page). */
  versionTargets: Record<string, string | null>;
  inScope: (id: string) => boolean;
  /** Version of every versioned page (its own front matter, its group, anchor or tab). */
  pageVersions: ReadonlyMap<string, string>;
  /** The sidebar's entries (groups of the page's scope, the page marked current). */
  sidebar: SidebarEntry[];
  /** Previous and next links, one set per version where they differ. */
  neighbours: NeighbourSet[];
}

/** The ids of the site's pages, made once per page map rather than once per page. */
const idSets = new WeakMap<ReadonlyMap<string, PageInfo>, ReadonlySet<string>>();

function pageIdsOf(pages: ReadonlyMap<string, PageInfo>): ReadonlySet<string> {
  let ids = idSets.get(pages);
  if (!ids) idSets.set(pages, (ids = new Set(pages.keys())));
  return ids;
}

let versionsCache: Promise<Map<string, string>> | undefined;

/** The version of every page that has one (sections.ts pageVersions), once per build. */
export async function versionsOfPages(): Promise<Map<string, string>> {
  const load = async () => pageVersions(navigation, config, (await getSiteData()).pages.keys());
  if (import.meta.env.DEV) return load();
  versionsCache ??= load();
  return versionsCache;
}

const groupsByScope = new Map<string, NavGroupNode[]>();

/**
 * The sidebar groups of a scope, made once per scope in a build (in dev on every request, so that
 * edits show): the same objects for every page of the scope, so per-group work can be kept too.
 */
function groupsOf(scope: Scope, version: string | undefined): NavGroupNode[] {
  // The current format gives each version its own tree: a page carries only its version's groups
  // (the legacy format writes every version's and lets CSS show the selected one).
  const own = config.format === 'current' && version !== undefined ? version : undefined;
  const make = () => {
    const groups = scopedGroups(navigation.groups, config, scope);
    return own === undefined ? groups : groups.filter((g) => g.version === undefined || g.version === own);
  };
  if (import.meta.env.DEV) return make();
  const key = `${scope.anchor}\0${scope.tab}\0${own ?? ''}`;
  let groups = groupsByScope.get(key);
  if (!groups) groupsByScope.set(key, (groups = make()));
  return groups;
}

/** Current format: the tabs and anchors of other versions are left out of a versioned page. */
function ofVersion(links: SectionLink[], version: string | undefined): SectionLink[] {
  if (config.format !== 'current' || version === undefined) return links;
  return links.filter((link) => link.version === undefined || link.version === version);
}

export async function pageChrome(currentId: string): Promise<PageChrome> {
  const { pages } = await getSiteData();
  const versions = await versionsOfPages();
  const ctx = { navigation, urls, versions };
  const scope = scopeOf(currentId, config);
  const version = versions.get(currentId);
  const groups = groupsOf(scope, version);
  const inScope = (id: string) => sameScope(scopeOf(id, config), scope);
  return {
    scope,
    anchors: ofVersion(anchorLinks(config, ctx, currentId), version),
    tabs: ofVersion(tabLinks(config, ctx, currentId), version),
    groups,
    version,
    versionTargets: versionTargets(currentId, config, ctx, pageIdsOf(pages)),
    inScope,
    pageVersions: versions,
    sidebar: pageSidebar(groups, currentId, pages, urls),
    neighbours: versionedNeighbours({
      navigation,
      currentId,
      pages,
      urls,
      inScope,
      scopeKey: `${scope.anchor}\0${scope.tab}`,
      pageVersions: versions,
      versions: config.versions ?? [],
    }),
  };
}
