// The chrome of one page: anchors, tabs, the sidebar groups of the page's scope and the version
// switch, from docs.json and the navigation model (src/navigation/sections.ts holds the rules).
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
}

let versionsCache: Promise<Map<string, string>> | undefined;

async function versionsOfPages(): Promise<Map<string, string>> {
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
  return {
    scope,
    anchors: ofVersion(anchorLinks(config, ctx, currentId), version),
    tabs: ofVersion(tabLinks(config, ctx, currentId), version),
    groups: groupsOf(scope, version),
    version: versions.get(currentId),
    versionTargets: versionTargets(currentId, config, ctx, new Set(pages.keys())),
    inScope: (id) => sameScope(scopeOf(id, config), scope),
    pageVersions: versions,
  };
}
