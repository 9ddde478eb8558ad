// A `{` in MDX prose starts a JavaScript expression that runs to its matching `}`. When it is never
// closed, the page cannot compile; worse, Sätteri's parser then takes time exponential in the number
// of JSX tags after it (an unclosed `{` followed by 40 unclosed `<div>`s does not finish), so the
// build would hang instead of failing. This check finds the unclosed `{` before the compiler runs,
// in time linear in the page, and the build reports its place.
//
// Braces are counted the way MDX counts them: raw `{` and `}` (MDX requires braces inside an
// expression to balance, even in strings), skipping code, front matter, import/export blocks,
// backslash-escaped braces and quoted attribute values inside tags.
import { countNewlines, splitRegions, type Region } from './repairs/regions.ts';

export interface UnclosedExpression {
  line: number;
  column: number;
}

/** `regions`: the source's regions, when the caller has split it already. */
export function findUnclosedExpression(source: string, regions?: Region[]): UnclosedExpression | undefined {
  if (!source.includes('{')) return undefined;
  regions ??= splitRegions(source);
  let depth = 0;
  let open: UnclosedExpression | undefined;
  let inTag = false;
  let quote = '';
  let line = 1;
  let column = 0;
  for (const region of regions) {
    const text = region.text;
    const prose = region.kind === 'prose';
    // Code, and prose with no brace or tag while no expression or tag is open, only move the place.
    if (!prose || (depth === 0 && !inTag && !text.includes('{') && !text.includes('<'))) {
      const lastNewline = text.lastIndexOf('\n');
      if (lastNewline === -1) column += text.length;
      else {
        line += countNewlines(text);
        column = text.length - lastNewline - 1;
      }
      continue;
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      column++;
      if (ch === '\n') {
        line++;
        column = 0;
        continue;
      }
      if (depth > 0) {
        if (ch === '{') depth++;
        else if (ch === '}' && --depth === 0) open = undefined;
        continue;
      }
      if (inTag && quote) {
        if (ch === quote) quote = '';
        continue;
      }
      if (ch === '\\' && !inTag) {
        i++; // an escaped character is text
        column++;
        continue;
      }
      if (ch === '{') {
        depth = 1;
        open = { line, column };
      } else if (inTag) {
        if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '>') inTag = false;
      } else if (ch === '<' && /[A-Za-z/>]/.test(text[i + 1] ?? '')) {
        inTag = true;
      }
    }
  }
  return depth > 0 ? open : undefined;
}

export const UNCLOSED_EXPRESSION_MESSAGE = '"{" starts an expression that is never closed';
export const UNCLOSED_EXPRESSION_HINT = 'Close the expression with }, or write \\{ to show a brace as text.';
