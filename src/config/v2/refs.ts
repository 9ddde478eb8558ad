// `{"$ref": "./file.json"}` anywhere in a docs.json: the target file's value replaces the object,
// with the keys beside `$ref` merged over it when the target is an object. Targets are regular files
// inside the docs root (no escape through `..`, absolute paths or symbolic links), may hold `$ref`s
// of their own, and a cycle is an error placed at the `$ref` that closes it.
// Every value of the resolved tree keeps where it came from (`mounts`), so that messages about it
// name the right file, line and column.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { DocsmithUserError } from '../load.ts';
import { parseJsonStrict, placeOfPath, type Place } from '../json-location.ts';

export type JsonPath = (string | number)[];

/** A part of the resolved tree that comes from one place of one file. */
interface Mount {
  /** Path of the part in the resolved tree. */
  at: JsonPath;
  /** File (relative to the docs root) and path in it. */
  file: string;
  inner: JsonPath;
}

export interface ResolvedConfig {
  value: unknown;
  /** Whether the file had any `$ref` (a legacy file without one keeps its own validation path). */
  hadRefs: boolean;
  /** The file, line and column of a path of the resolved tree. */
  locate: (path: JsonPath) => (Place & { file: string }) | undefined;
}

/** Target files a docs.json may pull in, at most: real folders use a handful. */
const MAX_REF_FILES = 200;
const MAX_REF_BYTES = 20 * 1024 * 1024;

export function resolveConfigRefs(root: string, fileName: string, text: string, value: unknown): ResolvedConfig {
  const texts = new Map<string, string>([[fileName, text]]);
  const mounts: Mount[] = [{ at: [], file: fileName, inner: [] }];
  let hadRefs = false;

  const placeIn = (file: string, inner: JsonPath) => {
    const place = placeOfPath(texts.get(file) ?? '', inner);
    return place ? `${file}:${place.line}:${place.column}` : file;
  };
  const fail = (file: string, inner: JsonPath, message: string, hint: string): never => {
    const place = placeOfPath(texts.get(file) ?? '', inner);
    throw new DocsmithUserError(`${placeIn(file, inner)}: ${message}`, hint, {
      file: join(root, file),
      line: place?.line,
      column: place?.column,
    });
  };

  const readTarget = (from: string, inner: JsonPath, ref: string): { file: string; value: unknown } => {
    const refPath = [...inner, '$ref'];
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('#')) {
      fail(from, refPath, `"$ref": "${ref}" must name a JSON file in the docs folder`, 'Use a relative path such as "./navigation/en.json".');
    }
    const absolute = isAbsolute(ref) ? join(root, ref) : join(root, dirname(from), ref);
    const file = relative(root, absolute);
    if (file.startsWith('..') || isAbsolute(file)) {
      fail(from, refPath, `"$ref": "${ref}" points outside the docs folder`, `A $ref may only name files inside the folder that holds ${fileName}.`);
    }
    let stats;
    try {
      stats = statSync(absolute);
      const real = relative(realpathSync(root), realpathSync(absolute));
      if (real.startsWith('..') || isAbsolute(real)) throw new Error('outside');
    } catch {
      return fail(from, refPath, `"$ref": "${ref}" names no file inside the docs folder (looked for ${file.split(sep).join('/')})`, 'Check the path; it is relative to the file that holds the $ref.');
    }
    if (!stats.isFile()) fail(from, refPath, `"$ref": "${ref}" is not a regular file`, 'A $ref names a JSON file.');
    if (stats.size > MAX_REF_BYTES) fail(from, refPath, `"$ref": "${ref}" is larger than 20 MB`, 'Split the file.');
    const key = file.split(sep).join('/');
    if (!texts.has(key)) {
      if (texts.size >= MAX_REF_FILES) fail(from, refPath, `more than ${MAX_REF_FILES} files are pulled in through $ref`, 'Use fewer $ref files.');
      texts.set(key, readFileSync(absolute, 'utf8').replace(/^\uFEFF/, ''));
    }
    const parsed = parseJsonStrict(texts.get(key)!);
    if ('problem' in parsed) {
      const { line, column, message } = parsed.problem;
      throw new DocsmithUserError(`${key}:${line}:${column}: ${message}`, 'Fix the JSON syntax at that place.', { file: absolute, line, column });
    }
    return { file: key, value: parsed.value };
  };

  // Depth-first with an explicit chain of files being resolved, for cycle detection.
  const resolve = (node: unknown, file: string, inner: JsonPath, at: JsonPath, chain: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => resolve(item, file, [...inner, i], [...at, i], chain));
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      hadRefs = true;
      const target = readTarget(file, inner, record.$ref);
      if (chain.includes(target.file)) {
        fail(file, [...inner, '$ref'], `"$ref": "${record.$ref}" makes a cycle (${[...chain, target.file].join(' → ')})`, 'Remove one of the $refs of the cycle.');
      }
      mounts.push({ at, file: target.file, inner: [] });
      const resolved = resolve(target.value, target.file, [], at, [...chain, target.file]);
      if (!resolved || typeof resolved !== 'object' || Array.isArray(resolved)) return resolved;
      // Keys beside the $ref win over the target's.
      const merged: Record<string, unknown> = { ...(resolved as Record<string, unknown>) };
      for (const [key, child] of Object.entries(record)) {
        if (key === '$ref') continue;
        mounts.push({ at: [...at, key], file, inner: [...inner, key] });
        merged[key] = resolve(child, file, [...inner, key], [...at, key], chain);
      }
      return merged;
    }
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) out[key] = resolve(child, file, [...inner, key], [...at, key], chain);
    return out;
  };

  const resolved = resolve(value, fileName, [], [], [fileName]);
  const locate = (path: JsonPath) => {
    let best = mounts[0]!;
    for (const mount of mounts) {
      if (mount.at.length > best.at.length && mount.at.length <= path.length && mount.at.every((s, i) => s === path[i])) best = mount;
    }
    const place = placeOfPath(texts.get(best.file) ?? '', [...best.inner, ...path.slice(best.at.length)]);
    return place ? { ...place, file: best.file } : undefined;
  };
  return { value: resolved, hadRefs, locate };
}
