// The page loader reads an MDX page with simple front matter itself instead of calling the MDX entry
// type's getEntryInfo (src/content/page-loader.ts). What it stores must be what getEntryInfo gives:
// compared here with the reading that entry type does (Astro's front matter reader, in the mode
// @astrojs/mdx uses) on every page of the real folders.
import { expect, test } from 'vitest';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { mdxEntryInfo } from '../../../src/content/page-loader.ts';
import { expectSameOnRealPagesRead } from '../../support/real-pages.ts';

/** @astrojs/mdx's getEntryInfo: front matter blanked out with spaces, the body trimmed. */
function astroEntryInfo(contents: string): { data: Record<string, unknown>; body: string } {
  const parsed = parseFrontmatter(contents, { frontmatter: 'empty-with-spaces' });
  return { data: parsed.frontmatter, body: parsed.content.trim() };
}

test('every real MDX page read without a YAML parser gives the data and body the MDX entry type gives', () => {
  expectSameOnRealPagesRead(mdxEntryInfo, astroEntryInfo);
});

test('pages with front matter that is not simple are left to the entry type', () => {
  expect(mdxEntryInfo('---\ntitle: x\nupdated: 2024-01-01\n---\nBody')).toBeUndefined();
  expect(mdxEntryInfo('# No front matter')).toBeUndefined();
  expect(mdxEntryInfo('---\ntitle: "A"\n---\n\nBody\n')).toEqual({ data: { title: 'A' }, body: 'Body' });
});
