// docs.json `redirects` as static pages. A source with a parameter (`/v3/:slug*`) cannot be a file,
// so it is expanded against the built pages: every built path the destination pattern matches gives
// one redirect page, its source path filled in with the same parameter values.
import { findingAt, type Finding } from '../diagnostics/reporter.ts';
import { urlVerdict } from '../util/url-policy.ts';

export interface RedirectRule {
  source: string;
  destination: string;
}

export interface RedirectPage {
  /** Path without `base`, no trailing slash (`/old/page`; `/` for the home page). */
  from: string;
  /** Destination as written, with parameters filled in (a path without `base`, or a full URL). */
  to: string;
  /** Index of the docs.json entry. */
  index: number;
}

interface Pattern {
  names: string[];
  regex: RegExp;
}

const PARAM = /:([A-Za-z_]\w*)([*+?]?)/g;

/** `/v3/:slug*` -> a regex over paths, and the parameter names. */
export function compilePattern(pattern: string): Pattern {
  const names: string[] = [];
  const path = normalisePath(pattern.split(/[?#]/)[0] ?? pattern);
  let regex = '';
  let last = 0;
  for (const match of path.matchAll(PARAM)) {
    const [whole, name, modifier] = match;
    let literal = path.slice(last, match.index);
    names.push(name!);
    // `/:slug*` also matches the bare prefix: the slash belongs to the parameter.
    const optional = modifier === '*' || modifier === '?';
    const slash = optional && literal.endsWith('/');
    if (slash) literal = literal.slice(0, -1);
    const body = modifier === '*' || modifier === '+' ? '.+' : '[^/]+';
    regex += escapeRegex(literal) + (slash ? `(?:/(${body}))${optional ? '?' : ''}` : `(${body})${optional ? '?' : ''}`);
    last = match.index! + whole.length;
  }
  regex += escapeRegex(path.slice(last));
  return { names, regex: new RegExp(`^${regex || '/'}$`) };
}

export function hasParameters(pattern: string): boolean {
  return new RegExp(PARAM.source).test(pattern);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The site path a redirect source names, or why it names none: `.` steps and repeated slashes go,
 * an `index` or `index.html` ending names its folder's page (`/index.html` is `/`), and a `..`
 * step or a control character would leave the output folder or is no path at all.
 */
export function sourcePath(source: string): { path: string } | { problem: string } {
  const raw = source.split(/[?#]/)[0] ?? source;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return { problem: 'holds a control character or a backslash' };
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw)) return { problem: 'is a URL; a source is a path of this site' };
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || /^%2e%2e$/i.test(s))) return { problem: 'steps out of the site with ".."' };
  // `x/index.html` is the page `x`; other `.html` sources stay files of their own (`/old.html`).
  if (/^index(?:\.html?)?$/i.test(segments[segments.length - 1] ?? '')) segments.pop();
  return { path: `/${segments.join('/')}` };
}

/** A destination a browser can follow: a path, or a full URL that parses. */
export function destinationProblem(destination: string): string | undefined {
  if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(destination)) return undefined;
  return URL.canParse(destination, 'https://site.invalid/') ? undefined : 'is not a URL a browser can follow';
}

/** `/a/b/` and `/a/b` are the same path; the home page is `/`. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

function fill(pattern: string, values: Record<string, string>): string {
  const filled = pattern.replace(PARAM, (_, name: string) => values[name] ?? '');
  return /^[a-z][a-z0-9+.-]*:/i.test(filled) ? filled : normalisePath(filled.replace(/\/{2,}/g, '/'));
}

export interface ExpandInput {
  redirects: RedirectRule[];
  /** Paths of the built pages, without `base` (`/`, `/quickstart`, `/guides/intro`). */
  builtPaths: ReadonlySet<string>;
  /** docs.json place of `redirects[i].source`, for messages. */
  locate?: (index: number) => { file: string; line?: number; column?: number };
}

export function expandRedirects(input: ExpandInput): { pages: RedirectPage[]; findings: Finding[] } {
  const pages: RedirectPage[] = [];
  const findings: Finding[] = [];
  const taken = new Set<string>();
  input.redirects.forEach((redirect, index) => {
    const place = input.locate?.(index) ?? { file: 'docs.json' };
    const add = (from: string, to: string, explicit: boolean) => {
      if (input.builtPaths.has(from)) {
        if (explicit) {
          findings.push({
            ...place,
            rule: 'redirects/source-is-page',
            message: `redirects[${index}].source: "${redirect.source}" is the path of a page; the page is kept and no redirect is written`,
          });
        }
        return;
      }
      if (taken.has(from) || normalisePath(to) === from) return;
      taken.add(from);
      pages.push({ from, to, index });
    };

    // Refused sources and destinations were reported at setup (redirectFindings, and the URL policy
    // for javascript: and the like); none is written.
    const source = sourcePath(redirect.source);
    if ('problem' in source || destinationProblem(redirect.destination) || urlVerdict(redirect.destination).kind === 'blocked') return;
    if (!hasParameters(redirect.source)) {
      add(source.path, redirect.destination, true);
      return;
    }
    const pattern = compilePattern(source.path);
    const destination = compilePattern(redirect.destination);
    const missing = pattern.names.filter((name) => !destination.names.includes(name));
    if (missing.length || /^[a-z][a-z0-9+.-]*:/i.test(redirect.destination)) {
      findings.push({
        ...place,
        rule: 'redirects/unexpandable',
        message: `redirects[${index}]: "${redirect.source}" cannot be expanded to static pages: the destination "${redirect.destination}" must use ${missing.length ? missing.map((m) => `:${m}`).join(', ') : 'the same parameters'} and be a path on this site`,
      });
      return;
    }
    for (const path of input.builtPaths) {
      const match = destination.regex.exec(path);
      if (!match) continue;
      const values = Object.fromEntries(destination.names.map((name, i) => [name, match[i + 1] ?? '']));
      add(fill(source.path, values), path, false);
    }
  });
  return { pages, findings };
}

/** Redirects whose source leaves the site or whose destination cannot be followed, placed in docs.json. */
export function redirectFindings(
  redirects: readonly RedirectRule[],
  locate: (path: (string | number)[]) => { line: number; column: number } | undefined,
  file: string,
): Finding[] {
  return redirects.flatMap((redirect, index) => {
    const source = sourcePath(redirect.source);
    if ('problem' in source) {
      return [findingAt('redirects/outside-site', file, locate(['redirects', index, 'source']), `redirects[${index}].source: ${JSON.stringify(redirect.source)} ${source.problem}; no redirect is written (write a path such as "/old/page")`)];
    }
    const problem = destinationProblem(redirect.destination);
    if (problem) {
      return [findingAt('redirects/invalid-destination', file, locate(['redirects', index, 'destination']), `redirects[${index}].destination: ${JSON.stringify(redirect.destination)} ${problem}; no redirect is written`)];
    }
    return [];
  });
}
