// The text of a page after its front matter, as Astro's MDX and markdown readers cut it. The docs
// loader (src/content/index.ts) keeps bodies out of Astro's data store: at 25,000 pages they were
// nearly all of its 60 MB, which the dev server wrote, bundled and read back on every start and
// after every edit. The few readers of a body (markdown twins, RSS, the API page playground, the
// panel check) read it from the page's file when they need it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyOfSource } from '../content/simple-frontmatter.ts';
import { docsRoot, pages } from 'virtual:docsmith/config';

let fileOf: Map<string, string> | undefined;

/** The page's body: the entry's own when it carries one, else read from its file ('' when there is none). */
export function pageBody(entry: { id: string; body?: string }): string {
  if (entry.body !== undefined) return entry.body;
  if (!fileOf || import.meta.env.DEV) fileOf = new Map(pages.map((page) => [page.id, page.file]));
  const file = fileOf.get(entry.id);
  if (!file) return '';
  try {
    return bodyOfSource(readFileSync(join(docsRoot, file), 'utf8'));
  } catch {
    return '';
  }
}
