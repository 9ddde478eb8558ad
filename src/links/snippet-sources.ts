// Snippet files hold links too: they render inside the pages that import them, so a broken link in
// one is broken on each of those pages. Only absolute links are checked there: a relative link
// resolves against whichever page shows the snippet, and has no one target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFiles } from '../content/site-files.ts';
import type { PageSource } from './check.ts';

/** Snippet files (`snippets/` or `_snippets/` at any depth) as link-check sources. */
export function snippetLinkSources(root: string, read: (file: string) => string = (file) => readFileSync(join(root, file), 'utf8')): PageSource[] {
  return siteFiles(root, '**/{snippets,_snippets}/**/*.{md,mdx}', ['**/node_modules/**', 'dist/**']).map((file) => ({
    id: file.replace(/\.mdx?$/, ''),
    file,
    source: read(file),
    absoluteLinksOnly: true,
  }));
}
