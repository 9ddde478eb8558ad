// Each repair: what it finds in prose, what it writes instead (same number of lines), and how the
// build names the change. Order matters: comments first, so tags inside a comment are not touched.

export interface Repair {
  id: string;
  pattern: RegExp;
  replace(match: string): string;
  message(match: string): string;
}

const VOID_ELEMENTS = 'area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr';

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

/** `style="color: red; margin-top: 4px"` -> `style={{"color":"red","marginTop":"4px"}}`. */
export function styleStringToObject(css: string): string {
  const entries: [string, string][] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property) continue;
    const key = property.startsWith('--') ? property : property.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    entries.push([key, value]);
  }
  return `{{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}}`;
}

export const REPAIRS: readonly Repair[] = [
  {
    id: 'html-comment',
    pattern: /<!--([\s\S]*?)-->/g,
    replace: (m) => `{/*${m.slice(4, -3).replace(/\*\//g, '* /')}*/}`,
    message: (m) => `HTML comment ${short(m)} written as an MDX comment {/* ... */}`,
  },
  {
    id: 'void-closing-tag',
    // </br> (alone or in <br></br>): void elements have no closing tag. Before closing them.
    pattern: new RegExp(`</(?:${VOID_ELEMENTS})\\s*>`, 'gi'),
    replace: () => '',
    message: (m) => `stray closing tag ${m} removed`,
  },
  {
    id: 'unclosed-void-element',
    // <br>, <hr>, <img src="x"> not self-closed (attributes may span lines; quoted > is allowed).
    pattern: new RegExp(`<(?:${VOID_ELEMENTS})\\b(?:[^>"'{]|"[^"]*"|'[^']*'|\\{[^}]*\\})*?(?<!/)>`, 'gi'),
    replace: (m) => `${m.slice(0, -1).replace(/[ \t]*$/, '')} />`,
    message: (m) => `${short(m)} closed as <... />`,
  },
  {
    id: 'style-string',
    // style="..." on a tag: MDX elements take an object.
    pattern: /(<[A-Za-z][\w.:-]*\b(?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*?\s)style=("[^"]*"|'[^']*')/g,
    replace: (m) => {
      const at = m.lastIndexOf('style=');
      return `${m.slice(0, at)}style=${styleStringToObject(m.slice(at + 7, -1))}`;
    },
    message: (m) => `style string ${short(m.slice(m.lastIndexOf('style=')))} written as a style object`,
  },
  {
    id: 'autolink',
    // <https://example.com> is a JSX tag to MDX; write it as a link.
    pattern: /<((?:https?|mailto):[^\s<>]+)>/g,
    replace: (m) => {
      const url = m.slice(1, -1);
      return `[${url}](${url})`;
    },
    message: (m) => `autolink ${short(m)} written as a markdown link`,
  },
];
