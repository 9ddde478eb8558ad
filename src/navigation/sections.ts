// Anchors, tabs and versions as the chrome shows them. Pure functions over docs.json and the
// navigation model (unit-tested without Astro); components turn the results into markup.
import type { DocsConfig } from '../config/schema.ts';
import type { NavGroupNode, NavNode, NavigationModel } from './model.ts';
import { isLinkOut, isWithin, ownerIndex, segmentsOf, type ParentOf } from './partition.ts';
import { pageHref, resolveAuthorLink, type UrlSettings } from '../util/urls.ts';
import { languageOfPage, languageTwins, sameLanguage } from './language-twins.ts';

export type SectionConfig = Pick<DocsConfig, 'anchors' | 'tabs' | 'topAnchor' | 'primaryTab' | 'versions'>;

/** Which anchor and which tab own a page: indexes into docs.json's lists, -1 for the top anchor / first tab. */
export interface Scope {
  anchor: number;
  tab: number;
}

export function scopeOf(pageId: string, config: SectionConfig): Scope {
  return { anchor: ownerIndex(config.anchors ?? [], pageId, parentAnchor(config)), tab: ownerIndex(config.tabs ?? [], pageId) };
}

function parentAnchor(config: SectionConfig): ParentOf {
  return (index) => config.anchors?.[index]?.insideAnchor;
}

/**
 * Whether a page is inside anchor `index`: owned by it or by an anchor nested in it (a product's
 * page is in its language and in the product).
 */
export function inAnchor(pageId: string, index: number, config: SectionConfig): boolean {
  return isWithin(scopeOf(pageId, config).anchor, index, parentAnchor(config));
}

/**
 * Whether a tab or anchor nested in an anchor shows beside a page: only inside that anchor. A page no
 * anchor holds (one the navigation does not list) is inside none to choose by, and is shown them all.
 */
function shownBeside(section: { insideAnchor?: number }, pageId: string, config: SectionConfig): boolean {
  if (section.insideAnchor === undefined) return true;
  const owner = scopeOf(pageId, config).anchor;
  return owner === -1 || isWithin(owner, section.insideAnchor, parentAnchor(config));
}

export function sameScope(a: Scope, b: Scope): boolean {
  return a.anchor === b.anchor && a.tab === b.tab;
}

/**
 * The version of every page that has one: its own `version:` front matter, else the innermost group
 * tagged with a version, else the anchor or tab that owns it. Untagged pages show in every version
 * and are absent from the map.
 */
export function pageVersions(navigation: NavigationModel, config: SectionConfig, pageIds: Iterable<string>): Map<string, string> {
  const versions = new Map<string, string>(Object.entries(navigation.ownVersions ?? {}));
  const walk = (node: NavNode, inherited: string | undefined) => {
    if (node.type === 'page') {
      if (inherited && !versions.has(node.id)) versions.set(node.id, inherited);
      return;
    }
    node.entries.forEach((child) => walk(child, node.version ?? inherited));
  };
  navigation.groups.forEach((group) => walk(group, undefined));
  for (const id of pageIds) {
    if (versions.has(id)) continue;
    const { anchor, tab } = scopeOf(id, config);
    const version = config.anchors?.[anchor]?.version ?? config.tabs?.[tab]?.version;
    if (version) versions.set(id, version);
  }
  return versions;
}

/** The navigation groups of one anchor and tab: pages of other scopes are left out, empty groups dropped. */
export function scopedGroups(groups: NavGroupNode[], config: SectionConfig, scope: Scope): NavGroupNode[] {
  const keep = (node: NavNode): NavNode | undefined => {
    if (node.type === 'page') return sameScope(scopeOf(node.id, config), scope) ? node : undefined;
    const entries = node.entries.map(keep).filter((e): e is NavNode => e !== undefined);
    return entries.length ? { ...node, entries } : undefined;
  };
  return groups.map(keep).filter((g): g is NavGroupNode => g !== undefined);
}

export interface SectionLink {
  name: string;
  href: string;
  current: boolean;
  external: boolean;
  icon?: string;
  iconType?: string;
  /** Icon background: a hex colour or a gradient. */
  color?: string | { from: string; to: string };
  /** Shown only while this version is selected. */
  version?: string;
  /** Left out of the list (isDefaultHidden, and the reader is not inside the anchor). */
  hidden: boolean;
  /** A dropdown's or product's description. */
  description?: string;
  /** A language the current page has no twin in: the link goes to that language's first page. */
  untranslated?: boolean;
  /** A tab with a `menu` (current format): its items, each owning its pages like an anchor. */
  menu?: SectionLink[];
}

interface LinkContext {
  navigation: NavigationModel;
  urls: UrlSettings;
  versions: ReadonlyMap<string, string>;
}

/**
 * Answers that are the same for every page of a build (a scope's first page, a version's pages), kept
 * per navigation model and config: computing them for each page scanned the whole reading order per
 * link, which made a site of many versions and languages build in time that grew with its square.
 */
const answers = new WeakMap<NavigationModel, WeakMap<object, Map<string, unknown>>>();

function once<T>(ctx: LinkContext, config: object, key: string, make: () => T): T {
  let byConfig = answers.get(ctx.navigation);
  if (!byConfig) answers.set(ctx.navigation, (byConfig = new WeakMap()));
  let known = byConfig.get(config);
  if (!known) byConfig.set(config, (known = new Map()));
  if (!known.has(key)) known.set(key, make());
  return known.get(key) as T;
}

/** Where a reader is, which a link to another section keeps where that section can: a version and a language. */
interface Place {
  version?: string;
  language?: string;
}

/**
 * The place of a page: its version, and the language of the scope that lists it. A section link that
 * keeps the reader's place is given it (a product's link from a German page of version v2 leads to
 * that product's German v2 pages when it has them).
 */
function placeOf(currentId: string, config: SectionConfig, ctx: LinkContext): Place {
  return { version: ctx.versions.get(currentId), language: languageOfPage(config.anchors ?? [], currentId) };
}

/** Whether a page is of `language` (every page is, when there is no language to keep). */
function ofLanguage(config: SectionConfig, language: string | undefined): (id: string) => boolean {
  return (id) => {
    if (!language) return true;
    const own = languageOfPage(config.anchors ?? [], id);
    return own !== undefined && sameLanguage(own, language);
  };
}

/**
 * First page in reading order that `owns` accepts, keeping the reader's `place`: a page of its
 * language and of its version (or untagged), else of its language, else of its version, else the
 * first. With `versionOnly` (the version switch) the version is kept or nothing is found: a page
 * tagged with that version (not an untagged one, which shows in every version) in the reader's
 * language, else any page of that version. `key` names what `owns` accepts, so the answer is computed once per build.
 */
function firstPage(
  ctx: LinkContext,
  config: SectionConfig,
  key: string,
  owns: (id: string) => boolean,
  place: Place = {},
  versionOnly = false,
): string | undefined {
  const { version, language } = place;
  return once(ctx, config, `first\0${key}\0${version ?? ''}\0${language ?? ''}\0${versionOnly ? 'only' : ''}`, () => {
    // The section's pages once, then a pass over them for each place readers are in.
    const owned = once(ctx, config, `owned\0${key}`, () => ctx.navigation.order.filter(owns));
    const inLanguage = ofLanguage(config, language);
    if (versionOnly) {
      const ofVersion = (id: string) => ctx.versions.get(id) === version;
      return owned.find((id) => ofVersion(id) && inLanguage(id)) ?? owned.find(ofVersion);
    }
    const inVersion = (id: string) => !version || ctx.versions.get(id) === version || !ctx.versions.has(id);
    return owned.find((id) => inLanguage(id) && inVersion(id)) ?? owned.find(inLanguage) ?? owned.find(inVersion) ?? owned[0];
  });
}

/** The first page inside anchor `index`, in the reader's place (see firstPage). */
function firstInAnchor(ctx: LinkContext, config: SectionConfig, index: number, place: Place, versionOnly = false): string | undefined {
  return firstPage(ctx, config, `anchor ${index}`, (id) => inAnchor(id, index, config), place, versionOnly);
}

/**
 * The first page of version `place.version` inside the innermost anchor around anchor `owner` (the
 * anchor that owns the reader's page) that has pages of it, in the reader's language where it can:
 * a product's, when the reader's own section is one of its languages inside another version.
 * Undefined when none of them has a page of that version, or the page is in no anchor. Once per
 * anchor, version and language, so each page asks a cached answer per version.
 */
function firstOfVersionAround(ctx: LinkContext, config: SectionConfig, owner: number, place: Place): string | undefined {
  if (owner < 0) return undefined;
  return once(ctx, config, `version around\0${owner}\0${place.version ?? ''}\0${place.language ?? ''}`, () => {
    for (let at: number | undefined = owner; at !== undefined && at >= 0; at = parentAnchor(config)(at)) {
      const first = firstInAnchor(ctx, config, at, place, true);
      if (first) return first;
    }
    return undefined;
  });
}

function prefixHref(url: string, urls: UrlSettings): string {
  return pageHref(segmentsOf(url).join('/') || 'index', urls);
}

/**
 * Scopes made by the current format own their pages by membership: there is no implicit top anchor
 * or first tab holding the pages no prefix claims.
 */
function byMembership(items: ReadonlyArray<{ pages?: readonly string[] }>): boolean {
  return items.length > 0 && items.every((item) => item.pages !== undefined);
}

/** Whether a current-format anchor shows beside a page of tab `currentTab`: a tab's own anchors only inside it. */
function belongsToTab(anchor: { insideTab?: number }, current: boolean, currentTab: number): boolean {
  return anchor.insideTab === undefined || anchor.insideTab === currentTab || current;
}

/** The anchors list: the top anchor first, then docs.json's anchors. Empty when docs.json has none. */
export function anchorLinks(config: SectionConfig & Pick<DocsConfig, 'colors'>, ctx: LinkContext, currentId: string): SectionLink[] {
  const anchors = config.anchors ?? [];
  if (!anchors.length) return [];
  const current = scopeOf(currentId, config).anchor;
  const top = config.topAnchor;
  const topFirst = firstPage(ctx, config, 'anchor -1', (id) => scopeOf(id, config).anchor === -1);
  const links: SectionLink[] = byMembership(anchors) ? [] : [
    {
      name: top?.name ?? 'Documentation',
      href: topFirst ? pageHref(topFirst, ctx.urls) : pageHref('index', ctx.urls),
      current: current === -1,
      external: false,
      icon: top?.icon ?? 'book-open',
      iconType: top?.iconType ?? 'duotone',
      color: config.colors?.anchors,
      hidden: false,
    },
  ];
  const explicit = byMembership(anchors);
  const currentTab = explicit ? scopeOf(currentId, config).tab : -1;
  // The language switch keeps the reader on the same page where that language has it.
  const twins = new Map(languageTwins(anchors, currentId).map((twin) => [twin.anchor, twin.pageId]));
  const place = placeOf(currentId, config, ctx);
  anchors.forEach((anchor, index) => {
    // Current format: a tab's own dropdowns or products show only inside that tab, an anchor's own
    // (a product's languages, a language's `global` links) only inside that anchor; a tab's menu
    // items in the tab's menu (tabLinks).
    const inside = inAnchor(currentId, index, config);
    if (anchor.menuItem || (explicit && !belongsToTab(anchor, inside, currentTab)) || !shownBeside(anchor, currentId, config)) return;
    const external = isLinkOut(anchor.url);
    const twin = twins.get(index);
    // No twin: the section's first page in the reader's place: a language's in the reader's version,
    // a product's (or dropdown's) in the reader's language and version where it has pages in them
    // (products holding languages or versions); a section of one version in that version.
    const first = external ? undefined : (twin ?? firstInAnchor(ctx, config, index, sectionPlace(anchor, place)));
    if (isEmptySection(anchor, first)) return;
    links.push({
      ...(twins.has(index) && twin === undefined ? { untranslated: true } : {}),
      name: anchor.name,
      href: external ? anchor.url : first ? pageHref(first, ctx.urls) : prefixHref(anchor.url, ctx.urls),
      current: inside,
      external,
      icon: anchor.icon,
      iconType: anchor.iconType,
      color: anchor.color ?? config.colors?.anchors,
      version: anchor.version,
      hidden: anchor.isDefaultHidden && !inside,
      ...(anchor.description ? { description: anchor.description } : {}),
    });
  });
  return links;
}

/**
 * The place a link to a section keeps: a section of one version leads to that version, a language to
 * itself (its pages are all of it), any other section to the reader's language and version.
 */
function sectionPlace(section: { version?: string; language?: string }, reader: Place): Place {
  return { version: section.version ?? reader.version, language: section.language ? undefined : reader.language };
}

/**
 * A current-format tab or anchor that held pages (no link of its own) and of which none exists: its
 * link would lead nowhere. `first` is its first page.
 */
export function isEmptySection(section: { url: string; pages?: readonly string[] }, first: string | undefined): boolean {
  return section.pages !== undefined && !section.url && first === undefined;
}

/** The tab row: the implicit first tab, then docs.json's tabs. Empty when docs.json has none. */
export function tabLinks(config: SectionConfig, ctx: LinkContext, currentId: string): SectionLink[] {
  const tabs = config.tabs ?? [];
  if (!tabs.length) return [];
  const scope = scopeOf(currentId, config);
  const place = placeOf(currentId, config, ctx);
  const firstIn = (tab: number) =>
    // Prefer a page of the reader's anchor, language and version, so that a tab does not throw them
    // out of any (a tab holding languages leads to its pages in the reader's language).
    firstPage(ctx, config, `scope ${scope.anchor} ${tab}`, (id) => sameScope(scopeOf(id, config), { anchor: scope.anchor, tab }), { version: place.version }) ??
    firstPage(ctx, config, `tab ${tab}`, (id) => scopeOf(id, config).tab === tab, place);
  const implicitFirst = firstIn(-1);
  const links: SectionLink[] = byMembership(tabs) ? [] : [
    {
      name: config.primaryTab?.name ?? 'Documentation',
      href: implicitFirst ? pageHref(implicitFirst, ctx.urls) : pageHref('index', ctx.urls),
      current: scope.tab === -1,
      external: false,
      hidden: false,
    },
  ];
  tabs.forEach((tab, index) => {
    // Current format: tabs inside a language (or product…) show only on its pages.
    if (!shownBeside(tab, currentId, config)) return;
    const external = isLinkOut(tab.url);
    const first = external ? undefined : firstIn(index);
    const menu = menuLinks(config, ctx, index, currentId);
    // A current-format tab none of whose pages exists leads nowhere: it is left out (empty-sections.ts says so at setup).
    if (isEmptySection(tab, first) && !menu.length) return;
    links.push({
      name: tab.name,
      href: external ? resolveAuthorLink(tab.url, ctx.urls) : first ? pageHref(first, ctx.urls) : prefixHref(tab.url, ctx.urls),
      current: scope.tab === index,
      external,
      version: tab.version,
      hidden: !!tab.hidden && scope.tab !== index,
      ...(menu.length ? { menu } : {}),
    });
  });
  return links;
}

/** The items of tab `tab`'s menu: each goes to its first page (or its link out), the reader's marked. */
function menuLinks(config: SectionConfig, ctx: LinkContext, tab: number, currentId: string): SectionLink[] {
  const items: SectionLink[] = [];
  const place = placeOf(currentId, config, ctx);
  (config.anchors ?? []).forEach((item, index) => {
    const inside = inAnchor(currentId, index, config);
    if (!item.menuItem || item.insideTab !== tab || (item.isDefaultHidden && !inside)) return;
    const external = isLinkOut(item.url);
    const first = external ? undefined : firstInAnchor(ctx, config, index, sectionPlace(item, place));
    if (isEmptySection(item, first)) return;
    items.push({
      name: item.name,
      href: external ? item.url : first ? pageHref(first, ctx.urls) : prefixHref(item.url, ctx.urls),
      current: inside,
      external,
      icon: item.icon,
      iconType: item.iconType,
      version: item.version,
      hidden: false,
      ...(item.description ? { description: item.description } : {}),
    });
  });
  return items;
}

/**
 * Where the version switch takes a reader, per version: `null` keeps them on the page. A page of
 * another version goes to the same path with the version segment swapped (or dropped) when that page
 * exists and fits, else to the version's first page inside the reader's product (the innermost
 * anchor around the page that has pages of that version), else to the version's first page. An
 * untagged page shows in every version; it goes to `VERSION/its-path` only when that version has
 * such a page.
 */
export function versionTargets(
  currentId: string,
  config: SectionConfig,
  ctx: LinkContext,
  pageIds: ReadonlySet<string>,
): Record<string, string | null> {
  const names = config.versions ?? [];
  const currentVersion = ctx.versions.get(currentId);
  const fits = (id: string, version: string) => pageIds.has(id) && (ctx.versions.get(id) ?? version) === version;
  const { language } = placeOf(currentId, config, ctx);
  const inLanguage = ofLanguage(config, language);
  const owner = scopeOf(currentId, config).anchor;
  const targets: Record<string, string | null> = {};
  for (const version of names) {
    if (currentVersion === version) {
      targets[version] = null;
      continue;
    }
    if (!currentVersion) {
      // An untagged page shows in every version, unless that version has its own copy under its folder.
      const own = `${version}/${currentId === 'index' ? 'index' : currentId}`;
      targets[version] = ctx.versions.get(own) === version && pageIds.has(own) ? pageHref(own, ctx.urls) : null;
      continue;
    }
    const segments = segmentsOf(currentId);
    const at = segments.findIndex((s) => names.includes(s));
    const candidates =
      at === -1
        ? // A version's page outside any version folder (the default version at the root, as the
          // current format's sites keep it) has its twin under the other version's folder.
          [`${version}/${currentId}`]
        : [
            [...segments.slice(0, at), version, ...segments.slice(at + 1)].join('/'),
            [...segments.slice(0, at), ...segments.slice(at + 1)].join('/') || 'index',
          ];
    // A site in several languages: the switch keeps the reader's language (its first page in that
    // version when the page itself has no twin there). No twin: the version's first page in the
    // reader's product (or other anchor), else anywhere.
    const match = candidates.find((id) => fits(id, version) && inLanguage(id));
    const first =
      match ??
      firstOfVersionAround(ctx, config, owner, { version, language }) ??
      firstPage(ctx, config, `version ${version}`, (id) => ctx.versions.get(id) === version, { language }) ??
      firstPage(ctx, config, 'untagged', (id) => !ctx.versions.has(id));
    targets[version] = pageHref(first ?? 'index', ctx.urls);
  }
  return targets;
}
