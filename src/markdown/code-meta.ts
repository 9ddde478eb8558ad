// Reads the fence meta of a code block: ```js index.js {1,3-5} → title "index.js", lines 1, 3, 4, 5.
// Words that are `key=value` pairs or known flags are options, not part of the title; `title="..."`
// names the title explicitly.

export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'showLineNumbers']);

/** `1,3-5` → {1, 3, 4, 5}. Parts that are not numbers or ranges are ignored. */
export function parseLineRanges(text: string): Set<number> {
  const lines = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let n = Math.min(from, to); n <= Math.max(from, to); n++) lines.add(n);
  }
  return lines;
}

export function parseCodeMeta(raw: string | undefined): CodeMeta {
  const highlightedLines = new Set<number>();
  let rest = raw ?? '';
  let title: string | undefined;
  rest = rest.replace(/\{([\d\s,-]+)\}/g, (_, ranges: string) => {
    for (const n of parseLineRanges(ranges)) highlightedLines.add(n);
    return ' ';
  });
  rest = rest.replace(/\b([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g, (_, key: string, a?: string, b?: string, c?: string) => {
    const value = a ?? b ?? c ?? '';
    if (key === 'title') title = value;
    else if (key === 'highlight' || key === 'mark') for (const n of parseLineRanges(value.replace(/^\{|\}$/g, ''))) highlightedLines.add(n);
    return ' ';
  });
  const words = rest.split(/\s+/).filter((w) => w && !FLAGS.has(w));
  title ??= words.join(' ') || undefined;
  return { title, highlightedLines };
}
