// The real hosted-platform folders in test/corpora/mintlify-sites build unchanged: only the two
// Astro files a user adds. Every navigation page is rendered, no component tag leaks into the HTML,
// and the build reports no error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { htmlFiles, missingNavigationPages, navigationPages, siteLeaks } from '../support/html-checks.ts';
import { listPageFiles } from '../../src/content/page-files.ts';
import { CORPORA } from '../support/paths.ts';

const SITES = [
  // name, pages in navigation (corpus README), page files (not snippets)
  // generatedOperations: operation pages of OpenAPI files that no page references (triggerdev lists
  // openapi.yml, one operation, and references only v3-openapi.yaml from its pages).
  { name: 'mem0', navigation: 98, pageFiles: 104, generatedOperations: 0 },
  { name: 'triggerdev', navigation: 137, pageFiles: 143, generatedOperations: 1 },
];

describe.each(SITES)('$name corpus', ({ name, navigation, pageFiles, generatedOperations }) => {
  const source = join(CORPORA, 'mintlify-sites', name);
  let site: BuiltSite;

  beforeAll(() => {
    const started = performance.now();
    site = buildSite({ copyFrom: source });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${name}: built in ${seconds} s, ${htmlFiles(site.distDir).length} HTML files`);
  });
  afterAll(() => removeSite(site));

  test('builds with no error', () => {
    expect(site.output).not.toMatch(/\[ERROR\]/);
    expect(site.status, site.output).toBe(0);
  });

  test('renders every navigation page and every page file', () => {
    const nav = navigationPages(join(source, 'mint.json'));
    expect(nav).toHaveLength(navigation);
    expect(missingNavigationPages(site.distDir, nav)).toEqual([]);
    expect(listPageFiles(source)).toHaveLength(pageFiles);
    // Every page file and the generated operation pages, besides the 404 page and the static pages
    // of docs.json `redirects`.
    const pages = htmlFiles(site.distDir).filter(
      (f) => f !== '404.html' && !/http-equiv="refresh"/.test(readFileSync(join(site.distDir, f), 'utf8')),
    );
    expect(pages).toHaveLength(pageFiles + generatedOperations);
  });

  test('no component tag leaks into the HTML', () => {
    expect(siteLeaks(site.distDir)).toEqual([]);
  });
});
