// The navigation model: docs.json groups resolved against the page files. It is structural (page ids,
// not titles); routes join it with the collection entries for titles at render time.
import type { NavigationGroup } from '../config/schema.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import { formatJsonPath as formatPath, type Place } from '../config/json-location.ts';

export interface NavPageNode {
  type: 'page';
  id: string;
  /** The page's own `version:` front matter (a docs.json version): shown only while it is selected. */
  version?: string;
}

export interface NavGroupNode {
  type: 'group';
  label: string;
  icon?: string;
  iconType?: string;
  version?: string;
  expanded?: boolean;
  /** A badge beside the heading (current format). */
  tag?: string;
  entries: NavNode[];
}

export type NavNode = NavPageNode | NavGroupNode;

export interface NavigationModel {
  groups: NavGroupNode[];
  /** Page ids in reading order, each once: the order of previous/next links. */
  order: string[];
  /** Pages whose front matter names their version, listed in navigation or not (id -> version). */
  ownVersions?: Record<string, string>;
}

export interface BuildNavigationInput {
  navigation: NavigationGroup[];
  /** Page ids that have a file (`guides/intro`). */
  pageIds: ReadonlySet<string>;
  /** Finds the place of a JSON path in docs.json (or the file it was pulled in from), for messages. */
  locate?: (path: (string | number)[]) => (Place & { file?: string }) | undefined;
  configFile?: string;
  /** The path to name in messages for a path of `navigation` (the current format maps its tree). */
  realPath?: (path: (string | number)[]) => (string | number)[];
  /** Pages with a valid `version:` front matter (see content/page-version.ts). */
  ownVersions?: ReadonlyMap<string, string>;
}

/** Normalises what authors write in navigation: `/guides/intro.mdx` and `guides/intro` are the same page. */
export function normalisePageRef(ref: string): string {
  return ref.trim().replace(/^\/+/, '').replace(/\.mdx?$/i, '').replace(/\/+$/, '') || 'index';
}

/**
 * The page a navigation entry names: its path, or the folder's index page when the entry names a
 * folder (`guides/` or `guides` for `guides/index.mdx`) and no page of that path exists.
 */
export function pageOfRef(ref: string, pageIds: ReadonlySet<string>): string {
  const id = normalisePageRef(ref);
  return pageIds.has(id) || !pageIds.has(`${id}/index`) ? id : `${id}/index`;
}

export function buildNavigation(input: BuildNavigationInput): { model: NavigationModel; findings: Finding[] } {
  const findings: Finding[] = [];
  const order: string[] = [];
  const firstSeenAt = new Map<string, string>();
  const file = input.configFile ?? 'docs.json';

  const formatJsonPath = (path: (string | number)[]) => formatPath(input.realPath?.(path) ?? path);
  const report = (rule: string, path: (string | number)[], message: string) => {
    const place = input.locate?.(path);
    findings.push({ rule, file: place?.file ?? file, line: place?.line, column: place?.column, message });
  };

  // `shownIn`: the version a group or one of its parents is tagged with, if any.
  const walk = (group: NavigationGroup, path: (string | number)[], inherited?: { version: string; label: string }): NavGroupNode => {
    const shownIn = group.version ? { version: group.version, label: group.group } : inherited;
    const entries: NavNode[] = [];
    group.pages.forEach((entry, index) => {
      const entryPath = [...path, 'pages', index];
      if (typeof entry !== 'string') {
        entries.push(walk(entry, entryPath, shownIn));
        return;
      }
      const id = pageOfRef(entry, input.pageIds);
      if (!input.pageIds.has(id)) {
        report(
          'nav/missing-page',
          entryPath,
          `${formatJsonPath(entryPath)}: "${entry}" has no page (looked for ${id}.mdx and ${id}.md${didYouMeanSuffix(id, input.pageIds).replace(/^; /, '; ')}); it is left out of the sidebar`,
        );
        return;
      }
      const seen = firstSeenAt.get(id);
      if (seen) {
        report('nav/duplicate-page', entryPath, `${formatJsonPath(entryPath)}: "${entry}" is already listed at ${seen}`);
      } else {
        firstSeenAt.set(id, formatJsonPath(entryPath));
        order.push(id);
      }
      const version = input.ownVersions?.get(id);
      if (version && shownIn && version !== shownIn.version) {
        report(
          'nav/version-conflict',
          entryPath,
          `${formatJsonPath(entryPath)}: "${entry}" says version: "${version}" in its front matter, but its group "${shownIn.label}" shows only in "${shownIn.version}", so the page never shows; remove one of the two`,
        );
      }
      entries.push(version ? { type: 'page', id, version } : { type: 'page', id });
    });
    return {
      type: 'group',
      label: group.group,
      icon: group.icon,
      iconType: group.iconType,
      version: group.version ?? sharedVersion(entries),
      expanded: typeof group.expanded === 'boolean' ? group.expanded : undefined,
      ...(typeof group.tag === 'string' ? { tag: group.tag } : {}),
      entries,
    };
  };

  const groups = input.navigation.map((group, index) => walk(group, ['navigation', index]));
  const ownVersions = input.ownVersions?.size ? Object.fromEntries(input.ownVersions) : undefined;
  return { model: ownVersions ? { groups, order, ownVersions } : { groups, order }, findings };
}

/**
 * The version every entry of an untagged group has through its pages' own front matter: the group
 * then shows only in that version too, so that other versions never show its heading with no pages.
 */
function sharedVersion(entries: NavNode[]): string | undefined {
  const first = entries[0]?.version;
  return first && entries.every((entry) => entry.version === first) ? first : undefined;
}

/** Every page id a group holds, depth first. */
export function pageIdsOf(node: NavNode): string[] {
  return node.type === 'page' ? [node.id] : node.entries.flatMap(pageIdsOf);
}
