// Custom heading ids, as the hosted platform writes them: `## Configuration options {#config}`. MDX
// would read `{#config}` as a JavaScript expression and fail, so the source keeps it as text
// (`\{#config\}`), and the heading plugins take it off the heading's text and make it the id. Plain
// `.md` pages have it as text already.
import { closesFence, fenceOpening } from './fence-line.ts';

/** `{#id}` at the end of a heading's text. */
const TRAILING_ID = /\s*\\?\{#([^\s{}\\]+)\\?\}\s*$/;

/** A heading line (ATX) whose text ends with `{#id}`. */
const HEADING_WITH_ID = /^([ \t]*#{1,6}[ \t]+.*?)[ \t]*\{#([^\s{}]+)\}[ \t]*(\r?)$/;

/** The source with every heading's `{#id}` escaped, so that MDX reads it as text. Lines stay put. */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      if (fence) {
        if (closesFence(line, fence)) fence = undefined;
        return line;
      }
      fence = fenceOpening(line)?.marker;
      if (fence) return line;
      return line.replace(HEADING_WITH_ID, (_match, heading: string, id: string, cr: string) => `${heading} \\{#${id}\\}${cr}`);
    })
    .join('\n');
}

/** A heading text's own id (`Setup {#setup}` -> `setup`), and the text without it. */
export function customHeadingId(text: string): { id: string; text: string } | undefined {
  const match = TRAILING_ID.exec(text);
  return match ? { id: match[1]!, text: text.slice(0, match.index) } : undefined;
}
