// Light JSON highlighting for the response panel: keys, strings, numbers and literals as spans.
// Works on pretty-printed JSON text and only ever creates text nodes.
const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

export interface JsonToken {
  text: string;
  kind?: 'key' | 'string' | 'number' | 'literal';
}

export function jsonTokens(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ text: text.slice(last, index) });
    if (match[1]) {
      tokens.push({ text: match[1], kind: match[2] ? 'key' : 'string' });
      if (match[2]) tokens.push({ text: match[2] });
    } else {
      tokens.push({ text: match[0], kind: /^[tfn]/.test(match[0]) ? 'literal' : 'number' });
    }
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last) });
  return tokens;
}

export function highlightJson(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const token of jsonTokens(text)) {
    if (!token.kind) {
      fragment.appendChild(document.createTextNode(token.text));
      continue;
    }
    const span = document.createElement('span');
    span.className = `ds-pg-json-${token.kind}`;
    span.textContent = token.text;
    fragment.appendChild(span);
  }
  return fragment;
}
