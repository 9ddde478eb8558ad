// A changelog page's <Update> entries as an RSS feed.
import { expect, test } from 'vitest';
import { feedEntries, feedHref, rssXml } from '../../../src/rss/feed.ts';

const page = `Intro text.

<Update label="2026-03-01" description="v2.1.0" tags={["Feature"]}>
  Deploys to **several regions** & more: \`acme deploy\`.
</Update>

<Update label="Spring release">
  <Note>Beta.</Note>
</Update>

<Update label="2026-03-01">
  Same day, second entry.
</Update>
`;

test('entries: label, description, body as markdown, the anchor of the label heading', () => {
  expect(feedEntries(page)).toEqual([
    { label: '2026-03-01', description: 'v2.1.0', body: 'Deploys to **several regions** & more: `acme deploy`.', anchor: '2026-03-01' },
    { label: 'Spring release', description: undefined, body: '> **Note:** Beta.', anchor: 'spring-release' },
    { label: '2026-03-01', description: undefined, body: 'Same day, second entry.', anchor: '2026-03-01-2' },
  ]);
});

test('the feed: escaped text, links to the entries, dates from date labels only', () => {
  const xml = rssXml({ title: 'Changelog', pageUrl: 'https://docs.example.com/changelog/', entries: feedEntries(page).slice(0, 2) });
  expect(xml).toMatchInlineSnapshot(`
    "<?xml version="1.0" encoding="UTF-8"?>
    <rss version="2.0"><channel>
    <title>Changelog</title>
    <link>https://docs.example.com/changelog/</link>
    <description>Changelog</description>
    <item><title>2026-03-01</title><link>https://docs.example.com/changelog/#2026-03-01</link><guid isPermaLink="true">https://docs.example.com/changelog/#2026-03-01</guid><pubDate>Sun, 01 Mar 2026 00:00:00 GMT</pubDate><description>v2.1.0

    Deploys to **several regions** &amp; more: \`acme deploy\`.</description></item>
    <item><title>Spring release</title><link>https://docs.example.com/changelog/#spring-release</link><guid isPermaLink="true">https://docs.example.com/changelog/#spring-release</guid><description>&gt; **Note:** Beta.</description></item>
    </channel></rss>
    "
  `);
});

test('where the feed is served', () => {
  expect(feedHref('changelog', '/')).toBe('/changelog/rss.xml');
  expect(feedHref('releases/index', '/docs/')).toBe('/docs/releases/rss.xml');
  expect(feedHref('index', '/')).toBe('/index/rss.xml');
});

test('an Update without a label has no heading: it takes no id from those after it', () => {
  // The build makes a heading only of a non-empty string label (update-labels.ts), so the labelled
  // Update below has the id `update`, and the unlabelled one an anchor of its own.
  const page = ['<Update>', '', 'First.', '', '</Update>', '', '<Update label="Update">', '', 'Second.', '', '</Update>'].join('\n');
  expect(feedEntries(page).map((entry) => entry.anchor)).toEqual(['update-1', 'update']);
});
