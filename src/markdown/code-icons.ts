// `icon="…"` on a code fence. The highlighted figure holds an empty `.ds-code-icon` in its header
// (code-blocks.ts): the figure is highlighted once per build, in a worker thread, for every page that
// shows it, while icons depend on the site (`icons.library`) and report unknown names against the
// page. So in an MDX page the slot gets an <Icon> element, which the page renders like any other icon;
// <CodeBlock> renders the component into the slot itself (codeIconParts). CodeGroup shows the drawn
// icon again in the block's tab (drawnCodeIcon), where the caption is hidden.
import type { Element, ElementContent } from 'hast';

const ICON_CLASS = 'ds-code-icon';

const classesOf = (node: Element): unknown[] => {
  const className: unknown = node.properties?.className;
  return Array.isArray(className) ? className : typeof className === 'string' ? className.split(/\s+/) : [];
};

/** The empty icon slot in a highlighted figure's caption, if its fence names an icon. */
function iconSlot(figure: Element): Element | undefined {
  // The slot is in the caption: no need to walk the code.
  const caption = figure.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figcaption');
  return caption && withClass(caption);
}

function withClass(node: Element): Element | undefined {
  if (classesOf(node).includes(ICON_CLASS)) return node;
  for (const child of node.children) {
    const found = child.type === 'element' ? withClass(child) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Puts an <Icon icon="…"> element (MDX) into the figure's icon slot; returns the figure. */
export function withIconElement(figure: Element): Element {
  const slot = iconSlot(figure);
  const name = slot?.properties.dataDsIcon;
  if (!slot || typeof name !== 'string') return figure;
  delete slot.properties.dataDsIcon;
  const icon = { type: 'mdxJsxTextElement', name: 'Icon', attributes: [{ type: 'mdxJsxAttribute', name: 'icon', value: name }], children: [] };
  slot.children = [icon as unknown as ElementContent];
  return figure;
}

/**
 * A highlighted figure's HTML cut around its icon slot, for a component to render the icon between
 * the parts; undefined when the fence names no icon.
 */
export function codeIconParts(html: string): { before: string; icon: string; after: string } | undefined {
  const match = /<span class="ds-code-icon" data-ds-icon="([^"]*)">/.exec(html);
  if (!match) return undefined;
  const end = match.index + match[0].length;
  return { before: `${html.slice(0, match.index)}<span class="ds-code-icon">`, icon: unescapeAttribute(match[1]!), after: html.slice(end) };
}

/**
 * The icon drawn in the caption of a highlighted figure (what the <Icon> in its slot rendered), read
 * from the figure's HTML at `from`, just after its opening tag: CodeGroup shows it in the block's
 * tab. Undefined when the block names no icon or its slot was left empty (plain markdown).
 */
export function drawnCodeIcon(html: string, from: number): string | undefined {
  const caption = /\s*<figcaption class="ds-code-title">(.*?)<\/figcaption>/ys;
  caption.lastIndex = from;
  const inner = caption.exec(html)?.[1];
  // The icon is one <svg> or <img>, which holds no <span>.
  const drawn = inner && /<span class="ds-code-icon"[^>]*>(.*?)<\/span>/s.exec(inner)?.[1];
  return drawn || undefined;
}

const unescapeAttribute = (value: string) => value.replace(/&#x22;|&quot;/g, '"').replace(/&#x26;|&amp;/g, '&').replace(/&#x3C;|&lt;/g, '<');
