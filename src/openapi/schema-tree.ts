// Turns a JSON Schema (as OpenAPI uses it) into the field tree an operation page shows: objects and
// arrays nest, `allOf` is merged, `oneOf`/`anyOf` become selectable variants, cycles become a labelled
// back-reference, and a named schema is written once per page: where it repeats, the page links to
// the first one; deeper than the page inlines, it is loaded on demand from its own fragment.
import type { JsonObject } from './types.ts';
import { RefResolver, type Location } from './refs.ts';
import { escapeSegment, segmentsOf } from './pointer.ts';

export interface SchemaNode {
  /** Property name; absent for a root, an array's items or a variant. */
  name?: string;
  /** Display type: `string`, `integer`, `object`, `Pet[]`, `string | null`. */
  type: string;
  /** Name of the named schema this node shows (`Pet`). */
  schemaName?: string;
  title?: string;
  required?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Markdown, as written in the file (rendered and sanitised by the page). */
  description?: string;
  format?: string;
  default?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  /** `min 1`, `max length 5000`, `pattern ^a`… */
  constraints?: string[];
  /** Object properties (of the items, for an array of objects). */
  children?: SchemaNode[];
  /** `oneOf`/`anyOf` alternatives, each a tree of its own. */
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  /** A cycle back to a schema already open above: shown as "circular: Pet", never expanded. */
  circular?: string;
  /** Same named schema already written on this page: link to it. */
  seeAbove?: { name: string; anchor: string };
  /** Written on its own fragment (`key`), fetched when the reader expands it. */
  lazy?: { name: string; key: string };
  /** Anchor id of the first place this named schema is written on the page. */
  anchor?: string;
  /** The tree was cut here (page size budget). */
  truncated?: boolean;
  /** A `$ref` that could not be followed. */
  broken?: string;
}

export interface TreeOptions {
  /** Keep the file's property order (`api.maintainOrder`); otherwise required first. */
  maintainOrder?: boolean;
  /** `request` leaves out readOnly properties, `response` writeOnly ones. */
  direction?: 'request' | 'response';
  /** Named schemas this deep or deeper are loaded on demand (root = 0). */
  inlineNamedDepth?: number;
  /** Hard cap on nesting (anonymous schemas included). */
  maxDepth?: number;
  /** Node budget for a whole page, shared across its trees. */
  budget?: { remaining: number };
  /** Named schemas already written on this page, with their anchors. */
  written?: Map<string, string>;
  /** Names of schemas that have a fragment page (lazy loading is only possible for those). */
  fragmentKey?: (at: Location) => string | undefined;
  /** Prefix for anchors, unique per page section. */
  anchorPrefix?: string;
}

const DEFAULTS = { inlineNamedDepth: 2, maxDepth: 8 };
export const PAGE_NODE_BUDGET = 1200;

const CONSTRAINTS: [string, string][] = [
  ['minimum', 'min'],
  ['maximum', 'max'],
  ['exclusiveMinimum', 'greater than'],
  ['exclusiveMaximum', 'less than'],
  ['multipleOf', 'multiple of'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['pattern', 'pattern'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['minProperties', 'min properties'],
  ['maxProperties', 'max properties'],
];

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

interface Ctx {
  resolver: RefResolver;
  options: Required<Pick<TreeOptions, 'inlineNamedDepth' | 'maxDepth'>> & TreeOptions;
  budget: { remaining: number };
  written: Map<string, string>;
}

/** A schema with its `allOf` members merged in (properties, required, and first-seen keywords). */
function mergeAllOf(ctx: Ctx, schema: JsonObject, at: Location, open: Set<string>): { schema: JsonObject; circular?: string; members: string[] } {
  const members: string[] = [];
  if (!Array.isArray(schema.allOf)) return { schema, members };
  const merged: JsonObject = { ...schema };
  delete merged.allOf;
  // Members' properties first (what the schema extends), then its own.
  const properties: JsonObject = {};
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  let circular: string | undefined;
  schema.allOf.forEach((member, index) => {
    const resolved = ctx.resolver.resolve<JsonObject>(member, { file: at.file, pointer: `${at.pointer}/allOf/${index}` });
    const key = `${resolved.at.file}#${resolved.at.pointer}`;
    if (open.has(key)) {
      circular = resolved.name ?? 'schema';
      return;
    }
    if (!isObject(resolved.value)) return;
    members.push(key);
    const nested = mergeAllOf(ctx, resolved.value, resolved.at, new Set([...open, key]));
    members.push(...nested.members);
    const inner = nested.schema;
    if (isObject(inner.properties)) {
      for (const [name, value] of Object.entries(inner.properties)) {
        // Properties of a member are resolved relative to its own file.
        properties[name] = relocate(value, resolved.at, ['properties', name]);
      }
    }
    if (Array.isArray(inner.required)) for (const r of inner.required) required.add(String(r));
    for (const [k, v] of Object.entries(inner)) {
      if (k === 'properties' || k === 'required' || k === '$ref') continue;
      if (merged[k] === undefined) merged[k] = v;
    }
  });
  if (isObject(schema.properties)) for (const [name, value] of Object.entries(schema.properties)) properties[name] = value;
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  return { schema: merged, circular, members };
}

/**
 * Keeps where a merged-in value came from, so its own `$ref`s resolve against the right file.
 * Values from the same file need nothing; others are wrapped in a marker the builder unwraps.
 */
const ORIGIN = Symbol('origin');
function relocate(value: unknown, at: Location, keys: string[]): unknown {
  if (!isObject(value)) return value;
  return { ...value, [ORIGIN]: { file: at.file, pointer: `${at.pointer}/${keys.map(escapeSegment).join('/')}` } };
}

function originOf(value: unknown, fallback: Location): Location {
  return (isObject(value) && (value as { [ORIGIN]?: Location })[ORIGIN]) || fallback;
}

function typesOf(schema: JsonObject): { types: string[]; nullable: boolean } {
  let types: string[] = [];
  if (typeof schema.type === 'string') types = [schema.type];
  else if (Array.isArray(schema.type)) types = schema.type.filter((t): t is string => typeof t === 'string');
  let nullable = schema.nullable === true || types.includes('null');
  types = types.filter((t) => t !== 'null');
  if (!types.length) {
    if (isObject(schema.properties) || isObject(schema.additionalProperties)) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
    else if (Array.isArray(schema.enum) && schema.enum.length) types = [typeof schema.enum.find((e) => e !== null)].filter((t) => t !== 'undefined');
    else if (schema.const !== undefined && schema.const !== null) types = [typeof schema.const];
  }
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) nullable = true;
  return { types, nullable };
}

function constraintsOf(schema: JsonObject): string[] | undefined {
  const out: string[] = [];
  for (const [key, label] of CONSTRAINTS) {
    const value = schema[key];
    if (typeof value === 'number' || typeof value === 'string') out.push(`${label} ${value}`);
    else if (value === true && key.startsWith('exclusive')) {
      // OpenAPI 3.0 form: the boolean qualifies minimum/maximum.
      const bound = key === 'exclusiveMinimum' ? schema.minimum : schema.maximum;
      if (bound !== undefined) out.push(`${label} ${bound}`);
    }
  }
  if (schema.uniqueItems === true) out.push('unique items');
  return out.length ? out : undefined;
}

function examplesOf(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples;
  if (schema.example !== undefined) return [schema.example];
  return undefined;
}

function orderProperties(names: string[], required: Set<string>, maintainOrder: boolean | undefined): string[] {
  if (maintainOrder) return names;
  return [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
}

function anchorFor(ctx: Ctx, name: string): string {
  return `${ctx.options.anchorPrefix ?? 'schema'}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function build(ctx: Ctx, raw: unknown, at: Location, depth: number, open: Set<string>, fieldName?: string): SchemaNode {
  const resolved = ctx.resolver.resolve<JsonObject>(raw, originOf(raw, at));
  if (resolved.broken) {
    return { name: fieldName, type: 'unknown', broken: `${resolved.broken.ref} (${resolved.broken.reason})` };
  }
  if (!isObject(resolved.value)) {
    return { name: fieldName, type: resolved.value === true ? 'any' : 'unknown' };
  }
  const key = `${resolved.at.file}#${resolved.at.pointer}`;
  const isNamed =
    !!resolved.name && isObject(raw) && raw.$ref !== undefined && (componentSchemaName(resolved.at.pointer) !== undefined || /^(\/definitions\/[^/]+)?$/.test(resolved.at.pointer));
  if (open.has(key)) {
    return { name: fieldName, type: resolved.name ?? 'object', schemaName: resolved.name, circular: resolved.name ?? 'schema' };
  }
  ctx.budget.remaining--;
  const merged = mergeAllOf(ctx, resolved.value, resolved.at, new Set([...open, key]));
  const schema = merged.schema;
  const { types, nullable } = typesOf(schema);
  const node: SchemaNode = { name: fieldName, type: types.join(' | ') || 'any' };
  if (isNamed && resolved.name) node.schemaName = resolved.name;
  if (typeof schema.title === 'string') node.title = schema.title;
  if (typeof schema.description === 'string' && schema.description.trim()) node.description = schema.description;
  if (schema.deprecated === true) node.deprecated = true;
  if (schema.readOnly === true) node.readOnly = true;
  if (schema.writeOnly === true) node.writeOnly = true;
  if (typeof schema.format === 'string') node.format = schema.format;
  if (schema.default !== undefined) node.default = schema.default;
  if (Array.isArray(schema.enum)) node.enum = schema.enum.filter((e) => e !== null);
  else if (schema.const !== undefined) node.enum = [schema.const];
  const examples = examplesOf(schema);
  if (examples) node.examples = examples;
  const constraints = constraintsOf(schema);
  if (constraints) node.constraints = constraints;
  if (merged.circular) node.circular = merged.circular;

  if (node.type === 'any' && isNamed && resolved.name) node.type = resolved.name;
  const hasStructure = isObject(schema.properties) || schema.items !== undefined || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf) || isObject(schema.additionalProperties);
  // A named schema with structure: write it once per page, load it on demand when deep.
  if (isNamed && resolved.name && hasStructure && depth > 0) {
    const seen = ctx.written.get(key);
    if (seen) {
      node.seeAbove = { name: resolved.name, anchor: seen };
      if (nullable) node.type += ' | null';
      return node;
    }
    const fragment = ctx.options.fragmentKey?.(resolved.at);
    if (fragment && (depth >= ctx.options.inlineNamedDepth || ctx.budget.remaining <= 0)) {
      node.lazy = { name: resolved.name, key: fragment };
      if (nullable) node.type += ' | null';
      return node;
    }
  }
  if (isNamed && resolved.name && hasStructure) {
    const anchor = anchorFor(ctx, resolved.name);
    if (!ctx.written.has(key)) {
      ctx.written.set(key, anchor);
      node.anchor = anchor;
    }
  }
  if (depth >= ctx.options.maxDepth || ctx.budget.remaining <= 0) {
    if (hasStructure) node.truncated = true;
    if (nullable) node.type += ' | null';
    return node;
  }
  // Schemas merged in through allOf count as open too: a property pointing back at one is a cycle.
  const inner = new Set([...open, key, ...merged.members]);

  const variantsKey = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (variantsKey) {
    const list = schema[variantsKey] as unknown[];
    const options = list.map((option, index) => {
      const child = build(ctx, option, { file: resolved.at.file, pointer: `${resolved.at.pointer}/${variantsKey}/${index}` }, depth + 1, inner);
      return child;
    });
    node.variants = { kind: variantsKey, options };
    if (node.type === 'any') {
      const distinct = [...new Set(options.map((o) => o.schemaName ?? o.type))];
      node.type = distinct.length <= 3 ? distinct.join(' | ') : variantsKey === 'oneOf' ? 'one of' : 'any of';
    }
  }

  if (types.includes('array') || (!types.length && schema.items !== undefined)) {
    const items = schema.items;
    if (items !== undefined && items !== true) {
      const itemsAt = { file: resolved.at.file, pointer: `${resolved.at.pointer}/items` };
      const itemNode = build(ctx, items, itemsAt, depth + 1, inner);
      const itemType = itemNode.schemaName ?? itemNode.type;
      node.type = node.type.replace('array', `${itemType.includes(' ') ? `(${itemType})` : itemType}[]`);
      if (itemNode.children) node.children = itemNode.children;
      if (itemNode.variants && !node.variants) node.variants = itemNode.variants;
      if (itemNode.enum && !node.enum) node.enum = itemNode.enum;
      if (itemNode.seeAbove) node.seeAbove = itemNode.seeAbove;
      if (itemNode.lazy) node.lazy = itemNode.lazy;
      if (itemNode.circular) node.circular = itemNode.circular;
      if (itemNode.truncated) node.truncated = true;
      if (itemNode.anchor && !node.anchor) node.anchor = itemNode.anchor;
      if (itemNode.schemaName && !node.schemaName) node.schemaName = itemNode.schemaName;
    }
  }

  if (isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const names = orderProperties(Object.keys(schema.properties), required, ctx.options.maintainOrder);
    const children: SchemaNode[] = [];
    for (const propName of names) {
      const value = (schema.properties as JsonObject)[propName];
      const propAt = originOf(value, { file: resolved.at.file, pointer: `${resolved.at.pointer}/properties/${escapeSegment(propName)}` });
      const child = build(ctx, value, propAt, depth + 1, inner, propName);
      if (ctx.options.direction === 'request' && child.readOnly) continue;
      if (ctx.options.direction === 'response' && child.writeOnly) continue;
      if (required.has(propName)) child.required = true;
      children.push(child);
    }
    node.children = [...(node.children ?? []), ...children];
  }
  if (isObject(schema.additionalProperties)) {
    const child = build(ctx, schema.additionalProperties, { file: resolved.at.file, pointer: `${resolved.at.pointer}/additionalProperties` }, depth + 1, inner, '{key}');
    node.children = [...(node.children ?? []), child];
    if (node.type === 'object' && !isObject(schema.properties)) node.type = `map<string, ${child.schemaName ?? child.type}>`;
  }
  if (nullable) node.type += ' | null';
  return node;
}

export function createTreeContext(resolver: RefResolver, options: TreeOptions = {}): Ctx {
  return {
    resolver,
    options: { ...DEFAULTS, ...options },
    budget: options.budget ?? { remaining: PAGE_NODE_BUDGET },
    written: options.written ?? new Map(),
  };
}

/** The field tree of the schema `raw` found at `at`. */
export function schemaTree(ctx: Ctx, raw: unknown, at: Location, options: Partial<Pick<TreeOptions, 'direction' | 'anchorPrefix'>> = {}): SchemaNode {
  const local: Ctx = { ...ctx, options: { ...ctx.options, ...options } };
  return build(local, raw, at, 0, new Set());
}

/** Whether a pointer names a component schema (`/components/schemas/Pet`), the unit fragments are made of. */
export function componentSchemaName(pointer: string): string | undefined {
  const segments = segmentsOf(pointer);
  return segments.length === 3 && segments[0] === 'components' && segments[1] === 'schemas' ? segments[2] : undefined;
}

export type TreeContext = Ctx;
