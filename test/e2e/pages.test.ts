// Pages as a user's folder has them: front matter or not, in navigation or not, index at the root,
// both build formats, and a site under a sub-path whose every link and image resolves.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite } from '../support/build-site.ts';
import { crawl } from '../support/crawl.ts';
import { serveStatic } from '../support/static-server.ts';

const docsJson = JSON.stringify({
  name: 'Fixture Docs',
  logo: { light: '/logo.svg', dark: '/logo.svg' },
  favicon: '/logo.svg',
  navigation: [
    { group: 'Start', pages: ['index', 'no-frontmatter'] },
    { group: 'Guides', pages: ['guides/first', { group: 'Nested', pages: ['guides/nested/deep'] }] },
  ],
});

const files: Record<string, string> = {
  'docs.json': docsJson,
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  'images/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="5" cx="5" cy="5"/></svg>',
  'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nRead [the first guide](/guides/first) or [the deep one](guides/nested/deep.mdx).\n\n![A diagram](/images/diagram.svg)\n',
  'no-frontmatter.mdx': 'A page without front matter.\n\n## A section\n\nText.\n',
  'guides/first.mdx': '---\ntitle: First guide\ndescription: The first guide.\n---\n\nBack [home](/).\n\n## Details\n\nSee [the hidden page](/hidden).\n',
  'guides/nested/deep.mdx': '---\ntitle: Deep page\ndescription: A page in a nested group.\n---\n\nDeep.\n',
  'hidden.mdx': '---\ntitle: Hidden page\ndescription: Not in navigation.\n---\n\nOnly reachable by URL.\n',
  'README.md': '# Not a page\n',
  '_partials/skip.mdx': '---\ntitle: Skip\n---\nNot a page.\n',
};

describe('a site with base /docs (directory format)', () => {
  const site = buildSite({ files, astroConfig: "base: '/docs'" });

  test('builds, warning about the page without front matter', () => {
    expect(site.status, site.output).toBe(0);
    expect(site.output).toContain('no-frontmatter.mdx:1: front matter has no title; the file name is shown instead [page/missing-title]');
  });

  test('index is served at the root; a page not in navigation still gets a route; README and _ folders do not', () => {
    expect(existsSync(join(site.distDir, 'index.html'))).toBe(true);
    expect(existsSync(join(site.distDir, 'hidden/index.html'))).toBe(true);
    expect(existsSync(join(site.distDir, 'README/index.html'))).toBe(false);
    expect(existsSync(join(site.distDir, '_partials'))).toBe(false);
  });

  test('the page without front matter is titled after its file name', () => {
    const html = readFileSync(join(site.distDir, 'no-frontmatter/index.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>No frontmatter<\/h1>/);
  });

  test('the hidden page is reachable but not in the sidebar', () => {
    const home = readFileSync(join(site.distDir, 'index.html'), 'utf8');
    const sidebar = home.slice(home.indexOf('id="ds-sidebar"'), home.indexOf('</nav>', home.indexOf('id="ds-sidebar"')));
    expect(sidebar).toContain('Deep page');
    expect(sidebar).not.toContain('Hidden page');
  });

  test('a crawl from the home page finds every page and no broken link or image', async () => {
    const server = await serveStatic(site.distDir, '/docs');
    try {
      const { pages, broken } = await crawl(`${server.url}/`);
      expect(broken).toEqual([]);
      const paths = pages.map((p) => new URL(p).pathname).sort();
      expect(paths).toEqual(
        expect.arrayContaining(['/docs/', '/docs/guides/first/', '/docs/guides/nested/deep/', '/docs/hidden/', '/docs/no-frontmatter/']),
      );
    } finally {
      await server.close();
    }
  });
});

describe("build.format 'file'", () => {
  const site = buildSite({ files, astroConfig: "build: { format: 'file' }" });

  test('pages are written as .html files and every link resolves', async () => {
    expect(site.status, site.output).toBe(0);
    expect(existsSync(join(site.distDir, 'guides/first.html'))).toBe(true);
    const server = await serveStatic(site.distDir);
    try {
      const { pages, broken } = await crawl(`${server.url}/`);
      expect(broken).toEqual([]);
      expect(pages.map((p) => new URL(p).pathname)).toContain('/guides/nested/deep.html');
    } finally {
      await server.close();
    }
  });
});
