// What a user sees from `astro build` when docs.json is wrong: the message with its place and a
// hint, no stack trace, a failed exit; `strict` turning a warning into an error; mint.json fallback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../support/build-site.ts';

const page = '---\ntitle: Home\ndescription: Home page.\n---\n\nHello.\n';

describe('astro build with docs.json mistakes', () => {
  test('an invalid value fails the build with file:line:column, a hint and no stack trace', () => {
    const site = buildSite({
      files: {
        'docs.json': '{\n  "name": "X",\n  "colors": { "primary": "green" },\n  "navigation": [{ "group": "A", "pages": ["index"] }]\n}\n',
        'index.mdx': page,
      },
    });
    expect(site.status).not.toBe(0);
    expect(site.output).toContain('docs.json:3:15: colors.primary: expected a hex colour like "#0D9373", got "green"');
    expect(site.output).toContain('Hint:');
    expect(site.output).not.toContain('Stack trace');
    expect(site.output).not.toMatch(/^\s+at /m);
    expect(site.output).not.toContain('An unhandled error occurred');
  });

  test('unparseable JSON names the line, column and token', () => {
    const site = buildSite({
      files: { 'docs.json': '{\n  "name": "X",\n  "navigation": [],\n}\n', 'index.mdx': page },
    });
    expect(site.status).not.toBe(0);
    expect(site.output).toContain('docs.json:4:1: Unexpected "}" (trailing comma? JSON allows no comma after the last item: remove the one on line 3)');
    expect(site.output).not.toContain('Stack trace');
  });

  test('a missing page is a warning by default and an error under strict', () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'X', navigation: [{ group: 'A', pages: ['index', 'missing'] }] }),
      'index.mdx': page,
    };
    const relaxed = buildSite({ files });
    expect(relaxed.status, relaxed.output).toBe(0);
    expect(relaxed.output).toMatch(/WARN.*"missing" has no page \(looked for missing\.mdx and missing\.md\).*\[nav\/missing-page\]/);

    const strict = buildSite({ files, options: '{ strict: true }' });
    expect(strict.status).not.toBe(0);
    expect(strict.output).toMatch(/ERROR.*"missing" has no page/);
    expect(strict.output).toContain('Docsmith found 1 error (listed above).');
    expect(strict.output).not.toContain('Stack trace');
    // The error was reported in full: Astro's "unhandled error" line about the hook would mislead.
    expect(strict.output).not.toContain('An unhandled error occurred');
  });

  test('mint.json is read when there is no docs.json, and docs.json wins when both exist', () => {
    const mintOnly = buildSite({
      files: { 'mint.json': JSON.stringify({ name: 'Mint Site', navigation: [{ group: 'A', pages: ['index'] }] }), 'index.mdx': page },
    });
    expect(mintOnly.status, mintOnly.output).toBe(0);
    expect(mintOnly.output).toContain('Reading mint.json (no docs.json in the docs root)');
    expect(readFileSync(join(mintOnly.distDir, 'index.html'), 'utf8')).toContain('<title>Home - Mint Site</title>');

    const both = buildSite({
      files: {
        'mint.json': JSON.stringify({ name: 'Old Name', navigation: [{ group: 'A', pages: ['index'] }] }),
        'docs.json': JSON.stringify({ name: 'New Name', navigation: [{ group: 'A', pages: ['index'] }] }),
        'index.mdx': page,
      },
    });
    expect(both.status, both.output).toBe(0);
    expect(readFileSync(join(both.distDir, 'index.html'), 'utf8')).toContain('<title>Home - New Name</title>');
  });
});
