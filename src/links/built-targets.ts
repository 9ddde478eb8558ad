// Link targets read from the built site: every HTML page's path and the ids it really has (headings,
// components that set ids, generated API pages), and every other file. Used by the build so that
// pages only the build knows about (generated operation pages) count as targets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import type { LinkTargets } from './check.ts';

/** `guides/intro/index.html` and `guides/intro.html` -> `/guides/intro`; `index.html` -> `/`. */
export function htmlFilePath(file: string): string {
  const path = `/${file}`.replace(/(?:\/index)?\.html$/, '');
  return path || '/';
}

const ID = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * A copy of `text` that does not point into the string it was cut from. V8 represents a regex match
 * of 13 characters or more as a slice of the whole subject, so keeping heading ids of a 1000-page site
 * would keep every page's HTML alive (285 MB measured) until the link check ends.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

export function idsInHtml(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID)) ids.add(detached(decodeEntities(match[1] ?? match[2] ?? '')));
  return ids;
}

/** What the built site holds, from its file names alone: its pages (path -> HTML file) and other files. */
export interface BuiltFiles {
  pages: Map<string, string>;
  files: Set<string>;
}

export function builtFiles(outDir: string): BuiltFiles {
  const pages = new Map<string, string>();
  // _docsmith/ holds fragments fetched by pages (sidebar groups, schema levels), not pages.
  for (const file of globSync('**/*.html', { cwd: outDir, ignore: ['404.html', 'pagefind/**', '_astro/**', '_docsmith/**'] })) pages.set(htmlFilePath(file), file);
  const files = new Set(globSync('**/*', { cwd: outDir, ignore: ['**/*.html', 'pagefind/**', '_astro/**'] }).map((f) => `/${f}`));
  return { pages, files };
}

/** How many pages are read between two turns of the event loop. */
const PAGES_PER_TURN = 50;

/**
 * The link targets of the built site: its pages with the ids each really has (every page is read),
 * and its other files. The pages are read a few at a time, so that the search index's processes,
 * driven from this thread's event loop, are answered meanwhile (read in one go, 25,000 pages kept
 * Pagefind waiting for 10 s).
 */
export async function builtTargets(outDir: string, built: BuiltFiles = builtFiles(outDir)): Promise<LinkTargets> {
  const anchors = new Map<string, Set<string>>();
  for (const [path, file] of built.pages) {
    anchors.set(path, idsInHtml(readFileSync(join(outDir, file), 'utf8')));
    if (anchors.size % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return { pages: new Set(built.pages.keys()), anchors, files: built.files };
}
