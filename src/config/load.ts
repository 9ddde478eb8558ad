// Reads docs.json (or mint.json), validates it, and returns the config with every finding placed at
// file:line:column. Errors are collected and reported together; unknown keys are warnings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding, WrittenKey } from '../diagnostics/reporter.ts';
import { fileKeyOf } from '../openapi/load.ts';
import { didYouMean, didYouMeanSuffix } from '../util/did-you-mean.ts';
import { formatJsonPath, parseJsonStrict, placeOfPath } from './json-location.ts';
import { COMPATIBILITY_ONLY_KEYS, docsConfigSchema, type DocsConfig } from './schema.ts';
import { issueSentences, knownKeysAt, MISSING_KEY_MESSAGE, type IssueSentence } from './zod-issues.ts';
import { resolveConfigRefs, type JsonPath } from './v2/refs.ts';
import { detectFormat } from './v2/detect.ts';
import { readCurrentFormat, type Locate } from './v2/read.ts';
import type { NavigationOperation } from './v2/navigation.ts';

export const CONFIG_FILE_NAMES = ['docs.json', 'mint.json'] as const;

export interface UserErrorLocation {
  /** Absolute path of the file to fix. */
  file: string;
  line?: number;
  column?: number;
}

/** A mistake in the user's input: shown with its place and a hint, never with a stack trace. */
export class DocsmithUserError extends Error {
  readonly hint?: string;
  readonly location?: UserErrorLocation;

  constructor(message: string, hint?: string, location?: UserErrorLocation) {
    super(message);
    this.name = 'DocsmithUserError';
    this.hint = hint;
    this.location = location;
  }
}

export interface LoadedConfig {
  config: DocsConfig;
  /** `docs.json` or `mint.json`, as found in the docs root. */
  fileName: string;
  findings: Finding[];
  info: string[];
  /**
   * Places of the config's paths in the files, when they differ from the text of docs.json: the
   * current format (its tree is mapped onto other paths) and files with `$ref`s.
   */
  locate?: Locate;
  /** Current format: the path in the file of a path of the mapped config, for messages. */
  realPath?: (path: (string | number)[]) => (string | number)[];
  /** Current format: the `"METHOD /path"` entries of its navigation, for the API pages. */
  operations?: NavigationOperation[];
  /** The `openapi` key that names an OpenAPI file or URL (by its file key), as written: messages about the file go there. */
  openapiKey: (file: string) => WrittenKey | undefined;
}

export function findConfigFile(root: string): string | undefined {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(root, name)));
}

export function loadDocsConfig(root: string): LoadedConfig {
  const fileName = findConfigFile(root);
  if (!fileName) {
    throw new DocsmithUserError(
      `No docs.json found in ${root}.`,
      'Create docs.json with at least "name" and "navigation", or set the `root` option of docsmith() to the folder that holds it.',
    );
  }
  const info: string[] = [];
  if (fileName === 'mint.json') info.push('Reading mint.json (no docs.json in the docs root); it uses the same schema.');
  const path = join(root, fileName);
  const text = readFileSync(path, 'utf8');
  try {
    const validated = validateDocsConfig(text, fileName, root);
    return { ...validated, info: validated.config.format === 'current' ? info : [...info, ...compatibilityInfo(text, fileName)] };
  } catch (error) {
    if (!(error instanceof DocsmithUserError)) throw error;
    // Point Astro (terminal and dev overlay) at the first place to fix.
    const place = /(?:^|\n)\s*[^:\s]+:(\d+):(\d+):/.exec(error.message);
    if (error.location) throw error;
    throw new DocsmithUserError(error.message, error.hint, {
      file: path,
      line: place ? Number(place[1]) : undefined,
      column: place ? Number(place[2]) : undefined,
    });
  }
}

function compatibilityInfo(text: string, fileName: string): string[] {
  const parsed = parseJsonStrict(text);
  if (!('value' in parsed) || !parsed.value || typeof parsed.value !== 'object') return [];
  const keys = Object.keys(parsed.value);
  return COMPATIBILITY_ONLY_KEYS.filter((k) => keys.includes(k)).map((k) => {
    const place = placeOfPath(text, [k]);
    return `${fileName}${place ? `:${place.line}:${place.column}` : ''}: "${k}" is accepted for compatibility and has no effect in Docsmith.`;
  });
}

/**
 * The path of the first `openapi` key (at any depth, `api.openapi` included) whose value, an item
 * of its list or its `source` names the OpenAPI file `file` (a file key: `/a.json` and `a.json` are one).
 */
function openapiKeyPath(value: unknown, file: string): JsonPath | undefined {
  const names = (candidate: unknown) => typeof candidate === 'string' && fileKeyOf(candidate) === file;
  const stack: { value: unknown; path: JsonPath }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((v, i) => [i, v]) : Object.entries(current);
    for (const [key, child] of entries) {
      if (key !== 'openapi') continue;
      const at = [...path, key];
      if (names(child)) return at;
      if (Array.isArray(child) && child.some(names)) return [...at, child.findIndex(names)];
      if (child && typeof child === 'object' && names((child as Record<string, unknown>).source)) return [...at, 'source'];
    }
    // In the file's order: the first key that names the file wins.
    for (const [key, child] of entries.reverse()) stack.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/** JSON nesting (objects and arrays) a docs.json may have; real files use fewer than ten levels. */
export const MAX_NESTING = 64;

/** The path of the first value nested deeper than `max`, found without recursion. */
function firstPathDeeperThan(value: unknown, max: number): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (path.length > max) return path;
    const entries: [string | number, unknown][] = Array.isArray(current) ? current.map((v, i) => [i, v]) : Object.entries(current);
    for (const [key, child] of entries) stack.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/** The path of an unknown key beside a missing required one that looks like its misspelling ("navigaton"). */
function misspellingOf(sentence: IssueSentence, unknownAt: { path: PropertyKey[]; key: string }[]): PropertyKey[] | undefined {
  const missing = sentence.path.at(-1);
  if (sentence.message !== MISSING_KEY_MESSAGE || typeof missing !== 'string') return undefined;
  const parent = sentence.path.slice(0, -1);
  const sameParent = unknownAt.filter((u) => u.path.length === parent.length && u.path.every((p, i) => p === parent[i]));
  const match = sameParent.find((u) => didYouMean(u.key, [missing]) === missing);
  return match && [...parent, match.key];
}

/**
 * Validates the text of a docs.json in either format: parse, resolve `$ref`s (with the docs root
 * they are confined to), detect the format, then read it. Throws a DocsmithUserError listing every
 * error at once.
 */
export function validateDocsConfig(text: string, fileName = 'docs.json', root?: string): Omit<LoadedConfig, 'info'> {
  const parsed = parseJsonStrict(text.replace(/^\uFEFF/, ''));
  if ('problem' in parsed) {
    const { line, column, message } = parsed.problem;
    throw new DocsmithUserError(`${fileName}:${line}:${column}: ${message}`, 'Fix the JSON syntax at that place.');
  }
  const data = parsed.value;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsmithUserError(`${fileName}: expected a JSON object with "name" and "navigation".`);
  }
  const record = data as Record<string, unknown>;
  const at = (path: PropertyKey[]) => {
    const place = placeOfPath(text, path.filter((p): p is string | number => typeof p !== 'symbol'));
    return place ? `${fileName}:${place.line}:${place.column}` : fileName;
  };
  // The schema validates recursively: absurd nesting would overflow the stack instead of giving a message.
  const deep = firstPathDeeperThan(record, MAX_NESTING);
  if (deep) {
    throw new DocsmithUserError(
      `${at(deep)}: ${formatJsonPath(deep)}: nested more than ${MAX_NESTING} levels deep`,
      `Flatten ${fileName}: navigation groups nest a few levels, not ${MAX_NESTING}.`,
    );
  }
  let value = record;
  let locate: Locate = (path) => placeOfPath(text, path);
  let legacyText = text;
  if (root && text.includes('"$ref"')) {
    const resolved = resolveConfigRefs(root, fileName, text, record);
    if (resolved.hadRefs) {
      if (!resolved.value || typeof resolved.value !== 'object' || Array.isArray(resolved.value)) {
        throw new DocsmithUserError(`${fileName}: expected a JSON object with "name" and "navigation".`);
      }
      value = resolved.value as Record<string, unknown>;
      locate = resolved.locate;
      legacyText = JSON.stringify(value, null, 2);
    }
  }
  const openapiKey = (file: string): WrittenKey | undefined => {
    const path = openapiKeyPath(value, file);
    const place = path && locate(path);
    return path && { path, file: place?.file ?? fileName, line: place?.line, column: place?.column };
  };
  const detected = detectFormat(fileName, value, locate);
  if (detected.format === 'current') {
    const read = readCurrentFormat(fileName, value, locate);
    return { config: read.config, fileName, findings: [...detected.findings, ...read.findings], locate: read.locate, realPath: read.realPath, operations: read.operations, openapiKey };
  }
  const legacy = validateLegacyConfig(legacyText, fileName, value);
  return { ...legacy, findings: [...detected.findings, ...legacy.findings], openapiKey };
}

/** The legacy format (`navigation` as an array), validated by the zod schema. */
function validateLegacyConfig(text: string, fileName: string, data: Record<string, unknown>): Omit<LoadedConfig, 'info' | 'openapiKey'> {
  const record = data;
  const at = (path: PropertyKey[]) => {
    const place = placeOfPath(text, path.filter((p): p is string | number => typeof p !== 'symbol'));
    return place ? `${fileName}:${place.line}:${place.column}` : fileName;
  };
  const result = docsConfigSchema.safeParse(data, { reportInput: true });
  if (result.success) return { config: result.data, fileName, findings: [] };

  const findings: Finding[] = [];
  const errors: string[] = [];
  const unknownAt: { path: PropertyKey[]; key: string }[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) unknownAt.push({ path: issue.path, key });
  }
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    for (const sentence of issueSentences(issue)) {
      const misspelled = misspellingOf(sentence, unknownAt);
      if (misspelled) {
        errors.push(`${at(misspelled)}: ${formatJsonPath(sentence.path)}: ${sentence.message}, and "${String(misspelled.at(-1))}" is an unknown key here: did you mean "${String(sentence.path.at(-1))}"?`);
      } else {
        errors.push(`${at(sentence.path)}: ${formatJsonPath(sentence.path)}: ${sentence.message}`);
      }
    }
  }
  if (errors.length) {
    throw new DocsmithUserError(
      errors.length === 1 ? errors[0]! : `${fileName} has ${errors.length} problems:\n${errors.map((e) => `  ${e}`).join('\n')}`,
      `Fix ${fileName} and build again. Every field is described in the Docsmith README (docs.json reference).`,
    );
  }

  // Only unknown keys remain: warn about each, drop them, and validate what is left.
  const cleaned = structuredClone(record);
  for (const { path, key } of unknownAt) {
    const keyPath = [...path, key];
    const place = placeOfPath(text, keyPath.filter((p): p is string | number => typeof p !== 'symbol'));
    findings.push({
      rule: 'config/unknown-key',
      file: fileName,
      line: place?.line,
      column: place?.column,
      message: `unknown key "${formatJsonPath(keyPath)}"${didYouMeanSuffix(key, knownKeysAt(docsConfigSchema, path))}; it is ignored`,
    });
    let parent: unknown = cleaned;
    for (const segment of path) parent = (parent as Record<PropertyKey, unknown>)?.[segment as string];
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[key];
  }
  const second = docsConfigSchema.safeParse(cleaned, { reportInput: true });
  if (!second.success) {
    // Cannot happen unless dropping a key changed a refinement; report it rather than hide it.
    throw new DocsmithUserError(`${fileName}: ${second.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { config: second.data, fileName, findings };
}
