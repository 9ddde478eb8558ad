// The PlaygroundSpec of a hand-written API page: front matter `api: "POST https://host/path/{id}"`
// plus the page's <ParamField path|query|header|cookie|body="name"> elements, read from its MDX
// source at build time. docs.json `api` gives the servers (`baseUrl`), authentication (`auth`) and
// mode (`playground.mode`); page front matter may override the mode (`playground`), the
// authentication method (`authMethod`) and the body's media type (`contentType`).
import { sourceTree } from '../markdown/source-tree.ts';
import type { DocsConfig } from '../config/schema.ts';
import type { ParameterLocation, PlaygroundAuth, PlaygroundBody, PlaygroundField, PlaygroundSpec } from './spec.ts';
import { HTTP_METHODS } from '../openapi/types.ts';
import { escapeHeadingIds } from '../markdown/heading-ids.ts';

type ApiConfig = NonNullable<DocsConfig['api']>;
export type PlaygroundMode = 'show' | 'simple' | 'hide';

const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;
type FieldLocation = (typeof LOCATIONS)[number];

export interface ParamFieldInfo extends PlaygroundField {
  in: FieldLocation;
}

/** `"POST https://host/path/{id}"` or `"GET /users"`; undefined when it is neither. */
export function parseApiFrontmatter(value: string): { method: string; url: string } | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(value);
  const method = match?.[1]?.toUpperCase();
  if (!match || !method || !(HTTP_METHODS as readonly string[]).includes(method.toLowerCase())) return undefined;
  return { method, url: match[2]! };
}

export function serversOf(baseUrl: ApiConfig['baseUrl']): string[] {
  const list = Array.isArray(baseUrl) ? baseUrl : baseUrl ? [baseUrl] : [];
  return list.map((s) => s.trim()).filter(Boolean);
}

/**
 * Splits the page's URL into base URL and path. An absolute URL that starts with a configured base
 * URL keeps the selector (`servers` from docs.json); any other absolute URL is its own only server.
 */
export function splitEndpoint(url: string, configured: string[]): { servers: string[]; path: string } {
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(url);
  if (!absolute) return { servers: configured, path: url.startsWith('/') ? url : `/${url}` };
  const match = configured.find((s) => {
    const base = s.replace(/\/+$/, '');
    return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
  });
  if (match) {
    const rest = url.slice(match.replace(/\/+$/, '').length);
    return { servers: [match, ...configured.filter((s) => s !== match)], path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { servers: [absolute[1]!], path: absolute[2] || '/' };
}

/** docs.json `api.auth` (or a page's `authMethod`) as the playground's auth alternatives. */
export function authFromConfig(auth: ApiConfig['auth'], pageMethod?: string): PlaygroundAuth[] {
  const method = (pageMethod ?? auth?.method)?.toLowerCase();
  // `name` and `inputPrefix` describe docs.json's method; a page that picks another one gets defaults.
  const own = method === auth?.method;
  const name = own ? auth?.name?.trim() : undefined;
  const inputPrefix = own ? auth?.inputPrefix : undefined;
  if (method === 'bearer') return [{ type: 'bearer', ...(inputPrefix ? { inputPrefix } : {}) }];
  if (method === 'basic') {
    const [usernameName, passwordName] = name?.includes(':') ? name.split(':') : [];
    return [{ type: 'basic', ...(usernameName ? { usernameName } : {}), ...(passwordName ? { passwordName } : {}) }];
  }
  if (method === 'key') {
    const keyName = name && !name.includes(':') ? name : 'Authorization';
    return [{ type: 'apiKey', in: 'header', name: keyName, ...(inputPrefix ? { inputPrefix } : {}) }];
  }
  return [];
}

export function modeOf(api: ApiConfig | undefined, pageValue: unknown): PlaygroundMode {
  const page = typeof pageValue === 'string' ? pageValue.toLowerCase() : undefined;
  if (page === 'show' || page === 'interactive') return 'show';
  if (page === 'simple') return 'simple';
  if (page === 'hide' || page === 'none') return 'hide';
  return api?.playground?.mode ?? 'show';
}

// --- ParamField elements -------------------------------------------------------------------------

interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
}

/** A JSX attribute value: a bare flag is true, a string is itself, an expression is read as JSON when it can be. */
function attributeValue(value: unknown): unknown {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = (value as { value?: unknown }).value;
  if (typeof expression !== 'string') return undefined;
  const text = expression.trim();
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(text.replace(/'/g, '"'));
    } catch {
      return text.replace(/^['"`]|['"`]$/g, '');
    }
  }
}

function attributesOf(node: MdNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attr of node.attributes ?? []) {
    if (attr.type === 'mdxJsxAttribute' && attr.name) out[attr.name] = attributeValue(attr.value);
  }
  return out;
}

/** `string[]`, `array<integer>`, `int`, `file`, `string | null` → a JSON type (and an item type for arrays). */
export function typeOf(raw: unknown): { type: string; items?: { type: string } } {
  const text = (typeof raw === 'string' ? raw : 'string').trim().toLowerCase().split('|')[0]!.trim();
  const array = /^(.+)\[\]$/.exec(text) ?? /^array\s*[<[(]\s*(.+?)\s*[>\])]$/.exec(text);
  if (array) return { type: 'array', items: { type: typeOf(array[1]).type } };
  if (text === 'array' || text === 'list') return { type: 'array', items: { type: 'string' } };
  if (/^(integer|int|int32|int64|long)$/.test(text)) return { type: 'integer' };
  if (/^(number|float|double|decimal)$/.test(text)) return { type: 'number' };
  if (/^(boolean|bool)$/.test(text)) return { type: 'boolean' };
  if (/^(object|map|record|json|dict)/.test(text)) return { type: 'object' };
  if (/^(file|binary|blob)$/.test(text)) return { type: 'file' };
  return { type: 'string' };
}

function enumOf(raw: unknown): (string | number | boolean)[] | undefined {
  if (Array.isArray(raw)) return raw.filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v));
  if (typeof raw === 'string' && raw.trim()) return raw.split(/[|,]/).map((s) => s.trim()).filter(Boolean);
  return undefined;
}

function textOf(node: MdNode): string {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return '';
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(textOf).join(node.type === 'paragraph' ? '' : ' ');
}

function descriptionOf(node: MdNode): string | undefined {
  // Block content starts with a paragraph; `<ParamField ...>text</ParamField>` on one line has bare text.
  const first = node.children?.find((c) => c.type === 'paragraph');
  const raw = first ? textOf(first) : (node.children ?? []).map(textOf).join('');
  const text = raw.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

function fieldOf(node: MdNode, prefix: string): ParamFieldInfo | undefined {
  const attrs = attributesOf(node);
  const location = LOCATIONS.find((l) => typeof attrs[l] === 'string' && (attrs[l] as string).trim());
  if (!location) return undefined;
  const { type, items } = typeOf(attrs.type);
  const field: ParamFieldInfo = { in: location, name: prefix + (attrs[location] as string).trim(), type };
  const list = enumOf(attrs.enum);
  if (items) field.items = list?.length ? { ...items, enum: list } : items;
  else if (list?.length) field.enum = list;
  if (attrs.required === true || attrs.required === 'true') field.required = true;
  if (attrs.deprecated === true || attrs.deprecated === 'true') field.deprecated = true;
  if (attrs.default !== undefined && attrs.default !== true) field.default = attrs.default;
  else if (attrs.default === true && type === 'boolean') field.default = true;
  const example = attrs.placeholder ?? attrs.example;
  if (example !== undefined && example !== true) field.example = example;
  const description = descriptionOf(node);
  if (description) field.description = description;
  return field;
}

/** Every ParamField of an MDX page, in source order; body fields nested in a body field get dotted names. */
export function paramFieldsOf(source: string): ParamFieldInfo[] {
  const tree = sourceTree(escapeHeadingIds(source), { position: false }) as unknown as MdNode;
  const fields: ParamFieldInfo[] = [];
  const visit = (node: MdNode, prefix: string) => {
    let childPrefix = prefix;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ParamField') {
      const field = fieldOf(node, prefix);
      if (field) {
        fields.push(field);
        if (field.in === 'body') childPrefix = `${field.name}.`;
      }
    }
    node.children?.forEach((child) => visit(child, childPrefix));
  };
  visit(tree, '');
  return fields;
}

// --- Body ------------------------------------------------------------------------------------------

function sampleOf(field: PlaygroundField): unknown {
  if (field.default !== undefined) return field.default;
  if (field.example !== undefined && field.type !== 'object' && field.type !== 'array') {
    if (field.type === 'integer' || field.type === 'number') {
      const n = Number(field.example);
      return Number.isFinite(n) ? n : 0;
    }
    return field.example;
  }
  switch (field.type) {
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return '';
  }
}

/** A JSON document with every body field at its (dotted) place, for the editor to start from. */
export function exampleBodyOf(fields: PlaygroundField[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'file') continue;
    const parts = field.name.split('.');
    let target = root;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : (target[part] = {});
    }
    const last = parts[parts.length - 1]!;
    if (!(last in target)) target[last] = sampleOf(field);
  }
  return root;
}

export function bodyOf(fields: ParamFieldInfo[], contentType?: string): PlaygroundBody | undefined {
  const bodyFields: PlaygroundField[] = fields.filter((f) => f.in === 'body').map(({ in: _in, ...f }) => f);
  if (!bodyFields.length && !contentType) return undefined;
  const mediaType = contentType || (bodyFields.some((f) => f.type === 'file') ? 'multipart/form-data' : 'application/json');
  const body: PlaygroundBody = { mediaType };
  if (bodyFields.some((f) => f.required)) body.required = true;
  if (/^(multipart\/|application\/x-www-form-urlencoded)/i.test(mediaType)) {
    // Form fields are flat: only top-level names (nested ones are part of their parent's value).
    body.fields = bodyFields.filter((f) => !f.name.includes('.'));
  } else if (/json/i.test(mediaType) && bodyFields.length) {
    body.example = JSON.stringify(exampleBodyOf(bodyFields), null, 2);
  }
  return body;
}

// --- The page ------------------------------------------------------------------------------------

export interface ApiPageInput {
  /** Front matter. */
  data: Record<string, unknown>;
  /** The MDX source (front matter may be included). */
  body: string;
}

export type ApiPagePlayground =
  | { mode: 'hide' }
  | { mode: 'show' | 'simple'; spec: PlaygroundSpec }
  | { mode: 'invalid'; message: string };

export function apiPagePlayground(page: ApiPageInput, api: ApiConfig | undefined, proxy?: string): ApiPagePlayground {
  const value = page.data.api;
  const endpoint = typeof value === 'string' ? parseApiFrontmatter(value) : undefined;
  if (!endpoint) {
    return { mode: 'invalid', message: `api: expected "METHOD URL" like "POST https://api.example.com/users/{id}", got ${JSON.stringify(value)}` };
  }
  const mode = modeOf(api, page.data.playground);
  if (mode === 'hide') return { mode };
  const { servers, path } = splitEndpoint(endpoint.url, serversOf(api?.baseUrl));
  let fields: ParamFieldInfo[] = [];
  try {
    fields = paramFieldsOf(page.body);
  } catch {
    // Astro reports MDX that does not parse with its own message; the playground just has no fields.
  }
  const parameters = fields
    .filter((f): f is ParamFieldInfo & { in: ParameterLocation } => f.in !== 'body')
    .map((f) => (f.in === 'path' ? { ...f, required: true } : f));
  // Placeholders in the path that no ParamField documents still need an input.
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (name && !parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ in: 'path', name, type: 'string', required: true });
  }
  const contentType = typeof page.data.contentType === 'string' ? page.data.contentType : undefined;
  const body = bodyOf(fields, contentType);
  const authMethod = typeof page.data.authMethod === 'string' ? page.data.authMethod : undefined;
  const spec: PlaygroundSpec = {
    method: endpoint.method,
    path,
    servers,
    parameters,
    auth: authFromConfig(api?.auth, authMethod),
    mode,
  };
  if (body) spec.body = body;
  if (proxy) spec.proxy = proxy;
  return { mode, spec };
}
