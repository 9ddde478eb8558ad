// A page's body as the rendering routes read it (bodyOfSource): simple front matter is cut without a
// YAML parser, and the result must be what Astro's reader gives, for every page in the repository's
// fixtures and example site and for front matter written in awkward ways.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { expect, test } from 'vitest';
import { bodyOfSource, splitSimpleFrontmatter } from '../../../src/content/simple-frontmatter.ts';
import { REPO_ROOT } from '../../support/paths.ts';

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Build outputs (markdown twins in dist/) are not pages; a clean checkout has none.
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? pageFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** What Astro's reader leaves of the page, trimmed; '' when it cannot read the front matter. */
function astroBody(source: string): string {
  try {
    return parseFrontmatter(source, { frontmatter: 'empty-with-spaces' }).content.trim();
  } catch {
    return '';
  }
}

const AWKWARD = [
  '---\ntitle: "A"\n---\n\nBody\n',
  '---\r\ntitle: "A"\r\ndescription: B c\r\n---\r\n\r\nBody\r\n',
  '---\ntitle: A\n---',
  '---\ntitle: A\n----\nBody',
  '---\ntitle: A\n--- \nBody',
  '\uFEFF---\ntitle: A\n---\nBody',
  '\n\n---\ntitle: A\n---\nBody',
  '+++\ntitle = "A"\n+++\nBody',
  '---\ntitle: [unclosed\n---\nBody',
  '---\ntitle: A\nlist:\n  - x\n---\nBody with --- inside\n---\nand a rule',
  'No front matter at all.\n',
  '---\n---\nEmpty front matter',
  '---\nflag: true\nname: plain words here\n---\n# Heading\n',
];

test('the body is what Astro reads, for every page of the fixtures and the example site', () => {
  const files = [...pageFiles(join(REPO_ROOT, 'test/fixtures')), ...pageFiles(join(REPO_ROOT, 'example-site'))];
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  // Both paths are taken: simple front matter cut directly, anything else read by Astro's reader.
  expect(sources.filter((s) => splitSimpleFrontmatter(s)).length).toBeGreaterThan(50);
  expect(sources.filter((s) => !splitSimpleFrontmatter(s)).length).toBeGreaterThan(10);
  const differing = files.filter((_, i) => bodyOfSource(sources[i]!) !== astroBody(sources[i]!));
  expect(differing).toEqual([]);
});

test.each(AWKWARD.map((source) => [JSON.stringify(source.slice(0, 40)), source]))('%s', (_, source) => {
  expect(bodyOfSource(source)).toBe(astroBody(source));
});
