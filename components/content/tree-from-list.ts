// A <Tree> written as a nested markdown list (`- src/` then indented `- index.ts`): a trailing `/`
// marks a folder. The list arrives rendered (<ul><li>…); this turns it into the same markup as
// <Tree.Folder>/<Tree.File>, walking the tags once with a stack of open items.
import { escapeHtml, textOfHtml } from './component-context.ts';

const FOLDER_ICON = '<svg class="ds-tree-icon" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6z" fill="currentColor" /></svg>';
const FILE_ICON = '<svg class="ds-tree-icon" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5" fill="none" stroke="currentColor" stroke-width="1.6" /></svg>';

export const TREE_ICONS = { folder: FOLDER_ICON, file: FILE_ICON };

interface Item {
  label: string;
  children: string[];
}

/** The list items of `html` as tree entries; undefined when `html` holds no list. */
export function treeFromList(html: string): string | undefined {
  if (!/<ul[\s>]/.test(html)) return undefined;
  const stack: { items: string[]; current?: Item }[] = [];
  let root: string[] | undefined;
  const render = (item: Item) => {
    const name = textOfHtml(item.label).trim();
    if (name.endsWith('/')) {
      return `<li class="ds-tree-folder"><details open><summary class="ds-tree-item">${FOLDER_ICON}${escapeHtml(name.slice(0, -1))}</summary><ul class="ds-tree-list">${item.children.join('')}</ul></details></li>`;
    }
    return `<li class="ds-tree-file"><span class="ds-tree-item" tabindex="-1">${FILE_ICON}${escapeHtml(name)}</span></li>`;
  };
  for (const match of html.matchAll(/<(\/?)(ul|li)\b[^>]*>|([^<]+|<(?!\/?(?:ul|li)\b)[^>]*>)/g)) {
    const [, closing, tag, text] = match;
    const level = stack.at(-1);
    if (text !== undefined) {
      if (level?.current) level.current.label += text;
    } else if (tag === 'ul' && !closing) {
      stack.push({ items: [] });
    } else if (tag === 'ul') {
      const done = stack.pop();
      if (!done) continue;
      const parent = stack.at(-1)?.current;
      if (parent) parent.children.push(...done.items);
      else root = [...(root ?? []), ...done.items];
    } else if (tag === 'li' && !closing && level) {
      level.current = { label: '', children: [] };
    } else if (tag === 'li' && level?.current) {
      level.items.push(render(level.current));
      level.current = undefined;
    }
  }
  return root?.join('');
}
