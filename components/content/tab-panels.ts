// Tabs and CodeGroup render their children first, then find the panels in the rendered HTML by a
// marker attribute (Tab renders `data-ds-tab-title`, code blocks carry `data-ds-code-title`) and turn
// them into WAI-ARIA tab panels. The marker is consumed, so a group nested inside a panel is handled
// once, by the innermost group, before the outer one reads the HTML.
import { escapeHtml, uniqueId, unescapeHtml, type RenderContext } from './component-context.ts';
import { drawnCodeIcon } from '../../src/markdown/code-icons.ts';

export interface TabInfo {
  /** Id of the tab button; the panel's id is `${id}-panel`. */
  id: string;
  /** The title as plain text. */
  title: string;
  /** A code block's drawn icon (HTML), shown before the title; decorative. */
  icon?: string | undefined;
  selected: boolean;
}

export interface PanelSplit {
  tabs: TabInfo[];
  html: string;
}

export type PanelMarker = 'data-ds-tab-title' | 'data-ds-code-title';

/**
 * Finds every element carrying `marker` and makes it a tab panel: id, `role`, `aria-labelledby`,
 * `hidden` except the first. `focusablePanels` adds the panel to the tab order (not needed when the
 * panel's content, like a code block, is focusable itself).
 */
export function splitPanels(
  astro: RenderContext,
  html: string,
  marker: PanelMarker,
  idPrefix: string,
  focusablePanels: boolean,
): PanelSplit {
  const tabs: TabInfo[] = [];
  const pattern = new RegExp(`<(figure|div)\\b([^>]*?)\\s${marker}="([^"]*)"([^>]*)>`, 'g');
  const out = html.replace(pattern, (open: string, tag: string, before: string, rawTitle: string, after: string, offset: number) => {
    const title = unescapeHtml(rawTitle);
    const id = uniqueId(astro, idPrefix, title);
    const selected = tabs.length === 0;
    // A code block's icon is in its caption, which a code group hides: the tab shows it instead.
    const icon = tag === 'figure' ? drawnCodeIcon(html, offset + open.length) : undefined;
    tabs.push({ id, title, selected, icon });
    // Ids made from text may hold `&` (heading-slugs.ts), so they are escaped like the title.
    const extra = `role="tabpanel" id="${escapeHtml(id)}-panel" aria-labelledby="${escapeHtml(id)}" data-title="${escapeHtml(title)}"${focusablePanels ? ' tabindex="0"' : ''}${selected ? '' : ' hidden'}`;
    return `<${tag}${before}${after} ${extra}>`;
  });
  return { tabs, html: out };
}
