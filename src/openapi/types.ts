// The shapes the OpenAPI pieces share: a loaded description (its documents by file key) and the
// operations found in it. Documents stay as parsed; `$ref`s are followed lazily (refs.ts), so a named
// schema keeps its name and is rendered once wherever it repeats.

export type JsonObject = Record<string, unknown>;

export interface LoadedSpec {
  /** The reference as written in docs.json (`/openapi.yml`, `https://…/spec.json`). */
  source: string;
  /** Key of the entry document: a path relative to the docs root (`specs/a.json`) or an absolute URL. */
  file: string;
  /** File name without extension (`v3-openapi`), used by `openapi: "v3-openapi GET /x"`. */
  name: string;
  /** Version as written: `2.0`, `3.0.3`, `3.1.0`… */
  version: string;
  /** True when the entry was Swagger 2.0 and converted to OpenAPI 3.1 before use. */
  converted: boolean;
  /** Every document by file key: the entry (converted when Swagger 2.0) and the files its `$ref`s name. */
  documents: Map<string, unknown>;
}

/** The one list of HTTP methods: OpenAPI operations, `openapi:` references and `api:` front matter. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationRef {
  /** Entry file key of the description it belongs to. */
  file: string;
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** Path template (`/pets/{id}`) or, for a webhook, its name. */
  path: string;
  operationId?: string;
  tags: string[];
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** JSON pointer of the operation object in the entry document. */
  pointer: string;
}
