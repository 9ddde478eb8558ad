// The link checker as `docsmith lint` runs it: page sources in, findings with file:line out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkLinks, resolveLink, targetsFromSources, type PageSource } from '../../../src/links/check.ts';
import { extractLinks } from '../../../src/links/extract.ts';
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
  test('heading ids follow the build: duplicates numbered, inline code kept, h1 ignored', () => {
    const { anchors } = extractLinks('# Title\n\n## Use `npm`\n\n## Setup\n\n## Setup\n');
    expect([...anchors]).toEqual(['use-npm', 'setup', 'setup-1']);
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
