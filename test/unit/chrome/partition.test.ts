import { describe, expect, test } from 'vitest';
import { ownerIndex, ownsPage } from '../../../src/navigation/partition.ts';
import { anchorLinks, pageVersions, scopedGroups, scopeOf, tabLinks, versionTargets } from '../../../src/navigation/sections.ts';
import type { NavigationModel } from '../../../src/navigation/model.ts';

const urls = { base: '/', format: 'directory' as const };

describe('partition rule', () => {
  test('a prefix owns pages by whole segments', () => {
    expect(ownsPage('api', 'api/users')).toBe(true);
    expect(ownsPage('api', 'api')).toBe(true);
    expect(ownsPage('/api/', 'api/users')).toBe(true);
    expect(ownsPage('api', 'apis/users')).toBe(false);
    expect(ownsPage('https://example.com/api', 'api/users')).toBe(false);
    expect(ownsPage('', 'api/users')).toBe(false);
  });
  test('. and .. steps in a tab or anchor url name no folder: the url stays inside the site', () => {
    expect(ownsPage('../../api', 'api/users')).toBe(true);
    expect(ownsPage('./api/./', 'api/users')).toBe(true);
    expect(ownsPage('..', 'api/users')).toBe(false);
  });
  test('the longest whole-segment prefix wins, whatever the order', () => {
    const items = [{ url: 'api' }, { url: 'api/v2' }, { url: 'apis' }];
    expect(ownerIndex(items, 'api/v2/users')).toBe(1);
    expect(ownerIndex(items, 'api/v1/users')).toBe(0);
    expect(ownerIndex(items, 'apis/x')).toBe(2);
    expect(ownerIndex(items, 'quickstart')).toBe(-1);
  });
});

const config = {
  versions: ['v2', 'v1'],
  anchors: [
    { name: 'API', url: 'api', iconType: 'duotone' as const, isDefaultHidden: false },
    { name: 'Hidden', url: 'internal', iconType: 'duotone' as const, isDefaultHidden: true },
    { name: 'Chat', url: 'https://chat.example.com', iconType: 'brands' as const, isDefaultHidden: false },
    { name: 'Old', url: 'v1', iconType: 'duotone' as const, isDefaultHidden: false, version: 'v1' },
  ],
  tabs: [{ name: 'Guides', url: 'guides' }],
};
const navigation: NavigationModel = {
  groups: [
    { type: 'group', label: 'Start', entries: [{ type: 'page', id: 'index' }, { type: 'page', id: 'quickstart' }] },
    { type: 'group', label: 'Guides', entries: [{ type: 'page', id: 'guides/a' }] },
    { type: 'group', label: 'API', entries: [{ type: 'page', id: 'api/users' }, { type: 'page', id: 'internal/ops' }] },
    { type: 'group', label: 'Legacy', entries: [{ type: 'page', id: 'v1/quickstart' }, { type: 'page', id: 'v1/only' }] },
    { type: 'group', label: 'New', version: 'v2', entries: [{ type: 'page', id: 'whats-new' }] },
  ],
  order: ['index', 'quickstart', 'guides/a', 'api/users', 'internal/ops', 'v1/quickstart', 'v1/only', 'whats-new'],
};
const pageIds = new Set(navigation.order);
const versions = pageVersions(navigation, config, pageIds);
const ctx = { navigation, urls, versions };

describe('sections', () => {
  test('scopes and versions of pages', () => {
    expect(scopeOf('guides/a', config)).toEqual({ anchor: -1, tab: 0 });
    expect(scopeOf('api/users', config)).toEqual({ anchor: 0, tab: -1 });
    expect(Object.fromEntries(versions)).toEqual({ 'whats-new': 'v2', 'v1/quickstart': 'v1', 'v1/only': 'v1' });
  });

  test('the sidebar of a scope holds only its pages', () => {
    const labels = (anchor: number, tab: number) =>
      scopedGroups(navigation.groups, config, { anchor, tab }).map((g) => `${g.label}:${g.entries.length}`);
    expect(labels(-1, -1)).toEqual(['Start:2', 'New:1']);
    expect(labels(-1, 0)).toEqual(['Guides:1']);
    expect(labels(0, -1)).toEqual(['API:1']);
    expect(labels(1, -1)).toEqual(['API:1']);
  });

  test('anchors: top anchor first, link outs, hidden until inside, versions', () => {
    const summary = (current: string) =>
      anchorLinks(config, ctx, current).map((a) => [a.name, a.href, a.current, a.hidden, a.external, a.version ?? '']);
    expect(summary('quickstart')).toEqual([
      ['Documentation', '/', true, false, false, ''],
      ['API', '/api/users/', false, false, false, ''],
      ['Hidden', '/internal/ops/', false, true, false, ''],
      ['Chat', 'https://chat.example.com', false, false, true, ''],
      ['Old', '/v1/quickstart/', false, false, false, 'v1'],
    ]);
    expect(summary('internal/ops')[2]).toEqual(['Hidden', '/internal/ops/', true, false, false, '']);
  });

  test('tabs: the implicit first tab, the current tab marked', () => {
    expect(tabLinks({ ...config, primaryTab: { name: 'Home' } }, ctx, 'guides/a').map((t) => [t.name, t.href, t.current])).toEqual([
      ['Home', '/', false],
      ['Guides', '/guides/a/', true],
    ]);
    expect(tabLinks(config, ctx, 'index')[0]?.name).toBe('Documentation');
  });

  test('the version switch keeps the page when it can', () => {
    expect(versionTargets('quickstart', config, ctx, pageIds)).toEqual({ v2: null, v1: '/v1/quickstart/' });
    expect(versionTargets('index', config, ctx, pageIds)).toEqual({ v2: null, v1: null });
    expect(versionTargets('v1/quickstart', config, ctx, pageIds)).toEqual({ v2: '/quickstart/', v1: null });
    expect(versionTargets('v1/only', config, ctx, pageIds)).toEqual({ v2: '/whats-new/', v1: null });
    expect(versionTargets('whats-new', config, ctx, pageIds)).toEqual({ v2: null, v1: '/v1/quickstart/' });
  });

  test('a versioned page at the root goes to its twin under the other version\'s folder', () => {
    // Every page of a current-format site sits in a version; the default version's are at the root.
    const tagged: NavigationModel = {
      groups: [
        { type: 'group', label: 'New', version: 'v2', entries: [{ type: 'page', id: 'index' }, { type: 'page', id: 'quickstart' }, { type: 'page', id: 'guides/a' }] },
        { type: 'group', label: 'Old', version: 'v1', entries: [{ type: 'page', id: 'v1/index' }, { type: 'page', id: 'v1/quickstart' }] },
      ],
      order: ['index', 'quickstart', 'guides/a', 'v1/index', 'v1/quickstart'],
    };
    const ids = new Set(tagged.order);
    const taggedCtx = { navigation: tagged, urls, versions: pageVersions(tagged, { versions: ['v2', 'v1'] }, ids) };
    const targets = (id: string) => versionTargets(id, { versions: ['v2', 'v1'] }, taggedCtx, ids);
    expect(targets('quickstart')).toEqual({ v2: null, v1: '/v1/quickstart/' });
    expect(targets('index')).toEqual({ v2: null, v1: '/v1/' });
    expect(targets('guides/a')).toEqual({ v2: null, v1: '/v1/' });
    expect(targets('v1/quickstart')).toEqual({ v2: '/quickstart/', v1: null });
  });
});
