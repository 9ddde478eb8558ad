// Operation entries of a current-format navigation (`"GET /users"`, `"specs/store.yaml POST /orders"`,
// `"webhook orderPlaced"`): each matching operation gets a generated page placed where the entry
// stands. The nearest node's `openapi` narrows the search; without one every loaded description is
// searched. An entry that matches nothing is a warning placed at its line, never a failed build.
import type { NavigationOperation } from '../config/v2/navigation.ts';
import type { DocsConfig, NavigationGroup } from '../config/schema.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import { fileKeyOf } from './load.ts';
import { kebabCase, operationGroup, operationSlug, operationTitle } from './operations.ts';
import { matchReference, parseOperationReference, referenceNamesSpec } from './reference.ts';
import type { GeneratedPage } from './store.ts';
import type { LoadedSpec, OperationRef } from './types.ts';

export const DEFAULT_DIRECTORY = 'api-reference';

export interface PlacedOperation {
  entry: NavigationOperation;
  page: GeneratedPage;
}

export function navigationOperationPages(
  entries: NavigationOperation[],
  catalog: { spec: LoadedSpec; operations: OperationRef[] }[],
  usedIds: Set<string>,
  pageIds: ReadonlySet<string>,
  place: (entry: NavigationOperation) => Pick<Finding, 'file' | 'line' | 'column'>,
  siteDirectoryOf: (file: string) => string | undefined = () => undefined,
): { placed: PlacedOperation[]; findings: Finding[] } {
  const placed: PlacedOperation[] = [];
  const findings: Finding[] = [];
  for (const entry of entries) {
    const reference = parseOperationReference(entry.reference);
    if (!reference) continue;
    // The node's descriptions, unless the entry names its own file.
    const named = reference.file ? catalog : catalog.filter((c) => !entry.specs.length || entry.specs.some((s) => referenceNamesSpec(fileKeyOf(s.source), c.spec) || fileKeyOf(s.source) === c.spec.file));
    const match = matchReference(reference, named.length ? named : catalog);
    if (!match.op) {
      findings.push({
        rule: 'openapi/unknown-operation',
        ...place(entry),
        message: `navigation entry "${entry.reference}" matches no operation in ${(named.length ? named : catalog).map((c) => c.spec.file).join(', ') || 'any OpenAPI file (none is listed or found)'}; it is left out`,
      });
      continue;
    }
    const specIndex = catalog.findIndex((c) => c.spec.file === match.op!.file);
    const directory = entry.specs.find((s) => s.directory)?.directory ?? siteDirectoryOf(match.op.file) ?? DEFAULT_DIRECTORY;
    const group = operationGroup(match.op);
    let id = `${directory}/${kebabCase(group) || 'endpoints'}/${operationSlug(match.op)}`;
    for (let n = 2; usedIds.has(id) || pageIds.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
    usedIds.add(id);
    placed.push({ entry, page: { id, base: directory, specIndex, op: match.op, title: operationTitle(match.op), group } });
  }
  return { placed, findings };
}

type JsonPath = (string | number)[];

/**
 * The config with the generated pages in the groups where their entries stood and in their tabs and
 * anchors; the config given is left as the reader made it. `writtenPath` turns a path of the new
 * navigation (`navigation[i].pages[j]`, what the navigation model reports with) into the reader's,
 * whose groups hold no operation entries, so messages stay placed at the right line of docs.json.
 */
export function withOperationPages(config: DocsConfig, placed: PlacedOperation[]): { config: DocsConfig; writtenPath: (path: JsonPath) => JsonPath } {
  if (!placed.length) return { config, writtenPath: (path) => path };
  const byGroup = new Map<NavigationGroup, PlacedOperation[]>();
  const byScope = new Map<object, string[]>();
  for (const item of [...placed].sort((a, b) => a.entry.index - b.entry.index)) {
    byGroup.set(item.entry.group, [...(byGroup.get(item.entry.group) ?? []), item]);
    for (const scope of item.entry.scopes) byScope.set(scope, [...(byScope.get(scope) ?? []), item.page.id]);
  }
  // For each new group: where each of its entries came from (an index of the reader's group, or -1
  // for a generated page), so paths can be mapped back.
  const origins = new WeakMap<NavigationGroup, { from: NavigationGroup; index: number[] }>();
  const copy = (group: NavigationGroup): NavigationGroup => {
    const pages: NavigationGroup['pages'] = group.pages.map((entry) => (typeof entry === 'string' ? entry : copy(entry)));
    const index = pages.map((_, i) => i);
    // After the group's own pages that stood before the entry, and the generated pages placed so far
    // (an entry that matched nothing takes no place).
    (byGroup.get(group) ?? []).forEach(({ entry, page }, placedBefore) => {
      const at = entry.pagesBefore + placedBefore;
      pages.splice(at, 0, page.id);
      index.splice(at, 0, -1);
    });
    const made = { ...group, pages };
    origins.set(made, { from: group, index });
    return made;
  };
  const withPages = <T extends { pages?: string[] }>(scope: T): T => (byScope.has(scope) ? { ...scope, pages: [...(scope.pages ?? []), ...byScope.get(scope)!] } : scope);
  const navigation = config.navigation.map(copy);
  const writtenPath = (path: JsonPath): JsonPath => {
    if (path[0] !== 'navigation' || typeof path[1] !== 'number') return path;
    const out: JsonPath = path.slice(0, 2);
    let group: NavigationGroup | undefined = navigation[path[1]];
    let rest = path.slice(2);
    while (group && rest[0] === 'pages' && typeof rest[1] === 'number') {
      const origin = origins.get(group);
      const index = origin?.index[rest[1]] ?? rest[1];
      // A generated page has no entry of its own in the reader's group: its group stands for it.
      if (index === -1) return out;
      out.push('pages', index);
      const entry: unknown = group.pages[rest[1]];
      group = entry && typeof entry === 'object' ? (entry as NavigationGroup) : undefined;
      rest = rest.slice(2);
    }
    return [...out, ...rest];
  };
  return {
    config: { ...config, navigation, ...(config.tabs ? { tabs: config.tabs.map(withPages) } : {}), ...(config.anchors ? { anchors: config.anchors.map(withPages) } : {}) },
    writtenPath,
  };
}
