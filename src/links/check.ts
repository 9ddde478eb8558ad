// The link checker: every internal link and #fragment in pages (markdown links, Card and other
// component `href`s, HTML anchors) and in docs.json must point at a page, a file or a heading that
// exists. Pure: it takes page sources and the set of targets, so the build (targets read from the
// built HTML) and `docsmith lint` (targets read from the sources) share it.
import type { Finding } from '../diagnostics/reporter.ts';
import { didYouMean } from '../util/did-you-mean.ts';
import { isExternal, slugOf, trimBase } from '../util/urls.ts';
import { extractLinks, type SourceLink } from './extract.ts';
import { expandRedirects, type RedirectRule } from '../redirects/expand.ts';

export interface PageSource {
  /** Page id (`guides/intro`). */
  id: string;
  /** File relative to the docs root, for messages (`guides/intro.mdx`). */
  file: string;
  source: string;
  /** A snippet: only links that start with `/` are checked (src/links/snippet-sources.ts). */
  absoluteLinksOnly?: boolean;
}

export interface LinkTargets {
  /** Site paths that are pages, without `base` and trailing slash: `/`, `/quickstart`, `/guides/intro`. */
  pages: ReadonlySet<string>;
  /** The #fragments each page path offers. A page missing here has its fragments left unchecked. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other paths served by the site (images, files, redirects), same form as `pages`. */
  files?: ReadonlySet<string>;
}

export interface LinkCheckOptions {
  /** Astro's `base`: links that already carry it are read without it. */
  base?: string;
}

/** The site path of a page id: `index` -> `/`, `guides/index` -> `/guides`. */
export function pagePath(id: string): string {
  return `/${slugOf(id)}`;
}

export interface SourceTargetsExtras {
  /** Asset files relative to the docs root (`images/a.png`). */
  files?: Iterable<string>;
  /** docs.json `redirects`: their sources are valid link targets too (wildcards expanded against the pages). */
  redirects?: RedirectRule[];
}

/** Targets from page sources alone (for `docsmith lint`): page paths, their heading ids, files, redirects. */
export function targetsFromSources(pages: PageSource[], extras: SourceTargetsExtras | Iterable<string> = {}): LinkTargets {
  const { files = [], redirects = [] } = Symbol.iterator in extras ? { files: extras as Iterable<string> } : (extras as SourceTargetsExtras);
  const anchors = new Map<string, Set<string>>();
  for (const page of pages) anchors.set(pagePath(page.id), extractLinks(page.source, { mdx: !/\.md$/i.test(page.file) }).anchors);
  const pagePaths = new Set(pages.map((p) => pagePath(p.id)));
  const redirectSources = expandRedirects({ redirects, builtPaths: pagePaths }).pages.map((r) => r.from);
  return {
    pages: pagePaths,
    anchors,
    files: new Set([...[...files].map((f) => `/${f.replace(/^\/+/, '')}`), ...redirectSources]),
  };
}

export interface ResolvedLink {
  /** Site path without base, or undefined for a same-page fragment. */
  path?: string;
  fragment?: string;
}

/**
 * Where an author's link points on the site, or undefined for external links and schemes.
 * Relative links resolve against the page file's folder, as authors of docs folders write them.
 */
export function resolveLink(url: string, fromId: string, base = '/'): ResolvedLink | undefined {
  const trimmed = url.trim();
  if (!trimmed || isExternal(trimmed)) return undefined;
  const hash = trimmed.indexOf('#');
  const fragment = hash >= 0 ? safeDecode(trimmed.slice(hash + 1)) : undefined;
  let path = (hash >= 0 ? trimmed.slice(0, hash) : trimmed).split('?')[0]!;
  if (!path) return { fragment };
  if (!path.startsWith('/')) {
    const folder = fromId.includes('/') ? `/${fromId.slice(0, fromId.lastIndexOf('/') + 1)}` : '/';
    path = new URL(path, `http://site${folder}`).pathname;
  } else {
    const prefix = trimBase(base);
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || '/';
  }
  path = safeDecode(path)
    .replace(/\.mdx?$/i, '')
    .replace(/(?:\/index)?\.html?$/i, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return { path: path || '/', fragment };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface LinkInPlace extends SourceLink {
  file: string;
  fromId: string;
}

/** Checks one link; returns a finding when it is broken. */
export function checkLink(link: LinkInPlace, targets: LinkTargets, options: LinkCheckOptions = {}): Finding | undefined {
  const resolved = resolveLink(link.url, link.fromId, options.base);
  if (!resolved) return undefined;
  const place = { file: link.file, line: link.line, column: link.column };
  const path = resolved.path ?? pagePath(link.fromId);
  if (resolved.path !== undefined && !targets.pages.has(path)) {
    if (targets.files?.has(path) || targets.files?.has(resolved.path)) return undefined;
    const suggestion = didYouMean(path, targets.pages);
    return {
      ...place,
      rule: 'links/broken',
      message: `${link.via === 'link' ? 'link' : link.via} "${link.url}" points at ${path}, which is not a page of this site${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
    };
  }
  if (!resolved.fragment) return undefined;
  const anchors = targets.anchors.get(path);
  if (!anchors || anchors.has(resolved.fragment)) return undefined;
  const suggestion = didYouMean(resolved.fragment, anchors);
  const where = resolved.path === undefined ? 'this page' : path;
  return {
    ...place,
    rule: 'links/broken-fragment',
    message: `${link.via === 'link' ? 'link' : link.via} "${link.url}": ${where} has no heading or element with id "${resolved.fragment}"${suggestion ? `; did you mean "#${suggestion}"?` : ''}`,
  };
}

/** Every broken internal link and #fragment of the given pages. */
export function checkLinks(pages: PageSource[], targets: LinkTargets, options: LinkCheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const extracted = extractLinks(page.source, { mdx: !/\.md$/i.test(page.file) });
    for (const link of extracted.links) {
      if (page.absoluteLinksOnly && !link.url.startsWith('/')) continue;
      const finding = checkLink({ ...link, file: page.file, fromId: page.id }, targets, options);
      if (finding) findings.push(finding);
    }
  }
  return findings;
}
