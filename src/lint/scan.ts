// A tolerant reader of one MDX page for the linter. It does not compile the page: pages written for
// hosted platforms often hold MDX that a strict parser rejects, and a linter must still say something
// useful about them. It finds what the rules look at (headings, code blocks, images, links, component
// tags) with their line and column, and which components enclose each of them.
import { closesFence, fenceOpening } from '../markdown/fence-line.ts';

export interface Place {
  line: number;
  column: number;
}

export interface Heading extends Place {
  level: number;
  text: string;
  /** `markdown` for `## Text`, `html` for `<h2>`. */
  kind: 'markdown' | 'html';
}

export interface CodeBlock extends Place {
  lang: string;
  /** The rest of the info string after the language (file name, title, options). */
  meta: string;
  code: string;
  /** Line of the first code line. */
  codeLine: number;
  /** Names of the enclosing elements, outermost first. */
  ancestors: string[];
}

export interface Image extends Place {
  alt: string | undefined;
  src: string;
  kind: 'markdown' | 'html';
  ancestors: string[];
}

export interface Link extends Place {
  text: string;
  href: string;
  kind: 'markdown' | 'html';
}

export interface Element extends Place {
  name: string;
  attributes: string;
  selfClosing: boolean;
  ancestors: string[];
}

export interface ScannedPage {
  headings: Heading[];
  codeBlocks: CodeBlock[];
  images: Image[];
  links: Link[];
  elements: Element[];
  /** Names bound by `import` and `export` lines: components the page brings itself. */
  localNames: Set<string>;
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** HTML elements that never have children, so their open tag closes nothing. */
const VOID = new Set(['img', 'br', 'hr', 'input', 'source', 'meta', 'link', 'area', 'col', 'embed', 'track', 'wbr', 'param']);

/** Replaces every character but line breaks with spaces, so offsets and lines stay where they were. */
function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }
  place(offset: number): Place {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }
}

interface RawCode {
  offset: number;
  lang: string;
  meta: string;
  code: string;
  codeLine: number;
}

/**
 * First pass: fenced code blocks are collected and blanked out, then comments and inline code spans,
 * so that later passes never mistake code for markup.
 */
function maskCode(text: string): { masked: string; code: RawCode[] } {
  const lines = text.split('\n');
  const out: string[] = [];
  const code: RawCode[] = [];
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = fenceOpening(line);
    if (!open) {
      out.push(line);
      offset += line.length + 1;
      continue;
    }
    const marker = open.marker;
    const info = open.info.trim();
    const [first = '', ...rest] = info.split(/\s+/);
    // `{1,3}` (highlighted lines) or `title="x"` first means there is no language tag.
    const lang = first && !first.startsWith('{') && !first.includes('=') ? first : '';
    const startOffset = offset + open.indent.length;
    const body: string[] = [];
    out.push(blank(line));
    offset += line.length + 1;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const candidate = lines[j]!;
      if (closesFence(candidate, marker)) break;
      body.push(candidate);
      out.push(blank(candidate));
      offset += candidate.length + 1;
    }
    if (j < lines.length) {
      out.push(blank(lines[j]!));
      offset += lines[j]!.length + 1;
    }
    // Strip the fence's own indentation from the code (fences are often indented inside components).
    const indent = open.indent.length;
    const codeText = body.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
    code.push({ offset: startOffset, lang, meta: (lang ? rest.join(' ') : info).trim(), code: codeText, codeLine: i + 2 });
    i = j;
  }
  let masked = out.join('\n');
  masked = masked.replace(/<!--[\s\S]*?-->/g, blank);
  masked = masked.replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
  masked = masked.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, (m) => (m.split('\n').length > 3 ? m : blank(m)));
  return { masked, code };
}

/** Finds the end of a tag that starts at `start` (`<`), skipping quoted strings and `{...}` expressions. */
function tagEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = null;
      continue;
    }
    if (c === '"' || c === "'" || (c === '`' && depth > 0)) quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '>' && depth === 0) return i;
    else if (c === '<' && depth === 0 && i > start + 1 && /[A-Za-z/]/.test(text[i + 1] ?? '')) return -1;
  }
  return -1;
}

/** The value of an attribute in a tag's attribute text: `alt="x"`, `alt='x'`, `alt={"x"}`, or `true` for a bare flag. */
export function attributeValue(attributes: string, name: string): string | undefined {
  const re = new RegExp(`(?:^|\\s)${name}\\s*(=\\s*("([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\}|\\{([^}]*)\\})|(?=\\s|/|$))`);
  const m = re.exec(attributes);
  if (!m) return undefined;
  if (!m[1]) return 'true';
  return m[3] ?? m[4] ?? m[5] ?? m[6] ?? '';
}

function plainText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Event {
  offset: number;
  apply(stack: string[]): void;
}

export function scanPage(source: string): ScannedPage {
  // The front matter keeps its lines (blanked) so that lines and columns match the file.
  const text = source.replace(/\r\n?/g, '\n').replace(FRONTMATTER, (m) => blank(m));
  const lines = new LineIndex(text);
  const { masked, code } = maskCode(text);

  const headings: Heading[] = [];
  const codeBlocks: CodeBlock[] = [];
  const images: Image[] = [];
  const links: Link[] = [];
  const elements: Element[] = [];
  const localNames = new Set<string>();
  const events: Event[] = [];

  // import/export lines (MDX ESM): the names they bind are the page's own components.
  for (const m of masked.matchAll(/^(?:import|export)\s[^\n]*(?:\n(?!\s*$)[^\n]*)*/gm)) {
    const statement = m[0];
    if (!/^(import|export)\s/.test(statement)) continue;
    for (const name of statement.matchAll(/\b([A-Z][A-Za-z0-9_]*)\b/g)) localNames.add(name[1]!);
  }
  // ESM blocks are not markup: blank them so their contents are not read as tags or links.
  const body = masked.replace(/^(?:import|export)\s[^\n]*(?:\n(?!\s*$)[^\n]*)*/gm, blank);

  for (const m of body.matchAll(/^[ \t]*(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/gm)) {
    const place = lines.place(m.index! + m[0].indexOf('#'));
    headings.push({ ...place, level: m[1]!.length, text: plainText(m[2]!), kind: 'markdown' });
  }

  // Setext headings: a paragraph line underlined with === (h1) or --- (h2).
  const bodyLines = body.split('\n');
  for (let i = 1; i < bodyLines.length; i++) {
    const underline = /^ {0,3}(=+|-+)[ \t]*$/.exec(bodyLines[i]!);
    const text = bodyLines[i - 1]!.trim();
    if (!underline || !text || /^[<{|>#*+-]|^\d+[.)]\s/.test(text) || (i > 1 && /^ {0,3}(=+|-+)[ \t]*$/.test(bodyLines[i - 1]!))) continue;
    const offset = bodyLines.slice(0, i - 1).reduce((n, l) => n + l.length + 1, 0) + bodyLines[i - 1]!.indexOf(text[0]!);
    headings.push({ ...lines.place(offset), level: underline[1]!.startsWith('=') ? 1 : 2, text: plainText(text), kind: 'markdown' });
  }

  for (const block of code) {
    events.push({
      offset: block.offset,
      apply: (stack) => codeBlocks.push({ ...lines.place(block.offset), lang: block.lang, meta: block.meta, code: block.code, codeLine: block.codeLine, ancestors: [...stack] }),
    });
  }

  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w.:-]*)/g)) {
    const start = m.index!;
    const closing = m[1] === '/';
    const name = m[2]!;
    // Autolinks (`<https://…>`, `<me@example.com>`) are not tags.
    if (name.endsWith(':') || body[start + m[0].length] === '@') continue;
    const end = tagEnd(body, start);
    if (end < 0) continue;
    const inner = body.slice(start + 1 + m[1]!.length + name.length, end);
    const selfClosing = inner.trimEnd().endsWith('/');
    const attributes = selfClosing ? inner.trimEnd().slice(0, -1) : inner;
    const place = lines.place(start);
    const lower = name.toLowerCase();
    if (closing) {
      events.push({
        offset: start,
        apply: (stack) => {
          const at = stack.lastIndexOf(name);
          if (at >= 0) stack.length = at;
        },
      });
      continue;
    }
    events.push({
      offset: start,
      apply: (stack) => {
        elements.push({ ...place, name, attributes, selfClosing, ancestors: [...stack] });
        if (lower === 'img') {
          images.push({ ...place, alt: attributeValue(attributes, 'alt'), src: attributeValue(attributes, 'src') ?? '', kind: 'html', ancestors: [...stack] });
        }
        if (!selfClosing && !VOID.has(lower)) stack.push(name);
      },
    });
    const heading = /^h([1-6])$/.exec(lower);
    if (heading) {
      const close = body.indexOf(`</${name}`, end);
      headings.push({ ...place, level: Number(heading[1]), text: plainText(close > 0 ? text.slice(end + 1, close) : ''), kind: 'html' });
    }
    if (lower === 'a') {
      const close = body.indexOf('</a', end);
      links.push({ ...place, href: attributeValue(attributes, 'href') ?? '', text: plainText(close > 0 ? text.slice(end + 1, close) : ''), kind: 'html' });
    }
  }

  for (const m of body.matchAll(/!\[([^\]\n]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^)]*["'])?\s*\)/g)) {
    const place = lines.place(m.index!);
    const alt = m[1]!;
    events.push({ offset: m.index!, apply: (stack) => images.push({ ...place, alt, src: m[2]!, kind: 'markdown', ancestors: [...stack] }) });
  }

  for (const m of body.matchAll(/(^|[^!\]\\])\[((?:[^\[\]\n]|\[[^\]\n]*\])+)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^)]*["'])?\s*\)/g)) {
    const offset = m.index! + m[1]!.length;
    links.push({ ...lines.place(offset), text: plainText(m[2]!.replace(/!\[[^\]]*\]\([^)]*\)/g, '')), href: m[3]!, kind: 'markdown' });
  }

  const stack: string[] = [];
  for (const event of events.sort((a, b) => a.offset - b.offset)) event.apply(stack);

  const byPlace = (a: Place, b: Place) => a.line - b.line || a.column - b.column;
  return {
    headings: headings.sort(byPlace),
    codeBlocks: codeBlocks.sort(byPlace),
    images: images.sort(byPlace),
    links: links.sort(byPlace),
    elements: elements.sort(byPlace),
    localNames,
  };
}
