// Builds the static search index with Pagefind once `astro build` has written the pages. Only pages
// that carry `data-pagefind-body` (the layout sets it on navigation pages) are indexed, so hidden
// pages, redirects and the 404 page stay out. Pagefind reads only the page's <main> (SEARCH_ROOT),
// so what it indexes besides the text (the group and version, components/chrome/SearchFacets.astro)
// is written there too.
//
// A large site of several languages is indexed one language at a time (language-globs.ts), each in a
// Pagefind process of its own, and the parts are put together: Pagefind's index of a language depends
// on that language's pages alone, so the result is the same, byte for byte, as one index of every
// page, while Pagefind holds a quarter of the pages of a four-language site at once. At 25,000 pages
// its largest process took 1.0 GB instead of 2.4 GB, and 34.0 s instead of 32.5 s in all.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Imported statically: the integration runs in Astro's module runner, which is closed by the time
// `astro:build:done` runs, so a dynamic import there fails.
import * as pagefind from 'pagefind';
import { languageGlobs } from './language-globs.ts';

export interface SearchIndexResult {
  /** How many pages Pagefind indexed. */
  pages: number;
  /** How many Pagefind runs wrote it: one per language, or one for the whole site. */
  runs: number;
  errors: string[];
}

/**
 * The element Pagefind treats as the whole page: it still parses the rest of the file, but builds
 * nothing from it (the sidebar alone is most of a page's HTML). Reading 5,000 built pages took 3.6–3.9 s
 * instead of 6.3–7.4 s, and the index written is the same, byte for byte.
 */
export const SEARCH_ROOT = '#ds-content';

/** Selectors inside the indexed region that are chrome, not content. */
export const EXCLUDED_FROM_SEARCH = ['.ds-page-nav', '.ds-heading-anchor', '.ds-copy-page', '.ds-feedback', '[data-ds-search-skip]'];

const UNUSED_UI_FILES = [
  'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css',
  'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-highlight.js',
];

const ENTRY_FILE = 'pagefind-entry.json';

/**
 * From how many HTML files a site of several languages is indexed a language at a time. Each run
 * costs about 0.2 s of its own (0.95 s became 1.7 s at 1,000 pages), and below this Pagefind needs
 * under 0.5 GB anyway.
 */
const SPLIT_FROM_PAGES = 5000;

interface PagefindEntry {
  languages: Record<string, unknown>;
}

/** One Pagefind process: the files of `outDir` that `glob` matches, indexed into `output`. */
async function indexFiles(outDir: string, glob: string, output: string): Promise<{ pages: number; errors: string[] }> {
  try {
    const created = await pagefind.createIndex({ rootSelector: SEARCH_ROOT, excludeSelectors: EXCLUDED_FROM_SEARCH });
    const errors = [...created.errors];
    if (!created.index) return { pages: 0, errors };
    const added = await created.index.addDirectory({ path: outDir, glob });
    const written = await created.index.writeFiles({ outputPath: output });
    return { pages: added.page_count, errors: [...errors, ...added.errors, ...written.errors] };
  } finally {
    // Ends the process, and with it the pages it held.
    await pagefind.close();
  }
}

/** Moves the files of `from` into `to`, folder by folder; a file already there is replaced. */
function moveInto(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const target = join(to, entry.name);
    if (entry.isDirectory() && existsSync(target)) moveInto(join(from, entry.name), target);
    else renameSync(join(from, entry.name), target);
  }
}

/**
 * The index built one language at a time, in folders beside the output, then moved together and
 * given one entry file listing every language. Undefined (and nothing written) when two parts turn
 * out to hold the same language, which the globs cannot rule out for pages they cannot see into.
 */
async function indexByLanguage(outDir: string, globs: string[], output: string): Promise<SearchIndexResult | undefined> {
  const partsDir = mkdtempSync(join(outDir, '.pagefind-parts-'));
  try {
    const errors: string[] = [];
    const languages = new Map<string, unknown>();
    let entry: PagefindEntry | undefined;
    let pages = 0;
    const parts: string[] = [];
    for (const [i, glob] of globs.entries()) {
      const part = join(partsDir, String(i));
      const indexed = await indexFiles(outDir, glob, part);
      errors.push(...indexed.errors);
      pages += indexed.pages;
      if (!existsSync(join(part, ENTRY_FILE))) continue;
      const partEntry = JSON.parse(readFileSync(join(part, ENTRY_FILE), 'utf8')) as PagefindEntry;
      for (const [language, files] of Object.entries(partEntry.languages)) {
        if (languages.has(language)) return undefined;
        languages.set(language, files);
      }
      entry ??= partEntry;
      parts.push(part);
    }
    if (!entry) return { pages, runs: globs.length, errors };
    for (const part of parts) moveInto(part, output);
    // Pagefind writes its languages in order of their names.
    const sorted = Object.fromEntries([...languages].sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(join(output, ENTRY_FILE), JSON.stringify({ ...entry, languages: sorted }));
    return { pages, runs: globs.length, errors };
  } finally {
    rmSync(partsDir, { recursive: true, force: true });
  }
}

/**
 * Writes the search index of the built site in `outDir` into `output` (`outDir`/pagefind). Pagefind
 * runs in processes of its own, so the caller's work goes on meanwhile on the other core. `splitFrom`
 * is the number of HTML files from which a site of several languages is indexed a language at a time
 * (the tests set it to compare both ways).
 */
export async function buildSearchIndex(outDir: string, options: { output?: string; splitFrom?: number } = {}): Promise<SearchIndexResult> {
  const output = options.output ?? join(outDir, 'pagefind');
  const globs = languageGlobs(outDir, options.splitFrom ?? SPLIT_FROM_PAGES);
  const result = (globs && (await indexByLanguage(outDir, globs, output))) ?? { ...(await indexFiles(outDir, '**/*.html', output)), runs: 1 };
  // Pagefind also writes its own UIs; the search dialog only uses the search API (pagefind.js).
  for (const file of UNUSED_UI_FILES) rmSync(join(output, file), { force: true });
  return result;
}
