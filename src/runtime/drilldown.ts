// The current format's `interaction.drilldown`: true makes opening a sidebar group also open its
// first page (the summary carries that page's address, read by components/islands/chrome-elements.ts);
// false or unset only expands the group. The hosted platform's default depends on its theme; Docsmith
// keeps groups expand-only unless the site asks.
import type { DocsConfig } from '../config/schema.ts';
import type { SidebarEntry } from './sidebar.ts';

export function drilldownOn(config: Pick<DocsConfig, 'interaction'>): boolean {
  return config.interaction?.drilldown === true;
}

/** The address of the group's first page on this site (links out of the site are skipped). */
export function firstPageHref(entries: readonly SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (entry.type === 'link' && !entry.external) return entry.href;
    if (entry.type === 'fetched') return entry.href;
    if (entry.type === 'group') {
      const found = firstPageHref(entry.entries);
      if (found) return found;
    }
  }
  return undefined;
}
