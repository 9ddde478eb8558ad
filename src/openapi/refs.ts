// Follows `$ref`s lazily across the documents of one description. A reference keeps where it points
// (file and pointer), so callers can name schemas (`#/components/schemas/Pet` is "Pet") and notice
// cycles instead of expanding them.
import { posix } from 'node:path';
import type { LoadedSpec } from './types.ts';
import { segmentsOf, valueAt } from './pointer.ts';

export interface Location {
  file: string;
  pointer: string;
}

export interface Resolved<T = unknown> {
  value: T;
  /** Where the value lives (after following every `$ref`). */
  at: Location;
  /** Name of the last named schema followed (`Pet` for `#/components/schemas/Pet`, `Pet` for `Pet.json`). */
  name?: string;
  /** Set when a `$ref` could not be followed. */
  broken?: { ref: string; at: Location; reason: string };
}

export function isUrl(file: string): boolean {
  return /^https?:\/\//i.test(file);
}

/** The file key a `$ref`'s file part names, relative to the file holding the `$ref`. */
export function refTargetFile(fromFile: string, refFile: string): string {
  if (!refFile) return fromFile;
  if (isUrl(refFile)) return refFile;
  if (isUrl(fromFile)) return new URL(refFile, fromFile).href;
  return posix.normalize(posix.join(posix.dirname(fromFile), refFile));
}

export function splitRef(ref: string): { file: string; pointer: string } {
  const hash = ref.indexOf('#');
  if (hash === -1) return { file: ref, pointer: '' };
  return { file: ref.slice(0, hash), pointer: ref.slice(hash + 1) };
}

/** A readable name for what a `$ref` points at: the last pointer segment, or the file's base name. */
export function nameOfRef(file: string, pointer: string): string | undefined {
  const segments = segmentsOf(pointer);
  if (segments.length >= 3 && segments[0] === 'components' && segments[1] === 'schemas') return segments.slice(2).join('/');
  if (segments.length >= 2 && segments[0] === 'definitions') return segments.slice(1).join('/');
  if (segments.length === 0) return posix.basename(file.replace(/[?#].*$/, '')).replace(/\.(json|ya?ml)$/i, '') || undefined;
  return undefined;
}

export class RefResolver {
  readonly spec: LoadedSpec;

  constructor(spec: LoadedSpec) {
    this.spec = spec;
  }

  /** Follows `$ref` chains starting at `value` found at `at`. */
  resolve<T = unknown>(value: unknown, at: Location): Resolved<T> {
    let current = value;
    let where = at;
    let name: string | undefined;
    const seen = new Set<string>();
    while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
      const ref = (current as { $ref: string }).$ref;
      const { file: refFile, pointer } = splitRef(ref);
      const file = refTargetFile(where.file, refFile);
      const key = `${file}#${pointer}`;
      if (seen.has(key)) {
        return { value: current as T, at: where, name, broken: { ref, at: where, reason: 'the reference points at itself' } };
      }
      seen.add(key);
      const document = this.spec.documents.get(file);
      if (document === undefined) {
        return { value: current as T, at: where, name, broken: { ref, at: where, reason: `${file} could not be loaded` } };
      }
      const target = valueAt(document, pointer);
      if (target === undefined) {
        return { value: current as T, at: where, name, broken: { ref, at: where, reason: `${file} has nothing at ${pointer || '/'}` } };
      }
      name = nameOfRef(file, pointer) ?? name;
      current = target;
      where = { file, pointer };
    }
    return { value: current as T, at: where, name };
  }

  /** Resolves the child `key` of an object found at `at`. */
  child<T = unknown>(parent: unknown, at: Location, ...keys: (string | number)[]): Resolved<T> | undefined {
    let value = parent;
    for (const key of keys) {
      if (!value || typeof value !== 'object') return undefined;
      value = (value as Record<string, unknown>)[key as string];
    }
    if (value === undefined) return undefined;
    const pointer = `${at.pointer}/${keys.map((k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
    return this.resolve<T>(value, { file: at.file, pointer });
  }
}
