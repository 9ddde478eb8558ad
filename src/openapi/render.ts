// What the routes ask for: the view of the operation behind a page id, built on demand from the
// descriptions loaded at setup (never re-parsed per page). Each function takes the API store the
// routes revive from `virtual:docsmith/api` (route-store.ts).
import type { PlaygroundSpec } from '../playground/spec.ts';
import type { ApiStore } from './store.ts';
import type { SpecLoadFailure } from './load.ts';
import type { OperationRef } from './types.ts';
import { operationView, type OperationView } from './view.ts';
import { playgroundSpecFor } from './playground.ts';
import { operationMarkdown } from './operation-markdown.ts';
import { safeMarkdown } from '../util/safe-markdown.ts';
import { schemaTree, createTreeContext, type SchemaNode } from './schema-tree.ts';
import { RefResolver } from './refs.ts';

export type OperationPageData = { view: OperationView; playground?: PlaygroundSpec } | { failure: SpecLoadFailure };

/** The fragment page, if any, of the named schema at a location of description `specIndex`. */
function fragmentKeyIn(store: ApiStore, specIndex: number): (at: { file: string; pointer: string }) => string | undefined {
  return (at) => store.fragmentByLocation.get(`${specIndex}\0${at.file}#${at.pointer}`);
}

/**
 * Markdown twins of operation pages (generated pages, and the operation part of `openapi:` pages),
 * kept from whichever of the page and its `.md` twin is built first, so that a large description's
 * views are not computed twice per build (a twin is a few KB). A cache per store: a new store (a
 * description edited in dev) starts empty.
 */
const twinsByStore = new WeakMap<ApiStore, Map<string, string>>();

function twinsOf(store: ApiStore): Map<string, string> {
  let twins = twinsByStore.get(store);
  if (!twins) twinsByStore.set(store, (twins = new Map()));
  return twins;
}

/** The view of the operation behind page `pageId`, its markdown twin kept on the way. */
function viewOf(store: ApiStore, pageId: string, at: { specIndex: number; op: OperationRef; title?: string }): { view: OperationView; playground?: PlaygroundSpec } {
  const view = operationView(store.specs[at.specIndex]!, at.op, {
    api: store.api,
    playgroundProxy: store.playgroundProxy,
    fragmentKey: fragmentKeyIn(store, at.specIndex),
  });
  twinsOf(store).set(pageId, operationMarkdown({ ...(at.title ? { title: at.title } : {}), view }));
  return { view, playground: playgroundSpecFor(view, { api: store.api, playgroundProxy: store.playgroundProxy }) };
}

/** The operation an `openapi:` page renders, when it has one. */
export function operationForPage(store: ApiStore, pageId: string): OperationPageData | undefined {
  const entry = store.pageOperations.get(pageId);
  if (!entry) return undefined;
  if ('failure' in entry) return { failure: entry.failure };
  return viewOf(store, pageId, entry);
}

/** The operation of an `openapi:` page as markdown (no title: the page's own head comes first). */
export function pageOperationMarkdown(store: ApiStore, pageId: string): string | undefined {
  if (!twinsOf(store).has(pageId)) operationForPage(store, pageId);
  return twinsOf(store).get(pageId);
}

/** A generated page (an operation, or a notice that a description is unavailable). */
export function generatedPage(store: ApiStore, pageId: string): ({ title: string } & OperationPageData) | undefined {
  const page = store.generated.find((p) => p.id === pageId);
  if (page) return { title: page.title, ...viewOf(store, pageId, page) };
  const unavailable = store.unavailable.find((p) => p.id === pageId);
  if (unavailable) return { title: `${unavailable.failure.name} (unavailable)`, failure: unavailable.failure };
  return undefined;
}

/** The markdown twin of a generated page ("Copy page", `/<page>.md`, llms-full.txt). */
export function generatedMarkdown(store: ApiStore, pageId: string): string | undefined {
  const known = twinsOf(store).get(pageId);
  if (known !== undefined) return known;
  const page = generatedPage(store, pageId);
  if (!page) return undefined;
  if ('failure' in page) return `# ${page.title}\n\nThe OpenAPI description \`${page.failure.source}\` could not be loaded when this site was built: ${page.failure.message}.\n`;
  return twinsOf(store).get(pageId);
}

/** Every generated page with what llms.txt says of it (method and path), in the order they were generated. */
export function generatedSummaries(store: ApiStore): { id: string; title: string; description?: string }[] {
  return [
    ...store.generated.map((p) => ({ id: p.id, title: safeMarkdown(p.title), description: p.op.kind === 'webhook' ? `Webhook ${p.op.path}` : `${p.op.method.toUpperCase()} ${p.op.path}` })),
    ...store.unavailable.map((p) => ({ id: p.id, title: `${p.failure.name} (unavailable)` })),
  ];
}

/** Generated page ids under one folder, with the rest of their URL. */
export function generatedPaths(store: ApiStore, base: string): { id: string; rest: string }[] {
  return [...store.generated, ...store.unavailable].filter((p) => p.base === base).map((p) => ({ id: p.id, rest: p.id.slice(base.length + 1) }));
}

export function fragmentKeys(store: ApiStore): string[] {
  return [...store.fragments.keys()];
}

/** The field tree of the named schema at `pointer`, with deeper named schemas linked to their fragments. */
function namedSchemaTree(
  store: ApiStore,
  at: { specIndex: number; file: string; pointer: string },
  options: { direction?: 'response'; anchorPrefix: string },
): SchemaNode {
  const ctx = createTreeContext(new RefResolver(store.specs[at.specIndex]!), {
    maintainOrder: store.api?.maintainOrder,
    ...(options.direction ? { direction: options.direction } : {}),
    fragmentKey: fragmentKeyIn(store, at.specIndex),
  });
  return schemaTree(ctx, { $ref: `#${at.pointer}` }, { file: at.file, pointer: '' }, { anchorPrefix: options.anchorPrefix });
}

/** The field tree of one named schema, for its fragment page. */
export function fragmentTree(store: ApiStore, key: string): { name: string; node: SchemaNode } | undefined {
  const fragment = store.fragments.get(key);
  if (!fragment) return undefined;
  return { name: fragment.name, node: namedSchemaTree(store, fragment, { direction: 'response', anchorPrefix: `fragment-${key.replace(/\W+/g, '-')}` }) };
}

export type SchemaPageData = { name: string; node: SchemaNode } | { failure: SpecLoadFailure } | { missing: string };

/** What an `openapi-schema:` page shows above its content, when it has that front matter. */
export function schemaForPage(store: ApiStore, pageId: string): SchemaPageData | undefined {
  const entry = store.pageSchemas.get(pageId);
  if (!entry || !('specIndex' in entry)) return entry;
  // No direction: a schema on its own shows its read-only and write-only fields alike.
  return { name: entry.name, node: namedSchemaTree(store, entry, { anchorPrefix: 'schema' }) };
}
