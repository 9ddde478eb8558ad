// The sidebar's link tree as HTML: one level per list, groups recursing. Top-level groups with an
// empty name show their pages without a heading; fetched groups (large sidebars) are a heading
// linking to the group's first page, enhanced by components/chrome/SidebarFetchedGroups.astro. No
// script or style here: sidebar fragments (src/routes/sidebar-group.astro) are written with it too.
//
// Written as a string, with Astro's own attribute and text escaping, so that a top-level group that
// does not hold the page is made once and reused by every page that shows it: the sidebar was about
// a tenth of the rendering of a 1,000-page site whose pages each list 250 links (0.4–1.2 s of 7–8 s).
import { addAttribute, escapeHTML } from 'astro/runtime/server/index.js';
import { firstPageHref } from './drilldown.ts';
import type { SidebarEntry } from './sidebar.ts';
import { TextCache } from '../util/text-cache.ts';

/**
 * Reused groups, by their entry (labels, links, badges, open state) and the drilldown setting; bounded
 * for a dev server whose pages keep changing (a build keeps far less).
 */
const groupCache = new TextCache(8_000_000);

const attribute = (value: unknown, key: string): string => String(addAttribute(value, key));
const text = (value: string): string => escapeHTML(value) as string;

function holdsCurrent(entry: SidebarEntry): boolean {
  if (entry.type === 'link') return entry.current;
  return entry.type === 'group' && entry.entries.some(holdsCurrent);
}

function tagHtml(tag: string | undefined): string {
  return tag ? ` <span class="ds-nav-tag">${text(tag)}</span>` : '';
}

function entryHtml(entry: SidebarEntry, depth: number, drilldown: boolean): string {
  const only = attribute(entry.version, 'data-ds-only-version');
  if (entry.type === 'link') {
    const method = entry.method ? `<span${attribute(`ds-method ds-method--${entry.method.toLowerCase()}`, 'class')}>${text(entry.method)}</span>` : '';
    return (
      `<li${only}><a class="ds-nav-link"${attribute(entry.href, 'href')}${attribute(entry.current ? 'page' : undefined, 'aria-current')}` +
      `${attribute(entry.external ? '_blank' : undefined, 'target')}${attribute(entry.external ? 'noopener noreferrer' : undefined, 'rel')}>` +
      // The space keeps the label and its tag two words for screen readers and search.
      `${method}<span class="ds-nav-label">${text(entry.label)}</span>${tagHtml(entry.tag)}</a></li>`
    );
  }
  if (entry.type === 'fetched') {
    return (
      `<li${only}><docsmith-nav-group${attribute(entry.fragment, 'data-fragment')}>` +
      `<a class="ds-nav-group-label ds-nav-group-label--top ds-nav-fetched-heading"${attribute(entry.href, 'href')}>${text(entry.label)}</a></docsmith-nav-group></li>`
    );
  }
  if (entry.label === '') return `<li class="ds-nav-unnamed"${only}>${sidebarEntriesHtml(entry.entries, depth + 1, drilldown)}</li>`;
  // `interaction.drilldown`: a group's summary names the page that opening it goes to.
  const summaryClass = depth === 0 ? 'ds-nav-group-label ds-nav-group-label--top' : 'ds-nav-group-label';
  return (
    `<li${only}><details class="ds-nav-group"${attribute(entry.open, 'open')}>` +
    `<summary${attribute(summaryClass, 'class')}${attribute(drilldown ? firstPageHref(entry.entries) : undefined, 'data-ds-drilldown')}>` +
    `${text(entry.label)}${tagHtml(entry.tag)}</summary>${sidebarEntriesHtml(entry.entries, depth + 1, drilldown)}</details></li>`
  );
}

/**
 * The HTML of groups by the entry itself: a build shares one entry between every page that shows a
 * group without the page (sidebar.ts), so most groups are found here without being keyed.
 */
const byEntry = new WeakMap<SidebarEntry, Map<string, string>>();

function reusedEntryHtml(entry: SidebarEntry, depth: number, drilldown: boolean): string {
  if (entry.type !== 'group' || holdsCurrent(entry)) return entryHtml(entry, depth, drilldown);
  const variant = `${depth}\u0000${drilldown}`;
  let variants = byEntry.get(entry);
  if (!variants) byEntry.set(entry, (variants = new Map()));
  let html = variants.get(variant);
  if (html !== undefined) return html;
  const key = `${variant}\u0000${JSON.stringify(entry)}`;
  html = groupCache.get(key);
  if (html === undefined) groupCache.set(key, (html = entryHtml(entry, depth, drilldown)));
  variants.set(variant, html);
  return html;
}

/** How many top-level groups are kept for reuse (for tests). */
export function reusedSidebarGroups(): number {
  return groupCache.size;
}

/** One level of the sidebar: its entries as a list; `drilldown` is docs.json `interaction.drilldown`. */
export function sidebarEntriesHtml(entries: readonly SidebarEntry[], depth: number, drilldown: boolean): string {
  const items = entries.map((entry) => (depth === 0 ? reusedEntryHtml(entry, depth, drilldown) : entryHtml(entry, depth, drilldown)));
  return `<ul class="ds-nav-list"${attribute(depth, 'data-depth')}>${items.join('')}</ul>`;
}
