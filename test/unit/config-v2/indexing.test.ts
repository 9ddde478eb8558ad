// `seo.indexing` and `interaction.drilldown`: which pages are indexable and listed in the sitemap,
// the reader's warnings, and which page opening a sidebar group goes to.
import { expect, test } from 'vitest';
import { indexingOf, isNoindexPage, sitemapPageIds } from '../../../src/seo/indexing.ts';
import { drilldownOn, firstPageHref } from '../../../src/runtime/drilldown.ts';
import { mapSiteKeys } from '../../../src/config/v2/site-keys.ts';
import type { DocsConfig } from '../../../src/config/schema.ts';
import type { NavigationModel } from '../../../src/navigation/model.ts';

const navigation: NavigationModel = { order: ['intro', 'guide'], groups: [] };
const pages = [
  { id: 'intro', frontmatter: {} },
  { id: 'guide', frontmatter: { noindex: true } },
  { id: 'unlisted', frontmatter: {} },
  { id: 'secret', frontmatter: { hidden: true } },
];

test('navigable (the current format\'s default): only navigation pages; all: every page but noindex ones', () => {
  expect(indexingOf({ format: 'current' })).toBe('navigable');
  expect(indexingOf({ format: 'current', seo: { indexing: 'all' } })).toBe('all');
  expect(indexingOf({ format: 'legacy' })).toBeUndefined();
  expect(sitemapPageIds('navigable', navigation, pages)).toEqual(['intro']);
  expect(sitemapPageIds('all', navigation, pages)).toEqual(['intro', 'unlisted', 'secret']);
  expect(pages.map((p) => isNoindexPage('navigable', navigation, p.id, p.frontmatter))).toEqual([false, true, true, true]);
  expect(pages.map((p) => isNoindexPage('all', navigation, p.id, p.frontmatter))).toEqual([false, true, false, false]);
  // A legacy site: a page outside the navigation is indexable unless it asks not to be.
  expect(pages.map((p) => isNoindexPage(undefined, navigation, p.id, p.frontmatter))).toEqual([false, true, false, true]);
});

function mapped(data: Record<string, unknown>) {
  const reports: string[] = [];
  const config = { name: 'x' } as DocsConfig;
  mapSiteKeys(data, config, (rule, path, message) => reports.push(`${rule} ${path.join('.')}: ${message}`));
  return { config, reports };
}

test('wrong values are placed warnings and fall back to the defaults', () => {
  const seo = mapped({ seo: { indexing: 'everything' } });
  expect(seo.reports).toEqual(['config/invalid-value seo.indexing: seo.indexing: expected "navigable" or "all", got "everything"; "navigable" is used']);
  expect(indexingOf({ format: 'current', ...seo.config })).toBe('navigable');
  expect(mapped({ seo: { indexing: 'al' } }).reports[0]).toContain('did you mean "all"?');
  const interaction = mapped({ interaction: { drilldown: 'yes', drildown: true } });
  expect(interaction.reports).toEqual([
    'config/unknown-key interaction.drildown: unknown key "interaction.drildown"; did you mean "drilldown"?; it is ignored',
    'config/invalid-value interaction.drilldown: interaction.drilldown: expected true or false, got "yes"; groups only expand',
  ]);
  expect(drilldownOn(interaction.config)).toBe(false);
  expect(drilldownOn(mapped({ interaction: { drilldown: true } }).config)).toBe(true);
});

test('drilldown goes to the first page of the site in the group, however deep', () => {
  const link = (href: string, external = false) => ({ type: 'link' as const, id: href, label: href, href, current: false, external });
  expect(firstPageHref([link('https://example.com', true), { type: 'group', label: 'A', open: false, entries: [link('/a/'), link('/b/')] }, link('/c/')])).toBe('/a/');
  expect(firstPageHref([link('https://example.com', true)])).toBeUndefined();
});
