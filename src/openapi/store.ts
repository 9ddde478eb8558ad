// What the API stage of the pipeline hands to the routes: the loaded descriptions and which page
// shows which operation or schema. The integration serialises it into `virtual:docsmith/api`
// (src/vite/virtual-modules.ts) and the routes revive it (src/openapi/route-store.ts): build data
// reaches rendering through a module, never through shared process state, so rendering could run in
// workers. devalue keeps what JSON cannot (the Maps, shared and cyclic values a YAML anchor can make).
import { parse, stringify } from 'devalue';
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

export function emptyApiStore(): ApiStore {
  return { specs: [], failures: [], generated: [], unavailable: [], pageOperations: new Map(), pageSchemas: new Map(), fragments: new Map(), fragmentByLocation: new Map() };
}

/** The store as text for `virtual:docsmith/api`. */
export function serialiseApiStore(store: ApiStore): string {
  return stringify(store);
}

/** The store again, from the text `serialiseApiStore` wrote. */
export function reviveApiStore(text: string): ApiStore {
  return parse(text) as ApiStore;
}
