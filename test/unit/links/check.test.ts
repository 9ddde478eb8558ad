// The link checker as `docsmith lint` runs it: page sources in, findings with file:line out.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkLinks, resolveLink, targetsFromSources, type PageSource } from '../../../src/links/check.ts';
import { extractLinks } from '../../../src/links/extract.ts';
import { snippetLinkSources } from '../../../src/links/snippet-sources.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { REPO_ROOT } from '../../support/paths.ts';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/links-broken');

function fixturePages(): PageSource[] {
  return ['index.mdx', 'guides/setup.mdx'].map((file) => ({
    id: file.replace(/\.mdx$/, ''),
    file,
    source: readFileSync(join(FIXTURE, file), 'utf8'),
  }));
}

describe('checkLinks', () => {
  test('the fixture: a broken link and broken fragments, each at file:line with a did-you-mean', () => {
    const pages = fixturePages();
    const findings = checkLinks(pages, targetsFromSources(pages));
    expect(findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "index.mdx:10:3: link "/guides/setpu" points at /guides/setpu, which is not a page of this site; did you mean "/guides/setup"? [links/broken]",
        "index.mdx:10:38: link "/guides/setup#instal-the-cli": /guides/setup has no heading or element with id "instal-the-cli"; did you mean "#install-the-cli"? [links/broken-fragment]",
        "index.mdx:12:53: a href "/guides/setup#configuration": /guides/setup has no heading or element with id "configuration" [links/broken-fragment]",
      ]
    `);
  });

  test('card hrefs, same-page fragments, explicit ids, relative links, base and files', () => {
    const pages: PageSource[] = [
      {
        id: 'guides/a',
        file: 'guides/a.mdx',
        source: [
          '## First part',
          '',
          '<span id="custom-spot" />',
          '',
          '[same page](#first-part) [custom](#custom-spot) [missing](#second-part)',
          '',
          '[sibling](b) [sibling file](./b.mdx#intro) [up](../index) [with base](/docs/guides/b/)',
          '',
          '[image file](/images/a.png) [external](https://example.com/x#y) [mail](mailto:a@example.com)',
          '',
          '<CardGroup>',
          '  <Card title="B" href="/guides/c">Card</Card>',
          '</CardGroup>',
          '',
          '[ref]: /guides/b#nope',
        ].join('\n'),
      },
      { id: 'guides/b', file: 'guides/b.mdx', source: '## Intro\n\nText.\n' },
      { id: 'index', file: 'index.mdx', source: 'Home.\n' },
    ];
    const findings = checkLinks(pages, targetsFromSources(pages, ['images/a.png']), { base: '/docs' });
    expect(findings.map(formatFinding)).toMatchInlineSnapshot(`
      [
        "guides/a.mdx:5:49: link "#second-part": this page has no heading or element with id "second-part" [links/broken-fragment]",
        "guides/a.mdx:12:3: Card href "/guides/c" points at /guides/c, which is not a page of this site; did you mean "/guides/a"? [links/broken]",
        "guides/a.mdx:15:1: link "/guides/b#nope": /guides/b has no heading or element with id "nope" [links/broken-fragment]",
      ]
    `);
  });
});

describe('resolveLink', () => {
  test('paths are read as the built site serves them', () => {
    expect(resolveLink('/guides/intro.mdx#x', 'index')).toEqual({ path: '/guides/intro', fragment: 'x' });
    expect(resolveLink('intro', 'guides/setup')).toEqual({ path: '/guides/intro', fragment: undefined });
    expect(resolveLink('/docs/guides/', 'index', '/docs')).toEqual({ path: '/guides', fragment: undefined });
    expect(resolveLink('/guides/index', 'index')).toEqual({ path: '/guides', fragment: undefined });
    expect(resolveLink('#Caf%C3%A9', 'index')).toEqual({ fragment: 'Café' });
    expect(resolveLink('https://example.com', 'index')).toBeUndefined();
  });
});

describe('extractLinks', () => {
  test('heading ids follow the build: duplicates numbered from -2, inline code kept, an h1 counted too', () => {
    const { anchors } = extractLinks('# Title\n\n## Use `npm`\n\n## Setup\n\n## Setup\n');
    expect([...anchors]).toEqual(['title', 'use-npm', 'setup', 'setup-2']);
  });

  test('fragments written for the platform: `#fees-&-billing` is the heading, the GitHub-style `#fees-billing` is reported', () => {
    const pages: PageSource[] = [
      { id: 'pricing', file: 'pricing.mdx', source: '## Fees & billing\n\nSee [fees](#fees-&-billing), [old style](#fees-billing) and [encoded](/pricing#fees-%26-billing).\n' },
    ];
    expect(checkLinks(pages, targetsFromSources(pages)).map(formatFinding)).toEqual([
      'pricing.mdx:3:30: link "#fees-billing": this page has no heading or element with id "fees-billing"; did you mean "#fees-&-billing"? [links/broken-fragment]',
    ]);
  });
});

describe('plain markdown pages', () => {
  test('.md pages are read as markdown: braces and angle brackets are text, links still count', () => {
    const pages: PageSource[] = [
      { id: 'notes', file: 'notes.md', source: '## Use {braces} here\n\nA <b>tag</b>: see [missing](/nowhere) and [top](#use-braces-here).\n' },
    ];
    expect(checkLinks(pages, targetsFromSources(pages)).map(formatFinding)).toEqual([
      'notes.md:3:19: link "/nowhere" points at /nowhere, which is not a page of this site [links/broken]',
    ]);
  });
});

describe('redirects as link targets', () => {
  test('a link to a redirect source is not broken; wildcard sources count for every page they expand to', () => {
    const pages: PageSource[] = [
      { id: 'index', file: 'index.mdx', source: '[old](/getting-started) [older](/v1/guide) [gone](/v1/nothing)\n' },
      { id: 'v2/guide', file: 'v2/guide.mdx', source: 'Guide.\n' },
    ];
    const targets = targetsFromSources(pages, {
      redirects: [
        { source: '/getting-started', destination: '/' },
        { source: '/v1/:slug*', destination: '/v2/:slug*' },
      ],
    });
    expect(checkLinks(pages, targets).map(formatFinding)).toEqual([
      'index.mdx:1:44: link "/v1/nothing" points at /v1/nothing, which is not a page of this site [links/broken]',
    ]);
  });
});

describe('snippets', () => {
  test('the absolute links of snippet files at any depth are checked; relative ones, which depend on the page showing the snippet, are not', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsmith-snippet-links-'));
    try {
      mkdirSync(join(root, 'snippets'));
      mkdirSync(join(root, 'es/snippets'), { recursive: true });
      writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHi.\n');
      writeFileSync(join(root, 'snippets/note.mdx'), '<Note>\nActivate a [license key](/docs/no-such-page) or see [home](/) and [a sibling](setup).\n</Note>\n');
      writeFileSync(join(root, 'es/snippets/nota.mdx'), 'Ver [la guía](/guia).\n');
      const pages: PageSource[] = [{ id: 'index', file: 'index.mdx', source: readFileSync(join(root, 'index.mdx'), 'utf8') }];
      const findings = checkLinks([...pages, ...snippetLinkSources(root)], targetsFromSources(pages));
      expect(findings.map(formatFinding)).toEqual([
        'es/snippets/nota.mdx:1:5: link "/guia" points at /guia, which is not a page of this site [links/broken]',
        'snippets/note.mdx:2:12: link "/docs/no-such-page" points at /docs/no-such-page, which is not a page of this site [links/broken]',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
