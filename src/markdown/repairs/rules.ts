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

/**
 * Lists and block quotes nested on one line (`- - - - x`, `> > > x`): the compiled page grows with the
 * square of the depth (each level indents the generated code once more), so 3,000 levels of a short
 * line make hundreds of megabytes. No page needs more than a few levels; past MAX_CONTAINER_DEPTH the
 * markers are escaped and shown as text.
 */
export const MAX_CONTAINER_DEPTH = 64;
const CONTAINER_MARKER = /(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]*/y;

function containerMarkers(run: string): number[] {
  const starts: number[] = [];
  let at = run.length - run.trimStart().length;
  CONTAINER_MARKER.lastIndex = at;
  while (CONTAINER_MARKER.exec(run)) {
    starts.push(at);
    at = CONTAINER_MARKER.lastIndex;
  }
  return starts;
}

/** Escapes the first marker past the limit (`\-`, `\>`, `12\.`), so it and the rest are text. */
function escapeDeepContainers(run: string): string {
  const start = containerMarkers(run)[MAX_CONTAINER_DEPTH];
  if (start === undefined) return run;
  const ordered = /^\d+/.exec(run.slice(start));
  const at = ordered ? start + ordered[0].length : start;
  return `${run.slice(0, at)}\\${run.slice(at)}`;
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
    id: 'deep-nesting',
    // The markers of one line (each takes at least one character, and whitespace only after a marker,
    // so the match cannot backtrack much), more than the limit of them.
    pattern: new RegExp(`^[ \\t]*(?:(?:>|[-*+](?=[ \\t])|\\d{1,9}[.)](?=[ \\t]))[ \\t]*){${MAX_CONTAINER_DEPTH + 1},}`, 'gm'),
    replace: escapeDeepContainers,
    message: (m) => `lists and quotes nested ${containerMarkers(m).length} levels deep on one line; the levels after ${MAX_CONTAINER_DEPTH} are shown as text`,
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
