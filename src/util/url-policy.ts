// The one URL policy for every link Docsmith writes from input it does not trust to be careful
// (docs.json, front matter `url`, OpenAPI files): schemes that run script or reach the reader's own
// files are refused, the web's ordinary schemes pass, anything else passes with a warning.

/** Schemes a link never gets: they run script (`javascript:`, `vbscript:`, `data:` HTML) or open local files. */
export const BLOCKED_SCHEMES = ['javascript', 'data', 'vbscript', 'file'] as const;
/** Schemes that need no comment. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export type UrlVerdict =
  | { kind: 'allowed' }
  | { kind: 'blocked'; scheme: string }
  | { kind: 'unknown-scheme'; scheme: string };

/**
 * The scheme a browser would see: it strips leading spaces and control characters and ignores tabs
 * and newlines anywhere, so `  java\tscript:` is `javascript:` to it and must be to us.
 */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

export function urlVerdict(url: string): UrlVerdict {
  const scheme = schemeOf(url);
  if (scheme === undefined) return { kind: 'allowed' }; // relative path, anchor, protocol-relative
  if ((BLOCKED_SCHEMES as readonly string[]).includes(scheme)) return { kind: 'blocked', scheme };
  if ((ALLOWED_SCHEMES as readonly string[]).includes(scheme)) return { kind: 'allowed' };
  return { kind: 'unknown-scheme', scheme };
}

/** The URL when a link may carry it, else undefined (the link is not written). */
export function allowedHref(url: string | undefined): string | undefined {
  return url !== undefined && urlVerdict(url).kind !== 'blocked' ? url : undefined;
}

/** The message of a refused or unusual URL, for a finding placed by its caller. */
export function urlPolicyMessage(field: string, url: string, verdict: Exclude<UrlVerdict, { kind: 'allowed' }>): string {
  const shown = url.length > 80 ? `${url.slice(0, 77)}...` : url;
  return verdict.kind === 'blocked'
    ? `${field}: ${JSON.stringify(shown)} uses the ${verdict.scheme}: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor)`
    : `${field}: ${JSON.stringify(shown)} uses the unusual scheme ${verdict.scheme}:; check it is meant (http(s), mailto, tel, paths and #anchors need no check)`;
}
