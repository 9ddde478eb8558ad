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
function groupsOf(scope: Scope): NavGroupNode[] {
  if (import.meta.env.DEV) return scopedGroups(navigation.groups, config, scope);
  const key = `${scope.anchor}\0${scope.tab}`;
  let groups = groupsByScope.get(key);
  if (!groups) groupsByScope.set(key, (groups = scopedGroups(navigation.groups, config, scope)));
  return groups;
}

export async function pageChrome(currentId: string): Promise<PageChrome> {
  const { pages } = await getSiteData();
  const versions = await versionsOfPages();
  const ctx = { navigation, urls, versions };
  const scope = scopeOf(currentId, config);
  return {
    scope,
    anchors: anchorLinks(config, ctx, currentId),
    tabs: tabLinks(config, ctx, currentId),
    groups: groupsOf(scope),
    version: versions.get(currentId),
    versionTargets: versionTargets(currentId, config, ctx, new Set(pages.keys())),
    inScope: (id) => sameScope(scopeOf(id, config), scope),
    pageVersions: versions,
  };
}
