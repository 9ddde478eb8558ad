// The MDX pages of the real documentation folders in test/corpora (both formats), with their text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { globSync } from 'tinyglobby';
import { casesFound } from './cases.ts';
import { REPO_ROOT } from './paths.ts';

export function realMdxPages(): { page: string; source: string }[] {
  const pages = globSync('test/corpora/mintlify-sites*/**/*.mdx', { cwd: REPO_ROOT });
  return casesFound(pages, 'real MDX pages').map((page) => ({ page, source: readFileSync(join(REPO_ROOT, page), 'utf8') }));
}

/**
 * For a fast reading that takes only some pages (`read` gives undefined for the rest): on every real
 * page it takes, its result must equal `expected`'s, and it must take most of them, so that the
 * comparison really ran.
 */
export function expectSameOnRealPagesRead<T>(read: (source: string) => T | undefined, expected: (source: string) => unknown): void {
  const pages = realMdxPages();
  let taken = 0;
  for (const { page, source } of pages) {
    const value = read(source);
    if (value === undefined) continue;
    taken += 1;
    expect(value, page).toEqual(expected(source));
  }
  expect(taken).toBeGreaterThan(pages.length / 2);
}
