// Hosted-platform snippets use the props they are given as free variables: `{framework}` in a
// snippet rendered as `<Prerequisites framework="Next.js" />`. In compiled MDX a free variable is a
// ReferenceError, so in snippet files a bare `{name}` that the file does not define reads the prop.
import { splitRegions } from './regions.ts';

const GLOBALS = new Set([
  'props', 'true', 'false', 'null', 'undefined', 'NaN', 'Infinity', 'this', 'new', 'typeof', 'void',
  'Math', 'JSON', 'Date', 'Object', 'Array', 'String', 'Number', 'Boolean', 'console', 'globalThis',
]);

export function snippetPropsToReads(source: string, defined: ReadonlySet<string>): string {
  return splitRegions(source)
    .map((region) =>
      region.kind === 'code'
        ? region.text
        : region.text.replace(/\{(\s*)([A-Za-z_$][\w$]*)(\s*)\}/g, (match, before: string, name: string, after: string) =>
            GLOBALS.has(name) || defined.has(name) ? match : `{${before}props.${name}${after}}`,
          ),
    )
    .join('');
}

/** Files in `snippets/` or `_snippets/` folders (at any depth) of the docs root. */
export function isSnippetFile(relativePath: string): boolean {
  return /(?:^|\/)_?snippets\//.test(relativePath);
}
