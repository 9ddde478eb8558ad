// Where a key is written in a page's front matter, so that messages about a front matter value can
// name its line. The setup scan keeps only the parsed data, so callers pass the page's text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** 1-based line of `key:` (also written quoted) inside the front matter block; 1 when it is not found. */
export function frontmatterKeyLine(source: string, key: string): number {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const opening = lines.findIndex((line) => line.trim() !== '');
  if (opening === -1 || lines[opening]!.trim() !== '---') return 1;
  const quoted = [`${key}:`, `"${key}":`, `'${key}':`];
  for (let i = opening + 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    if (quoted.some((start) => lines[i]!.startsWith(start))) return i + 1;
  }
  return 1;
}

/** Reads a page's text by its path under the docs root; checks ask for it only to place a mistake. */
export function sourceReader(root: string): (file: string) => string {
  return (file) => readFileSync(join(root, file), 'utf8');
}

/** A reader that keeps each text it read; `texts` holds them by path. */
export type CachedSourceReader = ((file: string) => string) & { readonly texts: ReadonlyMap<string, string> };

/**
 * A reader that reads each page once and keeps its text while the setup checks run (the scan, the
 * version and URL checks and the authoring rules all read every page; at 25,000 pages reading each
 * one four times was most of the setup). Dropped with the reader when the setup ends, unless the
 * texts are handed to the page loader (src/content/page-texts.ts).
 */
export function cachedSourceReader(root: string): CachedSourceReader {
  const read = sourceReader(root);
  const texts = new Map<string, string>();
  const cached = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = read(file)));
    return text;
  };
  return Object.assign(cached, { texts });
}
