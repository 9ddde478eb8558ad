// A small folder with the hosted platform's habits (test/fixtures/migration-basics), built with each
// markdown processor Astro 7 offers: Sätteri (the default) and remark/rehype
// (`markdown.processor: unified()` from @astrojs/markdown-remark). Both must give the same page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { leakedComponentTags, proseOf } from '../support/html-checks.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic } from '../support/static-server.ts';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/migration-basics');

const PROCESSORS = [
  { processor: 'satteri', astroConfig: undefined },
  { processor: 'unified', astroConfig: `markdown: { processor: (await import('@astrojs/markdown-remark')).unified() }` },
];

describe.each(PROCESSORS)('migration fixture with the $processor processor', ({ astroConfig }) => {
  let site: BuiltSite;
  let output: string;
  const page = (path: string) => readFileSync(join(site.distDir, path), 'utf8');
  const content = (path: string) => /<div class="ds-content">([\s\S]*?)<\/article>/.exec(page(path))?.[1] ?? '';

  beforeAll(() => {
    site = buildSite({ copyFrom: FIXTURE, ...(astroConfig ? { astroConfig } : {}) });
    output = site.output;
  });
  afterAll(() => removeSite(site));

  test('builds, with warnings for what it repaired and what it does not know', () => {
    expect(output).not.toMatch(/\[ERROR\]/);
    expect(site.status, output).toBe(0);
    expect(output).toContain('index.mdx:6: HTML comment');
    expect(output).toContain('index.mdx:8: <br> closed as <... /> [page/mdx-repaired]');
    expect(output).toContain('index.mdx:14: <Mystery> is not a Docsmith component; its content is shown without it [page/unknown-component]');
    expect(output).toContain('index.mdx:15: <Whatsit> is not a Docsmith component');
    expect(output.match(/<Mystery> is not/g)).toHaveLength(1);
    expect(output).toContain('snippets-page.mdx:11: <Snippet file="nope.mdx"> has no file');
    expect(output).toContain('index.mdx:10: image /missing.png has no file in the docs root [page/missing-image]');
    expect(output).toContain('index.mdx:40: the Mermaid diagram cannot be drawn at build time');
  });

  const assets = (ext: string) =>
    readdirSync(join(site.distDir, '_astro'))
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(join(site.distDir, '_astro', f), 'utf8'))
      .join('\n');

  test('the folder\'s .css files apply site-wide and its .js files run on every page, config files excepted', () => {
    expect(assets('.css')).toContain('.fixture-custom-rule{color:teal}');
    expect(assets('.js')).toContain('site script ran');
    expect(assets('.js')).not.toContain('config files must not run');
  });

  test('utility classes the pages use are generated, with dark: tied to the colour mode', () => {
    const css = assets('.css');
    expect(css).toMatch(/\.dark\\:hidden:where\(\[data-theme=dark\],\s?\[data-theme=dark\] \*\)\{display:none\}/);
    expect(css).toMatch(/\.dark\\:block:where\(\[data-theme=dark\],\s?\[data-theme=dark\] \*\)\{display:block\}/);
    expect(css).toContain('.w-full{width:100%}');
    expect(css).toContain('.aspect-video{aspect-ratio:var(--aspect-video)}');
    expect(css).toContain('.rounded-xl{border-radius:var(--radius-xl)}');
    // Only what pages use: classes in code samples and the rest of the framework are not there.
    expect(css).not.toContain('.p-9');
    expect(css).not.toContain('fuchsia');
    expect(css).not.toContain('preflight');
  });

  test('Mermaid fences become SVG at build time; unsupported ones stay code', () => {
    const html = content('index.html');
    expect(html).toMatch(/<figure class="ds-mermaid" role="img" aria-label="Diagram"><svg[^>]*style="--bg:var\(--ds-bg\);--fg:var\(--ds-text\)/);
    expect(html).toContain('Run task');
    expect(html).not.toContain('fonts.googleapis');
    expect(html).toContain('data-language="mermaid"');
  });

  test('repaired MDX renders as the author meant', () => {
    const html = content('index.html');
    expect(html).toMatch(/<p>Line one<br\s*\/?>\s*line two<\/p>/);
    expect(html).not.toContain('An HTML comment');
    expect(html).toMatch(/<div class="note-box" style="color:\s*rebeccapurple;\s*margin-top:\s*4px;?">Styled box<\/div>/);
    expect(html).toContain('<a href="https://example.com">https://example.com</a>');
    expect(proseOf(html)).not.toContain('&lt;!--');
  });

  test('unknown components render their children', () => {
    const html = content('index.html');
    expect(html).toMatch(/data-ds-component="Mystery"[^>]*><p>Mystery <strong>children<\/strong> stay, with <span class="ds-unknown-component" data-ds-component="Whatsit"[^>]*>inline<\/span> too\.<\/p><\/div>/);
    expect(leakedComponentTags(html)).toEqual([]);
  });

  test('snippets: <Snippet file>, /snippets imports with props, components inside snippets', () => {
    const html = content('snippets-page/index.html');
    expect(html).toContain('Need help? Ask in the forum.');
    expect(html).toContain('ds-callout--note');
    expect(html).toContain('<p>Hello Ada, welcome.</p>');
    expect(html).toContain('ds-callout--tip');
    expect(html).toContain('Snippet “nope.mdx” is missing.');
  });

  test('a reader clicks an image to zoom it; noZoom images do not zoom; utilities follow the colour mode', async () => {
    const server = await serveStatic(site.distDir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ colorScheme: 'light' });
      await page.goto(`${server.url}/`);
      const content = page.locator('.ds-content');
      // An image has no box until it loads, so wait for it to show rather than asking once.
      await content.getByAltText('Light diagram').waitFor({ state: 'visible' });
      await expect(content.getByAltText('Dark diagram').isVisible()).resolves.toBe(false);
      await content.getByAltText('Not zoomable').click();
      await expect(page.locator('dialog.ds-zoom[open]').count()).resolves.toBe(0);
      await content.getByAltText('Light diagram').click();
      const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
      await expect(dialog.isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('img', { name: 'Light diagram' }).count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await expect(dialog.isVisible()).resolves.toBe(false);
      // The build-time Mermaid SVG takes its colours from the theme: they change with the mode.
      const diagramColours = () =>
        page.locator('figure.ds-mermaid svg').first().evaluate((svg) => {
          const style = getComputedStyle(svg);
          return [style.getPropertyValue('--bg').trim(), style.getPropertyValue('--fg').trim()];
        });
      const lightColours = await diagramColours();
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await expect(content.getByAltText('Light diagram').isVisible()).resolves.toBe(false);
      await content.getByAltText('Dark diagram').waitFor({ state: 'visible' });
      const darkColours = await diagramColours();
      expect(lightColours.every(Boolean) && darkColours.every(Boolean)).toBe(true);
      expect(darkColours[0]).not.toBe(lightColours[0]);
      expect(darkColours[1]).not.toBe(lightColours[1]);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  test('front matter: sidebarTitle, tag, url, mode wide and center, hideFooterPagination', () => {
    const wide = page('front-matter/wide/index.html');
    const sidebar = /<nav[^>]*class="ds-sidebar[\s\S]*?<\/nav>/.exec(wide)?.[0] ?? '';
    expect(sidebar).toMatch(/>Wide<\/span>|>Wide</);
    expect(sidebar).not.toContain('A wide page with a long title');
    expect(sidebar).toContain('NEW');
    expect(sidebar).toContain('href="https://example.com/elsewhere"');
    expect(wide).toContain('<h1 class="ds-page-title">A wide page with a long title</h1>');
    expect(wide).not.toContain('class="ds-toc"');
    expect(wide).not.toContain('class="ds-page-nav"');
    const center = page('front-matter/center/index.html');
    expect(center).not.toContain('class="ds-sidebar');
    expect(center).not.toContain('class="ds-toc"');
    expect(center).toContain('class="ds-page-nav"');
    expect(center).toContain('<meta name="robots" content="noindex">');
    expect(center).toMatch(/<meta property="og:image" content="[^"]*\/diagram\.svg">/);
    expect(wide).not.toContain('name="robots"');
  });

  test('mode custom keeps only the top bar: no sidebar, table of contents, page header or pagination', () => {
    const custom = page('front-matter/custom/index.html');
    expect(custom).toContain('class="ds-topbar');
    expect(custom).not.toContain('class="ds-sidebar');
    expect(custom).not.toContain('class="ds-toc"');
    expect(custom).not.toContain('class="ds-page-title"');
    expect(custom).not.toContain('class="ds-page-nav"');
    expect(custom).toContain('Only the top bar and this content.');
  });

  test('member-expression tags (<a.b.c />, <Widget.Part>) render their children and warn, never crash', () => {
    expect(output).toContain('member-tags.mdx:6: <a.b.c> is not a Docsmith component');
    expect(output).toContain('member-tags.mdx:6: <Widget.Part> is not a Docsmith component');
    expect(output).toContain('member-tags.mdx:8: <Note.Inner> is not a Docsmith component');
    const html = content('member-tags/index.html');
    expect(html).toMatch(/data-ds-component="Widget.Part"[^>]*>kept inline<\/span>/);
    expect(html).toMatch(/data-ds-component="Note.Inner"[^>]*><p>Block <strong>children<\/strong> of a member tag stay\.<\/p>/);
    expect(leakedComponentTags(html)).toEqual([]);
  });

  test('an OpenAPI file in a sub-folder, not listed in mint.json, serves an openapi: page', () => {
    expect(output).not.toContain('openapi/unknown-operation');
    const html = page('api/invoices/index.html');
    expect(html).toContain('<h1 class="ds-page-title">List invoices</h1>');
    expect(html).toContain('Every invoice of the account, newest first.');
    expect(html).toContain('https://billing.example.com/invoices');
    expect(html).toContain('Invoices are kept for seven years.');
    // A found file serves pages only: no generated pages for it.
    expect(existsSync(join(site.distDir, 'api-reference'))).toBe(false);
  });

  test('a card takes inline SVG as its icon', () => {
    expect(content('index.html')).toMatch(/<span class="ds-card-icon"><svg viewBox="0 0 10 10" data-inline-icon="yes"><circle/);
  });

  test('Docsmith transforms run: heading ids and anchors, links to .mdx files', () => {
    const html = content('index.html');
    expect(html).toMatch(/<h2 id="section-heading">Section heading<a class="ds-heading-anchor" href="#section-heading" aria-label="Link to this section"><\/a><\/h2>/);
    expect(html).toContain('<a href="/snippets-page/">the snippets page</a>');
  });
});
