// What a page source must not hold when it reaches Sätteri's parser: a `{` that is never closed (the
// parser can take exponential time on it, unclosed-expression.ts) and elements nested thousands deep
// (its native recursion can end the process, nesting-depth.ts). Both are looked for in one split of
// the source, wherever a source meets the parser: the compile (mdx-errors.ts) and the source tree of
// the link checker, the markdown twins and ParamFields (source-tree.ts).
import { findTooDeepNesting, MAX_ELEMENT_DEPTH, mayNestBeyond, TOO_DEEP_HINT, TOO_DEEP_MESSAGE } from './nesting-depth.ts';
import { splitRegions } from './repairs/regions.ts';
import { findUnclosedExpression, UNCLOSED_EXPRESSION_HINT, UNCLOSED_EXPRESSION_MESSAGE } from './unclosed-expression.ts';

export interface ParserHazard {
  line: number;
  column: number;
  message: string;
  hint: string;
}

/** The first hazard of the source, with its place and what to do; undefined when there is none. */
export function parserHazardOf(source: string): ParserHazard | undefined {
  // Most pages can hold neither hazard (no `{`, few `<`): they are not split at all.
  if (!source.includes('{') && !mayNestBeyond(source)) return undefined;
  const regions = splitRegions(source);
  const unclosed = findUnclosedExpression(source, regions);
  if (unclosed) return { ...unclosed, message: UNCLOSED_EXPRESSION_MESSAGE, hint: UNCLOSED_EXPRESSION_HINT };
  const tooDeep = findTooDeepNesting(source, MAX_ELEMENT_DEPTH, regions);
  if (tooDeep) return { ...tooDeep, message: TOO_DEEP_MESSAGE, hint: TOO_DEEP_HINT };
  return undefined;
}
