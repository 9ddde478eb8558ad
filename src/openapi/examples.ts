// Example payloads: the file's own examples first, else generated with openapi-sampler from a copy
// of the schema whose `$ref`s are inlined only as deep (and as wide) as an example needs, so a densely
// linked description (Stripe) yields small examples and cycles end.
import { sample } from 'openapi-sampler';
import type { JsonObject } from './types.ts';
import type { Location, RefResolver } from './refs.ts';

/** Examples longer than this (characters of pretty JSON) are cut, with a note. */
export const EXAMPLE_LIMIT = 20_000;
const INLINE_DEPTH = 6;
const INLINE_BUDGET = 600;
/** Fields a request sample shows when the body requires none. */
const SAMPLE_FIELDS = 5;

function isObject(value: unknown): value is JsonObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A self-contained copy of a schema for the sampler: refs inlined, cycles and depth cut. */
export function inlineSchema(resolver: RefResolver, raw: unknown, at: Location): unknown {
  let budget = INLINE_BUDGET;
  const walk = (value: unknown, where: Location, depth: number, open: Set<string>): unknown => {
    const resolved = resolver.resolve(value, where);
    if (resolved.broken) return {};
    const key = `${resolved.at.file}#${resolved.at.pointer}`;
    if (open.has(key) || depth > INLINE_DEPTH || budget-- <= 0) {
      const v = resolved.value as JsonObject;
      return isObject(v) && (v.type === 'string' || v.type === 'integer' || v.type === 'number' || v.type === 'boolean') ? { type: v.type } : {};
    }
    const node = resolved.value;
    if (Array.isArray(node)) return node.map((item, i) => walk(item, { file: resolved.at.file, pointer: `${resolved.at.pointer}/${i}` }, depth, open));
    if (!isObject(node)) return node;
    const inner = new Set(open).add(key);
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'example' || k === 'examples' || k === 'enum' || k === 'default' || k === 'const' || !v || typeof v !== 'object') {
        out[k] = v;
        continue;
      }
      const childAt = { file: resolved.at.file, pointer: `${resolved.at.pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}` };
      if (k === 'properties' && isObject(v)) {
        const props: JsonObject = {};
        for (const [name, prop] of Object.entries(v)) {
          props[name] = walk(prop, { file: childAt.file, pointer: `${childAt.pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` }, depth + 1, inner);
        }
        out[k] = props;
      } else {
        out[k] = walk(v, childAt, k === 'items' || k === 'allOf' || k === 'oneOf' || k === 'anyOf' ? depth + 1 : depth, inner);
      }
    }
    return out;
  };
  return walk(raw, at, 0, new Set());
}

export interface ExampleText {
  text: string;
  /** Set when the example was cut at EXAMPLE_LIMIT. */
  truncated?: { fullLength: number };
  /** Where the example came from. */
  origin: 'file' | 'generated';
}

export function exampleText(value: unknown, origin: ExampleText['origin']): ExampleText {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2) ?? String(value);
  if (text.length <= EXAMPLE_LIMIT) return { text, origin };
  const cut = text.lastIndexOf('\n', EXAMPLE_LIMIT);
  return { text: `${text.slice(0, cut > 0 ? cut : EXAMPLE_LIMIT)}\n…`, truncated: { fullLength: text.length }, origin };
}

/** The first example a media type object (or its schema) gives, following `$ref`s to Example objects. */
export function fileExample(resolver: RefResolver, media: JsonObject, at: Location): { value: unknown } | undefined {
  if (media.example !== undefined) return { value: media.example };
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      const resolved = resolver.resolve<JsonObject>(example, { file: at.file, pointer: `${at.pointer}/examples/${name}` });
      if (isObject(resolved.value) && resolved.value.value !== undefined) return { value: resolved.value.value };
    }
  }
  const schema = resolver.resolve<JsonObject>(media.schema, { file: at.file, pointer: `${at.pointer}/schema` });
  if (isObject(schema.value)) {
    if (schema.value.example !== undefined) return { value: schema.value.example };
    if (Array.isArray(schema.value.examples) && schema.value.examples.length) return { value: schema.value.examples[0] };
  }
  return undefined;
}

/** A generated example for a schema; undefined when the sampler cannot make one. */
export function sampleSchema(resolver: RefResolver, raw: unknown, at: Location, direction: 'request' | 'response', requiredOnly = false): unknown {
  if (raw === undefined) return undefined;
  try {
    const schema = inlineSchema(resolver, raw, at);
    const options = { quiet: true, skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', maxSampleDepth: 5 };
    if (requiredOnly) {
      const small = sample(schema as never, { ...options, skipNonRequired: true });
      const empty = small === undefined || (typeof small === 'object' && small !== null && Object.keys(small).length === 0);
      if (!empty) return small;
      // Nothing is required: a few fields show the shape without writing out every optional one.
      const full = sample(schema as never, options);
      if (full && typeof full === 'object' && !Array.isArray(full)) return Object.fromEntries(Object.entries(full).slice(0, SAMPLE_FIELDS));
      return full;
    }
    return sample(schema as never, options);
  } catch {
    return undefined;
  }
}

/** The example for a media type: the file's own, else generated. */
export function mediaExample(resolver: RefResolver, media: JsonObject, at: Location, direction: 'request' | 'response'): ExampleText | undefined {
  const own = fileExample(resolver, media, at);
  if (own) return exampleText(own.value, 'file');
  const generated = sampleSchema(resolver, media.schema, { file: at.file, pointer: `${at.pointer}/schema` }, direction);
  return generated === undefined ? undefined : exampleText(generated, 'generated');
}
