// The sidebar's markup: every kind of entry, escaping of what docs.json and front matter put in it, and
// top-level groups that do not hold the page made once and reused, the same as made afresh.
import { expect, test } from 'vitest';
import { reusedSidebarGroups, sidebarEntriesHtml } from '../../../src/runtime/sidebar-html.ts';
import type { SidebarEntry, SidebarGroup, SidebarLink } from '../../../src/runtime/sidebar.ts';

const link = (id: string, extra: Partial<SidebarLink> = {}): SidebarLink => ({ type: 'link', id, label: `Page ${id}`, href: `/${id}/`, current: false, external: false, ...extra });
const group = (label: string, entries: SidebarEntry[], extra: Partial<SidebarGroup> = {}): SidebarGroup => ({ type: 'group', label, open: false, entries, ...extra });

test('links: current page, method badge, tag, external target, version', () => {
  const html = sidebarEntriesHtml([
    link('a', { current: true }),
    link('b', { method: 'POST', tag: 'New' }),
    link('c', { href: 'https://example.com/x', external: true, version: 'v2' }),
  ], 1, false);
  expect(html).toBe(
    '<ul class="ds-nav-list" data-depth="1">' +
      '<li><a class="ds-nav-link" href="/a/" aria-current="page"><span class="ds-nav-label">Page a</span></a></li>' +
      '<li><a class="ds-nav-link" href="/b/"><span class="ds-method ds-method--post">POST</span><span class="ds-nav-label">Page b</span> <span class="ds-nav-tag">New</span></a></li>' +
      '<li data-ds-only-version="v2"><a class="ds-nav-link" href="https://example.com/x" target="_blank" rel="noopener noreferrer"><span class="ds-nav-label">Page c</span></a></li>' +
      '</ul>',
  );
});

test('groups: open state, tag, drilldown to the first page, unnamed groups and fetched groups', () => {
  const html = sidebarEntriesHtml([
    group('Guides', [link('g1'), group('Deep', [link('g2')], { open: true })], { open: true, tag: 'Beta' }),
    group('', [link('u1')]),
    { type: 'fetched', id: 'ref', label: 'Reference', href: '/r1/', fragment: '/_docsmith/nav/ref.html', version: 'v1' },
  ], 0, true);
  expect(html).toBe(
    '<ul class="ds-nav-list" data-depth="0">' +
      '<li><details class="ds-nav-group" open><summary class="ds-nav-group-label ds-nav-group-label--top" data-ds-drilldown="/g1/">Guides <span class="ds-nav-tag">Beta</span></summary>' +
      '<ul class="ds-nav-list" data-depth="1"><li><a class="ds-nav-link" href="/g1/"><span class="ds-nav-label">Page g1</span></a></li>' +
      '<li><details class="ds-nav-group" open><summary class="ds-nav-group-label" data-ds-drilldown="/g2/">Deep</summary>' +
      '<ul class="ds-nav-list" data-depth="2"><li><a class="ds-nav-link" href="/g2/"><span class="ds-nav-label">Page g2</span></a></li></ul></details></li></ul></details></li>' +
      '<li class="ds-nav-unnamed"><ul class="ds-nav-list" data-depth="1"><li><a class="ds-nav-link" href="/u1/"><span class="ds-nav-label">Page u1</span></a></li></ul></li>' +
      '<li data-ds-only-version="v1"><docsmith-nav-group data-fragment="/_docsmith/nav/ref.html"><a class="ds-nav-group-label ds-nav-group-label--top ds-nav-fetched-heading" href="/r1/">Reference</a></docsmith-nav-group></li>' +
      '</ul>',
  );
});

test('labels, tags and addresses from docs.json and front matter are escaped', () => {
  const html = sidebarEntriesHtml([
    group('<img src=x onerror=alert(1)>', [link('x', { label: '"><script>alert(1)</script>', href: '/x/" onmouseover="alert(1)', tag: '<b>' })]),
  ], 0, false);
  expect(html).not.toMatch(/<script|<img|<b>|" onmouseover/);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('href="/x/&quot; onmouseover=&quot;alert(1)"');
  expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
});

test('a top-level group without the page is made once and reused; the group holding the page is made for it', () => {
  const groups = (current: string) => [
    group(`Alpha ${current}`, [link('a1', { current: current === 'a1' }), link('a2', { current: current === 'a2' })], { open: current.startsWith('a') }),
    group(`Beta ${current}`.slice(0, 4), [link('b1', { current: current === 'b1' }), link('b2')]),
  ];
  const before = reusedSidebarGroups();
  const first = sidebarEntriesHtml(groups('a1'), 0, false);
  expect(reusedSidebarGroups()).toBe(before + 1);
  const second = sidebarEntriesHtml(groups('a2'), 0, false);
  // "Beta" was reused, the Alpha group holding a2 was made for it: nothing new kept.
  expect(reusedSidebarGroups()).toBe(before + 1);
  expect(second).toContain('href="/a2/" aria-current="page"');
  expect(second).not.toContain('href="/a1/" aria-current');
  expect(first.slice(first.indexOf('<li><details class="ds-nav-group"><summary class="ds-nav-group-label ds-nav-group-label--top">Beta'))).toBe(
    second.slice(second.indexOf('<li><details class="ds-nav-group"><summary class="ds-nav-group-label ds-nav-group-label--top">Beta')),
  );
  // A changed title is a different group: made afresh, never the old markup.
  const renamed = groups('a1');
  (renamed[1]!.entries[1] as SidebarLink).label = 'Renamed';
  expect(sidebarEntriesHtml(renamed, 0, false)).toContain('<span class="ds-nav-label">Renamed</span>');
});
