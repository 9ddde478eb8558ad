// Groups that do not hold the page are shared between the pages that show them, with their HTML:
// what any page's sidebar holds must not depend on which pages were rendered before it.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { pageIdsOf, type NavGroupNode, type NavNode } from '../../../src/navigation/model.ts';
import { sidebarEntries, type PageInfo } from '../../../src/runtime/sidebar.ts';
import { sidebarEntriesHtml } from '../../../src/runtime/sidebar-html.ts';

const urls = { base: '/docs', format: 'directory' as const };

/** Groups nested up to two levels, pages named by their place; some collapsed by the author. */
const navigation = fc
  .array(fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 })
  .chain((shape) =>
    fc.array(fc.boolean(), { minLength: shape.length, maxLength: shape.length }).map((collapsed): NavGroupNode[] =>
      shape.map((entries, g) => ({
        type: 'group',
        label: `Group ${g}`,
        ...(collapsed[g] ? { expanded: false } : {}),
        entries: entries.map((size, e): NavNode =>
          size === 0
            ? { type: 'page', id: `g${g}/p${e}` }
            : { type: 'group', label: `Sub ${g}.${e}`, expanded: false, entries: Array.from({ length: size }, (_, p) => ({ type: 'page', id: `g${g}/s${e}/p${p}` })) },
        ),
      })),
    ),
  );

test("every page's sidebar, and its HTML, is the one it gets when rendered first", () => {
  fc.assert(
    fc.property(navigation, fc.boolean(), (groups, reversed) => {
      const ids = groups.flatMap(pageIdsOf);
      const pages = new Map<string, PageInfo>(ids.map((id) => [id, { title: `Title ${id}` }]));
      const order = reversed ? [...ids].reverse() : ids;
      // Rendered one after another, sharing what can be shared...
      const shared = order.map((id) => {
        const sidebar = sidebarEntries(groups, id, pages, urls);
        return { id, json: JSON.stringify(sidebar), html: sidebarEntriesHtml(sidebar, 0, false) };
      });
      // ...against each page alone, with group nodes no page was rendered with before.
      for (const { id, json, html } of shared) {
        const alone = sidebarEntries(structuredClone(groups), id, pages, urls);
        expect(json).toBe(JSON.stringify(alone));
        expect(html).toBe(sidebarEntriesHtml(alone, 0, false));
        expect(html).toContain(`href="/docs/${id}/" aria-current="page"`);
      }
    }),
    { numRuns: 200 },
  );
});

test('a group without the page is one entry for every page that shows it; the group with the page is its own', () => {
  const groups: NavGroupNode[] = [
    { type: 'group', label: 'A', entries: [{ type: 'page', id: 'a1' }, { type: 'page', id: 'a2' }] },
    { type: 'group', label: 'B', expanded: false, entries: [{ type: 'page', id: 'b1' }] },
  ];
  const pages = new Map<string, PageInfo>(['a1', 'a2', 'b1'].map((id) => [id, { title: id }]));
  const [a1A, a1B] = sidebarEntries(groups, 'a1', pages, urls);
  const [a2A, a2B] = sidebarEntries(groups, 'a2', pages, urls);
  expect(a2B).toBe(a1B);
  expect(a2A).not.toBe(a1A);
  // Shown on b1, group B is opened for it, and the shared B entry stays closed.
  const [, b1B] = sidebarEntries(groups, 'b1', pages, urls);
  expect(b1B).not.toBe(a1B);
  expect(b1B!.open).toBe(true);
  expect(a1B!.open).toBe(false);
  // Another set of pages (a rebuilt site in dev) is not served the old entries.
  const renamed = new Map(pages).set('b1', { title: 'Renamed' });
  const [, again] = sidebarEntries(groups, 'a1', renamed, urls);
  expect(again).not.toBe(a1B);
  expect(sidebarEntriesHtml([again!], 0, false)).toContain('Renamed');
});
