// Markdown Docsmith writes from text it does not trust (OpenAPI descriptions, summaries, examples)
// for the markdown twins, llms-full.txt and "Copy page": whatever renders that markdown next must
// get no more than the HTML page gave. Code (fences and spans) is kept as written, since a renderer
// shows it as text; outside code, script-bearing elements go with their content, other HTML tags go
// (their text stays), and links whose URL the policy refuses keep only their text.
import { urlVerdict } from './url-policy.ts';

/** Elements removed with everything inside them. */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|frame|frameset|object|embed|applet|noscript|template|svg|math|textarea|xmp|noembed|noframes|plaintext|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** HTML element names: tags with these names are markup, not placeholders such as `<API_KEY>` or `List<Pet>`. */
const HTML_ELEMENTS = new Set(
  ('a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i img input ins kbd label legend li link main map mark marquee menu meta meter nav object ol optgroup option output p param picture portal pre progress q rp rt ruby s samp search section select slot small source span strike strong sub summary sup table tbody td tfoot th thead time tr track u ul var video wbr base basefont bgsound blink center dir image isindex keygen listing multicol nextid nobr spacer tt').split(' '),
);

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:\s[^<>]*)?\/?>/g;
const LINK = /(!?)\[([^\]\n]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
/** Any link destination left (nested parentheses, odd spacing): its scheme is read and a refused one is cut. */
const DESTINATION = /\]\(\s*<?([^)>]{0,40})/g;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]*:[^<>\s]*)>/g;
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\n?[ \t]*<?(\S+?)>?(?:[ \t].*)?$/gm;
const FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm;
const CODE_SPAN = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;

/** Markdown decodes character references in destinations: `&#106;avascript&colon;` is `javascript:`. */
function decodeReferences(url: string): string {
  return url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');
}

const blocked = (url: string) => urlVerdict(decodeReferences(url)).kind === 'blocked';

export function safeMarkdown(text: string): string {
  const kept: string[] = [];
  const keep = (code: string) => `\uE000${kept.push(code) - 1}\uE001`;
  // The placeholder characters cannot come from the input.
  let out = text.replace(/[\uE000\uE001]/g, '').replace(FENCE, keep).replace(CODE_SPAN, keep);
  out = out
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(TAG, (tag, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? '' : tag))
    .replace(LINK, (link, _bang: string, label: string, url: string) => (blocked(url) ? label : link))
    .replace(DESTINATION, (start, url: string) => (blocked(url) ? '](#' : start))
    .replace(AUTOLINK, (link, url: string) => (blocked(url) ? '' : link))
    .replace(DEFINITION, (line, url: string) => (blocked(url) ? '' : line));
  return out.replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]!);
}
