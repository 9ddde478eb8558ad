// What the API playground needs to know about one endpoint. Operation pages (from OpenAPI) and
// hand-written `api:` pages both produce a PlaygroundSpec at build time; the playground island reads
// it from a JSON script element, so the island never parses OpenAPI itself.

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface PlaygroundField {
  name: string;
  /** JSON type: string, number, integer, boolean, array, object, file. */
  type: string;
  required?: boolean;
  description?: string;
  enum?: (string | number | boolean)[];
  default?: unknown;
  example?: unknown;
  /** Element type of an array field. */
  items?: { type: string; enum?: (string | number | boolean)[] };
  format?: string;
  deprecated?: boolean;
}

export interface PlaygroundParameter extends PlaygroundField {
  in: ParameterLocation;
}

export interface PlaygroundBody {
  mediaType: string;
  required?: boolean;
  /** JSON text prefilled in the editor (application/json and friends). */
  example?: string;
  /** Top-level fields, for form media types (x-www-form-urlencoded, multipart/form-data). */
  fields?: PlaygroundField[];
}

export type PlaygroundAuth =
  | { type: 'none' }
  | { type: 'bearer'; inputPrefix?: string; schemeName?: string }
  | { type: 'basic'; usernameName?: string; passwordName?: string; schemeName?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; inputPrefix?: string; schemeName?: string }
  | { type: 'oauth2' | 'openIdConnect'; schemeName?: string };

export interface PlaygroundSpec {
  method: string;
  /** Path template with `{param}` placeholders, e.g. `/users/{id}`. */
  path: string;
  /** Base URLs the reader can choose from; the first is selected. Server variables already substituted. */
  servers: string[];
  parameters: PlaygroundParameter[];
  /** The request body; with several media types, the first one, which the playground starts with. */
  body?: PlaygroundBody;
  /** The body's other media types, in the file's order: the reader can pick one to send instead of `body`. */
  otherBodies?: PlaygroundBody[];
  /** Alternatives: the reader picks one (OpenAPI security requirement objects, flattened). */
  auth: PlaygroundAuth[];
  /** `show` renders the interactive playground; `simple` only the endpoint and a copyable request. */
  mode: 'show' | 'simple';
  /** The site owner's proxy (integration option `playgroundProxy`), when set. */
  proxy?: string;
  /** The playground's words in the page's language (components/islands/playground/words.ts); English when absent. */
  words?: Readonly<Record<string, string>>;
  /**
   * docs.json `api.examples.languages`: the request-sample languages shown, in order (ids of
   * components/islands/playground/samples.ts). Unset: all of them.
   */
  sampleLanguages?: ('curl' | 'javascript' | 'python' | 'go')[];
  /** docs.json `api.examples.defaults: "all"`: optional fields with an example or default start filled, so samples show them. */
  optionalFilled?: boolean;
}
