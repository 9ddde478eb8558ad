// Hosted-platform snippets use the props they are given as free variables: `{framework}` or
// `{verb ?? "is"}` in a snippet rendered as `<Prerequisites framework="Next.js" verb="are" />`. In
// compiled MDX a free variable is a ReferenceError that fails the build, so in snippet files every
// name an expression reads and the file does not define reads the prop. In pages, a bare `{name}`
// (which the platform showed as written, e.g. a path like "{mem0_dir}/history.db" in a table) is kept
// as the literal text.
import { splitRegions } from './regions.ts';
import { freeIdentifiers } from './free-identifiers.ts';

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
}

const isGlobal = (name: string) => GLOBALS.has(name) || name in globalThis;

const lineAt = (region: { line: number }, text: string, offset: number) => region.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0);

/** Snippets: every free name an expression reads becomes a read of the prop (`props.name`). */
function freeNamesToProps(text: string, mask: Uint8Array, defined: ReadonlySet<string>, region: { line: number }, found: FreeVariable[]): string {
  const free = freeIdentifiers(text, mask).filter((id) => !defined.has(id.name) && !isGlobal(id.name));
  let out = text;
  for (const id of free.reverse()) {
    out = `${out.slice(0, id.start)}${id.shorthand ? `${id.name}: ` : ''}props.${id.name}${out.slice(id.end)}`;
  }
  found.push(...free.reverse().map((id) => ({ name: id.name, line: lineAt(region, text, id.start) })));
  return out;
}

/** Pages: a bare `{name}` the page does not define is the literal text `{"{name}"}`. */
function bareNamesToText(text: string, mask: Uint8Array, defined: ReadonlySet<string>, region: { line: number }, found: FreeVariable[]): string {
  return text.replace(/\{(\s*)([A-Za-z_$][\w$]*)(\s*)\}/g, (match, _before: string, name: string, _after: string, offset: number, whole: string) => {
    if (GLOBALS.has(name) || defined.has(name) || mask[offset]) return match;
    // `={name}` is an attribute value: a string there.
    found.push({ name, line: lineAt(region, whole, offset) });
    return whole[offset - 1] === '=' ? JSON.stringify(match) : `{${JSON.stringify(match)}}`;
  });
}

/**
 * Rewrites the names expressions read and the file does not define: to prop reads (`mode: 'props'`,
 * snippets), or, for a bare `{name}`, to its literal text (`mode: 'literal'`, pages).
 */
export function rewriteFreeVariables(
  source: string,
  defined: ReadonlySet<string>,
  mode: 'props' | 'literal',
): { code: string; found: FreeVariable[] } {
  const found: FreeVariable[] = [];
  const rewrite = mode === 'props' ? freeNamesToProps : bareNamesToText;
  const code = splitRegions(source)
    .map((region) => (region.kind === 'code' ? region.text : rewrite(region.text, quotedAttributeMask(region.text), defined, region, found)))
    .join('');
  return { code, found };
}

export function snippetPropsToReads(source: string, defined: ReadonlySet<string>): string {
  return rewriteFreeVariables(source, defined, 'props').code;
}

/** Files in `snippets/` or `_snippets/` folders (at any depth) of the docs root. */
export function isSnippetFile(relativePath: string): boolean {
  return /(?:^|\/)_?snippets\//.test(relativePath);
}
