// Reads the fence meta of a code block: ```js index.js {1,3-5} → title "index.js", lines 1, 3, 4, 5.
// Words that are `key=value` pairs or known flags are options, not part of the title; `title="..."`
// names the title explicitly. As on the hosted platform, a value may be quoted ("…" or '…'), braced
// ({…}) or bare, and a flag may be written `wrap`, `wrap=true` or `wrap={true}`.

export interface CodeMeta {
  title?: string;
  /** `{1,3-5}`, `highlight={…}` (or `mark`), and `focus={…}`: lines drawn highlighted. */
  highlightedLines: Set<number>;
  /** `wrap`: long lines wrap instead of scrolling. */
  wrap: boolean;
  /** `lines` (or `showLineNumbers`): a line number before each line. */
  lineNumbers: boolean;
  /** `expandable`: a long block shows its first lines, and a button shows the rest. */
  expandable: boolean;
  /** `icon="…"`: an icon shown in the block's header. */
  icon?: string;
  /** Options the hosted platform knows that Docsmith does not apply (`twoslash`), for the page checks to report. */
  ignored: string[];
}

/** Flags and the option each sets. */
const FLAGS: Record<string, 'wrap' | 'lineNumbers' | 'expandable'> = { wrap: 'wrap', lines: 'lineNumbers', showLineNumbers: 'lineNumbers', expandable: 'expandable' };
/** Options of the hosted platform that Docsmith shows the block without. */
const IGNORED = new Set(['twoslash']);
const LINE_KEYS = new Set(['highlight', 'mark', 'focus']);

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
  const meta: CodeMeta = { highlightedLines: new Set(), wrap: false, lineNumbers: false, expandable: false, ignored: [] };
  const addLines = (ranges: string) => parseLineRanges(ranges).forEach((n) => meta.highlightedLines.add(n));
  const setFlag = (name: string, value: string) => {
    const option = FLAGS[name];
    if (option) meta[option] = value !== 'false';
    else if (IGNORED.has(name) && value !== 'false' && !meta.ignored.includes(name)) meta.ignored.push(name);
    return Boolean(option) || IGNORED.has(name);
  };
  // Pairs first, so that a braced value (`highlight={1,3}`) is not read as bare line ranges.
  let rest = (raw ?? '').replace(/\b([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))/g, (_, key: string, ...values: (string | undefined)[]) => {
    const value = (values.slice(0, 4).find((v) => v !== undefined) ?? '').trim();
    if (key === 'title') meta.title = value;
    else if (key === 'icon') meta.icon = value || undefined;
    else if (LINE_KEYS.has(key)) addLines(value.replace(/^\{|\}$/g, ''));
    else setFlag(key, value);
    // Any other pair (`theme={null}`, …) is an option, not words of the title.
    return ' ';
  });
  rest = rest.replace(/\{([\d\s,-]+)\}/g, (_, ranges: string) => {
    addLines(ranges);
    return ' ';
  });
  const words = rest.split(/\s+/).filter((w) => w && !setFlag(w, 'true'));
  // A title written in quotes without `title=` (```ts "client.ts") is shown without them.
  meta.title ??= words.join(' ').replace(/^(["'])(.+)\1$/, '$2') || undefined;
  return meta;
}
