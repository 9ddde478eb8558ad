// The markdown or MDX tree of a page's source, for the readers that work on sources rather than the
// compiled page: the link checker, the markdown twins and the playground's ParamFields. MDX reaches
// Sätteri's parser only without a `{` that is never closed, on which the parser can take exponential
// time (see unclosed-expression.ts), and without elements nested thousands deep, on which it can end
// the process (nesting-depth.ts); such a source throws like any other syntax error, with its place.
import { markdownToMdast, mdxToMdast, type MdastNode, type TreeOptions } from 'satteri';
import { parserHazardOf } from './parser-hazards.ts';

export function sourceTree(source: string, { mdx = true, ...options }: TreeOptions & { mdx?: boolean } = {}): MdastNode {
  if (!mdx) return markdownToMdast(source, options);
  const hazard = parserHazardOf(source);
  if (hazard) throw new Error(`${hazard.line}:${hazard.column}: ${hazard.message}`);
  return mdxToMdast(source, options);
}
