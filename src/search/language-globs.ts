// Splits a built site's HTML files by the language Pagefind will file each under, as one glob per
// language, so that the search index can be built one language at a time: Pagefind holds every page
// it reads in memory until it writes the index (2.4 GB for the 25,000-page bench site, 1.0 GB for
// one of its four languages), and the index of a language depends on that language's pages alone.
//
// A page's language is its `<html lang>`, lowercased (Pagefind's own key for it). Folders whose files
// are all of one language become one `folder/**/*.html` pattern; a folder of several languages is
// split into its files and subfolders. Files without a `lang` (sidebar fragments, redirect pages) are
// not indexed, so they go with their folder's group, or the first language's where the folder is split.
import { closeSync, openSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes read from the start of each file: `<html lang>` comes before any of the page's content. */
const HEAD_BYTES = 1024;
/** More patterns than this means the languages are interleaved file by file: one index is simpler. */
const MAX_PATTERNS = 200;

interface Folder {
  path: string;
  files: { path: string; language: string | undefined }[];
  folders: Folder[];
  /** The languages of the files in it and below it. */
  languages: Set<string>;
  /** How many HTML files are in it and below it. */
  pages: number;
}

function languageOfFile(file: string, head: Buffer): string | undefined {
  const fd = openSync(file, 'r');
  try {
    const length = readSync(fd, head, 0, head.length, 0);
    const match = /<html\b[^>]*?\slang\s*=\s*["']?([^"'\s>]+)/i.exec(head.toString('utf8', 0, length));
    return match?.[1]?.toLowerCase();
  } finally {
    closeSync(fd);
  }
}

/** The folder's HTML files and subfolders holding any, languages not read yet. */
function readFolder(root: string, path: string): Folder {
  const folder: Folder = { path, files: [], folders: [], languages: new Set(), pages: 0 };
  for (const entry of readdirSync(join(root, path), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = path ? `${path}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const sub = readFolder(root, child);
      if (sub.pages) folder.folders.push(sub);
      folder.pages += sub.pages;
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      folder.files.push({ path: child, language: undefined });
      folder.pages++;
    }
  }
  return folder;
}

function readLanguages(root: string, folder: Folder, head: Buffer): void {
  for (const file of folder.files) {
    file.language = languageOfFile(join(root, file.path), head);
    if (file.language) folder.languages.add(file.language);
  }
  for (const sub of folder.folders) {
    readLanguages(root, sub, head);
    for (const language of sub.languages) folder.languages.add(language);
  }
}

/** A path as a literal in a glob: Pagefind's globs take a backslash before a special character. */
function literal(path: string): string {
  return path.replace(/[\\{}[\]*?,!()]/g, (c) => `\\${c}`);
}

/**
 * One glob per language (relative to `outDir`, sorted by language), or undefined when the site has
 * fewer than `minPages` HTML files or one language, or its languages are too interleaved to name by
 * folders.
 */
export function languageGlobs(outDir: string, minPages = 0): string[] | undefined {
  const top = readFolder(outDir, '');
  if (top.pages < minPages) return undefined;
  readLanguages(outDir, top, Buffer.alloc(HEAD_BYTES));
  if (top.languages.size < 2) return undefined;
  const patterns = new Map<string, string[]>([...top.languages].sort().map((language) => [language, []]));
  const anyLanguage = [...patterns.keys()][0]!;
  let count = 0;
  const assign = (language: string, pattern: string) => {
    patterns.get(language)!.push(pattern);
    count++;
  };
  const split = (folder: Folder, inherited: string) => {
    for (const file of folder.files) assign(file.language ?? inherited, literal(file.path));
    for (const sub of folder.folders) {
      if (sub.languages.size > 1) split(sub, inherited);
      else assign([...sub.languages][0] ?? inherited, `${literal(sub.path)}/**/*.html`);
    }
  };
  split(top, anyLanguage);
  if (count > MAX_PATTERNS) return undefined;
  return [...patterns.values()].filter((list) => list.length).map((list) => (list.length === 1 ? list[0]! : `{${list.join(',')}}`));
}
