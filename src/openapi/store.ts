// The loaded descriptions live here between `astro:config:setup` (which parses each file once) and
// the routes that render operation pages. Routes run in the same build process but in another module
// instance, hence globalThis.
import type { LoadedSpec, OperationRef } from './types.ts';
import type { SpecLoadFailure } from './load.ts';
import type { ApiSettings } from './view.ts';
import type { PageSchema } from './schema-pages.ts';

export interface GeneratedPage {
  /** Page id (`api-reference/pets/list-pets`): the URL without base and slashes. */
  id: string;
  /** Folder the generated section lives under (`api-reference`, or a tab's url). */
  base: string;
  specIndex: number;
  op: OperationRef;
  title: string;
  /** Sidebar group (the tag). */
  group: string;
}

export interface UnavailablePage {
  id: string;
  base: string;
  failure: SpecLoadFailure;
}

export interface SchemaFragment {
  key: string;
  specIndex: number;
  file: string;
  pointer: string;
  name: string;
}

export interface ApiStore {
  specs: LoadedSpec[];
  failures: SpecLoadFailure[];
  generated: GeneratedPage[];
  unavailable: UnavailablePage[];
  /** Pages with `openapi:` front matter: the operation they render (or the failure that stops it). */
  pageOperations: Map<string, { specIndex: number; op: OperationRef } | { failure: SpecLoadFailure }>;
  /** Pages with `openapi-schema:` front matter: the schema they render, or why they cannot. */
  pageSchemas: Map<string, PageSchema>;
  fragments: Map<string, SchemaFragment>;
  /** `${specIndex}\0${file}#${pointer}` → fragment key. */
  fragmentByLocation: Map<string, string>;
  api?: ApiSettings;
  playgroundProxy?: string;
}

const KEY = Symbol.for('docsmith.openapi');

export function emptyApiStore(): ApiStore {
  return { specs: [], failures: [], generated: [], unavailable: [], pageOperations: new Map(), pageSchemas: new Map(), fragments: new Map(), fragmentByLocation: new Map() };
}

export function setApiStore(store: ApiStore): void {
  (globalThis as { [KEY]?: ApiStore })[KEY] = store;
}

export function getApiStore(): ApiStore {
  return (globalThis as { [KEY]?: ApiStore })[KEY] ?? emptyApiStore();
}
