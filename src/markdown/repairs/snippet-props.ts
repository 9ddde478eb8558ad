// Hosted-platform snippets use the props they are given as free variables: `{framework}` or
// `{verb ?? "is"}` in a snippet rendered as `<Prerequisites framework="Next.js" verb="are" />`. In
// compiled MDX a free variable is a ReferenceError that fails the build, so in snippet files every
// name an expression reads and the file does not define reads the prop. In pages, a bare `{name}`
// (which the platform showed as written, e.g. a path like "{mem0_dir}/history.db" in a table) is kept
// as the literal text, and any other expression that reads an undefined name (`{window.x()}`,
// `{who ?? "there"}`) is left out: it would stop the whole build, not just its page.
import { splitRegions } from './regions.ts';
import { mdxExpressions } from './free-identifiers.ts';

const GLOBALS = new Set([
  'props', 'true', 'false', 'null', 'undefined', 'NaN', 'Infinity', 'this', 'new', 'typeof', 'void',
  'Math', 'JSON', 'Date', 'Object', 'Array', 'String', 'Number', 'Boolean', 'console', 'globalThis',
]);

/**
 * Offsets of `text` that sit inside a quoted attribute value of a tag (`<Card title="a {b}">`):
 * braces there are literal text in MDX, not expressions.
 */
export function quotedAttributeMask(text: string): Uint8Array {
  const mask = new Uint8Array(text.length);
  let inTag = false;
  let quote = '';
  let braces = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (!inTag) {
      if (c === '<' && /[A-Za-z]/.test(text[i + 1] ?? '')) inTag = true;
      continue;
    }
    if (quote) {
      mask[i] = 1;
      if (c === quote) quote = '';
    } else if (braces) {
      if (c === '{') braces++;
      else if (c === '}') braces--;
    } else if (c === '"' || c === "'") {
      quote = c;
      mask[i] = 1;
    } else if (c === '{') braces++;
    else if (c === '>') inTag = false;
  }
  return mask;
}

export interface FreeVariable {
  name: string;
  line: number;
  /** Pages: the expression (as written) that was left out because it reads `name`. */
  leftOut?: string;
}

/** Names Astro's MDX and the source repairs give every page: `frontmatter`, and `user` (personalization.ts). */
const PAGE_NAMES = new Set(['frontmatter', 'user']);

const isGlobal = (name: string) => GLOBALS.has(name) || name in globalThis;

const lineAt = (region: { line: number }, text: string, offset: number) => region.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0);

type Rewrite = (text: string, mask: Uint8Array, defined: ReadonlySet<string>, region: { line: number }, found: FreeVariable[]) => string;

/** Snippets: every free name an expression reads becomes a read of the prop (`props.name`). */
const freeNamesToProps: Rewrite = (text, mask, defined, region, found) => {
  const free = mdxExpressions(text, mask)
    .flatMap((expression) => expression.free)
    .filter((id) => !defined.has(id.name) && !isGlobal(id.name));
  let out = text;
  for (const id of [...free].reverse()) {
    out = `${out.slice(0, id.start)}${id.shorthand ? `${id.name}: ` : ''}props.${id.name}${out.slice(id.end)}`;
  }
  found.push(...free.map((id) => ({ name: id.name, line: lineAt(region, text, id.start) })));
  return out;
};

/**
 * Pages: a bare `{name}` the page does not define becomes the literal text `{"{name}"}` (a string
 * as an attribute value); another expression reading such a name becomes `{null}`, keeping its lines.
 */
const undefinedNamesOut: Rewrite = (text, mask, defined, region, found) => {
  let out = text;
  for (const expression of mdxExpressions(text, mask).reverse()) {
    const written = text.slice(expression.start, expression.end);
    const line = lineAt(region, text, expression.start);
    let replacement: string | undefined;
    if (expression.bare) {
      const name = expression.free[0]!.name;
      if (GLOBALS.has(name) || defined.has(name)) continue;
      found.push({ name, line });
      replacement = text[expression.start - 1] === '=' ? JSON.stringify(written) : `{${JSON.stringify(written)}}`;
    } else {
      const missing = expression.free.find((id) => !defined.has(id.name) && !isGlobal(id.name) && !PAGE_NAMES.has(id.name));
      if (!missing) continue;
      found.push({ name: missing.name, line, leftOut: written });
      replacement = `{null${'\n'.repeat(written.split('\n').length - 1)}}`;
    }
    out = `${out.slice(0, expression.start)}${replacement}${out.slice(expression.end)}`;
  }
  found.sort((a, b) => a.line - b.line);
  return out;
};

/**
 * Rewrites the expressions that read names the file does not define: to prop reads (`mode: 'props'`,
 * snippets), or, in pages (`mode: 'literal'`), to literal text or nothing (undefinedNamesOut).
 */
export function rewriteFreeVariables(
  source: string,
  defined: ReadonlySet<string>,
  mode: 'props' | 'literal',
): { code: string; found: FreeVariable[] } {
  const found: FreeVariable[] = [];
  const rewrite = mode === 'props' ? freeNamesToProps : undefinedNamesOut;
  const code = rewrite(source, expressionMask(source), defined, { line: 1 }, found);
  return { code, found };
}

/**
 * Offsets where a `{` starts no expression: code (fences, inline code, maths, front matter, ESM) and
 * quoted attribute values. An expression that starts in prose is read whole, whatever follows: a
 * template literal in it is not inline code.
 */
function expressionMask(source: string): Uint8Array {
  const mask = new Uint8Array(source.length);
  let offset = 0;
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') mask.fill(1, offset, offset + region.text.length);
    else mask.set(quotedAttributeMask(region.text), offset);
    offset += region.text.length;
  }
  return mask;
}

export function snippetPropsToReads(source: string, defined: ReadonlySet<string>): string {
  return rewriteFreeVariables(source, defined, 'props').code;
}

/** Files in `snippets/` or `_snippets/` folders (at any depth) of the docs root. */
export function isSnippetFile(relativePath: string): boolean {
  return /(?:^|\/)_?snippets\//.test(relativePath);
}
