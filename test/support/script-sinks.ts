// What must never appear in HTML Docsmith writes from untrusted input: elements that run or embed
// script, event-handler attributes, and javascript:/vbscript:/data: URLs in links and sources.
export const SCRIPT_SINK =
  /<(?:script|iframe|object|embed|frame|svg[^>]*\son\w+)\b|<[a-z][^>]*\son[a-z]+\s*=|(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i;

/** The first script sink in `html`, with some context, or undefined. */
export function scriptSinkIn(html: string): string | undefined {
  const match = SCRIPT_SINK.exec(html);
  return match ? html.slice(Math.max(0, match.index - 80), match.index + 120) : undefined;
}
