// Loads the OpenAPI descriptions docs.json names: local files (relative to the docs root, with or
// without a leading `/`) and absolute URLs (through the one cached fetcher), JSON or YAML, with the
// files their `$ref`s name. Each file is read and parsed once per build. Swagger 2.0 is converted to
// OpenAPI 3.1 with @scalar/openapi-parser; 3.x documents stay as written so JSON pointers in messages
// point at the author's file.
import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { cachedFetch } from '../fetch/cached-fetch.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import type { JsonObject, LoadedSpec } from './types.ts';
import { isUrl, refTargetFile, splitRef } from './refs.ts';
import { localSourceProblem, MAX_SPEC_BYTES, refusedRef, type SourcePolicy } from './source-policy.ts';

export interface SpecLoadFailure {
  source: string;
  file: string;
  name: string;
  /** `unavailable`: a remote file that could not be downloaded; `unparseable`: a broken file; `refused`: the source policy forbids reading it. */
  reason: 'unavailable' | 'unparseable' | 'missing' | 'refused';
  message: string;
}

export interface LoadSpecsResult {
  specs: LoadedSpec[];
  failures: SpecLoadFailure[];
  findings: Finding[];
}

/** How many schema findings one file reports one by one before it only counts. */
const SCHEMA_FINDINGS_SHOWN = 20;

/** `/openapi.yml` and `openapi.yml` are the same file; URLs stay as they are. */
export function fileKeyOf(source: string): string {
  const trimmed = source.trim();
  if (isUrl(trimmed)) return trimmed;
  return posix.normalize(trimmed.replace(/\\/g, '/').replace(/^\/+/, '').replace(/^\.\//, ''));
}

export function specNameOf(file: string): string {
  return posix.basename(file.replace(/[?#].*$/, '')).replace(/\.(json|ya?ml)$/i, '');
}

function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lastBreak = -1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lastBreak = i;
    }
  }
  return { line, column: offset - lastBreak };
}

export type ParseOutcome = { ok: true; value: unknown } | { ok: false; message: string; line?: number; column?: number };

/** JSON first (fast for multi-megabyte files), YAML otherwise; messages carry line and column. */
export function parseDocumentText(text: string, file: string): ParseOutcome {
  const body = text.replace(/^\uFEFF/, '');
  const looksJson = /^\s*[{[]/.test(body) || /\.json$/i.test(file);
  if (looksJson) {
    try {
      return { ok: true, value: JSON.parse(body) };
    } catch (error) {
      const message = (error as Error).message;
      if (/\.json$/i.test(file)) {
        const position = /position (\d+)/.exec(message);
        const place = position ? lineColumnAt(body, Number(position[1])) : undefined;
        return { ok: false, message: message.replace(/\s*\(line \d+ column \d+\)/, ''), ...place };
      }
    }
  }
  try {
    return { ok: true, value: parseYaml(body, { uniqueKeys: false, maxAliasCount: -1 }) };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const pos = error.linePos?.[0];
      return { ok: false, message: (error.message.split('\n')[0] ?? 'invalid YAML').replace(/ at line \d+, column \d+:?$/, ''), line: pos?.line, column: pos?.col };
    }
    return { ok: false, message: (error as Error).message };
  }
}

async function readSource(root: string, file: string): Promise<{ ok: true; text: string } | { ok: false; reason: 'unavailable' | 'missing' | 'refused'; message: string }> {
  if (isUrl(file)) {
    const result = await cachedFetch(file, { maxBytes: MAX_SPEC_BYTES });
    if (result.ok) return { ok: true, text: result.text };
    return { ok: false, reason: result.reason === 'too-large' ? 'refused' : 'unavailable', message: result.message };
  }
  const problem = localSourceProblem(root, file);
  if (problem) return { ok: false, ...problem };
  return { ok: true, text: readFileSync(resolve(root, file), 'utf8') };
}

/** Every distinct external file a document's `$ref`s name, with the first `$ref` naming it. */
function externalRefFiles(document: unknown, fromFile: string): Map<string, string> {
  const files = new Map<string, string>();
  const stack: unknown[] = [document];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const [key, child] of Object.entries(value as JsonObject)) {
      if (key === '$ref' && typeof child === 'string') {
        const { file } = splitRef(child);
        if (file) {
          const target = refTargetFile(fromFile, file);
          if (!files.has(target)) files.set(target, child);
        }
      } else if (child && typeof child === 'object') {
        stack.push(child);
      }
    }
  }
  return files;
}

function versionOf(document: unknown): string | undefined {
  if (!document || typeof document !== 'object') return undefined;
  const d = document as JsonObject;
  if (typeof d.openapi === 'string') return d.openapi;
  if (d.swagger !== undefined) return String(d.swagger);
  return undefined;
}

/**
 * The validator and 2.0 converter, loaded by the first description read: with its JSON schema validator
 * it took about 0.3 s of the start of every site, most of which have no OpenAPI file.
 */
let openapiParser: Promise<typeof import('@scalar/openapi-parser')> | undefined;
const loadOpenapiParser = () => (openapiParser ??= import('@scalar/openapi-parser'));

async function schemaFindings(document: JsonObject, file: string): Promise<Finding[]> {
  let errors: { message: string; path?: string | string[]; code?: string }[] = [];
  try {
    const { validate } = await loadOpenapiParser();
    const result = await validate(document as never);
    errors = result.errors ?? [];
  } catch (error) {
    errors = [{ message: (error as Error).message }];
  }
  // References are checked by Docsmith itself, against every file of the description.
  errors = errors.filter((e) => !/REFERENCE|SELF_REFERENCE/i.test(e.code ?? '') && !/reference/i.test(e.message));
  const findings: Finding[] = errors.slice(0, SCHEMA_FINDINGS_SHOWN).map((e) => {
    const path = Array.isArray(e.path) ? `/${e.path.join('/')}` : e.path;
    return { rule: 'openapi/invalid', file, message: `${path ? `${path}: ` : ''}${e.message}` };
  });
  if (errors.length > SCHEMA_FINDINGS_SHOWN) {
    findings.push({ rule: 'openapi/invalid', file, message: `and ${errors.length - SCHEMA_FINDINGS_SHOWN} more schema findings in this file` });
  }
  return findings;
}

/** Loads one description and the files it references. */
export async function loadSpec(root: string, source: string, policy: SourcePolicy = {}): Promise<{ spec?: LoadedSpec; failure?: SpecLoadFailure; findings: Finding[] }> {
  const file = fileKeyOf(source);
  const name = specNameOf(file);
  const findings: Finding[] = [];
  const read = await readSource(root, file);
  if (!read.ok) {
    return { failure: { source, file, name, reason: read.reason, message: read.message }, findings };
  }
  const parsed = parseDocumentText(read.text, file);
  if (!parsed.ok) {
    return { failure: { source, file, name, reason: 'unparseable', message: parsed.message }, findings: [{ rule: 'openapi/unparseable', file, line: parsed.line, column: parsed.column, message: `cannot be parsed: ${parsed.message}` }] };
  }
  const version = versionOf(parsed.value);
  if (!version || !/^(2\.0|3\.[0-2])/.test(version) || !parsed.value || typeof parsed.value !== 'object') {
    const message = version ? `OpenAPI version ${version} is not supported (2.0, 3.0, 3.1 and 3.2 are)` : 'is not an OpenAPI document (no "openapi" or "swagger" field)';
    return { failure: { source, file, name, reason: 'unparseable', message }, findings: [{ rule: 'openapi/unparseable', file, message }] };
  }
  const converted = version.startsWith('2.');
  let entry = parsed.value as JsonObject;
  findings.push(...(await schemaFindings(parsed.value as JsonObject, file)));
  if (converted) {
    // The converter throws on some malformed 2.0 files; nothing of such a file can be rendered,
    // and the schema findings above say where it is malformed.
    const { upgrade } = await loadOpenapiParser();
    try {
      const upgraded = upgrade(structuredClone(entry) as never).specification as JsonObject | null;
      if (upgraded) entry = upgraded;
    } catch (error) {
      const message = `cannot be converted from Swagger 2.0 (${error instanceof Error ? error.message : String(error)}); fix the places the schema findings name`;
      return { failure: { source, file, name, reason: 'unparseable', message }, findings: [...findings, { rule: 'openapi/unparseable', file, message }] };
    }
  }

  const documents = new Map<string, unknown>([[file, entry]]);
  const texts = new Map<string, string>([[file, read.text]]);
  const queue: { next: string; from: string; ref: string }[] = [];
  const enqueue = (document: unknown, from: string) => {
    for (const [next, ref] of externalRefFiles(document, from)) queue.push({ next, from, ref });
  };
  enqueue(entry, file);
  while (queue.length) {
    const { next, from, ref } = queue.shift()!;
    if (documents.has(next)) continue;
    const refused = refusedRef(from, next, policy);
    const nextRead = refused ? { ok: false as const, reason: 'refused' as const, message: `${next} ${refused}` } : await readSource(root, next);
    if (!nextRead.ok) {
      // Refused: said here, at the `$ref`. Otherwise left out: the `$ref`s into it are reported
      // where a rendered operation needs them.
      if (nextRead.reason === 'refused') findings.push({ rule: 'openapi/refused-ref', file: from, ...placeOfText(texts.get(from), JSON.stringify(ref).slice(1, -1)), message: `$ref "${ref}" is not followed: ${nextRead.message}` });
      documents.set(next, undefined);
      continue;
    }
    texts.set(next, nextRead.text);
    const nextParsed = parseDocumentText(nextRead.text, next);
    if (!nextParsed.ok) {
      findings.push({ rule: 'openapi/unparseable', file: next, line: nextParsed.line, column: nextParsed.column, message: `cannot be parsed: ${nextParsed.message}` });
      documents.set(next, undefined);
      continue;
    }
    documents.set(next, nextParsed.value);
    enqueue(nextParsed.value, next);
  }
  for (const [key, value] of documents) if (value === undefined) documents.delete(key);
  return { spec: { source, file, name, version, converted, documents }, findings };
}

/** Line and column of the first occurrence of `needle` in a file's text (a `$ref` as written). */
function placeOfText(text: string | undefined, needle: string): { line?: number; column?: number } {
  const offset = text ? text.indexOf(needle) : -1;
  return offset >= 0 ? lineColumnAt(text!, offset) : {};
}

/** Loads every description in order; the same file named twice is loaded once. */
export async function loadSpecs(root: string, sources: string[], policy: SourcePolicy = {}): Promise<LoadSpecsResult> {
  const specs: LoadedSpec[] = [];
  const failures: SpecLoadFailure[] = [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    const key = fileKeyOf(source);
    if (seen.has(key)) continue;
    seen.add(key);
    const result = await loadSpec(root, source, policy);
    findings.push(...result.findings);
    if (result.spec) specs.push(result.spec);
    if (result.failure) {
      failures.push(result.failure);
      if (result.failure.reason === 'unavailable') {
        findings.push({ rule: 'openapi/unavailable', file: key, message: `${result.failure.message}; its pages show "description unavailable"` });
      } else if (result.failure.reason === 'missing') {
        findings.push({ rule: 'openapi/missing-file', file: key, message: `${result.failure.message}; its pages show "description unavailable"` });
      } else if (result.failure.reason === 'refused') {
        findings.push({ rule: 'openapi/unparseable', file: key, message: result.failure.message });
      }
    }
  }
  return { specs, failures, findings };
}
