// `openapi:` front matter: "GET /users", "post /v1/memories/", "v3-openapi POST /runs",
// "/specs/a.json GET /x", "webhook newPet". Methods are case-insensitive.
import { HTTP_METHODS, type HttpMethod, type LoadedSpec, type OperationRef } from './types.ts';
import { fileKeyOf, specNameOf } from './load.ts';

export interface OperationReference {
  /** The file part as written, when given. */
  file?: string;
  kind: 'operation' | 'webhook';
  method?: HttpMethod;
  /** Path, or the webhook's name. */
  path: string;
}

export function parseOperationReference(value: string): OperationReference | undefined {
  const tokens = value.trim().split(/\s+/);
  const isMethod = (t: string | undefined) => !!t && (HTTP_METHODS as readonly string[]).includes(t.toLowerCase());
  const isWebhook = (t: string | undefined) => t?.toLowerCase() === 'webhook';
  if (tokens.length >= 2 && (isMethod(tokens[0]) || isWebhook(tokens[0]))) {
    const [head, ...rest] = tokens;
    return isWebhook(head) ? { kind: 'webhook', path: rest.join(' ') } : { kind: 'operation', method: head!.toLowerCase() as HttpMethod, path: rest.join(' ') };
  }
  if (tokens.length >= 3 && (isMethod(tokens[1]) || isWebhook(tokens[1]))) {
    const [file, head, ...rest] = tokens;
    return isWebhook(head)
      ? { file, kind: 'webhook', path: rest.join(' ') }
      : { file, kind: 'operation', method: head!.toLowerCase() as HttpMethod, path: rest.join(' ') };
  }
  return undefined;
}

/** Whether a reference's file part names this description: its name, its path (with or without `/`), or its URL. */
export function referenceNamesSpec(file: string, spec: Pick<LoadedSpec, 'file' | 'name'>): boolean {
  return file === spec.name || fileKeyOf(file) === spec.file || specNameOf(fileKeyOf(file)) === spec.file || file === spec.file;
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.trim().replace(/\/+$/, '') || '/';
  return norm(a) === norm(b);
}

export interface ReferenceMatch {
  op?: OperationRef;
  /** Other operations it also matched (in other files): an ambiguous reference. */
  others: OperationRef[];
  /** The file part named no loaded description. */
  unknownFile?: boolean;
}

export function matchReference(ref: OperationReference, specs: { spec: LoadedSpec; operations: OperationRef[] }[]): ReferenceMatch {
  const candidates = ref.file ? specs.filter((s) => referenceNamesSpec(ref.file!, s.spec)) : specs;
  if (ref.file && !candidates.length) return { others: [], unknownFile: true };
  const found: OperationRef[] = [];
  for (const { operations } of candidates) {
    const hit =
      operations.find((op) => op.kind === ref.kind && (ref.kind === 'webhook' || op.method === ref.method) && op.path === ref.path) ??
      operations.find((op) => op.kind === ref.kind && (ref.kind === 'webhook' || op.method === ref.method) && samePath(op.path, ref.path));
    if (hit) found.push(hit);
  }
  return { op: found[0], others: found.slice(1) };
}
