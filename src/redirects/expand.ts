// docs.json `redirects` as static pages. A source with a parameter (`/v3/:slug*`) cannot be a file,
// so it is expanded against the built pages: every built path the destination pattern matches gives
// one redirect page, its source path filled in with the same parameter values.
import type { Finding } from '../diagnostics/reporter.ts';


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

    if (!hasParameters(redirect.source)) {
      add(normalisePath(redirect.source), redirect.destination, true);
      return;
    }
    const source = compilePattern(redirect.source);
    const destination = compilePattern(redirect.destination);
    const missing = source.names.filter((name) => !destination.names.includes(name));
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
      add(fill(redirect.source, values), path, false);
    }
  });
  return { pages, findings };
}
