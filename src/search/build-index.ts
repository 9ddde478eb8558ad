// Builds the static search index with Pagefind once `astro build` has written the pages. Only pages
// that carry `data-pagefind-body` (the layout sets it on navigation pages) are indexed, so hidden
// pages, redirects and the 404 page stay out. Pagefind reads only the page's <main> (SEARCH_ROOT),
// so what it indexes besides the text (the group and version, components/chrome/SearchFacets.astro)
// is written there too.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
// Imported statically: the integration runs in Astro's module runner, which is closed by the time
// `astro:build:done` runs, so a dynamic import there fails.
import * as pagefind from 'pagefind';

export interface SearchIndexResult {
  /** How many HTML files Pagefind read (pages without data-pagefind-body among them are skipped). */
  pages: number;
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

/**
 * Starts indexing the built pages in Pagefind's own process and returns once it is reading them, so
 * that the caller's work (the link check) runs on the other core meanwhile; `finished` writes the
 * index and ends the process.
 */
export async function startSearchIndex(outDir: string): Promise<{ finished: Promise<SearchIndexResult> }> {
  const errors: string[] = [];
  let created: Awaited<ReturnType<typeof pagefind.createIndex>>;
  try {
    created = await pagefind.createIndex({ rootSelector: SEARCH_ROOT, excludeSelectors: EXCLUDED_FROM_SEARCH });
  } catch (error) {
    await pagefind.close();
    throw error;
  }
  errors.push(...created.errors);
  const index = created.index;
  // Sent now: Pagefind reads the files while the caller works.
  const adding = index?.addDirectory({ path: outDir, glob: '**/*.html' });
  const finish = async (): Promise<SearchIndexResult> => {
    try {
      if (!index || !adding) return { pages: 0, errors };
      const added = await adding;
      errors.push(...added.errors);
      const output = join(outDir, 'pagefind');
      const written = await index.writeFiles({ outputPath: output });
      errors.push(...written.errors);
      // Pagefind also writes its own UIs; the search dialog only uses the search API (pagefind.js).
      for (const file of UNUSED_UI_FILES) rmSync(join(output, file), { force: true });
      return { pages: added.page_count, errors };
    } finally {
      await pagefind.close();
    }
  };
  const finished = finish();
  // Awaited by the caller once its own work is done; should that work fail first, this failure is not unhandled.
  finished.catch(() => undefined);
  return { finished };
}
