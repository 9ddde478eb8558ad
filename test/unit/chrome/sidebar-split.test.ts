import { describe, expect, test } from 'vitest';
import { pageIdsOf, type NavGroupNode, type NavigationModel } from '../../../src/navigation/model.ts';
import { pageSidebar, type PageInfo, type SidebarEntry } from '../../../src/runtime/sidebar.ts';
import {
  FULL_SIDEBAR_LINKS,
  countPageLinks,
  navFragmentHref,
  navFragmentId,
  navFragments,
} from '../../../src/runtime/sidebar-fragments.ts';

const urls = { base: '/', format: 'directory' as const };

/** `groups` named groups of `perGroup` pages each: `gN/page-M`. */
function navigationOf(groups: number, perGroup: number, extra: NavGroupNode[] = []): NavigationModel {
  const nodes: NavGroupNode[] = Array.from({ length: groups }, (_, g) => ({
    type: 'group',
    label: `Group ${g + 1}`,
    entries: Array.from({ length: perGroup }, (_, p) => ({ type: 'page' as const, id: `g${g + 1}/page-${p + 1}` })),
  }));
  nodes.push(...extra);
  return { groups: nodes, order: nodes.flatMap(pageIdsOf) };
}

function pagesOf(navigation: NavigationModel): Map<string, PageInfo> {
  return new Map(navigation.order.map((id) => [id, { title: `Title of ${id}` }]));
}

const shape = (entries: SidebarEntry[]) =>
  entries.map((e) => (e.type === 'group' ? `${e.label}: ${e.entries.length} links${e.open ? ', open' : ''}` : e.type === 'fetched' ? `${e.label} -> ${e.href} (${e.fragment})` : e.label));

describe('a sidebar within the limit', () => {
  const navigation = navigationOf(3, FULL_SIDEBAR_LINKS / 3);

  test('is written in full, with no fragment', () => {
    expect(countPageLinks(navigation.groups)).toBe(FULL_SIDEBAR_LINKS);
    const entries = pageSidebar(navigation.groups, 'g2/page-1', pagesOf(navigation), urls);
    expect(entries.every((e) => e.type === 'group')).toBe(true);
    expect(shape(entries)).toEqual(['Group 1: 100 links, open', 'Group 2: 100 links, open', 'Group 3: 100 links, open']);
    expect(navFragments(navigation, {}).size).toBe(0);
  });
});

describe('a sidebar over the limit', () => {
  const unnamed: NavGroupNode = { type: 'group', label: '', entries: [{ type: 'page', id: 'changelog' }] };
  const navigation = navigationOf(4, 80, [unnamed]);
  const pages = pagesOf(navigation);

  test('writes the groups holding the page and unnamed ones, the others as fetched headings', () => {
    const entries = pageSidebar(navigation.groups, 'g3/page-7', pages, urls);
    const ids = [0, 1, 3].map((i) => navFragmentId(navigation.groups[i]!));
    expect(shape(entries)).toEqual([
      `Group 1 -> /g1/page-1/ (/_docsmith/nav/${ids[0]}/)`,
      `Group 2 -> /g2/page-1/ (/_docsmith/nav/${ids[1]}/)`,
      'Group 3: 80 links, open',
      `Group 4 -> /g4/page-1/ (/_docsmith/nav/${ids[2]}/)`,
      ': 1 links, open',
    ]);
    const current = (entries[2] as Extract<SidebarEntry, { type: 'group' }>).entries.filter((e) => e.type === 'link' && e.current);
    expect(current).toMatchObject([{ id: 'g3/page-7', href: '/g3/page-7/' }]);
  });

  test('a page outside every group (hidden page) gets every named group as a heading', () => {
    expect(pageSidebar(navigation.groups, 'hidden', pages, urls).map((e) => e.type)).toEqual(['fetched', 'fetched', 'fetched', 'fetched', 'group']);
  });

  test('has one fragment per named group, whose ids the pages use', () => {
    const fragments = navFragments(navigation, {});
    expect([...fragments.values()].map((g) => g.label)).toEqual(['Group 1', 'Group 2', 'Group 3', 'Group 4']);
    const linked = pageSidebar(navigation.groups, 'g1/page-1', pages, urls).flatMap((e) => (e.type === 'fetched' ? [e.id] : []));
    expect(linked.every((id) => fragments.has(id))).toBe(true);
  });

  test('a heading skips a first page whose entry opens another site', () => {
    const withUrl = new Map(pages);
    withUrl.set('g1/page-1', { title: 'Status', url: 'https://status.example.com' });
    const [first] = pageSidebar(navigation.groups, 'g2/page-1', withUrl, urls);
    expect(first).toMatchObject({ type: 'fetched', href: '/g1/page-2/' });
  });

  test('fragment ids are stable, differ with content, and fragment URLs follow base and build.format', () => {
    const group = navigation.groups[0]!;
    expect(navFragmentId(group)).toBe(navFragmentId(structuredClone(group)));
    expect(navFragmentId(group)).not.toBe(navFragmentId({ ...group, entries: group.entries.slice(1) }));
    expect(navFragmentId(group)).toMatch(/^group-1-[0-9a-f]{10}$/);
    expect(navFragmentId({ ...group, label: 'Été & API' })).toMatch(/^ete-api-[0-9a-f]{10}$/);
    expect(navFragmentHref('x-1', { base: '/docs/', format: 'directory' })).toBe('/docs/_docsmith/nav/x-1/');
    expect(navFragmentHref('x-1', { base: '/docs', format: 'file' })).toBe('/docs/_docsmith/nav/x-1.html');
  });
});

describe('anchors and tabs', () => {
  // 400 pages under api/ (an anchor) and 100 elsewhere: only the anchor's sidebar is over the limit.
  const navigation: NavigationModel = (() => {
    const api = navigationOf(4, 100).groups.map((g, i) => ({
      ...g,
      label: `API ${i + 1}`,
      entries: g.entries.map((e) => ({ type: 'page' as const, id: `api/${(e as { id: string }).id}` })),
    }));
    const guides = navigationOf(1, 100).groups;
    const groups = [...guides, ...api];
    return { groups, order: groups.flatMap((g) => g.entries.map((e) => (e as { id: string }).id)) };
  })();
  const config = { anchors: [{ name: 'API', url: 'api', iconType: 'duotone' as const, isDefaultHidden: false }] };

  test('only scopes over the limit get fragments, of their own groups', () => {
    expect([...navFragments(navigation, config).values()].map((g) => g.label)).toEqual(['API 1', 'API 2', 'API 3', 'API 4']);
  });
});
