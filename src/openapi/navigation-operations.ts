// Operation entries of a current-format navigation (`"GET /users"`, `"specs/store.yaml POST /orders"`,
// `"webhook orderPlaced"`): each matching operation gets a generated page placed where the entry
// stands. The nearest node's `openapi` narrows the search; without one every loaded description is
// searched. An entry that matches nothing is a warning placed at its line, never a failed build.
import type { NavigationOperation } from '../config/v2/navigation.ts';
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

/** Puts the generated pages into the config's groups where their entries stood, and into their scopes. */
export function placeOperationPages(placed: PlacedOperation[]): void {
  // In order: each entry's recorded position counts the entries before it, pages and operations.
  const ordered = [...placed].sort((a, b) => a.entry.index - b.entry.index);
  for (const { entry, page } of ordered) {
    entry.group.pages.splice(entry.index, 0, page.id);
    for (const scope of entry.scopes) scope.pages?.push(page.id);
  }
}
