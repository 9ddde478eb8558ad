// Hosted-platform snippets use the props they are given as free variables: `{framework}` in a
// snippet rendered as `<Prerequisites framework="Next.js" />`. In compiled MDX a free variable is a
// ReferenceError that fails the build, so a bare `{name}` that the file does not define reads the
// prop in snippet files, and in pages (where the platform showed it as written, e.g. a path like
// "{mem0_dir}/history.db" in a table) is kept as the literal text.
import { splitRegions } from './regions.ts';

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

/**
 * Rewrites bare `{name}` expressions the file does not define: to `{props.name}` (`mode: 'props'`,
 * snippets) or to the literal text `{"{name}"}` (`mode: 'literal'`, pages).
 */
export function rewriteFreeVariables(
  source: string,
  defined: ReadonlySet<string>,
  mode: 'props' | 'literal',
): { code: string; found: FreeVariable[] } {
  const found: FreeVariable[] = [];
  const code = splitRegions(source)
    .map((region) => ({ region, mask: region.kind === 'code' ? undefined : quotedAttributeMask(region.text) }))
    .map(({ region, mask }) =>
      region.kind === 'code'
        ? region.text
        : region.text.replace(/\{(\s*)([A-Za-z_$][\w$]*)(\s*)\}/g, (match, before: string, name: string, after: string, offset: number, whole: string) => {
            if (GLOBALS.has(name) || defined.has(name) || mask![offset]) return match;
            // `={name}` is an attribute value: a prop read there too, a string in pages.
            const attribute = whole[offset - 1] === '=';
            found.push({ name, line: region.line + (whole.slice(0, offset).match(/\n/g)?.length ?? 0) });
            if (mode === 'props') return `{${before}props.${name}${after}}`;
            return attribute ? JSON.stringify(match) : `{${JSON.stringify(match)}}`;
          }),
    )
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
