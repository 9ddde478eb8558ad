// Everything one operation page shows, computed from the loaded description on demand (one
// operation at a time, so a 4 MB description never becomes one giant tree).
import type { DocsConfig } from '../config/schema.ts';
import type { PlaygroundAuth, PlaygroundBody, PlaygroundField, PlaygroundParameter } from '../playground/spec.ts';
import type { JsonObject, LoadedSpec, OperationRef } from './types.ts';
import { RefResolver, type Location } from './refs.ts';
import { escapeSegment } from './pointer.ts';
import { operationObject, operationTitle } from './operations.ts';
import { createTreeContext, schemaTree, type SchemaNode, type TreeContext } from './schema-tree.ts';
import { fileExample, mediaExample, sampleSchema, type ExampleText } from './examples.ts';
import { plainText } from './markdown.ts';
import { codeSamples, type CodeSample, type CustomSample, type RequestModel } from './samples.ts';
import { capText, customSamplesOf } from './limits.ts';

export type ApiSettings = NonNullable<DocsConfig['api']>;

export interface ServerView {
  url: string;
  description?: string;
}

export interface SecuritySchemeView {
  /** Key in components.securitySchemes; none for the site's own `api.auth`. */
  key?: string;
  /** What the page calls it: the scheme's key, or the header the site's `api.auth` sets (not the config file's name). */
  name: string;
  type: string;
  /** `Authorization: Bearer <token>`-style summary. */
  summary: string;
  description?: string;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  node: SchemaNode;
  example?: unknown;
}

export interface MediaView {
  mediaType: string;
  node?: SchemaNode;
  example?: ExampleText;
}

export interface ResponseView {
  status: string;
  description?: string;
  headers: { name: string; required: boolean; description?: string; node: SchemaNode }[];
  contents: MediaView[];
}

export interface OperationView {
  ref: OperationRef;
  title: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  method: string;
  path: string;
  servers: ServerView[];
  /** Alternatives; each lists the schemes used together. Empty: no authentication. */
  security: SecuritySchemeView[][];
  parameters: Record<ParameterView['in'], ParameterView[]>;
  requestBody?: { required: boolean; description?: string; contents: MediaView[] };
  responses: ResponseView[];
  callbacks: string[];
  /** Request samples; with a body, for its first media type. */
  samples: CodeSample[];
  /** When the body has several media types: the samples of each, in the file's order (else empty). */
  samplesByMediaType: { mediaType: string; samples: CodeSample[] }[];
  /** The operation's request model: what the playground starts from and the samples show. */
  request: RequestModel;
}

export interface ViewOptions {
  api?: ApiSettings;
  playgroundProxy?: string;
  /** Fragment key of a component schema (for on-demand expansion), when it has a fragment page. */
  fragmentKey?: (at: Location) => string | undefined;
}

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function substituteVariables(url: string, variables: unknown): string {
  if (!isObject(variables)) return url;
  return url.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const v = variables[name];
    if (isObject(v) && v.default !== undefined) return String(v.default);
    if (isObject(v) && Array.isArray(v.enum) && v.enum.length) return String(v.enum[0]);
    return match;
  });
}

function serversOf(spec: LoadedSpec, op: JsonObject, pathItem: JsonObject, api?: ApiSettings): ServerView[] {
  if (api?.baseUrl) {
    const list = Array.isArray(api.baseUrl) ? api.baseUrl : [api.baseUrl];
    return list.filter((u) => u.trim()).map((url) => ({ url: url.replace(/\/+$/, '') }));
  }
  const entry = spec.documents.get(spec.file) as JsonObject;
  const servers = [op.servers, pathItem.servers, entry.servers].find((s) => Array.isArray(s) && s.length) as JsonObject[] | undefined;
  if (!servers) return [];
  const seen = new Set<string>();
  const out: ServerView[] = [];
  for (const server of servers) {
    if (!isObject(server) || typeof server.url !== 'string') continue;
    let url = substituteVariables(server.url, server.variables).replace(/\/+$/, '');
    if (/^https?:\/\//i.test(spec.file) && !/^[a-z]+:\/\//i.test(url)) url = new URL(url || '/', spec.file).href.replace(/\/+$/, '');
    if (seen.has(url)) continue;
    seen.add(url);
    out.push({ url, description: typeof server.description === 'string' ? server.description : undefined });
  }
  return out;
}

function schemeSummary(scheme: JsonObject, key: string): { summary: string; auth: PlaygroundAuth } {
  const type = String(scheme.type ?? '');
  if (type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
    return { summary: 'HTTP Basic: Authorization: Basic <credentials>', auth: { type: 'basic', schemeName: key } };
  }
  if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
    const token = type === 'http' ? '<API_KEY>' : '<ACCESS_TOKEN>';
    const prefix = type === 'http' && scheme.scheme && String(scheme.scheme).toLowerCase() !== 'bearer' ? String(scheme.scheme) : 'Bearer';
    const auth: PlaygroundAuth = type === 'http' ? { type: 'bearer', schemeName: key, inputPrefix: prefix === 'Bearer' ? undefined : `${prefix} ` } : { type: type as 'oauth2' | 'openIdConnect', schemeName: key };
    return { summary: `Authorization: ${prefix} ${token}`, auth };
  }
  if (type === 'apiKey') {
    const name = String(scheme.name ?? 'api_key');
    const where = (['header', 'query', 'cookie'].includes(String(scheme.in)) ? String(scheme.in) : 'header') as 'header' | 'query' | 'cookie';
    return {
      summary: where === 'header' ? `${name}: <API_KEY>` : where === 'query' ? `?${name}=<API_KEY>` : `Cookie: ${name}=<API_KEY>`,
      auth: { type: 'apiKey', in: where, name, schemeName: key },
    };
  }
  return { summary: type || 'unknown scheme', auth: { type: 'none' } };
}

interface SecurityModel {
  views: SecuritySchemeView[][];
  auth: PlaygroundAuth[];
}

/** docs.json `api.auth`, for operations whose description declares no security at all. */
function securityFromSettings(auth: NonNullable<ApiSettings['auth']>): SecurityModel {
  const { method, name, inputPrefix } = auth;
  if (method === 'basic') {
    const [usernameName, passwordName] = (name ?? '').split(':');
    return {
      views: [[{ name: 'Authorization', type: 'basic', summary: 'HTTP Basic: Authorization: Basic <credentials>' }]],
      auth: [{ type: 'basic', usernameName: usernameName || undefined, passwordName: passwordName || undefined }],
    };
  }
  if (method === 'bearer') {
    return {
      views: [[{ name: 'Authorization', type: 'bearer', summary: 'Authorization: Bearer <API_KEY>' }]],
      auth: [{ type: 'bearer', inputPrefix }],
    };
  }
  const header = name || 'Authorization';
  const value = `${inputPrefix ?? ''}<API_KEY>`;
  return {
    views: [[{ name: header, type: 'apiKey', summary: `${header}: ${value}` }]],
    auth: [{ type: 'apiKey', in: 'header', name: header, inputPrefix }],
  };
}

/**
 * The operation's own `security` decides (an explicit empty list means none); without it, the file's
 * top-level `security`; docs.json `api.auth` only covers operations that declare nothing at all.
 */
function securityOf(resolver: RefResolver, spec: LoadedSpec, op: JsonObject, api?: ApiSettings): SecurityModel {
  const entry = spec.documents.get(spec.file) as JsonObject;
  const declared = Array.isArray(op.security) ? op.security : Array.isArray(entry.security) ? entry.security : undefined;
  if (!declared) return api?.auth?.method ? securityFromSettings(api.auth) : { views: [], auth: [{ type: 'none' }] };
  const requirements = declared as JsonObject[];
  const schemes = isObject(entry.components) && isObject(entry.components.securitySchemes) ? entry.components.securitySchemes : {};
  const views: SecuritySchemeView[][] = [];
  const auth: PlaygroundAuth[] = [];
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    const keys = Object.keys(requirement);
    if (!keys.length) {
      auth.push({ type: 'none' });
      continue;
    }
    const group: SecuritySchemeView[] = [];
    for (const key of keys) {
      const resolved = resolver.resolve<JsonObject>(schemes[key], { file: spec.file, pointer: `/components/securitySchemes/${escapeSegment(key)}` });
      if (!isObject(resolved.value)) continue;
      const s = schemeSummary(resolved.value, key);
      group.push({ key, name: key, type: String(resolved.value.type ?? ''), summary: s.summary, description: typeof resolved.value.description === 'string' ? resolved.value.description : undefined });
      if (group.length === 1) auth.push(s.auth);
    }
    if (group.length) views.push(group);
  }
  // The request starts with a token when any alternative takes one (the documented form), else the first.
  const token = auth.findIndex((a) => a.type !== 'basic' && a.type !== 'none');
  if (auth[0]?.type === 'basic' && token > 0) auth.unshift(...auth.splice(token, 1));
  return { views, auth: auth.length ? auth : [{ type: 'none' }] };
}

function parameterSchema(param: JsonObject): { schema: unknown; key: string[] } | undefined {
  if (param.schema !== undefined) return { schema: param.schema, key: ['schema'] };
  if (isObject(param.content)) {
    const [mediaType, media] = Object.entries(param.content)[0] ?? [];
    if (mediaType && isObject(media)) return { schema: media.schema, key: ['content', mediaType, 'schema'] };
  }
  // Swagger 2.0 parameters from other files keep their schema keywords on the parameter itself.
  if (param.type !== undefined) return { schema: param, key: [] };
  return undefined;
}

function collectParameters(resolver: RefResolver, at: Location, pathItemAt: Location, op: JsonObject, pathItem: JsonObject) {
  const byKey = new Map<string, { param: JsonObject; at: Location }>();
  const add = (list: unknown, where: Location) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, index) => {
      const resolved = resolver.resolve<JsonObject>(raw, { file: where.file, pointer: `${where.pointer}/parameters/${index}` });
      if (!isObject(resolved.value) || typeof resolved.value.name !== 'string') return;
      byKey.set(`${resolved.value.in}:${resolved.value.name}`, { param: resolved.value, at: resolved.at });
    });
  };
  add(pathItem.parameters, pathItemAt);
  add(op.parameters, at);
  return [...byKey.values()];
}

function exampleOfParameter(param: JsonObject, node: SchemaNode): unknown {
  if (param.example !== undefined) return param.example;
  if (isObject(param.examples)) {
    const first = Object.values(param.examples)[0];
    if (isObject(first) && first.value !== undefined) return first.value;
  }
  if (node.examples?.length) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.enum?.length) return node.enum[0];
  return undefined;
}

function toField(name: string, node: SchemaNode, required: boolean): PlaygroundField {
  const field: PlaygroundField = { name, type: baseType(node.type) };
  if (required) field.required = true;
  const description = plainText(node.description);
  if (description) field.description = description;
  if (node.enum) field.enum = node.enum as PlaygroundField['enum'];
  if (node.default !== undefined) field.default = node.default;
  if (node.examples?.length) field.example = node.examples[0];
  if (node.format) field.format = node.format;
  if (node.deprecated) field.deprecated = true;
  if (field.type === 'array') field.items = { type: baseType(node.type.replace(/\[\]( \| null)?$/, '')) };
  return field;
}

function baseType(type: string): string {
  const t = type.replace(/ \| null$/, '');
  if (t.endsWith('[]')) return 'array';
  if (['string', 'number', 'integer', 'boolean', 'object', 'array'].includes(t)) return t;
  if (t.startsWith('map<')) return 'object';
  return /^[A-Z]/.test(t) ? 'object' : 'string';
}

/** The view model of one operation page. */
export function operationView(spec: LoadedSpec, ref: OperationRef, options: ViewOptions = {}): OperationView {
  const resolver = new RefResolver(spec);
  const { value: op, pathItem, file, pointer } = operationObject(spec, ref);
  const at: Location = { file, pointer };
  const pathItemAt: Location = { file, pointer: pointer.replace(/\/[^/]+$/, '') };
  // docs.json `api.examples`: which sample languages, and whether optional parameters appear in them.
  const examples = options.api?.examples;
  const optionalFilled = examples?.defaults === 'all';
  const ctx: TreeContext = createTreeContext(resolver, { maintainOrder: options.api?.maintainOrder, fragmentKey: options.fragmentKey });

  const parameters: OperationView['parameters'] = { path: [], query: [], header: [], cookie: [] };
  for (const { param, at: pAt } of collectParameters(resolver, at, pathItemAt, op, pathItem)) {
    const where = param.in as ParameterView['in'];
    if (!parameters[where]) continue;
    const schema = parameterSchema(param);
    const node = schema
      ? schemaTree(ctx, schema.schema, { file: pAt.file, pointer: `${pAt.pointer}${schema.key.map((k) => `/${escapeSegment(k)}`).join('')}` }, { direction: 'request', anchorPrefix: `param-${where}` })
      : { type: 'string' };
    parameters[where].push({
      name: param.name as string,
      in: where,
      required: where === 'path' || param.required === true,
      deprecated: param.deprecated === true || node.deprecated === true,
      description: typeof param.description === 'string' ? param.description : node.description,
      node: { ...node, description: undefined },
      example: exampleOfParameter(param, node),
    });
  }

  let requestBody: OperationView['requestBody'];
  const bodyResolved = op.requestBody === undefined ? undefined : resolver.resolve<JsonObject>(op.requestBody, { file, pointer: `${pointer}/requestBody` });
  const playgroundBodies: PlaygroundBody[] = [];
  if (bodyResolved && isObject(bodyResolved.value)) {
    const body = bodyResolved.value;
    const contents: MediaView[] = [];
    if (isObject(body.content)) {
      for (const [mediaType, media] of Object.entries(body.content)) {
        if (!isObject(media)) continue;
        const mediaAt = { file: bodyResolved.at.file, pointer: `${bodyResolved.at.pointer}/content/${escapeSegment(mediaType)}` };
        const node = media.schema !== undefined ? schemaTree(ctx, media.schema, { file: mediaAt.file, pointer: `${mediaAt.pointer}/schema` }, { direction: 'request', anchorPrefix: 'body' }) : undefined;
        const example = mediaExample(resolver, media, mediaAt, 'request');
        contents.push({ mediaType, node, example });
        // The body the samples send and the playground starts from: the file's own example, else
        // what the operation needs (required fields; all fields when none is required).
        const own = fileExample(resolver, media, mediaAt);
        const value = own ? own.value : sampleSchema(resolver, media.schema, { file: mediaAt.file, pointer: `${mediaAt.pointer}/schema` }, 'request', !optionalFilled);
        const playgroundBody: PlaygroundBody = { mediaType, required: body.required === true };
        if (/form-urlencoded|multipart/i.test(mediaType)) {
          const sampled = isObject(value) ? value : {};
          playgroundBody.fields = (node?.children ?? []).map((c) => {
            const field = toField(c.name ?? '', c, c.required === true);
            return field.example === undefined && field.default === undefined && sampled[field.name] !== undefined ? { ...field, example: sampled[field.name] } : field;
          });
        } else {
          playgroundBody.example = typeof value === 'string' ? value : (JSON.stringify(value ?? {}, null, 2) ?? '{}');
        }
        playgroundBodies.push(playgroundBody);
      }
    }
    requestBody = { required: body.required === true, description: typeof body.description === 'string' ? body.description : undefined, contents };
  }

  const responses: ResponseView[] = [];
  if (isObject(op.responses)) {
    for (const [status, raw] of Object.entries(op.responses)) {
      if (status.startsWith('x-')) continue;
      const resolved = resolver.resolve<JsonObject>(raw, { file, pointer: `${pointer}/responses/${escapeSegment(status)}` });
      if (!isObject(resolved.value)) continue;
      const response = resolved.value;
      const headers: ResponseView['headers'] = [];
      if (isObject(response.headers)) {
        for (const [name, rawHeader] of Object.entries(response.headers)) {
          const header = resolver.resolve<JsonObject>(rawHeader, { file: resolved.at.file, pointer: `${resolved.at.pointer}/headers/${escapeSegment(name)}` });
          if (!isObject(header.value)) continue;
          const schema = parameterSchema(header.value);
          const node = schema ? schemaTree(ctx, schema.schema, { file: header.at.file, pointer: `${header.at.pointer}${schema.key.map((k) => `/${escapeSegment(k)}`).join('')}` }, { direction: 'response', anchorPrefix: `header-${status}` }) : { type: 'string' };
          headers.push({ name, required: header.value.required === true, description: typeof header.value.description === 'string' ? header.value.description : undefined, node });
        }
      }
      const contents: MediaView[] = [];
      if (isObject(response.content)) {
        for (const [mediaType, media] of Object.entries(response.content)) {
          if (!isObject(media)) continue;
          const mediaAt = { file: resolved.at.file, pointer: `${resolved.at.pointer}/content/${escapeSegment(mediaType)}` };
          const node = media.schema !== undefined ? schemaTree(ctx, media.schema, { file: mediaAt.file, pointer: `${mediaAt.pointer}/schema` }, { direction: 'response', anchorPrefix: `response-${status}` }) : undefined;
          contents.push({ mediaType, node, example: mediaExample(resolver, media, mediaAt, 'response') });
        }
      }
      responses.push({ status, description: typeof response.description === 'string' ? response.description : undefined, headers, contents });
    }
  }

  const servers = serversOf(spec, op, pathItem, options.api);
  const security = securityOf(resolver, spec, op, options.api);
  const playgroundParameters: PlaygroundParameter[] = (['path', 'query', 'header', 'cookie'] as const).flatMap((where) =>
    parameters[where].map((p) => ({ ...toField(p.name, p.node, p.required), in: where, ...(plainText(p.description) ? { description: plainText(p.description) } : {}), ...(p.example !== undefined ? { example: p.example } : {}) })),
  );
  // One request model per operation: the playground starts from it and the samples are made from it.
  const request: RequestModel = {
    method: ref.method.toUpperCase(),
    path: ref.kind === 'webhook' ? '/' : ref.path,
    servers: servers.map((s) => s.url),
    parameters: playgroundParameters,
    ...(playgroundBodies[0] ? { body: playgroundBodies[0] } : {}),
    ...(playgroundBodies.length > 1 ? { otherBodies: playgroundBodies.slice(1) } : {}),
    auth: security.auth,
    ...(examples?.languages?.length ? { sampleLanguages: examples.languages } : {}),
    ...(optionalFilled ? { optionalFilled } : {}),
  };
  // Spec-provided sources are cut to their size limit (reported at setup: limits.ts).
  const custom = (customSamplesOf(op) as CustomSample[]).map((s) => (s && typeof s.source === 'string' ? { ...s, source: capText(s.source) } : s));
  const samplesFor = (bodyIndex: number) => (ref.kind === 'webhook' ? [] : codeSamples(request, bodyIndex, custom));
  // Several media types: one set of samples each (the first is also the page's default set).
  const samplesByMediaType = playgroundBodies.length > 1 ? playgroundBodies.map((body, index) => ({ mediaType: body.mediaType, samples: samplesFor(index) })) : [];
  return {
    ref,
    title: operationTitle(ref),
    summary: ref.summary,
    description: ref.description,
    deprecated: ref.deprecated,
    method: ref.method.toUpperCase(),
    path: ref.path,
    servers,
    security: security.views,
    parameters,
    requestBody,
    responses,
    callbacks: isObject(op.callbacks) ? Object.keys(op.callbacks) : [],
    samples: samplesByMediaType[0]?.samples ?? samplesFor(0),
    samplesByMediaType,
    request,
  };
}
