// What an OpenAPI description may make the build read. Descriptions are often written by someone
// else, and their `$ref`s are instructions to read files and fetch URLs: local files must be regular
// files inside the docs root (no `..`, no symlink out, no named pipe that would hang the build), and
// a remote `$ref` must stay on the origin of the file that holds it unless the site allows the host
// (the `openapiRefHosts` option). Everything read is capped in size.
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { isUrl } from './refs.ts';

/** Largest OpenAPI file read or downloaded (the largest public descriptions are a few MB). */
export const MAX_SPEC_BYTES = 32 * 1024 * 1024;

export interface SourcePolicy {
  /** Extra hosts remote `$ref`s may reach beyond their own file's origin. */
  refHosts?: readonly string[];
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Why a `$ref` from `fromFile` to `target` (both file keys) is not followed; undefined when it may be. */
export function refusedRef(fromFile: string, target: string, policy: SourcePolicy = {}): string | undefined {
  if (!isUrl(target)) return undefined; // local files are checked when read (localSourceProblem)
  let host: string;
  let origin: string;
  try {
    ({ host, origin } = new URL(target));
  } catch {
    return 'is not a valid URL';
  }
  if (isUrl(fromFile) && new URL(fromFile).origin === origin) return undefined;
  if (policy.refHosts?.some((h) => h.toLowerCase() === host.toLowerCase())) return undefined;
  return isUrl(fromFile)
    ? `leaves the origin of ${new URL(fromFile).origin} for ${origin} (allow the host with the openapiRefHosts option)`
    : `fetches ${origin} from a local file (allow the host with the openapiRefHosts option)`;
}

/** Why a local file key may not be read; undefined for a regular file inside the docs root. */
export function localSourceProblem(root: string, file: string): { reason: 'missing' | 'refused'; message: string } | undefined {
  const path = resolve(root, file);
  if (!inside(root, path)) return { reason: 'refused', message: `${file} is outside the docs root; only files inside it are read` };
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return { reason: 'missing', message: `${file} does not exist (looked for ${file} in the docs root)` };
  }
  if (!inside(realpathSync(root), real)) return { reason: 'refused', message: `${file} is a link to a file outside the docs root; it is not read` };
  const stat = statSync(real);
  if (!stat.isFile()) return { reason: 'refused', message: `${file} is not a regular file; it is not read` };
  if (stat.size > MAX_SPEC_BYTES) return { reason: 'refused', message: `${file} is ${mb(stat.size)}, over the ${mb(MAX_SPEC_BYTES)} limit for an OpenAPI file; it is not read` };
  return undefined;
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
