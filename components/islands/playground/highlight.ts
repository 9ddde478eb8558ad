// The island's small highlighter: JSON for the response panel, and the request samples (curl,
// JavaScript, Python, Go) coloured like the page's own samples, without shipping a full highlighter to
// the browser. A language is a list of token patterns tried in order at each position; the result
// is plain text and spans, built with text nodes only.
import { h } from './dom.ts';
import type { SampleLanguage } from './samples.ts';

export interface Token<Kind extends string = string> {
  text: string;
  kind?: Kind;
}

/** Token patterns, in priority order; each must use only non-capturing groups. */
type Rules<Kind extends string> = [Kind, RegExp][];

function tokenizer<Kind extends string>(rules: Rules<Kind>): (text: string) => Token<Kind>[] {
  const pattern = new RegExp(rules.map(([, rule]) => `(${rule.source})`).join('|'), 'gm');
  return (text) => {
    const tokens: Token<Kind>[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (index > last) tokens.push({ text: text.slice(last, index) });
      const rule = match.findIndex((group, i) => i > 0 && group !== undefined) - 1;
      tokens.push({ text: match[0], kind: rules[rule]![0] });
      last = index + match[0].length;
    }
    if (last < text.length) tokens.push({ text: text.slice(last) });
    return tokens;
  };
}

const DOUBLE_QUOTED = /"(?:\\.|[^"\\\n])*"/;
const NUMBER = /-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/;

export type JsonKind = 'key' | 'string' | 'number' | 'literal';

export const jsonTokens = tokenizer<JsonKind>([
  ['key', new RegExp(`${DOUBLE_QUOTED.source}(?=\\s*:)`)],
  ['string', DOUBLE_QUOTED],
  ['literal', /\b(?:true|false|null)\b/],
  ['number', NUMBER],
]);

export function highlightJson(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const token of jsonTokens(text)) {
    fragment.appendChild(token.kind ? h('span', { class: `ds-pg-json-${token.kind}` }, token.text) : document.createTextNode(token.text));
  }
  return fragment;
}

/** Token kinds of the request samples; playground.css colours them with the page's syntax colours. */
export type SyntaxKind = 'keyword' | 'string' | 'constant' | 'function' | 'parameter' | 'comment' | 'command' | 'continuation';

const SAMPLE_RULES: Record<SampleLanguage, Rules<SyntaxKind>> = {
  curl: [
    // A single-quoted shell word, with the '\'' sequences that put a quote inside it.
    ['string', /'[^']*'(?:\\''[^']*')*/],
    ['command', /^curl\b/],
    // An option (`--header`), not a dash inside a word.
    ['constant', /\B--?[A-Za-z][\w-]*/],
    // The method after --request: a bare word ending its line.
    ['string', /\b[A-Z]+(?= \\$|$)/],
    ['continuation', /\\$/],
  ],
  javascript: [
    ['comment', /\/\/[^\n]*/],
    ['string', DOUBLE_QUOTED],
    ['keyword', /\b(?:const|let|await|new|return|if|throw|async|function)\b|=(?![=>])/],
    ['constant', /\b(?:true|false|null|undefined|JSON)\b/],
    ['constant', NUMBER],
    ['function', /\b[A-Za-z_$][\w$]*(?=\()/],
  ],
  python: [
    ['comment', /#[^\n]*/],
    ['string', DOUBLE_QUOTED],
    ['keyword', /\b(?:import|from|as|if|else|for|in|not|and|or|with)\b/],
    ['constant', /\b(?:True|False|None|print|open)\b/],
    ['constant', NUMBER],
    // A keyword argument (`headers=`) before the `=` itself.
    ['parameter', /\b[a-z_]\w*(?==)/],
    ['keyword', /=/],
    ['function', /\b[A-Za-z_]\w*(?=\()/],
  ],
  go: [
    ['comment', /\/\/[^\n]*/],
    ['string', DOUBLE_QUOTED],
    ['string', /`[^`]*`/],
    ['keyword', /\b(?:package|import|func|var|const|return|if|else|for|range|defer|nil|err)\b|:?=(?!=)/],
    ['constant', /\b(?:true|false)\b/],
    ['constant', NUMBER],
    ['function', /\b[A-Za-z_]\w*(?=\()/],
  ],
};

const SAMPLE_TOKENIZERS = Object.fromEntries(
  Object.entries(SAMPLE_RULES).map(([language, rules]) => [language, tokenizer(rules)]),
) as Record<SampleLanguage, (text: string) => Token<SyntaxKind>[]>;

export function sampleTokens(language: SampleLanguage, text: string): Token<SyntaxKind>[] {
  return SAMPLE_TOKENIZERS[language](text);
}

/** A sample as text and coloured spans, for a `<code>` element (also at build time, see prerender.ts). */
export function highlightedSample(language: SampleLanguage, text: string): (HTMLElement | string)[] {
  return sampleTokens(language, text).map((token) => (token.kind ? h('span', { class: `ds-pg-syntax-${token.kind}` }, token.text) : token.text));
}
