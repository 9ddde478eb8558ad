// Docsmith checks front matter at setup; Astro's MDX plugin reads it again while rendering, with its
// own reader (js-yaml, or TOML between +++). A page that passes the first must pass the second,
// or it fails inside Astro with a stack trace instead of `file:line: what is wrong, what to do`.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRequiredFrontmatter, parseFrontmatterText, readFrontmatter, scanPages } from '../../../src/content/scan.ts';
import { simpleFrontmatter } from '../../../src/content/simple-frontmatter.ts';
import { expectSameOnRealPagesRead } from '../../support/real-pages.ts';
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
    ["a single-quoted value holding a '", "---\ntitle: 'A'\ndescription: 'what's in the repo'\n---\n", 3, "bad indentation of a mapping entry; the value in single quotes holds a ' of its own: write it twice ('') or put the value in double quotes"],
    ['a double-quoted value holding a "', '---\ntitle: "the "best" one"\ndescription: x\n---\n', 2, 'bad indentation of a mapping entry; the value in double quotes holds a " of its own: write it as \\" or put the value in single quotes'],
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

  // Simple front matter is read without either YAML parser (scan.ts): it must mean what both parsers say.
  const bothParsersRead = (source: string) => {
    const astro = parseFrontmatter(source, { frontmatter: 'preserve' }).frontmatter;
    const checked = parseFrontmatterText(source);
    expect(checked.error).toBeUndefined();
    expect(checked.data).toEqual(astro);
    return checked.data;
  };

  test('the real folders: every page read the simple way is read the same by both parsers', () => {
    // Most real pages are simple; the comparison must have run on them.
    expectSameOnRealPagesRead(simpleFrontmatter, bothParsersRead);
  });

  test('on 2,000 generated front matters of tricky lines, what is read the simple way is what both parsers read', () => {
    // Pieces rather than characters, so that the sequences YAML treats specially (`: `, ` #`) come up often.
    const piece = fc.constantFrom('a', 'Z', '_', '-', '0', '9', ' ', '.', ',', '(', ')', '/', ':', ': ', ' #', '#', '\\', '"', "'", '\t', '@', '&', '*', '!', '|', '>', '{', '[', '%', '`', '~', '\u00e9', '\u0085', '\u3042');
    const text = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    const value = fc.oneof(
      text,
      // Shaped like a plain value: starts with a letter, ends with a letter, dot or parenthesis.
      fc.tuple(fc.constantFrom('a', 'Z'), text, fc.constantFrom('b', '.', ')')).map((parts) => parts.join('')),
      text.map((t) => `"${t}"`),
      text.map((t) => `'${t}'`),
      fc.constantFrom('true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'null', 'Null', 'NULL', 'yes', 'No', 'on', 'x.', 'a)', 'v1.2', '1.2', '2024-01-01', '.inf', '~', ''),
    );
    const key = fc.constantFrom('title', 'description', 'icon', 'og:title', 'sidebar-title', '__proto__', 'a b', '_x', '1a');
    const line = fc.oneof(fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`), fc.constantFrom('', '  title: x', '# comment', 'title:x', 'title: x ', '+++'));
    let simple = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 3 }), fc.constantFrom('\n', '\r\n'), (lines, newline) => {
        const source = `---${newline}${lines.map((l) => l + newline).join('')}---${newline}Body.${newline}`;
        const data = simpleFrontmatter(source);
        if (!data) return;
        simple += 1;
        expect(data, JSON.stringify(source)).toEqual(bothParsersRead(source));
      }),
      { seed: FUZZ_SEED, numRuns: 2000 },
    );
    expect(simple).toBeGreaterThan(100);
  });
});

test('a page whose front matter cannot be read gets that error only, not "no title" and "no description" as well', () => {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-frontmatter-'));
  try {
    writeFileSync(join(root, 'broken.mdx'), "---\ntitle: 'Templates'\ndescription: 'what's in the repo'\n---\n\nText.\n");
    writeFileSync(join(root, 'untitled.mdx'), '---\nsidebarTitle: Untitled\n---\n\nText.\n');
    const scanned = scanPages(root);
    expect(scanned.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(['broken.mdx:3 page/invalid-frontmatter']);
    expect(checkRequiredFrontmatter(scanned.pages).map((f) => `${f.file} ${f.rule}`)).toEqual(['untitled.mdx page/missing-title', 'untitled.mdx page/missing-description']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
