// Which responses an operation documents, for the rule that API pages show an error sample. Only the
// keys of `responses` are read, so the file is parsed but not validated or dereferenced; an operation
// or file that cannot be found gives `undefined` (reporting that is the OpenAPI checks' job).
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { discoverDescriptions } from '../openapi/discover.ts';

type Spec = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `"GET /users"`, `"v3-openapi GET /users"`, `"openapi.json get /users"` -> its parts. */
export function parseOperationReference(reference: string): { file?: string; method: string; path: string } | undefined {
  const parts = reference.trim().split(/\s+/);
  if (parts.length < 2) return undefined;
  const path = parts[parts.length - 1]!;
  const method = parts[parts.length - 2]!.toLowerCase();
  if (!METHODS.has(method) || !path.startsWith('/')) return undefined;
  const file = parts.length > 2 ? parts.slice(0, -2).join(' ') : undefined;
  return file ? { file, method, path } : { method, path };
}

function stem(file: string): string {
  return basename(file, extname(file));
}

export function openApiResponses(root: string, openapi: string | string[] | undefined): (reference: string) => string[] | undefined {
  const listed = (Array.isArray(openapi) ? openapi : openapi ? [openapi] : []).filter((f) => !/^[a-z]+:\/\//i.test(f));
  // Hosted-platform folders often name no file, or not all of them: pages may use any description
  // in the folder (as the build does, see openapi/discover.ts). Listed files come first.
  const listedKeys = new Set(listed.map((f) => f.replace(/^\/+/, '')));
  const files = [...listed, ...discoverDescriptions(root).filter((f) => !listedKeys.has(f))];
  const cache = new Map<string, Spec | null>();
  const load = (file: string): Spec | null => {
    if (!cache.has(file)) {
      const path = join(root, file.replace(/^\/+/, ''));
      let spec: Spec | null = null;
      try {
        if (existsSync(path)) {
          const text = readFileSync(path, 'utf8');
          // JSON is YAML too, but the JSON parser is many times faster on large specs.
          spec = (/\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text)) as Spec;
        }
      } catch {
        spec = null;
      }
      cache.set(file, spec);
    }
    return cache.get(file) ?? null;
  };
  return (reference) => {
    const op = parseOperationReference(reference);
    if (!op) return undefined;
    // Like the build: a reference without a file part uses the listed files, or every found one when none is listed.
    const candidates = op.file ? files.filter((f) => f.replace(/^\/+/, '') === op.file!.replace(/^\/+/, '') || stem(f) === stem(op.file!)) : listed.length ? [...listed] : files;
    if (op.file && candidates.length === 0) candidates.push(op.file);
    for (const file of candidates) {
      const pathItem = load(file)?.paths?.[op.path] ?? load(file)?.paths?.[op.path.replace(/\/$/, '')];
      const operation = pathItem?.[op.method];
      if (operation) return Object.keys(operation.responses ?? {});
    }
    return undefined;
  };
}
