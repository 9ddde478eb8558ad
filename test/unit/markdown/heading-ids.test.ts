// Custom heading ids (`## Setup {#setup}`): kept as text for MDX, taken off the heading by the
// heading plugins (Sätteri and rehype), and known to the link checker.
import { describe, expect, test } from 'vitest';
import { markdownToHtml, mdxToJs } from 'satteri';
import { customHeadingId, escapeHeadingIds } from '../../../src/markdown/heading-ids.ts';
import { headingAnchorPlugin } from '../../../src/markdown/satteri-plugins.ts';
import { rehypeHeadingAnchors } from '../../../src/markdown/unified-plugins.ts';
import { extractLinks } from '../../../src/links/extract.ts';
import { mdxToMarkdown } from '../../../src/llms/to-markdown.ts';
import { feedEntries } from '../../../src/rss/feed.ts';

const PAGE = ['## My `section` {#my-anchor}', '', 'Text {#not-a-heading}', '', '```md', '## In code {#kept}', '```', '', '### Plain'].join('\n');

describe('custom heading ids', () => {
  test('the source escapes a heading\'s {#id} only, lines kept; MDX then compiles it', () => {
    const escaped = escapeHeadingIds(PAGE);
    expect(escaped.split('\n')).toEqual(['## My `section` \\{#my-anchor\\}', '', 'Text {#not-a-heading}', '', '```md', '## In code {#kept}', '```', '', '### Plain']);
    expect(() => mdxToJs(PAGE)).toThrow();
    expect(() => mdxToJs(escaped.replace('Text {#not-a-heading}', 'Text'))).not.toThrow();
    expect(customHeadingId('Setup {#setup}')).toEqual({ id: 'setup', text: 'Setup' });
    expect(customHeadingId('Setup')).toBeUndefined();
  });

  test('the Sätteri plugin makes it the id and drops it from the text', () => {
    // Synchronous: the plugin is.
    const { html } = markdownToHtml(escapeHeadingIds('## My `section` {#my-anchor}\n\n### Plain\n'), { hastPlugins: [headingAnchorPlugin()] }) as { html: string };
    expect(html).toContain('<h2 id="my-anchor">My <code>section</code><a class="ds-heading-anchor" href="#my-anchor"');
    expect(html).toContain('<h3 id="plain">Plain<a');
    expect(html).not.toContain('{#');
  });

  test('the rehype plugin does the same', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'Setup {#setup}' }] }],
    };
    rehypeHeadingAnchors()(tree as never);
    const heading = tree.children[0]!;
    expect(heading.properties).toEqual({ id: 'setup' });
    expect(heading.children[0]).toEqual({ type: 'text', value: 'Setup' });
  });

  test('the link checker knows the id, and reads the rest of the page', () => {
    const extracted = extractLinks(`${PAGE.replace('Text {#not-a-heading}', 'See [it](#my-anchor).')}\n`);
    expect(extracted.parseError).toBeUndefined();
    expect([...extracted.anchors]).toEqual(['my-anchor', 'plain']);
    expect(extracted.links.map((l) => l.url)).toEqual(['#my-anchor']);
  });

  test('the markdown twin and the RSS feed read such a page as MDX, not as text', () => {
    const page = '## Setup {#setup}\n\n<Visibility for="humans">\nFor readers.\n</Visibility>\n\n<Visibility for="agents">\nFor tools.\n</Visibility>\n\n<Update label="2026-01-01">New.</Update>\n';
    // Read as text, the twin would hold both paragraphs.
    const markdown = mdxToMarkdown(page);
    expect(markdown).toContain('For tools.');
    expect(markdown).not.toContain('For readers.');
    expect(feedEntries(page).map((entry) => entry.label)).toEqual(['2026-01-01']);
  });
});
