// With `build.format: 'file'` pages are `name.html`: redirects, the sitemap, the search index and the
// markdown twins follow.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { buildSite, type BuiltSite } from '../support/build-site.ts';

let site: BuiltSite;
const read = (path: string) => readFileSync(join(site.distDir, path), 'utf8');

beforeAll(() => {
  site = buildSite({
    astroConfig: "site: 'https://example.org', build: { format: 'file' }",
    files: {
      'docs.json': JSON.stringify({
        name: 'Formats',
        navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }],
        redirects: [{ source: '/start', destination: '/guides/setup' }],
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home page.\n---\n\nRead the [setup](/guides/setup#install).\n',
      'guides/setup.mdx': '---\ntitle: Setup\ndescription: Set it up.\n---\n\n## Install\n\nUse the albatross installer.\n',
      'guides/secret.mdx': '---\ntitle: Secret\ndescription: Hidden.\n---\n\nNot listed.\n',
    },
  });
});

test('the build succeeds with no link findings', () => {
  expect(site.status, site.output).toBe(0);
  expect(site.output).not.toContain('[links/');
});

test('redirects, sitemap, index and twins use .html page URLs', () => {
  expect(read('start.html')).toContain('<meta http-equiv="refresh" content="0; url=/guides/setup.html">');
  const sitemap = read('sitemap-0.xml');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(urls).toEqual(['https://example.org/', 'https://example.org/guides/setup.html']);
  expect(read('guides/setup.html')).toContain('<link rel="canonical" href="https://example.org/guides/setup.html">');
  expect(read('guides/setup.md')).toBe('# Setup\n\n> Set it up.\n\n## Install\n\nUse the albatross installer.\n');
  expect(read('index.md')).toContain('[setup](/guides/setup.html#install)');
  expect(read('llms.txt')).toContain('- [Setup](https://example.org/guides/setup.md): Set it up.');
  expect(existsSync(join(site.distDir, 'pagefind/pagefind.js'))).toBe(true);
});
