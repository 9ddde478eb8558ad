// Splits an MDX source into the parts a source repair may touch (prose, JSX tags) and the parts it
// must leave alone: front matter, fenced code, inline code, maths (`$…$`, `$$…$$`: braces there are
// TeX, not MDX expressions) and top-level import/export lines.
// Regions are contiguous slices of the source, so joining them gives the source back and a repair
// that keeps the newlines of a slice keeps every line number.

import { closesFence, fenceOpening } from '../fence-line.ts';

export interface Region {
  text: string;
  /** `code` regions are left exactly as they are. */
  kind: 'prose' | 'code';
  /** 1-based line on which the region starts. */
  line: number;
  /** A fenced code block: its opening marker (with its indent), and whether a closing fence ends it. */
  fence?: { indent: string; marker: string; closed: boolean };
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

export function splitRegions(source: string): Region[] {
  const regions: Region[] = [];
  let line = 1;
  let prose = '';
  let proseLine = 1;
  const push = (text: string, kind: Region['kind'], fence?: Region['fence']) => {
    if (kind === 'prose') {
      if (!prose) proseLine = line;
      prose += text;
    } else {
      flushProse();
      regions.push({ text, kind, line, ...(fence ? { fence } : {}) });
    }
    line += countNewlines(text);
  };
  const flushProse = () => {
    if (prose) regions.push({ text: prose, kind: 'prose', line: proseLine });
    prose = '';
  };

  let rest = source;
  const front = FRONTMATTER.exec(rest);
  if (front) {
    push(front[0], 'code');
    rest = rest.slice(front[0].length);
  }
  const lines = linesOf(rest);
  for (let i = 0; i < lines.length; i++) {
    const current = lines[i]!;
    const fence = fenceOpening(current);
    if (fence) {
      const { marker } = fence;
      let block = current;
      let j = i + 1;
      let closed = false;
      for (; j < lines.length; j++) {
        block += lines[j]!;
        if (closesFence(lines[j]!, marker)) {
          closed = true;
          break;
        }
      }
      push(block, 'code', { indent: fence.indent, marker, closed });
      i = j;
      continue;
    }
    if (/^[ \t]*\$\$/.test(current) && !/^[ \t]*\$\$.*\$\$[ \t]*\r?\n?$/.test(current)) {
      // Display maths runs to the next line holding `$$`.
      let block = current;
      let j = i + 1;
      for (; j < lines.length; j++) {
        block += lines[j]!;
        if (lines[j]!.includes('$$')) break;
      }
      if (j < lines.length) {
        push(block, 'code');
        i = j;
        continue;
      }
    }
    if (/^(?:import|export)\s/.test(current)) {
      // An ESM block runs until a blank line.
      let block = current;
      let j = i + 1;
      for (; j < lines.length && lines[j]!.trim() !== ''; j++) block += lines[j]!;
      push(block, 'code');
      i = j - 1;
      continue;
    }
    if (!current.includes('`') && !current.includes('$')) push(current, 'prose');
    else for (const part of splitInlineCode(current)) push(part.text, part.kind);
  }
  flushProse();
  return regions;
}

/** Backtick code spans and `$…$` maths within one line are code. */
function splitInlineCode(line: string): { text: string; kind: Region['kind'] }[] {
  const parts: { text: string; kind: Region['kind'] }[] = [];
  const span = /(`+)[^`]*?\1(?!`)|(?<!\\)(\${1,2})(?!\s)[^$\n]+?\2(?!\$)/g;
  let last = 0;
  for (const match of line.matchAll(span)) {
    if (match.index > last) parts.push({ text: line.slice(last, match.index), kind: 'prose' });
    parts.push({ text: match[0], kind: 'code' });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), kind: 'prose' });
  return parts;
}

/** The lines of `text`, each with its line break (the last one without, unless the text ends with one). */
function linesOf(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

export function countNewlines(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
  return n;
}
