// The pure parts of the machine-readable outputs: head tags, sitemap selection, llms.txt, redirects.
import { describe, expect, test } from 'vitest';
import { canonicalUrl, seoTags } from '../../../src/seo/meta.ts';
import type { Anchor } from '../../../src/config/schema.ts';
import { robotsTxt, sitemapAlternates, sitemapFilter, sitemapPaths, sitemapSerialize } from '../../../src/seo/sitemap.ts';
import { llmsTxt, pageMarkdown, type LlmsPage } from '../../../src/llms/llms-txt.ts';
import { compilePattern, expandRedirects } from '../../../src/redirects/expand.ts';
import { redirectFile, redirectHtml } from '../../../src/redirects/page.ts';
import { groupTrailOf } from '../../../src/search/page-group.ts';
import { markedExcerpt } from '../../../components/islands/search/excerpt.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import type { NavigationModel } from '../../../src/navigation/model.ts';

const navigation: NavigationModel = {
  order: ['index', 'quickstart', 'guides/config', 'guides/deploy/hosts', 'secret'],
  groups: [
    { type: 'group', label: '', entries: [{ type: 'page', id: 'index' }] },
    { type: 'group', label: 'Start', entries: [{ type: 'page', id: 'quickstart' }] },
    {
      type: 'group',
      label: 'Guides',
      entries: [
        { type: 'page', id: 'guides/config' },
        { type: 'group', label: 'Deploy', entries: [{ type: 'page', id: 'guides/deploy/hosts' }] },
      ],
    },
    { type: 'group', label: 'Internal', entries: [{ type: 'page', id: 'secret' }] },
  ],
};

describe('head tags', () => {
  test('Open Graph and Twitter from the page; docs.json metadata site-wide; front matter keys win', () => {
    const tags = seoTags({
      siteName: 'Acme',
      fullTitle: 'Quickstart - Acme',
      description: 'Five minutes.',
      canonical: 'https://docs.acme.dev/quickstart/',
      siteMetadata: { 'og:image': '/images/card.png', 'twitter:site': '@acme' },
      frontmatter: { title: 'Quickstart', 'og:image': '/images/quick.png', keywords: ['cli', 'deploy'], 'not:a-tag': 'x' },
      absolute: (path) => new URL(path, 'https://docs.acme.dev').href,
    });
    expect(tags.map((t) => `${t.attribute}=${t.key}: ${t.content}`)).toMatchInlineSnapshot(`
      [
        "property=og:type: website",
        "property=og:site_name: Acme",
        "property=og:title: Quickstart - Acme",
        "property=og:description: Five minutes.",
        "property=og:url: https://docs.acme.dev/quickstart/",
        "name=twitter:card: summary_large_image",
        "name=twitter:title: Quickstart - Acme",
        "name=twitter:description: Five minutes.",
        "property=og:image: https://docs.acme.dev/images/quick.png",
        "name=twitter:site: @acme",
        "name=keywords: cli, deploy",
        "name=twitter:image: https://docs.acme.dev/images/quick.png",
      ]
    `);
  });

  test('canonical URL only when site is set; it keeps base', () => {
    expect(canonicalUrl(null, '/docs/quickstart/')).toBeUndefined();
    expect(canonicalUrl('https://acme.dev', '/docs/quickstart/')).toBe('https://acme.dev/docs/quickstart/');
  });
});

describe('sitemap and robots.txt', () => {
  const pages = navigation.order.map((id) => ({ id, frontmatter: id === 'secret' ? { noindex: true } : {} }));

  test('navigation pages without noindex, with base', () => {
    const paths = sitemapPaths(navigation, [...pages, { id: 'hidden', frontmatter: {} }], { base: '/docs', format: 'directory' });
    expect([...paths]).toEqual(['/docs', '/docs/quickstart', '/docs/guides/config', '/docs/guides/deploy/hosts']);
    const keep = sitemapFilter(() => paths);
    expect(keep('https://acme.dev/docs/quickstart/')).toBe(true);
    expect(keep('https://acme.dev/docs/hidden/')).toBe(false);
    expect(keep('https://acme.dev/docs/secret/')).toBe(false);
  });

  test('a page of a language lists its existing twins as sitemap alternates, under base and either URL format', () => {
    const language = (code: string, ids: string[]): Anchor => ({ name: code, url: '', iconType: 'duotone', isDefaultHidden: false, language: code, pages: ids });
    const anchors = [language('en', ['guides/setup', 'guides/solo']), language('fr', ['fr/guides/setup']), language('cn', ['cn/guides/setup'])];
    const urls = { base: '/docs', format: 'file' } as const;
    const serialize = sitemapSerialize(urls, sitemapAlternates(anchors, urls, 'https://acme.dev'));
    expect(serialize({ url: 'https://acme.dev/docs/fr/guides/setup' })).toEqual({
      url: 'https://acme.dev/docs/fr/guides/setup.html',
      links: [
        { url: 'https://acme.dev/docs/guides/setup.html', lang: 'en' },
        { url: 'https://acme.dev/docs/fr/guides/setup.html', lang: 'fr' },
        { url: 'https://acme.dev/docs/cn/guides/setup.html', lang: 'zh-CN' },
      ],
    });
    // A page without a twin gets no alternates.
    expect(serialize({ url: 'https://acme.dev/docs/guides/solo' })).toEqual({ url: 'https://acme.dev/docs/guides/solo.html' });
  });

  test('robots.txt names the sitemap when site is set', () => {
    expect(robotsTxt('https://acme.dev', { base: '/docs', format: 'directory' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://acme.dev/docs/sitemap-index.xml\n',
    );
    expect(robotsTxt(undefined, { base: '/', format: 'directory' })).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('llms.txt', () => {
  test('every navigation page with its description, grouped like the sidebar', () => {
    const pages = new Map<string, LlmsPage>(
      navigation.order.map((id) => [id, { title: id.split('/').pop()!, description: id === 'secret' ? undefined : `About ${id}.`, href: `/${id}/`, markdownHref: `/${id}.md` }]),
    );
    expect(llmsTxt({ name: 'Acme', description: 'Deploy things.', navigation, pages })).toMatchInlineSnapshot(`
      "# Acme

      > Deploy things.

      - [index](/index.md): About index.

      ## Start

      - [quickstart](/quickstart.md): About quickstart.

      ## Guides

      - [config](/guides/config.md): About guides/config.

      ### Deploy

      - [hosts](/guides/deploy/hosts.md): About guides/deploy/hosts.

      ## Internal

      - [secret](/secret.md)
      "
    `);
  });

  test('a page whose path holds spaces or parentheses stays a link in llms.txt and in markdown', () => {
    const spaced: NavigationModel = { groups: [{ type: 'group', label: 'SDK', entries: [{ type: 'page', id: 'sdk & api/intro' }] }], order: ['sdk & api/intro'] };
    const text = llmsTxt({ name: 'Acme', navigation: spaced, pages: new Map([['sdk & api/intro', { title: 'Intro', href: '/sdk & api/intro/', markdownHref: '/sdk & api/intro.md' }]]) });
    expect(text).toContain('- [Intro](/sdk%20&%20api/intro.md)');
    const markdown = pageMarkdown({ title: 'T', body: '<Card title="Pay" href="/sdk & api/pay/">Pay as you go.</Card>\n\nSee [Foo (bar)](<https://example.com/Foo_(bar)>).\n' }, { resolveUrl: (u) => u });
    expect(markdown).toContain('[Pay](/sdk%20&%20api/pay/)');
    expect(markdown).toContain('[Foo (bar)](https://example.com/Foo_%28bar%29)');
  });

  test('the group trail of a page, as search results show it', () => {
    expect(groupTrailOf(navigation, 'guides/deploy/hosts')).toEqual(['Guides', 'Deploy']);
    expect(groupTrailOf(navigation, 'index')).toEqual([]);
    expect(groupTrailOf(navigation, 'hidden')).toBeUndefined();
  });
});

describe('redirects', () => {
  const built = new Set(['/', '/quickstart', '/v4', '/v4/setup', '/v4/api/users']);

  test('plain and wildcard sources; wildcards expand against built pages', () => {
    const { pages, findings } = expandRedirects({
      redirects: [
        { source: '/start', destination: '/quickstart' },
        { source: '/v3/:slug*', destination: '/v4/:slug*' },
        { source: '/quickstart', destination: '/v4/setup' },
        { source: '/old/:slug*', destination: '/' },
      ],
      builtPaths: built,
      locate: (i) => ({ file: 'docs.json', line: 10 + i, column: 5 }),
    });
    expect(pages.map((p) => `${p.from} -> ${p.to}`)).toEqual([
      '/start -> /quickstart',
      '/v3 -> /v4',
      '/v3/setup -> /v4/setup',
      '/v3/api/users -> /v4/api/users',
    ]);
    expect(findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "docs.json:12:5: redirects[2].source: "/quickstart" is the path of a page; the page is kept and no redirect is written [redirects/source-is-page]",
        "docs.json:13:5: redirects[3]: "/old/:slug*" cannot be expanded to static pages: the destination "/" must use :slug and be a path on this site [redirects/unexpandable]",
      ]
    `);
  });

  test('single-segment parameters', () => {
    expect(compilePattern('/blog/:id/edit').regex.exec('/blog/42/edit')?.[1]).toBe('42');
    expect(compilePattern('/blog/:id/edit').regex.test('/blog/4/2/edit')).toBe(false);
  });

  test('the redirect page refreshes to the destination and names it canonical', () => {
    const html = redirectHtml('/docs/quickstart/', 'https://acme.dev/docs/quickstart/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/quickstart/">');
    expect(html).toContain('<link rel="canonical" href="https://acme.dev/docs/quickstart/">');
    expect(redirectFile('/out', '/v3/setup', 'directory')).toBe('/out/v3/setup/index.html');
    expect(redirectFile('/out', '/v3/setup', 'file')).toBe('/out/v3/setup.html');
  });
});

describe('search excerpts', () => {
  test('only the match marks are markup', () => {
    expect(markedExcerpt('use <mark>npm</mark> &lt;script&gt; here')).toBe('use <mark>npm</mark> &#60;script&#62; here');
  });
});
