// What must never appear in what Docsmith writes from untrusted input: elements that run or embed
// script, event-handler attributes, and javascript:/vbscript:/data: URLs in links and sources.
// HTML is parsed (parse5, as a browser would), so text inside attribute values does not count.
import { parse, parseFragment } from 'parse5';

/** For markdown and plain text outputs, and for HTML a renderer made from them. */
export const SCRIPT_SINK =
  /<(?:script|iframe|object|embed|frame|svg[^>]*\son\w+)\b|<[a-z][^>]*\son[a-z]+\s*=|(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i;

/** The first script sink in markdown or text (code fences and spans left out: renderers show them as text). */
export function scriptSinkIn(text: string): string | undefined {
  const prose = text.replace(/```[\s\S]*?(```|$)/g, '').replace(/`[^`\n]*`/g, '');
  const match = SCRIPT_SINK.exec(prose);
  return match ? prose.slice(Math.max(0, match.index - 80), match.index + 120) : undefined;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
  value?: string;
}

/**
 * Script sinks in parsed HTML: an event-handler attribute, an unsafe URL, an iframe/object/embed,
 * or a <script> whose code outside string literals matches `hostileScript` (the site's own scripts
 * are allowed).
 */
export function scriptSinksInHtml(html: string, hostileScript = /alert\(|__xss/, fragment = false): string[] {
  const found: string[] = [];
  const stack: HtmlNode[] = [(fragment ? parseFragment(html) : parse(html)) as unknown as HtmlNode];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.tagName) {
      for (const { name, value } of node.attrs ?? []) {
        if (/^on/i.test(name)) found.push(`<${node.tagName} ${name}="${value}">`);
        if (URL_ATTRIBUTES.has(name.toLowerCase()) && UNSAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''))) found.push(`<${node.tagName} ${name}="${value}">`);
      }
      if (['iframe', 'object', 'embed', 'frame'].includes(node.tagName)) found.push(`<${node.tagName}>`);
      if (node.tagName === 'script') {
        const text = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
        // A hostile value inside a string literal (JSON data, define:vars) is data, not code.
        const code = text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
        if (hostileScript.test(code)) found.push(`<script>${text.slice(0, 120)}`);
      }
    }
    stack.push(...(node.childNodes ?? []));
    if (node.content) stack.push(node.content);
  }
  return found;
}
