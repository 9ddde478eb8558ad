// The `directory` of an OpenAPI description (`api.openapi` or a navigation node's `openapi` as
// `{ source, directory }`): the URL folder its generated pages go in. It becomes part of page
// addresses and output paths, so only plain folder names are kept: no `..`, no scheme, no odd
// characters. Anything else is a placed warning and the default folder is used.
import type { JsonPath } from './refs.ts';
import type { SiteKeysReport } from './site-keys.ts';

const SEGMENT = /^[A-Za-z0-9][\w.-]*$/;

export function readApiDirectory(value: unknown, path: JsonPath, report: SiteKeysReport): string | undefined {
  if (value === undefined) return undefined;
  const folder = typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : undefined;
  if (folder && folder.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..')) return folder;
  report('config/invalid-value', path, `expected a URL folder like "api-reference" or "reference/v2", got ${JSON.stringify(value)}; "api-reference" is used`);
  return undefined;
}
