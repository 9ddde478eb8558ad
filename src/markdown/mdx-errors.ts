// A page the MDX compiler cannot read is the author's mistake, so the build says where and what to do
// (`guides/intro.mdx:7:1: Expected a closing tag for <Note>`, and a hint) without a stack trace.
// Astro's MDX plugin throws the compiler's error with a fresh stack; this plugin wraps that plugin's
// transform and rethrows the same place and message as an AstroError without one.
import { relative, sep } from 'node:path';
import { AstroError } from 'astro/errors';
import type { Plugin } from 'vite';

const MDX_PLUGIN = '@mdx-js/rolldown';

export interface PagePlace {
  /** Absolute path of the page. */
  file: string;
  line?: number;
  column?: number;
}

/** What to do about the compiler's most common complaints; the message says what is wrong. */
export function hintForMdxMessage(message: string): string {
  const unclosed = /closing tag for `<([^>`]*)>`/.exec(message);
  if (unclosed) return `Close it with </${unclosed[1]}>, or write <${unclosed[1]} /> when it has no content.`;
  if (/closing brace|in expression/i.test(message)) return 'Close the { expression with }, or write \\{ to show a brace as text.';
  if (/before name|tag name|after `<`/i.test(message)) return 'Write \\< (or &lt;) to show a < as text; a component tag starts with a letter.';
  if (/front ?matter|YAML|mapping|indentation/i.test(message)) return 'Fix the YAML between the --- lines; quote values that contain ": ", "#" or start with a special character.';
  return 'Fix the MDX at that place: close every tag and { expression, and write \\{ or \\< for a literal brace or angle bracket.';
}

/** `7:1: Expected a closing tag for `<Note>` (7:1) (mdx-jsx:unexpected-character)` -> the words only. */
export function cleanMdxMessage(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/^\d+:\d+(?:-\d+:\d+)?:\s*/, '')
    .replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)/g, '')
    .trim();
}

function displayPath(file: string, docsRoot: string): string {
  const rel = relative(docsRoot, file);
  return rel && !rel.startsWith('..') ? rel.split(sep).join('/') : file;
}

/** An Astro error naming the page's place, with a hint and no stack trace (Astro prints none then). */
export function pageError(place: PagePlace, docsRoot: string, message: string, hint: string): AstroError {
  const where = [displayPath(place.file, docsRoot), place.line, place.line ? place.column : undefined].filter((p) => p !== undefined && p !== '').join(':');
  const error = new AstroError(`${where}: ${message}`, hint);
  error.stack = '';
  (error as { loc?: unknown }).loc = { file: place.file, line: place.line, column: place.column };
  return error;
}

interface ThrownMdxError {
  message?: string;
  reason?: string;
  loc?: { file?: string; line?: number; column?: number };
  line?: number;
  column?: number;
}

function asPageError(thrown: unknown, id: string, docsRoot: string): unknown {
  if (!thrown || typeof thrown !== 'object' || thrown instanceof AstroError) return thrown;
  const error = thrown as ThrownMdxError;
  const text = error.reason ?? error.message ?? '';
  const place = /^(\d+):(\d+)/.exec(error.message ?? '');
  const line = error.loc?.line ?? error.line ?? (place ? Number(place[1]) : undefined);
  const column = error.loc?.column ?? error.column ?? (place ? Number(place[2]) : undefined);
  if (!line && !place) return thrown; // not a placed syntax error: leave Astro's report alone
  const message = cleanMdxMessage(text);
  return pageError({ file: id.replace(/\?.*$/, ''), line, column }, docsRoot, message, hintForMdxMessage(message));
}

/** Vite resolves the config once per environment, on the same plugin objects: wrap only once. */
const WRAPPED = Symbol('docsmith:mdx-errors');

type TransformHandler = ((this: unknown, code: string, id: string, ...rest: unknown[]) => unknown) & { [WRAPPED]?: true };

/** Wraps Astro's MDX transform so that the compiler's syntax errors reach the reader as placed messages. */
export function mdxErrorsPlugin(getDocsRoot: () => string): Plugin {
  return {
    name: 'docsmith:mdx-errors',
    configResolved(resolved) {
      const mdx = resolved.plugins.find((p) => p.name === MDX_PLUGIN) as { transform?: { handler: TransformHandler } | TransformHandler } | undefined;
      if (!mdx?.transform) return;
      const original = typeof mdx.transform === 'function' ? mdx.transform : mdx.transform.handler;
      if (original[WRAPPED]) return;
      const handler: TransformHandler = async function (this: unknown, code, id, ...rest) {
        try {
          return await original.call(this, code, id, ...rest);
        } catch (error) {
          throw asPageError(error, id, getDocsRoot());
        }
      };
      handler[WRAPPED] = true;
      if (typeof mdx.transform === 'function') mdx.transform = handler;
      else mdx.transform.handler = handler;
    },
  };
}
