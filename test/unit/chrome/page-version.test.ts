// A page's own `version:` front matter: read at setup (with a warning for unknown names), carried by
// the navigation model to the sidebar, and deciding the version-aware previous/next links.
import { describe, expect, test } from 'vitest';
import { ownPageVersions } from '../../../src/content/page-version.ts';
import { frontmatterKeyLine } from '../../../src/content/frontmatter-line.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';
import { pageVersions } from '../../../src/navigation/sections.ts';
import { sidebarEntries, type PageInfo, type SidebarEntry } from '../../../src/runtime/sidebar.ts';
import { versionedNeighbours } from '../../../src/runtime/versioned-neighbours.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';

const urls = { base: '/', format: 'directory' as const };
const sources: Record<string, string> = {
  'migrate.mdx': '---\ntitle: Migrate\nversion: v1\n---\n',
  'old.mdx': '---\ntitle: Old\n"version": "V1.0"\n---\n',
  'number.mdx': '\n---\nversion: 3\n---\n',
};
const scanned = [
  { id: 'index', file: 'index.mdx', frontmatter: { title: 'Home' } },
  { id: 'quickstart', file: 'quickstart.mdx', frontmatter: { title: 'Start' } },
  { id: 'migrate', file: 'migrate.mdx', frontmatter: { title: 'Migrate', version: 'v1' } },
  { id: 'whats-new', file: 'whats-new.mdx', frontmatter: { title: 'New' } },
  { id: 'old', file: 'old.mdx', frontmatter: { title: 'Old', version: 'V1.0' } },
  { id: 'number', file: 'number.mdx', frontmatter: { version: 3 } },
];

describe("a page's own version", () => {
  test('front matter lines are found for plain and quoted keys, after blank lines', () => {
    expect(frontmatterKeyLine(sources['migrate.mdx']!, 'version')).toBe(3);
    expect(frontmatterKeyLine(sources['old.mdx']!, 'version')).toBe(3);
    expect(frontmatterKeyLine(sources['number.mdx']!, 'version')).toBe(3);
    expect(frontmatterKeyLine('no front matter\nversion: x', 'version')).toBe(1);
  });

  test('known names are kept; unknown ones warn with the line and a did-you-mean', () => {
    const { versions, findings } = ownPageVersions(scanned, ['v2', 'v1'], (file) => sources[file]!, 'docs.json');
    expect(Object.fromEntries(versions)).toEqual({ migrate: 'v1' });
    expect(findings.map(formatFinding)).toEqual([
      'old.mdx:3: version: "V1.0" is not a docs version (docs.json\'s versions are "v2", "v1"; did you mean "v1"?); the page shows in every version [page/unknown-version]',
      'number.mdx:3: version: 3 is not a docs version (docs.json\'s versions are "v2", "v1"; did you mean "v2"?); the page shows in every version [page/unknown-version]',
    ]);
    // The config file read is the one named.
    expect(ownPageVersions(scanned.slice(2, 3), undefined, (file) => sources[file]!, 'mint.json').findings.map(formatFinding)).toEqual([
      'migrate.mdx:3: version: "v1" is not a docs version (mint.json has no `versions`); the page shows in every version [page/unknown-version]',
    ]);
  });

  const { versions: own } = ownPageVersions(scanned, ['v2', 'v1'], (file) => sources[file]!, 'docs.json');
  const { model: navigation } = buildNavigation({
    navigation: [
      { group: 'Start', pages: ['index', 'quickstart', 'migrate'] },
      { group: 'New', version: 'v2', pages: ['whats-new'] },
    ] as never,
    pageIds: new Set(scanned.map((p) => p.id)),
    ownVersions: own,
  });
  const config = { versions: ['v2', 'v1'] };
  const versions = pageVersions(navigation, config, scanned.map((p) => p.id));
  const pages = new Map<string, PageInfo>(scanned.map((p) => [p.id, { title: p.frontmatter.title ?? p.id }]));

  test('the page joins the map of versioned pages beside the pages of versioned groups', () => {
    expect(Object.fromEntries(versions)).toEqual({ migrate: 'v1', 'whats-new': 'v2' });
  });

  test('its sidebar entry carries the version (the markup hides it while another is selected)', () => {
    const flat = (entries: SidebarEntry[]): string[] =>
      entries.flatMap((e) => (e.type === 'link' ? [`${e.label}${e.version ? ` [${e.version}]` : ''}`] : [`${e.label}${e.version ? ` [${e.version}]` : ''}:`, ...(e.type === 'group' ? flat(e.entries) : [])]));
    expect(flat(sidebarEntries(navigation.groups, 'index', pages, urls))).toEqual(['Start:', 'Home', 'Start', 'Migrate [v1]', 'New [v2]:', 'New']);
  });

  test('a group whose pages all have the same own version takes it, so no other version shows an empty heading', () => {
    const { model } = buildNavigation({
      navigation: [{ group: 'Moving on', pages: ['migrate', { group: 'Nested', pages: ['migrate'] }] }, { group: 'Mixed', pages: ['migrate', 'index'] }] as never,
      pageIds: new Set(['migrate', 'index']),
      ownVersions: own,
    });
    expect(model.groups.map((g) => [g.label, g.version, g.entries.map((e) => e.version)])).toEqual([
      ['Moving on', 'v1', ['v1', 'v1']],
      ['Mixed', undefined, ['v1', undefined]],
    ]);
  });

  test('previous/next: one set per version where they differ, one set for a versioned page', () => {
    const sets = (currentId: string) =>
      versionedNeighbours({ navigation, currentId, pages, urls, inScope: () => true, pageVersions: versions, versions: config.versions }).map(
        (set) => `${set.version ?? 'all'}: ${set.prev?.label ?? '-'} < > ${set.next?.label ?? '-'}`,
      );
    expect(sets('quickstart')).toEqual(['v2: Home < > New', 'v1: Home < > Migrate']);
    expect(sets('migrate')).toEqual(['all: Start < > -']);
    expect(sets('whats-new')).toEqual(['all: Start < > -']);
    expect(sets('index')).toEqual(['all: - < > Start']);
    // Without docs.json versions nothing is filtered.
    expect(versionedNeighbours({ navigation, currentId: 'migrate', pages, urls, inScope: () => true, pageVersions: new Map(), versions: [] }).map((s) => s.next?.label)).toEqual(['New']);
  });
});
