// The request a playground sends, computed from the spec and what the reader typed. Pure (no DOM),
// so the island, the build-time `simple` view and the unit tests share it. Secrets are replaced by
// placeholders when the request is built for display (`mask`), never when it is built for sending.
import type { PlaygroundAuth, PlaygroundBody, PlaygroundField, PlaygroundParameter, PlaygroundSpec } from '../../../src/playground/spec.ts';
import { fill, words } from './words.ts';

export interface FileLike {
  name: string;
}

/** A text/number/enum input gives a string, a toggle a boolean (undefined = not set), a repeatable input a list. */
export type FieldValue = string | boolean | string[] | FileLike | null | undefined;

/** What the reader gave for one media type of the body. */
export interface BodyValues {
  /** Form fields by `formKey` (form media types). */
  fields: Record<string, FieldValue>;
  /** Raw body text (JSON and other text media types). */
  text: string;
  /** A file sent as the whole body (`application/octet-stream` and other binary types). */
  file?: FileLike | null;
}

export interface PlaygroundValues {
  /** The chosen (or typed) base URL. */
  server: string;
  /** Parameter values by `paramKey`. */
  fields: Record<string, FieldValue>;
  /** Index into `bodyChoices(spec)` of the media type the reader picked. */
  bodyIndex: number;
  /** One per media type, in `bodyChoices` order: switching types back and forth keeps what was typed. */
  bodies: BodyValues[];
  /** Index into `spec.auth` of the scheme the reader picked. */
  authIndex: number;
  /** Secret inputs of the picked scheme: `token`, `username`, `password`. */
  secrets: Record<string, string>;
}

export type RequestBody =
  | { kind: 'text'; text: string }
  | { kind: 'urlencoded'; entries: [string, string][] }
  | { kind: 'multipart'; entries: [string, string | FileLike][] }
  | { kind: 'file'; file: FileLike | null };

export interface Problem {
  /** The key of the input the problem belongs to (`paramKey`, `formKey`, `body`, `auth:*`, `server`). */
  key: string;
  message: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** Cookie parameters and cookie API keys: browsers do not let a page send them; samples show them. */
  cookies: [string, string][];
  /** HTTP basic credentials (samples use `--user`; the sender turns them into a header). */
  basic?: { username: string; password: string };
  body?: RequestBody;
  problems: Problem[];
}

/** Secrets shown in samples: one token placeholder everywhere, the form `code/auth-header-format` asks authors for. */
export const SECRET_PLACEHOLDER = { token: '<API_KEY>', password: '<PASSWORD>', key: '<API_KEY>' } as const;
/** The base URL shown in samples of an operation whose description names no server. */
export const BASE_URL_PLACEHOLDER = '<BASE_URL>';

export const paramKey = (p: Pick<PlaygroundParameter, 'in' | 'name'>): string => `${p.in}:${p.name}`;
export const formKey = (f: Pick<PlaygroundField, 'name'>): string => `body:${f.name}`;

/** The media types the body can be sent as: `body` first, then `otherBodies`. */
export function bodyChoices(spec: Pick<PlaygroundSpec, 'body' | 'otherBodies'>): PlaygroundBody[] {
  return spec.body ? [spec.body, ...(spec.otherBodies ?? [])] : [];
}

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(mediaType) || /\bjson\b/i.test(mediaType.split(';')[0] ?? '');
}
export function isFormMediaType(mediaType: string): 'urlencoded' | 'multipart' | undefined {
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) return 'urlencoded';
  if (/^multipart\//i.test(mediaType)) return 'multipart';
  return undefined;
}
export function isBinaryMediaType(mediaType: string): boolean {
  return /^(?:application\/octet-stream|image\/|audio\/|video\/|application\/pdf|application\/zip)/i.test(mediaType);
}
export function isFileField(field: Pick<PlaygroundField, 'type' | 'format'>): boolean {
  return field.type === 'file' || field.format === 'binary' || field.format === 'base64';
}

export function isEmpty(value: FieldValue): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every((v) => v === '');
  return false;
}

/** The values a field sends: strings, one per array item. Empty items are dropped. */
function valueStrings(value: FieldValue): string[] {
  if (isEmpty(value)) return [];
  if (Array.isArray(value)) return value.filter((v) => v !== '');
  if (typeof value === 'boolean') return [String(value)];
  if (typeof value === 'string') return [value];
  return [];
}

function checkField(field: PlaygroundField, key: string, value: FieldValue, label: string, problems: Problem[]): void {
  if (isEmpty(value)) {
    if (field.required) problems.push({ key, message: fill(words().fieldRequired, { name: label }) });
    return;
  }
  const numeric = field.type === 'integer' || field.type === 'number' ? field.type : field.items?.type;
  if (numeric === 'integer' || numeric === 'number') {
    for (const v of valueStrings(value)) {
      const ok = numeric === 'integer' ? /^-?\d+$/.test(v.trim()) : v.trim() !== '' && Number.isFinite(Number(v));
      if (!ok) problems.push({ key, message: fill(numeric === 'integer' ? words().mustBeWholeNumber : words().mustBeNumber, { name: label }) });
    }
  }
}

/** `https://api.example.com/v1/` + `/users` without doubling or losing the slash. */
export function joinUrl(server: string, path: string): string {
  const base = server.replace(/\/+$/, '');
  if (!path) return base;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Base64 of the UTF-8 bytes, as HTTP basic authentication needs. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Read when called, not when loaded: each spec brings its own words (useWords). */
const API_KEY_LABELS: Record<'header' | 'query' | 'cookie', () => string> = {
  header: () => words().apiKeyInHeader,
  query: () => words().apiKeyInQuery,
  cookie: () => words().apiKeyInCookie,
};

export function authLabel(auth: PlaygroundAuth): string {
  switch (auth.type) {
    case 'none':
      return words().noAuthentication;
    case 'bearer':
      return words().bearerToken;
    case 'basic':
      return words().basicAuthentication;
    case 'apiKey':
      return fill(API_KEY_LABELS[auth.in](), { name: auth.name });
    default:
      return auth.type === 'oauth2' ? words().oauth2AccessToken : words().openIdConnectAccessToken;
  }
}

/** What one scheme adds to the request; `mask` puts placeholders where the secrets go. */
function applyAuth(
  auth: PlaygroundAuth | undefined,
  secrets: Record<string, string>,
  mask: boolean,
  out: { headers: [string, string][]; query: [string, string][]; cookies: [string, string][]; basic?: BuiltRequest['basic'] },
): void {
  if (!auth || auth.type === 'none') return;
  if (auth.type === 'basic') {
    const username = secrets.username ?? '';
    const password = secrets.password ?? '';
    out.basic = { username: mask && !username ? '<USERNAME>' : username, password: mask ? SECRET_PLACEHOLDER.password : password };
    return;
  }
  if (auth.type === 'apiKey') {
    const raw = secrets.token ?? '';
    const prefix = auth.inputPrefix && raw.startsWith(auth.inputPrefix) ? auth.inputPrefix : '';
    const value = mask ? `${prefix}${SECRET_PLACEHOLDER.key}` : raw;
    const target = auth.in === 'query' ? out.query : auth.in === 'cookie' ? out.cookies : out.headers;
    target.push([auth.name, value]);
    return;
  }
  // bearer, oauth2, openIdConnect: a token sent as `Authorization: Bearer <token>`; a pasted
  // "Bearer xyz" (or an inputPrefix of "Bearer ") is not doubled. An inputPrefix that is a scheme
  // word ("Token ", "Digest ") replaces "Bearer"; one that is part of the token ("sk_") does not.
  const raw = secrets.token ?? '';
  const prefix = auth.type === 'bearer' ? auth.inputPrefix ?? '' : '';
  const scheme = /^[A-Za-z][\w-]*\s+$/.test(prefix) && raw.startsWith(prefix) ? prefix.trim() : 'Bearer';
  const token = scheme === 'Bearer' ? raw.replace(/^bearer\s+/i, '') : raw.slice(prefix.length);
  out.headers.push(['Authorization', `${scheme} ${mask ? SECRET_PLACEHOLDER.token : token}`]);
}

/** Problems with the auth inputs: a scheme was picked but its secret is empty. */
function checkAuth(auth: PlaygroundAuth | undefined, secrets: Record<string, string>, problems: Problem[]): void {
  if (!auth || auth.type === 'none') return;
  if (auth.type === 'basic') {
    if (!secrets.username) problems.push({ key: 'auth:username', message: fill(words().fieldRequired, { name: auth.usernameName || words().username }) });
    return;
  }
  const token = (secrets.token ?? '').trim();
  const prefix = auth.type === 'apiKey' || auth.type === 'bearer' ? (auth.inputPrefix ?? '').trim() : '';
  if (!token || token === prefix || /^bearer$/i.test(token)) {
    problems.push({ key: 'auth:token', message: fill(words().fieldRequired, { name: auth.type === 'apiKey' ? auth.name : auth.type === 'bearer' ? words().bearerToken : words().accessToken }) });
  }
}

export interface BuildOptions {
  mask?: boolean;
  /** A JSON body the island already parsed; invalid JSON is reported by the island with its line. */
  jsonProblem?: string;
}

/** A parameter's name with its location, as problems name it: `id (path)`. */
const PARAMETER_LABELS: Record<PlaygroundParameter['in'], () => string> = {
  path: () => words().pathParameterName,
  query: () => words().queryParameterName,
  header: () => words().headerParameterName,
  cookie: () => words().cookieParameterName,
};

/** The values URL parsers treat as a path step rather than a segment. */
const DOT_SEGMENT = /^\.{1,2}$/;

export function buildRequest(spec: PlaygroundSpec, values: PlaygroundValues, options: BuildOptions = {}): BuiltRequest {
  const mask = options.mask ?? false;
  const problems: Problem[] = [];
  const headers: [string, string][] = [];
  const query: [string, string][] = [];
  const cookies: [string, string][] = [];

  if (!values.server.trim()) problems.push({ key: 'server', message: fill(words().fieldRequired, { name: words().baseUrl }) });
  else if (!/^https?:\/\//i.test(values.server.trim())) problems.push({ key: 'server', message: words().baseUrlNeedsScheme });

  let path = spec.path;
  for (const param of spec.parameters) {
    const key = paramKey(param);
    const value = values.fields[key];
    const label = fill(PARAMETER_LABELS[param.in](), { name: param.name });
    if (param.in === 'path') {
      if (isEmpty(value)) problems.push({ key, message: fill(words().fieldRequired, { name: label }) });
      else checkField(param, key, value, label, problems);
      const text = valueStrings(value).join(',');
      // URL parsers (the browser's included) read `.` and `..` as path steps even percent-encoded
      // (`%2E%2E`), which would send the request, credentials and all, to another endpoint.
      if (DOT_SEGMENT.test(text)) problems.push({ key, message: fill(words().pathValueRefused, { name: label, value: text }) });
      else if (text) path = path.split(`{${param.name}}`).join(encodeURIComponent(text));
      continue;
    }
    checkField(param, key, value, label, problems);
    const strings = valueStrings(value);
    if (!strings.length) continue;
    if (param.in === 'query') strings.forEach((s) => query.push([param.name, s]));
    else if (param.in === 'header') headers.push([param.name, strings.join(',')]);
    else if (param.in === 'cookie') cookies.push([param.name, strings.join(',')]);
  }

  const auth = spec.auth[values.authIndex] ?? spec.auth[0];
  const authOut: Parameters<typeof applyAuth>[3] = { headers, query, cookies };
  checkAuth(auth, values.secrets, problems);
  applyAuth(auth, values.secrets, mask, authOut);

  let body: RequestBody | undefined;
  const chosen = bodyChoices(spec)[values.bodyIndex] ?? spec.body;
  if (chosen) {
    const given: BodyValues = values.bodies[values.bodyIndex] ?? { fields: {}, text: '' };
    const media = chosen.mediaType;
    const form = isFormMediaType(media);
    if (form && chosen.fields?.length) {
      const entries: [string, string | FileLike][] = [];
      for (const field of chosen.fields) {
        const key = formKey(field);
        const value = given.fields[key];
        checkField(field, key, value, field.name, problems);
        if (isFileField(field)) {
          if (value && typeof value === 'object' && !Array.isArray(value)) entries.push([field.name, value]);
        } else {
          valueStrings(value).forEach((s) => entries.push([field.name, s]));
        }
      }
      // No Content-Type header: fetch sets it from the body (multipart needs its boundary).
      if (entries.length || chosen.required) {
        body = form === 'urlencoded'
          ? { kind: 'urlencoded', entries: entries.filter((e): e is [string, string] => typeof e[1] === 'string') }
          : { kind: 'multipart', entries };
      }
    } else if (isBinaryMediaType(media)) {
      if (given.file || chosen.required) {
        body = { kind: 'file', file: given.file ?? null };
        if (!given.file) problems.push({ key: 'body', message: fill(words().fieldRequired, { name: words().fileToSend }) });
        headers.push(['Content-Type', media]);
      }
    } else if (given.text.trim() || chosen.required) {
      if (!given.text.trim()) problems.push({ key: 'body', message: fill(words().fieldRequired, { name: words().body }) });
      else if (options.jsonProblem) problems.push({ key: 'body', message: options.jsonProblem });
      body = { kind: 'text', text: given.text };
      headers.push(['Content-Type', media]);
    }
  }

  // A masked key stays readable in samples (`key=<API_KEY>`, not `key=%3CAPI_KEY%3E`).
  const encode = (text: string) => {
    const encoded = encodeURIComponent(text);
    return mask ? encoded.replace(encodeURIComponent(SECRET_PLACEHOLDER.key), SECRET_PLACEHOLDER.key) : encoded;
  };
  const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  const target = joinUrl(values.server.trim() || (mask ? BASE_URL_PLACEHOLDER : ''), path);
  const url = search ? `${target}${target.includes('?') ? '&' : '?'}${search}` : target;
  const request: BuiltRequest = { method: spec.method.toUpperCase(), url, headers, cookies, problems };
  if (authOut.basic) request.basic = authOut.basic;
  if (body) request.body = body;
  return request;
}
