// Pages cut short upstream: a code fence never closed, then `<Tab>`/`<Tabs>` left open at the end of
// the file, or a closing tag whose opening tag is gone. MDX rejects the page; the hosted platform
// showed it. This repair closes at the end of the file what is still open (the fence first, then the
// tags, innermost first) and drops closing tags that close nothing, so the page renders what it has.
// Only text is appended or removed within a line: every line keeps its number.
//
// Tags are read the way MDX reads them in prose: `<Name attr="..." {...spread}>`, `</Name>`, `<>`,
// skipping code, `{expressions}` and backslash escapes. A tag is closed at the end of the file only
// when it stands alone on its line (a block, as MDX reads it); a tag left open inside a paragraph
// is a mistake MDX reports with its place, and the page stays an error.
import { placeOfOffset } from '../../config/json-location.ts';
import { splitRegions } from './regions.ts';
import type { RepairFix } from './index.ts';

interface OpenTag {
  name: string;
  /** Offsets of the tag's `<` and of the character after its `>`. */
  start: number;
  end: number;
}

interface Removal {
  start: number;
  end: number;
}

const TAG_NAME = /[A-Za-z][\w.:-]*/y;

/** The end offset (after `>`) of the tag starting at `at` (`<`), and whether it closes itself. */
function readTag(text: string, at: number): { end: number; selfClosing: boolean } | undefined {
  let quote = '';
  let braces = 0;
  for (let i = at + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = '';
    } else if (braces) {
      if (ch === '{') braces++;
      else if (ch === '}') braces--;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') braces++;
    else if (ch === '>') return { end: i + 1, selfClosing: text[i - 1] === '/' };
  }
  return undefined;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

/** A tag alone on its line (other tags may share it): MDX reads it as a block, which may span lines. */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text.slice(lineStart(text, start), start);
  const after = text.slice(end, lineEnd(text, end));
  return /^[ \t]*(?:<[^>]*>[ \t]*)*$/.test(before) && /^[ \t]*(?:<.*)?$/.test(after);
}

/** `](<` or `]: <` before `at`: a link destination in angle brackets. */
function startsLinkDestination(text: string, at: number): boolean {
  if (text.startsWith('](', at - 2)) return true;
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return text[i] === ':' && text[i - 1] === ']';
}

export function closeUnclosedTags(source: string): { code: string; fixes: RepairFix[] } {
  const fixes: RepairFix[] = [];
  const open: OpenTag[] = [];
  const removals: Removal[] = [];
  const regions = splitRegions(source);
  // Offsets of the code regions: a tag's attributes may hold inline code (`title="`x`"`).
  const code = new Uint8Array(source.length);
  let offset = 0;
  for (const region of regions) {
    if (region.kind === 'code') code.fill(1, offset, offset + region.text.length);
    offset += region.text.length;
  }
  const lineAt = (at: number) => placeOfOffset(source, at).line;

  let depth = 0;
  let overlapping = false;
  for (let i = 0; i < source.length; i++) {
    if (code[i]) continue;
    const ch = source[i]!;
    if (depth) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{') {
      depth = 1;
      continue;
    }
    if (ch !== '<') continue;
    if (startsLinkDestination(source, i)) {
      // A link destination in angle brackets, `![alt](</images/a (1).png>)`: not a tag.
      const end = source.indexOf('>', i);
      if (end > 0) i = end;
      continue;
    }
    const closing = source[i + 1] === '/';
    const nameStart = i + (closing ? 2 : 1);
    TAG_NAME.lastIndex = nameStart;
    const name = TAG_NAME.exec(source)?.[0] ?? '';
    if (!name && source[nameStart] !== '>') continue; // not a tag: `a < b`, `<3` (MDX says where)
    const tag = readTag(source, i);
    if (!tag) continue; // a tag cut off by the end of the file: MDX says where
    if (closing) {
      if (open.at(-1)?.name === name) open.pop();
      else if (!open.some((t) => t.name === name)) {
        removals.push({ start: i, end: tag.end });
        fixes.push({ line: lineAt(i), repair: 'stray-closing-tag', message: `closing tag </${name}> closes nothing opened before it; removed` });
      }
      // A closing tag of an element further out (overlapping tags) is left for MDX to report; the
      // page stays an error, so closing the rest at the end of the file would only add noise.
      else overlapping = true;
    } else if (!tag.selfClosing) {
      open.push({ name, start: i, end: tag.end });
    }
    i = tag.end - 1;
  }

  let repaired = source;
  for (const { start, end } of removals.reverse()) repaired = repaired.slice(0, start) + repaired.slice(end);
  // An unclosed `{` (reported before compiling) or overlapping tags: nothing to close.
  if (depth || overlapping) return { code: repaired, fixes };

  const tail: string[] = [];
  const last = regions.at(-1);
  if (last?.fence && !last.fence.closed) {
    tail.push(`${last.fence.indent}${last.fence.marker}`);
    fixes.push({ line: last.line, repair: 'unclosed-code-block', message: `code block opened here is never closed; closed at the end of the file` });
  }
  while (open.length && standsAlone(source, open.at(-1)!.start, open.at(-1)!.end)) {
    const tag = open.pop()!;
    const indent = /^[ \t]*/.exec(source.slice(lineStart(source, tag.start)))![0];
    tail.push(`${indent}</${tag.name}>`);
    fixes.push({ line: lineAt(tag.start), repair: 'unclosed-tag', message: `<${tag.name}> is never closed; closed at the end of the file` });
  }
  if (!tail.length) return { code: repaired, fixes };
  return { code: `${repaired}${repaired.endsWith('\n') ? '' : '\n'}${tail.join('\n')}\n`, fixes };
}
