// Heading ids by the hosted platform's rule (src/markdown/heading-slugs.ts), not GitHub's: one case per
// rule, then the same ids from the build's heading plugins, the link checker and the RSS feed. Each
// rule's case fails with github-slugger (what it gives is written beside it), so that links written
// for the platform keep landing on their heading; hyphens at either end are the exception, since there
// the rule is GitHub's on purpose.
import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import { HeadingSlugger, headingSlug } from '../../../src/markdown/heading-slugs.ts';
import { headingAnchorPlugin } from '../../../src/markdown/satteri-plugins.ts';
import { rehypeHeadingAnchors } from '../../../src/markdown/unified-plugins.ts';
import { updateLabelsPlugin } from '../../../src/markdown/update-labels.ts';
import { escapeHeadingIds } from '../../../src/markdown/heading-ids.ts';
import { extractLinks } from '../../../src/links/extract.ts';
import { feedEntries } from '../../../src/rss/feed.ts';

/** The ids a slugger gives these heading texts, in order, on one page. */
const idsOf = (...texts: string[]) => {
  const slugger = new HeadingSlugger();
  return texts.map((text) => slugger.headingId(text));
};

describe('the rule', () => {
  test('letters are lowercased (of any script)', () => {
    // GitHub lowercases too; the period is what differs: it gives "nodejs-sdk".
    expect(headingSlug('Node.JS SDK')).toBe('node-js-sdk');
    expect(headingSlug('ÜBER Uns')).toBe('über-uns');
  });

  test('whitespace of every kind becomes a hyphen', () => {
    // GitHub turns only the space into a hyphen and drops tabs and no-break spaces: "steponeand--two".
    expect(headingSlug('Step\u00a0one\tand  two')).toBe('step-one-and-two');
  });

  test('ampersands and slashes are kept', () => {
    // GitHub: "fees--billing", "readwrite-access".
    expect(headingSlug('Fees & billing')).toBe('fees-&-billing');
    expect(headingSlug('Read/write access')).toBe('read/write-access');
  });

  test('periods become hyphens', () => {
    // GitHub: "v12-notes".
    expect(headingSlug('v1.2 notes')).toBe('v1-2-notes');
  });

  test('a straight apostrophe becomes a right single quotation mark; a curly one is kept', () => {
    // GitHub: "whats-next" for both.
    expect(headingSlug("What's next?")).toBe('what\u2019s-next');
    expect(headingSlug('What\u2019s next?')).toBe('what\u2019s-next');
  });

  test('parentheses are removed (what they hold stays)', () => {
    // GitHub: "retries-v12" (it drops the period).
    expect(headingSlug('Retries (v1.2)')).toBe('retries-v1-2');
  });

  test('other punctuation and symbols are removed; letters and digits of every script, - and _ stay', () => {
    // GitHub: "café--crème-qué-日本語-ex_1-" (it drops the ampersand and the slash).
    expect(headingSlug('Café & crème: ¿qué? "日本語", `ex_1`; a/b! 🚀')).toBe('café-&-crème-qué-日本語-ex_1-a/b-');
  });

  test('a run of hyphens becomes one, as links real platform folders write show; hyphens at either end stay', () => {
    // GitHub: "1-install-mem0" (it drops the period), "a---b". The published rule alone would give
    // "1--install-mem0", which the mem0 folder's own link (#1-install-mem0) does not use.
    expect(headingSlug('1. Install Mem0')).toBe('1-install-mem0');
    expect(headingSlug('A - B')).toBe('a-b');
    // Not a difference: the platform's rule says nothing about ends, so GitHub's behaviour is kept.
    expect(headingSlug('🚀 Launch')).toBe('-launch');
  });

  test('duplicates on one page get -2, -3…', () => {
    // GitHub: "example-1", "example-2".
    expect(idsOf('Example', 'Example', 'Example')).toEqual(['example', 'example-2', 'example-3']);
    // A heading whose own text gives a numbered id takes that number from the duplicates.
    expect(idsOf('Example', 'Example 2', 'Example')).toEqual(['example', 'example-2', 'example-3']);
  });

  test('a custom id wins and counts among the duplicates', () => {
    // The old plugins left custom ids out of the count: "example" twice.
    expect(idsOf('Intro {#example}', 'Example')).toEqual(['example', 'example-2']);
    expect(idsOf('Example', 'Again {#example}', 'Example')).toEqual(['example', 'example', 'example-2']);
  });

  test('a new slugger starts a new page', () => {
    expect(idsOf('Example')).toEqual(['example']);
    expect(idsOf('Example')).toEqual(['example']);
  });
});

// One page, read by each part that gives or predicts ids: they must agree.
const PAGE = [
  '# Overview',
  '',
  '## Fees & billing',
  '',
  "## What's next?",
  '',
  '## Example',
  '',
  '<Note>',
  '## Example',
  '</Note>',
  '',
  '<Update label="Example">',
  'Shipped.',
  '</Update>',
  '',
  '## Setup {#example-4}',
  '',
  '## Example',
  '',
].join('\n');
const PAGE_IDS = ['overview', 'fees-&-billing', 'what\u2019s-next', 'example', 'example-2', 'example-3', 'example-4', 'example-5'];

describe('every part gives the same ids', () => {
  test('the Sätteri plugin: every heading of the page (h1, headings inside components, Update labels) in one count', async () => {
    const { code } = await mdxToJs(escapeHeadingIds(PAGE), { hastPlugins: [updateLabelsPlugin(), headingAnchorPlugin()] });
    expect([...code.matchAll(/\bid: "([^"]*)"/g)].map((m) => m[1])).toEqual(PAGE_IDS);
    expect(code).toContain('href: "#fees-&-billing"');
    // The h1 gets its id, not an anchor link.
    expect(code).not.toContain('href: "#overview"');
  });

  test('the rehype plugin', () => {
    const heading = (tagName: string, value: string) => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value }] });
    const tree = { type: 'root', children: [heading('h1', 'Overview'), heading('h2', 'Fees & billing'), heading('h3', 'v1.2 notes'), heading('h2', 'Fees & billing')] };
    rehypeHeadingAnchors()(tree as never);
    expect(tree.children.map((h) => (h.properties as { id?: string }).id)).toEqual(['overview', 'fees-&-billing', 'v1-2-notes', 'fees-&-billing-2']);
    expect(tree.children[0]!.children).toHaveLength(1);
  });

  test('the link checker', () => {
    expect([...extractLinks(PAGE).anchors]).toEqual(PAGE_IDS);
  });

  test('the RSS feed: an entry links to the id its label heading has among the page headings', () => {
    expect(feedEntries(PAGE).map((entry) => entry.anchor)).toEqual(['example-3']);
  });
});
