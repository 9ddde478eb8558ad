// Turns zod issues into sentences a docs.json author can act on: what was expected, what was found.
import type { z } from 'astro/zod';

type Issue = z.core.$ZodIssue;
type Schema = z.core.$ZodType;

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return `${typeof value} ${String(value)}`;
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  record: 'an object',
};

/** The sentence of a required key that is not there (load.ts pairs it with a misspelled key). */
export const MISSING_KEY_MESSAGE = 'is required but missing';

export interface IssueSentence {
  path: PropertyKey[];
  message: string;
}

/** One sentence per issue. Union failures pick the branch that got furthest, or list the types. */
export function issueSentences(issue: Issue, basePath: PropertyKey[] = []): IssueSentence[] {
  const path = [...basePath, ...issue.path];
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return [{ path, message: MISSING_KEY_MESSAGE }];
      const expected = ARTICLE[issue.expected] ?? issue.expected;
      return [{ path, message: `expected ${expected}, got ${describeValue(input)}` }];
    }
    case 'invalid_value':
      return [
        {
          path,
          message: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(input)}`,
        },
      ];
    case 'invalid_format':
    case 'custom': {
      // Messages that already quote the value do not repeat it.
      const quoted = input === undefined || issue.message.includes(JSON.stringify(input));
      return [{ path, message: quoted ? issue.message : `${issue.message}, got ${describeValue(input)}` }];
    }
    case 'too_small':
      if (issue.origin === 'string') return [{ path, message: `expected a non-empty string` }];
      return [{ path, message: issue.message }];
    case 'invalid_union': {
      const branches = issue.errors;
      // When every branch failed on the value's own type, say which types would do.
      const typeOnly = branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_type' && b[0]!.path.length === 0);
      if (typeOnly) {
        const expected = [...new Set(branches.map((b) => ARTICLE[(b[0] as { expected: string }).expected] ?? 'other'))];
        return [{ path, message: `expected ${expected.join(' or ')}, got ${describeValue(input)}` }];
      }
      // Otherwise report the branch that matched the value's shape best (fewest, deepest issues).
      const best = [...branches]
        .filter((b) => !(b.length === 1 && b[0]!.code === 'invalid_type' && b[0]!.path.length === 0))
        .sort((a, b) => a.length - b.length)[0];
      return (best ?? branches[0] ?? []).flatMap((inner) => issueSentences(inner, path));
    }
    default:
      return [{ path, message: issue.message }];
  }
}

/** The keys an object schema declares at `path`, looking through optional, default, lazy, array and union. */
export function knownKeysAt(schema: Schema, path: PropertyKey[]): string[] {
  const found = new Set<string>();
  const visit = (s: Schema, rest: PropertyKey[]) => {
    const def = (s as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'nullable':
      case 'prefault':
      case 'readonly':
        return visit(def.innerType as Schema, rest);
      case 'lazy':
        return visit((def.getter as () => Schema)(), rest);
      case 'pipe':
        return visit(def.in as Schema, rest);
      case 'union':
        return (def.options as Schema[]).forEach((o) => visit(o, rest));
      case 'array':
        if (typeof rest[0] === 'number') visit(def.element as Schema, rest.slice(1));
        return;
      case 'object': {
        const shape = def.shape as Record<string, Schema>;
        if (rest.length === 0) Object.keys(shape).forEach((k) => found.add(k));
        else if (typeof rest[0] === 'string' && shape[rest[0]]) visit(shape[rest[0]]!, rest.slice(1));
        return;
      }
      default:
        return;
    }
  };
  visit(schema, path);
  return [...found];
}
