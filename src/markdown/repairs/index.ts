// Source repairs for MDX that the hosted platform accepted and Astro's MDX compiler rejects. They
// run before the compiler (a Vite transform, see src/vite/mdx-source.ts), only on prose (never in
// code, front matter or import/export lines), and keep every line where it was, so compiler errors
// and warnings still point at the author's line. What is still open at the end of the file (a code
// fence, tags) is closed there, after the last line (unclosed-tags.ts).
import { countNewlines, splitRegions } from './regions.ts';
import { REPAIRS, type Repair } from './rules.ts';
import { closeUnclosedTags } from './unclosed-tags.ts';

export interface RepairFix {
  /** 1-based line in the original source. */
  line: number;
  repair: string;
  /** What was changed, for the build's summary ("<br> closed as <br />"). */
  message: string;
}

export interface RepairResult {
  code: string;
  fixes: RepairFix[];
}

export function repairMdxSource(source: string, repairs: readonly Repair[] = REPAIRS): RepairResult {
  const fixes: RepairFix[] = [];
  let code = '';
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') {
      code += region.text;
      continue;
    }
    let text = region.text;
    for (const repair of repairs) {
      text = text.replace(repair.pattern, (...args: unknown[]) => {
        const match = args[0] as string;
        const offset = args.find((a) => typeof a === 'number') as number;
        const replacement = repair.replace(match);
        if (replacement === match) return match;
        if (countNewlines(replacement) !== countNewlines(match)) return match; // never move lines
        fixes.push({ line: region.line + countNewlines(text.slice(0, offset)), repair: repair.id, message: repair.message(match) });
        return replacement;
      });
    }
    code += text;
  }
  // Tags and fences are balanced over the whole file, after the repairs above (no comment is left
  // to hide a tag in).
  const closed = closeUnclosedTags(code);
  fixes.push(...closed.fixes);
  fixes.sort((a, b) => a.line - b.line);
  return { code: closed.code, fixes };
}

export { REPAIRS } from './rules.ts';
export type { Repair } from './rules.ts';
