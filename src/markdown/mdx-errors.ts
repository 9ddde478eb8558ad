// A page the MDX compiler cannot read is the author's mistake, so the build says where and what to do
// (`guides/intro.mdx:7:1: Expected a closing tag for <Note>`, and a hint) without a stack trace.
// Astro's MDX plugin throws the compiler's error with a fresh stack; this plugin wraps that plugin's
// transform. In `astro dev` it rethrows the same place and message as an AstroError without a stack
// (the overlay shows it). In `astro build` it records the page and compiles a note in its place
// instead, so the build goes on, lists every broken page when it ends, and fails once: a folder with
// five broken pages needs one build to find them, and no page is compiled twice to check it.
// A `{` that is never closed and elements nested thousands deep are found here too, before the
// compiler, which could hang on the first and end the process on the second.
import { relative, sep } from 'node:path';
import { AstroError } from 'astro/errors';
import type { Plugin } from 'vite';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import { parserHazardOf } from './parser-hazards.ts';
import { splitRegions } from './repairs/regions.ts';

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

/** A page that cannot be compiled: where, what, and how to fix it. */
export interface PageProblem {
  place: PagePlace;
  message: string;
  hint: string;
}

export function pageErrorOf(problem: PageProblem, docsRoot: string): AstroError {
  return pageError(problem.place, docsRoot, problem.message, problem.hint);
}

/** Records a broken page for the build's report (rule page/mdx-syntax, an error: the build fails once it ends). */
export function reportPageProblem(problem: PageProblem, docsRoot: string): void {
  const { file, line, column } = problem.place;
  reportRenderFinding({
    rule: 'page/mdx-syntax',
    file: displayPath(file, docsRoot),
    ...(line ? { line, ...(column ? { column } : {}) } : {}),
    message: `${problem.message}; ${problem.hint[0]!.toLowerCase()}${problem.hint.slice(1)}`,
  });
}

/** What a page that cannot be compiled renders instead (when its rule is not an error): its front matter and a note. */
export function standInSource(code: string, problem: PageProblem): string {
  const first = splitRegions(code)[0];
  const frontmatter = first?.kind === 'code' && first.line === 1 && /^\uFEFF?---/.test(first.text) ? first.text : '';
  const where = problem.place.line ? ` (line ${problem.place.line})` : '';
  const note = `This page could not be compiled${where}: ${problem.message}`;
  // MDX counts braces even inside an expression's strings: write them as escapes.
  const literal = JSON.stringify(note).replace(/[{}]/g, (brace) => (brace === '{' ? '\\u007B' : '\\u007D'));
  return `${frontmatter}\n<p class="ds-page-error" role="note">{${literal}}</p>\n`;
}

interface ThrownMdxError {
  message?: string;
  reason?: string;
  loc?: { file?: string; line?: number; column?: number };
  line?: number;
  column?: number;
}

/** The compiler's placed syntax error as a page problem; undefined for anything else (left to Astro's report). */
function problemOf(thrown: unknown, file: string): PageProblem | undefined {
  if (!thrown || typeof thrown !== 'object' || thrown instanceof AstroError) return undefined;
  const error = thrown as ThrownMdxError;
  const text = error.reason ?? error.message ?? '';
  const place = /^(\d+):(\d+)/.exec(error.message ?? '');
  const line = error.loc?.line ?? error.line ?? (place ? Number(place[1]) : undefined);
  const column = error.loc?.column ?? error.column ?? (place ? Number(place[2]) : undefined);
  if (!line && !place) return undefined;
  const message = cleanMdxMessage(text);
  return { place: { file, line, column }, message, hint: hintForMdxMessage(message) };
}

/**
 * Thrown before compiling a source the compiler must not see: a `{` that is never closed (it could
 * hang on it) or elements nested thousands deep (they could end the process).
 */
class FoundBeforeCompiling extends Error {
  readonly problem: PageProblem;
  constructor(problem: PageProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

/**
 * Runs `compile` on a page's source so that the compiler's syntax errors reach the reader as placed
 * messages: thrown in dev, recorded with a stand-in compiled in the page's place in a build (`collect`).
 */
export async function compileWithPlacedErrors<T>(compile: (code: string) => T | Promise<T>, code: string, id: string, getDocsRoot: () => string, collect: boolean): Promise<T> {
  const file = id.replace(/\?.*$/, '');
  try {
    const hazard = parserHazardOf(code);
    if (hazard) throw new FoundBeforeCompiling({ place: { file, line: hazard.line, column: hazard.column }, message: hazard.message, hint: hazard.hint });
    return await compile(code);
  } catch (error) {
    const problem = error instanceof FoundBeforeCompiling ? error.problem : problemOf(error, file);
    if (!problem) throw error;
    const root = getDocsRoot();
    if (!collect) throw pageErrorOf(problem, root);
    reportPageProblem(problem, root);
    return compile(standInSource(code, problem));
  }
}

/** Vite resolves the config once per environment, on the same plugin objects: wrap only once. */
const WRAPPED = Symbol('docsmith:mdx-errors');

type TransformHandler = ((this: unknown, code: string, id: string, ...rest: unknown[]) => unknown) & { [WRAPPED]?: true };

/**
 * Wraps Astro's MDX transform so that the compiler's syntax errors reach the reader as placed messages.
 * `collect` is true for `astro build` (the integration's command: a build also starts a dev-mode Vite
 * server to sync content, on the same plugin objects).
 */
export function mdxErrorsPlugin(getDocsRoot: () => string, { collect }: { collect: boolean }): Plugin {
  return {
    name: 'docsmith:mdx-errors',
    configResolved(resolved) {
      const mdx = resolved.plugins.find((p) => p.name === MDX_PLUGIN) as { transform?: { handler: TransformHandler } | TransformHandler } | undefined;
      if (!mdx?.transform) return;
      const original = typeof mdx.transform === 'function' ? mdx.transform : mdx.transform.handler;
      if (original[WRAPPED]) return;
      const handler: TransformHandler = function (this: unknown, code, id, ...rest) {
        return compileWithPlacedErrors((source) => original.call(this, source, id, ...rest), code, id, getDocsRoot, collect);
      };
      handler[WRAPPED] = true;
      if (typeof mdx.transform === 'function') mdx.transform = handler;
      else mdx.transform.handler = handler;
    },
  };
}
