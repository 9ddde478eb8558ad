// The operations (and 3.1 webhooks) of a description, in the file's order, with the URL slug each
// generated page gets.
import { HTTP_METHODS, type HttpMethod, type JsonObject, type LoadedSpec, type OperationRef } from './types.ts';
import { RefResolver } from './refs.ts';
import { escapeSegment } from './pointer.ts';

/** `listPets` → `list-pets`, `GetV1Customers` → `get-v1-customers`, `agents_create` → `agents-create`. */
export function kebabCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function operationsOf(spec: LoadedSpec): OperationRef[] {
  const resolver = new RefResolver(spec);
  const entry = spec.documents.get(spec.file) as JsonObject;
  const result: OperationRef[] = [];
  const collect = (container: unknown, containerPointer: string, kind: OperationRef['kind']) => {
    if (!container || typeof container !== 'object') return;
    for (const [path, rawItem] of Object.entries(container as JsonObject)) {
      if (path.startsWith('x-')) continue;
      const itemPointer = `${containerPointer}/${escapeSegment(path)}`;
      const item = resolver.resolve<JsonObject>(rawItem, { file: spec.file, pointer: itemPointer });
      if (!item.value || typeof item.value !== 'object') continue;
      for (const method of HTTP_METHODS) {
        const operation = (item.value as JsonObject)[method] as JsonObject | undefined;
        if (!operation || typeof operation !== 'object') continue;
        const pointer = item.at.file === spec.file ? `${item.at.pointer}/${method}` : `${itemPointer}/${method}`;
        result.push({
          file: spec.file,
          kind,
          method: method as HttpMethod,
          path,
          operationId: typeof operation.operationId === 'string' && operation.operationId.trim() ? operation.operationId.trim() : undefined,
          tags: Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string') : [],
          summary: typeof operation.summary === 'string' ? operation.summary : undefined,
          description: typeof operation.description === 'string' ? operation.description : undefined,
          deprecated: operation.deprecated === true,
          pointer,
        });
      }
    }
  };
  collect(entry.paths, '/paths', 'operation');
  collect(entry.webhooks, '/webhooks', 'webhook');
  return result;
}

/** The object at an operation's pointer (following a path item `$ref`). */
export function operationObject(spec: LoadedSpec, op: OperationRef): { value: JsonObject; pathItem: JsonObject; file: string; pointer: string } {
  const resolver = new RefResolver(spec);
  const entry = spec.documents.get(spec.file) as JsonObject;
  const container = (op.kind === 'webhook' ? entry.webhooks : entry.paths) as JsonObject;
  const itemPointer = `/${op.kind === 'webhook' ? 'webhooks' : 'paths'}/${escapeSegment(op.path)}`;
  const item = resolver.resolve<JsonObject>(container[op.path], { file: spec.file, pointer: itemPointer });
  return { value: item.value[op.method] as JsonObject, pathItem: item.value, file: item.at.file, pointer: `${item.at.pointer}/${op.method}` };
}

/** The last part of a generated page's URL: the operationId in kebab case, else method and path. */
export function operationSlug(op: OperationRef): string {
  if (op.kind === 'webhook') return kebabCase(op.operationId ?? op.path) || 'webhook';
  return kebabCase(op.operationId ?? `${op.method} ${op.path}`) || op.method;
}

/**
 * The group (and URL segment) an operation is listed under: its first tag; untagged operations are
 * grouped by the first path segment that is not a version or `api` (`/v1/customers/{id}` → customers).
 */
export function operationGroup(op: OperationRef): string {
  if (op.kind === 'webhook') return 'Webhooks';
  if (op.tags[0]) return op.tags[0];
  const segment = op.path.split('/').find((s) => s && !/^(v\d+(\.\d+)*|api)$/i.test(s) && !s.startsWith('{'));
  return segment ?? 'Endpoints';
}

/** `PostCustomers` → "Post customers", `agents_create` → "Agents create". */
export function humanise(identifier: string): string {
  const words = kebabCase(identifier).split('-').filter(Boolean);
  if (!words.length) return identifier;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sidebar and page title: the summary, else the operationId in words, else method and path. */
export function operationTitle(op: OperationRef): string {
  return op.summary?.trim() || (op.operationId && humanise(op.operationId)) || (op.kind === 'webhook' ? op.path : `${op.method.toUpperCase()} ${op.path}`);
}
