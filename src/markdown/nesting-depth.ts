// Sätteri's parser recurses natively once per nested element, and a thread's stack ends it: 10,000
// nested components end the whole process (SIGSEGV, no message) on an 8 MB stack. This check finds
// nesting deeper than any page needs before the parser runs, in time linear in the page, so the
// build and the dev server report the page's place instead. parser-hazards.ts runs it wherever a page
// source meets the parser.
//
// Tags are counted in prose only (not in code, front matter, maths or import/export lines): an
// opening tag adds a level, a closing tag takes one away, a self-closing tag and an HTML void
// element (`<br>`) neither. Quoted attribute values and `{…}` expressions are skipped.
import { splitRegions, type Region } from './repairs/regions.ts';

/** Far beyond any real page (the real folders nest a few levels), far below the 10,000 that crashed. */
export const MAX_ELEMENT_DEPTH = 1000;

export const TOO_DEEP_MESSAGE = 'elements are nested too deeply to compile';
export const TOO_DEEP_HINT = 'Close components and tags sooner: a page cannot nest thousands of them.';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface TooDeepPlace {
  line: number;
  column: number;
}

/** Whether `source` has more than `limit` `<`: each level opens with one, so nesting beyond `limit` needs that many. */
export function mayNestBeyond(source: string, limit: number = MAX_ELEMENT_DEPTH): boolean {
  let count = 0;
  for (let at = source.indexOf('<'); at !== -1; at = source.indexOf('<', at + 1)) if (++count > limit) return true;
  return false;
}

/** The place of the first tag that opens a level beyond `limit`, or undefined. `regions`: the source's, when already split. */
export function findTooDeepNesting(source: string, limit: number = MAX_ELEMENT_DEPTH, regions?: Region[]): TooDeepPlace | undefined {
  if (!mayNestBeyond(source, limit)) return undefined;
  regions ??= splitRegions(source);
  let depth = 0;
  let offset = 0;
  for (const region of regions) {
    const text = region.text;
    const regionStart = offset;
    offset += text.length;
    if (region.kind !== 'prose') continue;
    let expression = 0;
    let tag: { start: number; name: string; closing: boolean; quote: string; braces: number; last: string } | undefined;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (tag) {
        if (tag.quote) {
          if (ch === tag.quote) tag.quote = '';
        } else if (tag.braces) {
          if (ch === '{') tag.braces++;
          else if (ch === '}') tag.braces--;
        } else if (ch === '"' || ch === "'") tag.quote = ch;
        else if (ch === '{') tag.braces = 1;
        else if (ch === '>') {
          const selfClosing = tag.last === '/';
          if (tag.closing) depth = Math.max(0, depth - 1);
          else if (!selfClosing && !VOID_ELEMENTS.has(tag.name)) {
            if (++depth > limit) return placeOf(source, regionStart + tag.start);
          }
          tag = undefined;
          continue;
        }
        if (tag && !/\s/.test(ch)) tag.last = ch;
        continue;
      }
      if (expression) {
        if (ch === '{') expression++;
        else if (ch === '}') expression--;
        continue;
      }
      if (ch === '\\') {
        i++; // an escaped character is text
        continue;
      }
      if (ch === '{') expression = 1;
      else if (ch === '<') {
        const closing = text[i + 1] === '/';
        const name = /^[A-Za-z][\w.:-]*|^(?=>)/.exec(text.slice(i + (closing ? 2 : 1), i + 66))?.[0];
        if (name !== undefined) tag = { start: i, name, closing, quote: '', braces: 0, last: '' };
      }
    }
  }
  return undefined;
}

/** The 1-based line and column of a character of the source. */
function placeOf(source: string, offset: number): TooDeepPlace {
  let line = 1;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) line++;
  return { line, column: offset - source.lastIndexOf('\n', offset - 1) };
}
