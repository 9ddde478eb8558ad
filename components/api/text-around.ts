// A UI string with one placeholder drawn as markup (`<code>`): the words before and after it, as HTML.
// The string's own words are escaped as Astro leaves literal template text (`&`, `<`, `>` only) and
// filled values as Astro escapes expressions, so English pages keep their bytes.
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const fill = (part: string, values: Record<string, string>) =>
  part
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && values[name] !== undefined ? escapeValue(values[name]) : escapeText(piece);
    })
    .join('');

export function textAround(template: string, placeholder: string, values: Record<string, string> = {}): { before: string; after: string } {
  const at = template.indexOf(`{${placeholder}}`);
  const [before, after] = at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + placeholder.length + 2)];
  return { before: fill(before, values), after: fill(after, values) };
}
