// Docsmith checks front matter at setup; Astro's MDX plugin reads it again while rendering, with its
// own reader (js-yaml, or TOML between +++). A page that passes the first must pass the second,
// or it fails inside Astro with a stack trace instead of `file:line: what is wrong, what to do`.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { readFrontmatter } from '../../../src/content/scan.ts';
import { pageSource } from '../fuzz/arbitraries.ts';
import { FUZZ_SEED } from '../fuzz/harness.ts';

function astroAccepts(source: string): boolean {
  try {
    parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
    return true;
  } catch {
    return false;
  }
}

describe("front matter: Docsmith's check agrees with Astro's reader", () => {
  test.each([
    ['a tag js-yaml cannot resolve', '---\ntitle: x\nlogo: !!binary x\n---\n', 3, 'cannot resolve a node with !<tag:yaml.org,2002:binary> explicit tag; remove the !tag or quote the value'],
    ['a duplicated key', '---\ntitle: a\ntitle: b\n---\n', 3, 'duplicated mapping key; remove one of the two keys'],
    ['text after a quoted value, after blank lines', '\n\n---\ntitle: "a" b\n---\n', 4, 'bad indentation of a mapping entry; put the value in double quotes if it holds ": ", " #" or starts with @, `, %, [, {, > or |'],
    ['tabs as indentation', '---\ntitle: x\n\tdescription: y\n---\n', 3, 'tab characters must not be used in indentation; indent with spaces, not tabs'],
    ['broken TOML', '+++\ntitle = \n+++\n', 2, 'Invalid TOML document: invalid value; put the value in double quotes if it holds ": ", " #" or starts with @, `, %, [, {, > or |'],
  ])('%s is an error on its line', (_name, source, line, message) => {
    expect(astroAccepts(source)).toBe(false);
    expect(readFrontmatter(source).error).toEqual({ line, message });
  });

  test.each([
    ['TOML', '+++\ntitle = "toml"\n+++\n', { title: 'toml' }],
    ['an opening line with text on it, as Astro reads it', '---title: inline\n---\n', { title: 'inline' }],
    ['no front matter', '# Title\n\nText.\n', {}],
  ])('%s is read as Astro reads it', (_name, source, data) => {
    expect(readFrontmatter(source)).toEqual({ data });
  });

  test('aliases that would expand exponentially stay an error (Astro would serialise them)', () => {
    const anchors = Array.from({ length: 150 }, (_, i) => `k${i}: &k${i} [*${i ? `k${i - 1}` : 'a'}, *${i ? `k${i - 1}` : 'a'}]`).join('\n');
    expect(readFrontmatter(`---\na: &a [x]\n${anchors}\n---\n`).error?.message).toMatch(/^Excessive alias count.*; write the value out instead of \*aliases$/);
  });

  test('on 500 generated pages, whatever passes the check is accepted by Astro', () => {
    fc.assert(
      fc.property(pageSource, (source) => {
        if (!readFrontmatter(source).error) expect(astroAccepts(source), source.slice(0, 300)).toBe(true);
      }),
      { seed: FUZZ_SEED, numRuns: 500 },
    );
  });
});
