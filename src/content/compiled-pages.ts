// Which MDX pages are compiled while their page renders (src/runtime/compiled-page.ts) instead of
// being bundled as a module each: those with no ESM of their own but snippet imports
// (`import Steps from '/snippets/steps.mdx'`, the hosted platform's way to reuse content, loaded from
// virtual:docsmith/snippets). MDX reads `import`/`export` only at the start of a line outside code;
// any other such line outside a fenced code block keeps the page on the module path, so a mistake
// here costs speed, never correctness. A `.md` page written in MDX (isMdxInMarkdownFile) is compiled
// while rendering too (it cannot be a module: Astro's MDX plugin takes `.mdx` files only); plain `.md`
// pages are not: Astro renders them to HTML when it loads the collection. Nor are pages with a
// `layout` in their front matter: Astro's MDX compile imports that layout.

import { closesFence, fenceOpening } from '../markdown/fence-line.ts';

/** A default import of a snippet file by its docs-root path: `import Name from "/snippets/a.mdx";` */
const SNIPPET_IMPORT = /^import\s+[A-Za-z_$][\w$]*\s+from\s+(["'])(\/_?snippets\/[^"']+\.mdx?)\1;?\s*$/;

/** A component tag (`<Note>`, `<Card title=…>`) outside code: what makes a `.md` page MDX in practice. */
const COMPONENT_TAG = /(?:^|[\s(>])<[A-Z][\w.]*[\s/>]/;

/**
 * Whether a `.md` page is written in MDX: the hosted platform reads `.md` pages as MDX, and folders
 * rely on it (`<Note>` in a `.md` page). One without a component tag stays plain Markdown, which Astro
 * renders when it loads the collection: Markdown takes a stray `<` or `{` that MDX refuses.
 */
export function isMdxInMarkdownFile(body: string): boolean {
  for (const line of linesOutsideFences(body)) if (COMPONENT_TAG.test(line.replace(/`[^`]*`/g, ''))) return true;
  return false;
}

/** The lines of a page body that are not inside a fenced code block. */
function* linesOutsideFences(body: string): Generator<string> {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = fenceOpening(line)?.marker;
    if (!fence) yield line;
  }
}

/** A page file MDX compiles: `.mdx`, or `.md` written in MDX. */
export function isMdxPage(filePath: string | undefined, body: string | undefined): boolean {
  return !!filePath && (filePath.endsWith('.mdx') || (filePath.endsWith('.md') && body !== undefined && isMdxInMarkdownFile(body)));
}

export function compilesWhileRendering(entry: { filePath?: string; body?: string; data?: Record<string, unknown> }): boolean {
  const { filePath, body, data } = entry;
  if (!isMdxPage(filePath, body) || body === undefined || data?.layout !== undefined) return false;
  for (const line of linesOutsideFences(body)) if (/^(?:import|export)\b/.test(line) && !SNIPPET_IMPORT.test(line)) return false;
  return true;
}

/**
 * Whether the loader left this collection entry to be compiled while rendering: an MDX page that
 * Astro neither bundles as a module (`deferredRender`) nor rendered when it loaded it (`rendered`).
 * The route follows the loader's decision rather than making it again, so the two never disagree
 * (a data store entry kept from an earlier build carries the decision it was stored with).
 */
export function leftToCompile(entry: { filePath?: string; deferredRender?: boolean; rendered?: unknown }): boolean {
  // A `.md` page Astro did not render is one written in MDX (the data store keeps no `false`, so the
  // loader's decision shows as the missing HTML); a plain one whose rendering failed is compiled here
  // too, which reports its problem at its place rather than showing an empty page.
  return !entry.deferredRender && !entry.rendered && !!entry.filePath && /\.mdx?$/.test(entry.filePath);
}
