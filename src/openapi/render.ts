// What the routes ask for: the view of the operation behind a page id, built on demand from the
// descriptions loaded at setup (never re-parsed per page).
import type { PlaygroundSpec } from '../playground/spec.ts';
import { getApiStore, type ApiStore } from './store.ts';
import type { SpecLoadFailure } from './load.ts';
import type { OperationRef } from './types.ts';
import { operationView, type OperationView } from './view.ts';
import { playgroundSpecFor } from './playground.ts';
import { schemaTree, createTreeContext, type SchemaNode } from './schema-tree.ts';
import { RefResolver } from './refs.ts';

export type OperationPageData = { view: OperationView; playground?: PlaygroundSpec } | { failure: SpecLoadFailure };

function viewOf(store: ApiStore, specIndex: number, op: OperationRef): { view: OperationView; playground?: PlaygroundSpec } {
  const spec = store.specs[specIndex]!;
  const view = operationView(spec, op, {
    api: store.api,
    playgroundProxy: store.playgroundProxy,
    fragmentKey: (at) => store.fragmentByLocation.get(`${specIndex}\0${at.file}#${at.pointer}`),
  });
  return { view, playground: playgroundSpecFor(view, { api: store.api, playgroundProxy: store.playgroundProxy }) };
}

/** The operation an `openapi:` page renders, when it has one. */
export function operationForPage(pageId: string): OperationPageData | undefined {
  const store = getApiStore();
  const entry = store.pageOperations.get(pageId);
  if (!entry) return undefined;
  if ('failure' in entry) return { failure: entry.failure };
  return viewOf(store, entry.specIndex, entry.op);
}

/** A generated page (an operation, or a notice that a description is unavailable). */
export function generatedPage(pageId: string): ({ title: string } & OperationPageData) | undefined {
  const store = getApiStore();
  const page = store.generated.find((p) => p.id === pageId);
  if (page) return { title: page.title, ...viewOf(store, page.specIndex, page.op) };
  const unavailable = store.unavailable.find((p) => p.id === pageId);
  if (unavailable) return { title: `${unavailable.failure.name} (unavailable)`, failure: unavailable.failure };
  return undefined;
}

/** Generated page ids under one folder, with the rest of their URL. */
export function generatedPaths(base: string): { id: string; rest: string }[] {
  const store = getApiStore();
  return [...store.generated, ...store.unavailable].filter((p) => p.base === base).map((p) => ({ id: p.id, rest: p.id.slice(base.length + 1) }));
}

export function fragmentKeys(): string[] {
  return [...getApiStore().fragments.keys()];
}

/** The field tree of one named schema, for its fragment page. */
export function fragmentTree(key: string): { name: string; node: SchemaNode } | undefined {
  const store = getApiStore();
  const fragment = store.fragments.get(key);
  if (!fragment) return undefined;
  const spec = store.specs[fragment.specIndex]!;
  const ctx = createTreeContext(new RefResolver(spec), {
    maintainOrder: store.api?.maintainOrder,
    direction: 'response',
    fragmentKey: (at) => store.fragmentByLocation.get(`${fragment.specIndex}\0${at.file}#${at.pointer}`),
  });
  const node = schemaTree(ctx, { $ref: `#${fragment.pointer}` }, { file: fragment.file, pointer: '' }, { anchorPrefix: `fragment-${key.replace(/\W+/g, '-')}` });
  return { name: fragment.name, node };
}

export type SchemaPageData = { name: string; node: SchemaNode } | { failure: SpecLoadFailure } | { missing: string };

/** What an `openapi-schema:` page shows above its content, when it has that front matter. */
export function schemaForPage(pageId: string): SchemaPageData | undefined {
  const store = getApiStore();
  const entry = store.pageSchemas.get(pageId);
  if (!entry || !('specIndex' in entry)) return entry;
  const spec = store.specs[entry.specIndex]!;
  const ctx = createTreeContext(new RefResolver(spec), {
    maintainOrder: store.api?.maintainOrder,
    fragmentKey: (at) => store.fragmentByLocation.get(`${entry.specIndex}\0${at.file}#${at.pointer}`),
  });
  // No direction: a schema on its own shows its read-only and write-only fields alike.
  const node = schemaTree(ctx, { $ref: `#${entry.pointer}` }, { file: entry.file, pointer: '' }, { anchorPrefix: 'schema' });
  return { name: entry.name, node };
}
