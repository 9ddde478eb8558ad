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

export function idsInHtml(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID)) ids.add(decodeEntities(match[1] ?? match[2] ?? ''));
  return ids;
}

export function builtTargets(outDir: string): LinkTargets {
  const pages = new Set<string>();
  const anchors = new Map<string, Set<string>>();
  // _docsmith/ holds fragments fetched by pages (sidebar groups, schema levels), not pages.
  for (const file of globSync('**/*.html', { cwd: outDir, ignore: ['404.html', 'pagefind/**', '_astro/**', '_docsmith/**'] })) {
    const path = htmlFilePath(file);
    pages.add(path);
    anchors.set(path, idsInHtml(readFileSync(join(outDir, file), 'utf8')));
  }
  const files = new Set(globSync('**/*', { cwd: outDir, ignore: ['**/*.html', 'pagefind/**', '_astro/**'] }).map((f) => `/${f}`));
  return { pages, anchors, files };
}
