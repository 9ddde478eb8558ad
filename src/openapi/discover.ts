// OpenAPI files the hosted platform finds on its own: any `.json`, `.yaml` or `.yml` file in the docs
// folder whose top level has an `openapi` or `swagger` key, listed in docs.json or not. Folders can
// hold many data files (some large), so only the first bytes of each are read to decide; the files
// that pass are parsed whole later, by the loader, and only when a page needs them.
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { siteFiles } from '../content/site-files.ts';
import { IGNORED } from '../content/page-files.ts';

/** Enough for the first keys of any real description (`openapi` is nearly always the first). */
const HEAD_BYTES = 4096;

const NOT_DESCRIPTIONS = [
  ...IGNORED,
  '**/dist/**',
  'docs.json',
  'mint.json',
  '**/package.json',
  '**/package-lock.json',
  '**/tsconfig*.json',
  '**/*.config.*',
];

function readHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, length).toString('utf8').replace(/^\uFEFF/, '');
  } finally {
    closeSync(fd);
  }
}

const DESCRIPTION_KEYS = new Set(['openapi', 'swagger']);

/** Whether the start of a JSON object has `"openapi"` or `"swagger"` as a key of the outer object. */
function jsonHeadNamesDescription(head: string): boolean {
  let depth = 0;
  for (let i = 0; i < head.length; i++) {
    const ch = head[i];
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
    else if (ch === '"') {
      let end = i + 1;
      while (end < head.length && head[end] !== '"') end += head[end] === '\\' ? 2 : 1;
      if (end >= head.length) return false;
      const key = head.slice(i + 1, end);
      i = end;
      if (depth === 1 && DESCRIPTION_KEYS.has(key) && /^\s*:/.test(head.slice(end + 1, end + 40))) return true;
    }
  }
  return false;
}

/** Whether the start of a YAML document has `openapi:` or `swagger:` at the left margin (a top-level key). */
function yamlHeadNamesDescription(head: string): boolean {
  return /^["']?(?:openapi|swagger)["']?[ \t]*:/m.test(head);
}

/** Whether a file's first bytes show an OpenAPI or Swagger description. */
export function headNamesDescription(head: string): boolean {
  const text = head.trimStart();
  return text.startsWith('{') ? jsonHeadNamesDescription(text) : yamlHeadNamesDescription(text);
}

/** OpenAPI descriptions under the docs root, as paths relative to it, root-level files first, then sorted. */
export function discoverDescriptions(root: string): string[] {
  const candidates = siteFiles(root, '**/*.{json,yaml,yml}', NOT_DESCRIPTIONS);
  const found = candidates.filter((file) => {
    try {
      return headNamesDescription(readHead(join(root, file)));
    } catch {
      return false; // unreadable: not ours to report; a listed file is reported by the loader
    }
  });
  const depth = (file: string) => file.split('/').length;
  return found.sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
}
