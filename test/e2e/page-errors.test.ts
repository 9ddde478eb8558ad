// What `astro build` prints for a page it cannot read: `file:line:column: message; hint`, no stack
// trace, one failure when the build ends (test/e2e/real-folders.test.ts: several pages at once).
// Covers MDX syntax errors (from Astro's MDX plugin), front matter Astro's own YAML reader rejects
// (caught by Docsmith's check first), and an unclosed `{` on which the compiler
// used to hang (a fuzz finding, stopped before the compiler), and nesting too deep to compile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { REPO_ROOT } from '../support/paths.ts';

const HOME = '---\ntitle: Home\ndescription: Home page.\n---\n\nHello.\n';

function siteWith(page: string): BuiltSite {
  return buildSite({
    files: {
      'docs.json': JSON.stringify({ name: 'Errors', navigation: [{ group: 'Pages', pages: ['index', 'guides/broken'] }] }),
      'index.mdx': HOME,
      'guides/broken.mdx': page,
    },
  });
}

/** The build lists the page (place, message, then the hint) under page/mdx-syntax and fails once. */
function expectPlacedFailure(site: BuiltSite, place: string, message: string, hint: string): void {
  const output = site.output.replace(/\u001b\[[0-9;]*m/g, '');
  expect(site.status, output).not.toBe(0);
  expect(output).toContain(`${place}: ${message}`);
  expect(output).toContain(`; ${hint[0]!.toLowerCase()}${hint.slice(1)} [page/mdx-syntax]`);
  expect(output).toContain('Docsmith found 1 error (listed above).');
  expect(output).not.toContain('Stack trace');
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}

describe('pages the build cannot read', () => {
  let site: BuiltSite | undefined;
  afterEach(() => {
    if (site) removeSite(site);
    site = undefined;
  });

  test('an MDX syntax error gives file:line:column, the message and a hint', () => {
    // Overlapping tags: no repair can tell which was meant (a tag merely left open is closed instead).
    site = siteWith('---\ntitle: Broken\ndescription: A broken page.\n---\n\nSome text.\n\n<Note>\n<Tip>\nnever closed\n</Note>\n</Tip>\n');
    expectPlacedFailure(site, 'guides/broken.mdx:11:1', 'Unexpected closing tag `</Note>`, expected corresponding closing tag for `<Tip>`', 'Close it with </Tip>, or write <Tip /> when it has no content.');
  });

  test('a stray < in prose gives its place and a hint', () => {
    site = siteWith('---\ntitle: Broken\ndescription: A broken page.\n---\n\nUse a <3 heart.\n');
    expectPlacedFailure(site, 'guides/broken.mdx:6:7', 'Unexpected character after `<`, expected a valid JSX tag', 'Write \\< (or &lt;) to show a < as text; a component tag starts with a letter.');
  });

  test("front matter Astro's YAML reader rejects (a !!binary tag) stops at setup with its line", () => {
    site = siteWith('---\ntitle: Broken\ndescription: A broken page.\nlogo: !!binary x\n---\n\nText.\n');
    const output = site.output.replace(/\u001b\[[0-9;]*m/g, '');
    expect(site.status, output).not.toBe(0);
    expect(output).toContain('guides/broken.mdx:4: front matter is not valid YAML: cannot resolve a node with !<tag:yaml.org,2002:binary> explicit tag; remove the !tag or quote the value [page/invalid-frontmatter]');
    expect(output).not.toContain('Stack trace');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });

  test('the input Sätteri never finished compiling (an unclosed { before thousands of tags) fails with its place', () => {
    const hang = readFileSync(join(REPO_ROOT, 'test/fixtures/fuzz/mdx-compile-hang.mdx'), 'utf8');
    // The finding's front matter (`\ -:}`) becomes a title and a description: one line more.
    site = siteWith(hang.replace('---\n\\ -:}\n---\n', '---\ntitle: Hang\ndescription: The fuzz finding.\n---\n'));
    expectPlacedFailure(site, 'guides/broken.mdx:5:1', '"{" starts an expression that is never closed', 'Close the expression with }, or write \\{ to show a brace as text.');
  });

  test('thousands of nested components (a fuzz finding) fail with the place of the first too many, not a stack overflow', () => {
    site = siteWith(`---\ntitle: Deep\ndescription: Too deep.\n---\n\n${'<Note>'.repeat(5000)}x${'</Note>'.repeat(5000)}\n`);
    // Found before the compiler (nesting-depth.ts): the 1,001st <Note> opens at line 6, column 6,001.
    expectPlacedFailure(site, 'guides/broken.mdx:6:6001', 'elements are nested too deeply to compile', 'Close components and tags sooner: a page cannot nest thousands of them.');
  });
});
