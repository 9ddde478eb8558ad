// What the build writes for search engines and AI tools, read from the built example site, and the
// link check failing a build that has a broken link and a broken fragment.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { EXAMPLE_DIST, REPO_ROOT } from '../support/paths.ts';
import { slugOf } from '../../src/util/urls.ts';
import { buildFixture } from '../support/build-fixture.ts';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { listPageFiles } from '../../src/content/page-files.ts';
import { pagefindRecords } from '../support/pagefind-fragments.ts';

const SITE = 'https://docs.example.com';
const read = (path: string) => readFileSync(join(EXAMPLE_DIST, path), 'utf8');
const docsJson = JSON.parse(readFileSync(join(REPO_ROOT, 'example-site/docs/docs.json'), 'utf8')) as { navigation: unknown };

/** A page whose front matter says `hidden: true` is listed in docs.json but left out of the navigation. */
const isHidden = (id: string) => /^---\n[\s\S]*?^hidden: true$[\s\S]*?^---$/m.test(readFileSync(join(REPO_ROOT, 'example-site/docs', `${id}.mdx`), 'utf8'));

/**
 * Page ids listed in docs.json navigation and not hidden, depth first: the strings of every `pages`
 * list of the current format's tree (versions, tabs, dropdowns, groups), without the operation
 * entries (`"GET /invoices"`), which name no page file.
 */
function navigationIds(): string[] {
  const walk = (value: unknown, inPages: boolean): string[] => {
    if (typeof value === 'string') return inPages && !/\s/.test(value) ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((v) => walk(v, inPages));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => walk(v, key === 'pages'));
    return [];
  };
  return walk(docsJson.navigation, false).filter((id) => !isHidden(id));
}

/** The navigation ids of one version of the example site (its `navigation.versions` entry). */
function versionIds(version: string): string[] {
  const { versions } = docsJson.navigation as { versions: { version: string }[] };
  const ids = new Set(navigationIds());
  const walk = (value: unknown): string[] =>
    typeof value === 'string' ? (ids.has(value) ? [value] : []) : Array.isArray(value) ? value.flatMap(walk) : value && typeof value === 'object' ? Object.values(value).flatMap(walk) : [];
  return walk(versions.find((v) => v.version === version));
}

test('the example site lists a hidden page in docs.json (so the checks below prove it stays out)', () => {
  const listed = JSON.stringify(docsJson.navigation);
  expect(listed).toContain('"guides/internal-notes"');
  expect(isHidden('guides/internal-notes')).toBe(true);
  expect(navigationIds()).not.toContain('guides/internal-notes');
});
const pagePath = (id: string) => (slugOf(id) ? `/${slugOf(id)}/` : '/');
const pageUrl = (id: string) => `${SITE}${pagePath(id)}`;
/** The markdown twin: the page URL plus `.md` (the home page is `/index.md`). */
const markdownUrl = (id: string) => `${SITE}/${slugOf(id) || 'index'}.md`;
const HIDDEN_PAGE = 'changelog-archive';
/** A component tag such as `<Note>` or `</Card>`; code samples may hold such text, so they are left out. */
const COMPONENT_TAG = /<\/?[A-Z][\w.]*[\s/>]/;
const withoutCode = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[`~]*[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');

describe('example site outputs', () => {
  // The example site has two versions: the site's llms.txt is the default version's (v2), v1/ holds v1's.
  test('llms.txt lists every navigation page of the default version, with its markdown link and description, and no hidden page', () => {
    const llms = read('llms.txt');
    expect(llms.startsWith('# Acme Cloud (v2)\n\n> ')).toBe(true);
    const v2 = versionIds('v2');
    expect(v2.length).toBeGreaterThan(10);
    for (const id of v2) expect(llms).toContain(`](${markdownUrl(id)}): `);
    for (const id of versionIds('v1')) expect(llms).not.toContain(`](${markdownUrl(id)}): `);
    expect(llms).not.toContain(HIDDEN_PAGE);
    expect(llms).toContain('## Guides');
    expect(llms).toContain('### Deployment');
    expect(llms).toContain(`## Languages and versions\n\n- [v2](${SITE}/v2/llms.txt)`);
    expect(llms).toContain(`- [v1](${SITE}/v1/llms.txt)`);
  });

  test('each version’s llms-full.txt holds its navigation pages as markdown, in order', () => {
    for (const [version, file] of [['v2', 'llms-full.txt'], ['v1', 'v1/llms-full.txt']] as const) {
      const full = read(file);
      const positions = versionIds(version).map((id) => full.indexOf(`Source: ${pageUrl(id)}`));
      expect(positions.length).toBeGreaterThan(1);
      expect(positions.every((p) => p > 0), file).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(withoutCode(full)).not.toMatch(COMPONENT_TAG);
    }
    expect(read('v1/llms.txt').startsWith('# Acme Cloud (v1)\n')).toBe(true);
  });

  test('every page has a .md twin: markdown with a title, no front matter, no component tags', () => {
    const twins = globSync('**/*.md', { cwd: EXAMPLE_DIST });
    const pageFiles = listPageFiles(join(REPO_ROOT, 'example-site/docs'));
    // Page files and generated operation pages (which have no file) each have one twin.
    const twinOfFile = (file: string) => `${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}.md`;
    const fromFiles = new Set(pageFiles.map(twinOfFile));
    const generated = twins.filter((twin) => !fromFiles.has(twin));
    expect(generated.length).toBeGreaterThan(0);
    for (const twin of generated) expect(read(twin.replace(/\.md$/, '/index.html')), twin).toContain('class="ds-api-operation"');
    expect(twins.length).toBe(pageFiles.length + generated.length);
    for (const twin of twins) {
      const markdown = read(twin);
      expect(markdown, twin).toMatch(/^# \S/);
      expect(markdown, twin).not.toMatch(/^---\ntitle:/m);
      expect(withoutCode(markdown), twin).not.toMatch(COMPONENT_TAG);
      expect(withoutCode(markdown), twin).not.toMatch(/^(import|export) /m);
    }
    const quickstart = read('quickstart.md');
    expect(quickstart).toContain('> **Tip:** Run `acme --version`');
    expect(quickstart).toContain('```bash\nnpm install --global @acme/cli\n```');
    // The snippet the page imports, and a constant another page exports, reach the twins too.
    expect(quickstart).toContain('> **Tip:** Stuck? Read [the configuration guide](/guides/configuration/)');
    expect(read('guides/upgrading.md')).toContain('The latest release is v2.4.');
  });

  test('the sitemap holds the navigation pages and no hidden page; robots.txt points at it', () => {
    const sitemap = read('sitemap-0.xml');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(navigationIds().map(pageUrl).sort());
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  test('the search index holds the navigation pages, each with its sidebar group, and no hidden page', () => {
    const records = pagefindRecords(EXAMPLE_DIST);
    const urls = records.map((r) => r.url).sort();
    // Operation pages generated from the example's OpenAPI files are searchable too: every operation
    // of acme.yaml, and the one the navigation's "GET /invoices" entry names.
    const generated = [
      '/api-reference/billing/list-invoices/',
      '/api-reference/services/list-services/',
      '/api-reference/services/create-service/',
      '/api-reference/services/get-service/',
      '/api-reference/services/delete-service/',
      '/api-reference/deployments/create-deployment/',
      '/api-reference/webhooks/deployment-finished/',
    ];
    expect(urls).toEqual([...navigationIds().map(pagePath), ...generated].sort());
    expect(records.find((r) => r.url === '/guides/deployment/static-hosts/')?.meta).toMatchObject({ title: 'Static hosts', group: 'Guides › Deployment' });
  });

  test('head tags: canonical, Open Graph, docs.json metadata; noindex on the page that asks for it', () => {
    const quickstart = read('quickstart/index.html');
    expect(quickstart).toContain(`<link rel="canonical" href="${SITE}/quickstart/">`);
    expect(quickstart).toContain('<meta property="og:title" content="Quickstart - Acme Cloud">');
    expect(quickstart).toContain(`<meta property="og:image" content="${SITE}/images/architecture.svg">`);
    expect(quickstart).toContain('<meta name="twitter:site" content="@acmecloud">');
    expect(quickstart).not.toContain('name="robots"');
    expect(read(`${HIDDEN_PAGE}/index.html`)).toContain('<meta name="robots" content="noindex">');
    // Generated operation pages describe themselves in the operation's own words.
    expect(read('api-reference/services/list-services/index.html')).toContain(
      '<meta name="description" content="Returns the services of your project, newest first. Pages hold at most limit services.">',
    );
  });

  test('redirect pages point at their destination, wildcards expanded against built pages', () => {
    const redirect = read('getting-started/index.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/quickstart/">');
    expect(redirect).toContain(`<link rel="canonical" href="${SITE}/quickstart/">`);
    expect(read('docs/deployment/static-hosts/index.html')).toContain('url=/guides/deployment/static-hosts/');
    expect(existsSync(join(EXAMPLE_DIST, 'docs/configuration/index.html'))).toBe(true);
    // A bare * wildcard (/reference/* -> /api-reference/*) reaches generated pages too.
    expect(read('reference/services/list-services/index.html')).toContain('url=/api-reference/services/list-services/');
    expect(read('reference/billing/get-invoice/index.html')).toContain('url=/api-reference/billing/get-invoice/');
  });
});

describe('a reader follows a redirect and copies a page', () => {
  let server: StaticServer;
  let browser: Browser;
  useExampleSite((session) => ({ server, browser } = session));

  test('an old URL lands on the new page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/getting-started/');
    await page.waitForURL('**/quickstart/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Quickstart');
    await page.close();
  });

  test('"Copy page" puts the page markdown on the clipboard', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(server.url + '/quickstart/');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(read('quickstart.md'));
    await context.close();
  });
});

describe('link checking in the build', () => {
  test('a broken link and a broken fragment fail the build, each named with file:line', async () => {
    const build = await buildFixture('links-broken');
    expect(build.code).not.toBe(0);
    const lines = build.output.split('\n').filter((l) => l.includes('[links/'));
    expect(lines.map((l) => l.replace(/^.*\[docsmith\] /, ''))).toMatchInlineSnapshot(`
      [
        "index.mdx:10:3: link "/guides/setpu" points at /guides/setpu, which is not a page of this site; did you mean "/guides/setup"? [links/broken]",
        "docs.json:6:38: topbarLinks[0].url "/guides/setpu" points at /guides/setpu, which is not a page of this site; did you mean "/guides/setup"? [links/broken]",
        "index.mdx:10:38: link "/guides/setup#instal-the-cli": /guides/setup has no heading or element with id "instal-the-cli"; did you mean "#install-the-cli"? [links/broken-fragment]",
        "index.mdx:12:53: a href "/guides/setup#configuration": /guides/setup has no heading or element with id "configuration" [links/broken-fragment]",
      ]
    `);
  });
});
