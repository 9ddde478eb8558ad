// A code block of each language the site's pages use most, read by the setup (src/site.ts) for the
// build workers to highlight before the build starts (build-workers.ts `warm`). Shiki loads a language's
// grammar and compiles its regular expressions the first time a block needs them: in a 1,000-page
// build that was 0.2 s of the worker's first pages, while the rendering thread, finding the worker
// behind, compiled 46 pages itself and paid the same cost again (0.33 s of highlighting).
import { splitRegions } from './repairs/regions.ts';

export interface CodeSample {
  /** The language as written after the fence (`ts`, `bash`), lower case. */
  lang: string;
  code: string;
}

const FENCE_INFO = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/;
/** A sample long enough to reach a grammar's common rules, short enough to cost nothing to send. */
const SAMPLE_CHARS = 4000;

/**
 * The first block of each of the `languages` languages used most, counted over the first
 * `pagesWithCode` pages that have fenced code (enough to find a site's languages, bounded on a large site).
 */
export function codeSamples(texts: Iterable<string>, { languages = 12, pagesWithCode = 200 } = {}): CodeSample[] {
  const counts = new Map<string, { count: number; code: string }>();
  let pages = 0;
  for (const text of texts) {
    if (!text.includes('```') && !text.includes('~~~')) continue;
    for (const region of splitRegions(text)) {
      if (!region.fence) continue;
      const lines = region.text.replace(/\r?\n$/, '').split(/\r?\n/);
      const lang = FENCE_INFO.exec(lines[0]!)?.[1]?.toLowerCase();
      if (!lang) continue;
      const seen = counts.get(lang);
      if (seen) seen.count++;
      else counts.set(lang, { count: 1, code: lines.slice(1, region.fence.closed ? -1 : undefined).join('\n').slice(0, SAMPLE_CHARS) });
    }
    if (++pages >= pagesWithCode) break;
  }
  return [...counts]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, languages)
    .map(([lang, { code }]) => ({ lang, code }));
}
