// Front matter written the simple way most pages write it, read without a YAML parser, and the
// page's body cut after it. A module of its own, without the page scan's imports: the routes that
// render pages read bodies through it.
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';

/** `key: "text"`, `key: 'text'`, `key: plain words` or `key: true|false`, as most pages' front matter is written. */
const SIMPLE_LINE = /^([A-Za-z_][\w-]*): (?:"([^"\\\x00-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]*)"|'([^'\x00-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]*)'|([A-Za-z](?:[\w .,()/-]*[\w.)])?))$/;
const BOOLEANS: Record<string, boolean> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };

/**
 * The front matter of a page whose every line is one of SIMPLE_LINE's forms, read without a YAML
 * parser; undefined for anything else, which both parsers then read. Such lines mean the same to
 * js-yaml and to `yaml` (no escapes, comments, colons, anchors or tags; a plain value starts with a
 * letter, so it is no number or date, and `null` spelt any way is left to them), and neither can
 * refuse them unless a key repeats. At 25,000 pages the two parsers took half a second of every start.
 */
export function simpleFrontmatter(source: string): Record<string, unknown> | undefined {
  return splitSimpleFrontmatter(source)?.data;
}

/** simpleFrontmatter, and where the page's body starts (after the closing line). */
export function splitSimpleFrontmatter(source: string): { data: Record<string, unknown>; bodyStart: number } | undefined {
  const opening = source.startsWith('---\n') ? 4 : source.startsWith('---\r\n') ? 5 : -1;
  if (opening < 0) return undefined;
  const closing = source.indexOf('\n---', opening - 1);
  if (closing < 0) return undefined;
  const after = source.charAt(closing + 4);
  if (after !== '' && after !== '\n' && after !== '\r') return undefined;
  const data: Record<string, unknown> = {};
  const body = source.slice(opening, closing + 1);
  for (const raw of body.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') continue;
    const match = SIMPLE_LINE.exec(line);
    if (!match) return undefined;
    const [, key, doubleQuoted, singleQuoted, plain] = match as unknown as [string, string, string | undefined, string | undefined, string | undefined];
    if (Object.hasOwn(data, key) || key === '__proto__') return undefined;
    if (plain !== undefined) {
      if (/^null$/i.test(plain)) return undefined;
      data[key] = Object.hasOwn(BOOLEANS, plain) ? BOOLEANS[plain] : plain;
    } else {
      data[key] = doubleQuoted ?? singleQuoted;
    }
  }
  return { data, bodyStart: closing + 4 };
}

/**
 * A page's text after its front matter, trimmed, as Astro's readers cut it ('' when its front matter
 * cannot be read). Simple front matter (splitSimpleFrontmatter) is cut where it closes, without a
 * YAML parser: the pages that render read their bodies this way, and js-yaml was most of that cost.
 */
export function bodyOfSource(source: string): string {
  const simple = splitSimpleFrontmatter(source);
  if (simple) return source.slice(simple.bodyStart).trim();
  try {
    return parseFrontmatter(source, { frontmatter: 'remove' }).content.trim();
  } catch {
    return '';
  }
}
