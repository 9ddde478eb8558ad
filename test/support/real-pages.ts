// The MDX pages of the real documentation folders in test/corpora (both formats), with their text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { casesFound } from './cases.ts';
import { REPO_ROOT } from './paths.ts';

export function realMdxPages(): { page: string; source: string }[] {
  const pages = globSync('test/corpora/mintlify-sites*/**/*.mdx', { cwd: REPO_ROOT });
  return casesFound(pages, 'real MDX pages').map((page) => ({ page, source: readFileSync(join(REPO_ROOT, page), 'utf8') }));
}
