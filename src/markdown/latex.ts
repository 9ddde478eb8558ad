// <Latex>…</Latex>: the children are TeX, which MDX would read as markdown and JavaScript: `{a}` in
// `\frac{a}{b}` is an expression (an undefined variable), and `{i\pi}` does not parse, failing the
// page. Before the compiler, the children become one string expression that holds the TeX, so that
// components/content/Latex.astro gets it as text. The text is read as the hosted platform's MDX reads
// it, apart from the braces: backslash escapes of punctuation and the entities &lt; &gt; &amp; are
// decoded (`\\frac` is `\frac`, as there), and braces stay TeX groups. No line moves: a newline of the
// TeX stays a newline of the source, inside a string continued on the next line.
import { splitRegions } from './repairs/regions.ts';

const LATEX = /<Latex(\s[^>]*)?>([\s\S]*?)<\/Latex\s*>/g;
/** Children the author already wrote as one string: `{"…"}`, `{'…'}`, {`…`} or {String.raw`…`}. */
const AUTHORED_STRING = /^\s*\{\s*(?:["'`]|String\.raw`)[\s\S]*\}\s*$/;

/** `source` with the children of every <Latex> outside code made one string expression. */
export function latexChildrenAsText(source: string): string {
  if (!source.includes('<Latex')) return source;
  return splitRegions(source)
    .map((region) =>
      region.kind === 'code'
        ? region.text
        : region.text.replace(LATEX, (whole, attributes: string | undefined, tex: string) =>
            !tex.trim() || AUTHORED_STRING.test(tex) ? whole : `<Latex${attributes ?? ''}>{${stringLiteral(readTex(tex))}}</Latex>`,
          ),
    )
    .join('');
}

/** The TeX as markdown text reads: a backslash before ASCII punctuation escapes it; three entities. */
function readTex(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A JavaScript string literal of `text` that spans as many lines as `text` does (`\n\` then a newline:
 * the value has the newline, the source keeps its line). Braces are written as escapes, since MDX finds
 * the end of an expression by counting braces, strings or not.
 */
function stringLiteral(text: string): string {
  const lines = text.split('\n').map((line) => JSON.stringify(line).slice(1, -1).replace(/\{/g, '\\u007B').replace(/\}/g, '\\u007D'));
  return `"${lines.join('\\n\\\n')}"`;
}
