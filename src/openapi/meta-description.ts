// The <meta name="description"> of a generated operation page. Search engines show it under the
// title, so it is the operation's own words as plain text, cut at a word boundary near the length
// they display; an operation with no words of its own says what the page is.
import { plainText } from './markdown.ts';
import type { OperationView } from './view.ts';

const SHOWN_LENGTH = 160;

export function operationMetaDescription(view: Pick<OperationView, 'summary' | 'description' | 'method' | 'path' | 'title'>): string {
  const text = plainText(view.description) ?? plainText(view.summary);
  if (!text) return `${view.title}: the ${view.method.toUpperCase()} ${view.path} endpoint, its parameters, request body, responses and code samples.`;
  if (text.length <= SHOWN_LENGTH) return text;
  const cut = text.slice(0, SHOWN_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), SHOWN_LENGTH / 2));
  return `${atWord.replace(/[\s,;:.]+$/, '')}…`;
}
