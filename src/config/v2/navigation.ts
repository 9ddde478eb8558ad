// The current format's navigation tree (an object of tabs, anchors, dropdowns, products, menus,
// versions, languages, groups and pages, nested freely) mapped onto Docsmith's one navigation model:
// groups in reading order, and tabs and anchors that own the pages listed under them (membership,
// src/navigation/partition.ts). Dropdowns, products and languages are shown the way anchors are (a
// list of sections above the sidebar), a tab's menu items as the tab's menu in the tab row (they own
// their pages like anchors); versions fill the version switch; a language's own navbar, footer and
// banner ride on its scope.
import { ICON_TYPES, type Anchor, type LanguageChrome, type NavigationGroup, type Tab } from '../schema.ts';
import { normalisePageRef } from '../../navigation/model.ts';
import { parseOperationReference } from '../../openapi/reference.ts';
import type { JsonPath } from './refs.ts';
import { readApiDirectory } from './api-directory.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import { hrefAllowed, TOP_LEVEL_KEYS } from './site-keys.ts';
import { urlVerdict } from '../../util/url-policy.ts';
import { mapBanner, mapFooter, mapNavbar } from './chrome-keys.ts';
import { languageOf } from '../../i18n/languages.ts';

export interface NavigationReport {
  (rule: string, path: JsonPath, message: string): void;
}

/** An OpenAPI description named on a node, with the folder its generated pages go under. */
export interface NodeOpenapi {
  source: string;
  directory?: string;
}

/** A `"METHOD /path"` (or `"spec METHOD /path"`, `"webhook name"`) entry of a pages list. */
export interface NavigationOperation {
  reference: string;
  /** Descriptions named by the nearest node that names any. */
  specs: NodeOpenapi[];
  path: JsonPath;
  /** The internal group that lists it, and its place among the group's entries (pages and operations). */
  group: NavigationGroup;
  index: number;
  /** How many of the group's own pages (not operation entries) come before it. */
  pagesBefore: number;
  version?: string;
  scopes: Array<Tab | Anchor>;
}

export interface MappedNavigation {
  groups: NavigationGroup[];
  /** The path in the file of each internal group (`navigation[i]` of the model). */
  groupPaths: JsonPath[];
  /** The path in the file of each entry of a group's `pages`, by index. */
  entryPaths: WeakMap<NavigationGroup, JsonPath[]>;
  tabs: Tab[];
  anchors: Anchor[];
  versions: string[];
  operations: NavigationOperation[];
  /** Descriptions named on nodes that hold no tab or anchor (the site's own list). */
  siteOpenapi: NodeOpenapi[];
  /** The path in the file of each tab and anchor (`tabs[i]`, `anchors[i]` of the config). */
  tabPaths: JsonPath[];
  anchorPaths: JsonPath[];
  /** The path in the file of each version's first node, by version name. */
  versionPaths: Map<string, JsonPath>;
}

/** Label keys in the order that decides a node's kind (a group with an `anchor` key stays a group). */
const KINDS = ['group', 'tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item'] as const;
type Kind = (typeof KINDS)[number] | 'root' | 'global';

const DIVISION_LISTS = ['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu'] as const;
const CHILD_LISTS = ['groups', 'pages', ...DIVISION_LISTS] as const;
const GENERATORS = ['asyncapi', 'graphql', 'sdk'] as const;

/** Keys each kind may carry beyond its label and child lists. */
const PROPERTIES: Record<Kind, string[]> = {
  root: ['global', 'directory', 'openapi', ...GENERATORS],
  global: [],
  group: ['icon', 'iconType', 'tag', 'expanded', 'root', 'hidden', 'public', 'boost', 'directory', 'openapi', 'asyncapi', 'anchor'],
  tab: ['icon', 'iconType', 'hidden', 'searchable', 'href', 'openapi', 'directory', 'global', ...GENERATORS],
  anchor: ['icon', 'iconType', 'color', 'hidden', 'href', 'openapi', 'directory', 'global', 'asyncapi'],
  dropdown: ['icon', 'iconType', 'description', 'hidden', 'href', 'openapi', 'directory', 'color', 'global', 'asyncapi'],
  product: ['icon', 'iconType', 'description', 'hidden', 'href', 'openapi', 'directory', 'global', 'asyncapi'],
  version: ['default', 'tag', 'hidden', 'href', 'openapi', 'directory', 'global', 'asyncapi'],
  language: ['default', 'hidden', 'href', 'openapi', 'directory', 'global', 'banner', 'footer', 'navbar', 'asyncapi'],
  item: ['icon', 'iconType', 'description', 'href', 'hidden', 'openapi', 'directory', 'asyncapi'],
};

/** Properties Docsmith accepts without using (a warning each): hosted-service features and hints. */
const NO_EFFECT: Record<string, string> = {
  public: 'readable without login applies to hosted authentication only',
  boost: 'search ranking boosts are not used by the search index',
  searchable: 'hidden pages stay out of search here',
  directory: 'automatic child listings are not generated',
  anchor: 'a slug on a group has no documented effect',
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export function kindOf(node: Record<string, unknown>): Kind | undefined {
  return KINDS.find((kind) => typeof node[kind] === 'string');
}

/** A language's name as its readers write it (src/i18n/languages.ts), else as the runtime names it. */
function languageName(code: string): string {
  const known = languageOf(code);
  if (known) return known.name;
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function mapNavigation(navigation: Record<string, unknown>, report: NavigationReport): MappedNavigation {
  const out: MappedNavigation = { groups: [], groupPaths: [], entryPaths: new WeakMap(), tabs: [], anchors: [], versions: [], operations: [], siteOpenapi: [], tabPaths: [], anchorPaths: [], versionPaths: new Map() };
  let defaultVersion: string | undefined;

  interface Context {
    /** The tabs and anchors around the node, which hold its pages. */
    scopes: Array<Tab | Anchor>;
    /**
     * A `global` link's: the tabs and anchors around the `global` that holds it. It shows inside
     * them but adds nothing to them (scopes is empty).
     */
    shownIn?: Array<Tab | Anchor>;
    version?: string;
    specs: NodeOpenapi[];
  }

  const text = (value: unknown, path: JsonPath): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    report('config/invalid-value', path, `expected a string, got ${JSON.stringify(value)}; it is ignored`);
    return undefined;
  };

  /** `icon` as a name, URL or path, or `{ name, style, library }`; `iconType` or `style` picks the style. */
  const icon = (node: Record<string, unknown>, path: JsonPath): { icon?: string; iconType?: (typeof ICON_TYPES)[number] } => {
    let name: string | undefined;
    let style: unknown = node.iconType;
    if (isRecord(node.icon)) {
      for (const key of Object.keys(node.icon)) {
        if (!['name', 'style', 'library'].includes(key)) report('config/unknown-key', [...path, 'icon', key], `unknown key "${key}" in an icon (expected name, style, library); it is ignored`);
      }
      name = text(node.icon.name, [...path, 'icon', 'name']);
      style = node.icon.style ?? style;
    } else name = text(node.icon, [...path, 'icon']);
    if (style !== undefined && !(ICON_TYPES as readonly unknown[]).includes(style)) {
      report('config/invalid-value', [...path, 'iconType'], `icon style ${JSON.stringify(style)} is not one of ${ICON_TYPES.join(', ')}; the solid style is used`);
      style = undefined;
    }
    return { icon: name, iconType: style as (typeof ICON_TYPES)[number] | undefined };
  };

  const openapiOf = (value: unknown, path: JsonPath): NodeOpenapi[] | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === 'string') return [{ source: value }];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((source) => ({ source }));
    if (isRecord(value) && typeof value.source === 'string') {
      return [{ source: value.source, directory: readApiDirectory(value.directory, [...path, 'directory'], report) }];
    }
    report('config/invalid-value', path, 'openapi: expected a path or URL, a list of them, or { "source", "directory" }; it is ignored');
    return undefined;
  };

  const checkKeys = (node: Record<string, unknown>, kind: Kind, path: JsonPath) => {
    const allowed = new Set<string>([...(kind === 'root' || kind === 'global' ? [] : [kind]), ...CHILD_LISTS, ...PROPERTIES[kind]]);
    for (const key of Object.keys(node)) {
      if (!allowed.has(key)) {
        // A site setting written inside `navigation` (`navigation.interaction`): say where it goes.
        const misplaced = kind === 'root' && key !== 'navigation' && (TOP_LEVEL_KEYS as readonly string[]).includes(key);
        const hint = misplaced ? `; "${key}" belongs at the top level, beside "navigation"` : didYouMeanSuffix(key, allowed);
        report('config/unknown-key', [...path, key], `unknown key "${key}" on a ${kind === 'root' ? 'navigation' : kind}${hint}; it is ignored`);
      } else if (key in NO_EFFECT && key !== kind && !(key === 'directory' && node.openapi !== undefined)) {
        report('config/compatibility-key', [...path, key], `"${key}" is accepted and has no effect in Docsmith (${NO_EFFECT[key]})`);
      }
    }
    for (const generator of GENERATORS) {
      if (node[generator] !== undefined) {
        report('config/unsupported-node', [...path, generator], `"${generator}" reference pages are not generated by Docsmith; the node keeps its other pages`);
      }
    }
  };

  const place = (into: NavigationGroup, path: JsonPath) => {
    let list = out.entryPaths.get(into);
    if (!list) out.entryPaths.set(into, (list = []));
    list[into.pages.length] = path;
  };

  const addPage = (id: string, ctx: Context) => {
    for (const scope of ctx.scopes) scope.pages!.push(id);
  };

  /**
   * A node that lists pages and names a description: the description serves only the `METHOD /path`
   * entries among its pages (selective listing). Said when there is none, since the author most
   * likely meant every operation to be listed, which only a node without pages does.
   */
  const unusedSpec = (specs: NodeOpenapi[], path: JsonPath, kind: string) => {
    if (out.operations.some((operation) => operation.specs === specs)) return;
    report(
      'openapi/unused-description',
      [...path, 'openapi'],
      `this ${kind} lists pages, so its OpenAPI description "${specs.map((s) => s.source).join('", "')}" only serves "METHOD /path" entries among them, and it has none; no operation page is made from it. To list every operation, put the description on a group of its own without pages ({ "group": "Endpoints", "openapi": "…" })`,
    );
  };

  /** A group and its nested groups; `top` groups carry the version for the version switch. */
  const group = (node: Record<string, unknown>, path: JsonPath, ctx: Context, top: boolean): NavigationGroup | undefined => {
    checkKeys(node, 'group', path);
    const specs = openapiOf(node.openapi, [...path, 'openapi']);
    const inner: Context = specs ? { ...ctx, specs } : ctx;
    const result: NavigationGroup = { group: String(node.group), pages: [], ...icon(node, path) };
    if (top && ctx.version) result.version = ctx.version;
    if (typeof node.expanded === 'boolean') result.expanded = node.expanded;
    if (typeof node.tag === 'string') result.tag = node.tag;
    const root = text(node.root, [...path, 'root']);
    if (root) {
      // The page the group title opens comes first among its pages.
      place(result, [...path, 'root']);
      result.pages.push(root);
      addPage(normalisePageRef(root), inner);
    }
    if (node.pages !== undefined && !Array.isArray(node.pages)) report('config/invalid-value', [...path, 'pages'], 'pages: expected a list of page paths and groups; it is ignored');
    const pages = Array.isArray(node.pages) ? node.pages : [];
    pages.forEach((entry, index) => entryOf(entry, [...path, 'pages', index], inner, result));
    if (specs && pages.length) unusedSpec(specs, path, 'group');
    if (specs && !pages.length) {
      // A group with an OpenAPI description and no pages lists every operation of it: the
      // generated pages join the enclosing tab or anchor (by their folder), else the site's list.
      const owner = ctx.scopes[ctx.scopes.length - 1];
      if (owner) attachOpenapi(owner, specs, ctx.scopes);
      else out.siteOpenapi.push(...specs);
      // Its operations are listed in groups of their own (by tag), not under an empty heading.
      return undefined;
    }
    if (node.hidden === true) return undefined;
    return result;
  };

  const entryOf = (entry: unknown, path: JsonPath, ctx: Context, into: NavigationGroup) => {
    if (typeof entry === 'string') {
      const reference = /\s/.test(entry.trim()) ? parseOperationReference(entry) : undefined;
      if (reference) {
        // Its place among the group's entries, counting the operation entries before it.
        const index = into.pages.length + out.operations.filter((o) => o.group === into).length;
        out.operations.push({ reference: entry, specs: ctx.specs, path, group: into, index, pagesBefore: into.pages.length, version: ctx.version, scopes: [...ctx.scopes] });
        return;
      }
      place(into, path);
      into.pages.push(entry);
      addPage(normalisePageRef(entry), ctx);
      return;
    }
    if (isRecord(entry) && typeof entry.group === 'string') {
      const nested = group(entry, path, ctx, false);
      if (nested) {
        place(into, path);
        into.pages.push(nested);
      }
      return;
    }
    report('config/invalid-value', path, 'expected a page path or a group ({ "group", "pages" }); it is ignored');
  };

  const attachOpenapi = (scope: Tab | Anchor, specs: NodeOpenapi[], enclosing: Array<Tab | Anchor>) => {
    scope.openapi = [...(scope.openapi ? [scope.openapi].flat() : []), ...specs.map((s) => s.source)];
    // Generated pages live under the node's folder: the scope owns that folder's pages besides its
    // own, and so do the scopes around it (a dropdown's tab stays current on its generated pages).
    const folder = specs.find((s) => s.directory)?.directory ?? 'api-reference';
    for (const around of [...enclosing, scope]) if (!around.url) around.url = folder;
  };

  /** A tab, anchor, dropdown, product, menu item, version, language, or the root itself. */
  const division = (node: Record<string, unknown>, kind: Kind, path: JsonPath, ctx: Context) => {
    checkKeys(node, kind, path);
    const specs = openapiOf(node.openapi, [...path, 'openapi']);
    const inner: Context = { scopes: [...ctx.scopes], version: ctx.version, specs: specs ?? ctx.specs };
    const around = ctx.shownIn ?? ctx.scopes;
    const enclosingTab = [...around].reverse().find((s) => out.tabs.includes(s as Tab));
    const enclosingAnchor = [...around].reverse().find((s) => out.anchors.includes(s as Anchor));
    let href = text(node.href, [...path, 'href']);
    if (href !== undefined && !hrefAllowed(href, [...path, 'href'], report)) href = undefined;
    const hasChildren = CHILD_LISTS.some((list) => node[list] !== undefined);
    let scope: Tab | Anchor | undefined;
    if (kind === 'tab') {
      const tab: Tab = { name: String(node.tab), url: hasChildren ? '' : (href ?? ''), pages: [] };
      if (ctx.version) tab.version = ctx.version;
      if (node.hidden === true) tab.hidden = true;
      if (enclosingAnchor) tab.insideAnchor = out.anchors.indexOf(enclosingAnchor as Anchor);
      out.tabs.push((scope = tab));
      out.tabPaths.push(path);
    } else if (kind === 'anchor' || kind === 'dropdown' || kind === 'product' || kind === 'item' || kind === 'language') {
      const label = kind === 'language' ? languageName(String(node.language)) : String(node[kind]);
      // A language without an icon of its own shows a globe, not the unknown-icon placeholder.
      const shown = { ...(kind === 'language' ? { icon: 'globe' } : {}), ...definedOnly(icon(node, path)) };
      const anchor: Anchor = { name: label, url: hasChildren ? '' : (href ?? ''), iconType: 'duotone', isDefaultHidden: node.hidden === true, pages: [], ...shown };
      if (ctx.version) anchor.version = ctx.version;
      if (kind === 'language') {
        anchor.language = String(node.language);
        const chrome = languageChrome(node, path);
        if (chrome) anchor.languageChrome = chrome;
      }
      if (enclosingTab) anchor.insideTab = out.tabs.indexOf(enclosingTab as Tab);
      if (enclosingAnchor) anchor.insideAnchor = out.anchors.indexOf(enclosingAnchor as Anchor);
      // A tab's menu items open from the tab row; items of a menu outside any tab stay anchors.
      if (kind === 'item' && enclosingTab) anchor.menuItem = true;
      const description = text(node.description, [...path, 'description']);
      if (description) anchor.description = description;
      const color = isRecord(node.color) ? node.color.light ?? node.color.dark : node.color;
      if (typeof color === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(color)) anchor.color = color;
      else if (color !== undefined) report('config/invalid-value', [...path, 'color'], 'color: expected { "light": "#hex", "dark": "#hex" }; it is ignored');
      out.anchors.push((scope = anchor));
      out.anchorPaths.push(path);
    } else if (kind === 'version') {
      const name = String(node.version);
      if (!out.versions.includes(name)) {
        out.versions.push(name);
        out.versionPaths.set(name, path);
      }
      if (node.default === true && !defaultVersion) defaultVersion = name;
      inner.version = name;
    }
    if (scope) inner.scopes.push(scope);
    // A node with a description and no pages lists all its operations; with pages, the description
    // only serves the operation entries among them.
    if (specs && !hasChildren) {
      if (scope) attachOpenapi(scope, specs, ctx.scopes);
      else out.siteOpenapi.push(...specs);
    }

    const lists = CHILD_LISTS.filter((list) => node[list] !== undefined);
    const divisionLists = lists.filter((list) => list !== 'groups' && list !== 'pages');
    if (divisionLists.length && lists.length > 1) {
      report('config/invalid-value', path, `a navigation node holds one list of children, this one holds ${lists.map((l) => `"${l}"`).join(' and ')}; all are read`);
    }
    for (const list of lists) {
      const value = node[list];
      const listPath = [...path, list];
      if (!Array.isArray(value)) {
        report('config/invalid-value', listPath, `${list}: expected a list; it is ignored`);
        continue;
      }
      if (list === 'groups' || list === 'pages') {
        // Page strings straight under a division form an unnamed group, kept in place among the groups.
        let loose: NavigationGroup | undefined;
        value.forEach((entry, index) => {
          const entryPath = [...listPath, index];
          if (isRecord(entry) && typeof entry.group === 'string') {
            loose = undefined;
            const made = group(entry, entryPath, inner, true);
            if (made) {
              out.groups.push(made);
              out.groupPaths.push(entryPath);
            }
            return;
          }
          if (list === 'groups') {
            report('config/invalid-value', entryPath, 'groups: expected a group ({ "group", "pages" }); it is ignored');
            return;
          }
          if (!loose) {
            loose = { group: '', pages: [] };
            if (inner.version) loose.version = inner.version;
            out.groups.push(loose);
            out.groupPaths.push(entryPath);
          }
          entryOf(entry, entryPath, inner, loose);
        });
        continue;
      }
      value.forEach((child, index) => {
        const childPath = [...listPath, index];
        const childKind = isRecord(child) ? kindOf(child) : undefined;
        if (!isRecord(child) || !childKind || childKind === 'group') {
          const expected = list === 'menu' ? 'item' : list.replace(/s$/, '');
          report('config/invalid-value', childPath, `${list}: expected an object with "${expected}"; it is ignored`);
          return;
        }
        division(child, childKind, childPath, inner);
      });
    }
    if (specs && hasChildren) unusedSpec(specs, path, kind);
    if (isRecord(node.global)) globalLinks(node.global, [...path, 'global'], inner);
    else if (node.global !== undefined) report('config/invalid-value', [...path, 'global'], 'global: expected an object of link lists; it is ignored');
  };

  /** A language's own `navbar`, `footer` and `banner` (read as the top-level keys are). */
  const languageChrome = (node: Record<string, unknown>, path: JsonPath): LanguageChrome | undefined => {
    const chrome: LanguageChrome = {};
    for (const key of ['navbar', 'footer'] as const) {
      const value = node[key];
      if (value === undefined) continue;
      if (!isRecord(value)) report('config/invalid-value', [...path, key], `${key}: expected an object; the site's is shown`);
      else if (key === 'navbar') chrome.navbar = mapNavbar(value, [...path, key], report);
      else chrome.footer = mapFooter(value, [...path, key], report);
    }
    if (node.banner !== undefined) {
      const banner = mapBanner(node.banner, [...path, 'banner'], report);
      if (banner) chrome.banner = banner;
    }
    return Object.keys(chrome).length ? chrome : undefined;
  };

  /**
   * `global`: tabs, anchors… that are links only (`href` required), shown on every page of the node
   * that holds them (a language's on that language's pages only).
   */
  const globalLinks = (node: Record<string, unknown>, path: JsonPath, ctx: Context) => {
    checkKeys(node, 'global', path);
    for (const list of DIVISION_LISTS) {
      const value = node[list];
      if (value === undefined) continue;
      if (!Array.isArray(value)) {
        report('config/invalid-value', [...path, list], `${list}: expected a list; it is ignored`);
        continue;
      }
      value.forEach((child, index) => {
        const childPath = [...path, list, index];
        const childKind = isRecord(child) ? kindOf(child) : undefined;
        if (!isRecord(child) || !childKind || typeof child.href !== 'string') {
          report('config/invalid-value', childPath, `global ${list}: expected a link with a label and "href"; it is ignored`);
          return;
        }
        // A refused link is reported here and left out; an unusual one is reported once, by division,
        // which reads the link's href as it reads any section's.
        if (urlVerdict(child.href).kind === 'blocked') {
          hrefAllowed(child.href, [...childPath, 'href'], report);
          return;
        }
        if (CHILD_LISTS.some((l) => child[l] !== undefined)) {
          report('config/invalid-value', childPath, `global ${list} are links only; the pages listed under it are ignored`);
        }
        const link: Record<string, unknown> = { ...child };
        for (const l of CHILD_LISTS) delete link[l];
        // A version or language link becomes an anchor: a section link like the others.
        division(childKind === 'version' || childKind === 'language' ? { anchor: childKind === 'language' ? languageName(String(child.language)) : String(child.version), href: child.href } : link, childKind === 'version' || childKind === 'language' ? 'anchor' : childKind, childPath, { ...ctx, scopes: [], shownIn: ctx.scopes });
      });
    }
  };

  division(navigation, 'root', ['navigation'], { scopes: [], specs: [] });
  if (defaultVersion) out.versions = [defaultVersion, ...out.versions.filter((v) => v !== defaultVersion)];
  return out;
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
