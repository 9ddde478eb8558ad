// Which MDX pages are compiled while their page renders (src/runtime/compiled-page.ts) instead of
// being bundled as a module each: those with no ESM of their own but snippet imports
// (`import Steps from '/snippets/steps.mdx'`, the hosted platform's way to reuse content, loaded from
// virtual:docsmith/snippets). MDX reads `import`/`export` only at the start of a line outside code;
// any other such line outside a fenced code block keeps the page on the module path, so a mistake
// here costs speed, never correctness. Plain `.md` pages are neither: Astro renders them to HTML when
// it loads the collection. Nor are pages with a `layout` in their front matter: Astro's MDX compile
// imports that layout.

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** A default import of a snippet file by its docs-root path: `import Name from "/snippets/a.mdx";` */
const SNIPPET_IMPORT = /^import\s+[A-Za-z_$][\w$]*\s+from\s+(["'])(\/_?snippets\/[^"']+\.mdx?)\1;?\s*$/;

export function compilesWhileRendering(entry: { filePath?: string; body?: string; data?: Record<string, unknown> }): boolean {
  const { filePath, body, data } = entry;
  if (!filePath?.endsWith('.mdx') || body === undefined || data?.layout !== undefined) return false;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    if (fence) {
      const close = FENCE_OPEN.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && !line.slice(close[0].length).trim()) fence = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    // A backtick fence's info string may not hold a backtick (CommonMark): that line is text.
    if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) {
      fence = open[1];
      continue;
    }
    if (/^(?:import|export)\b/.test(line) && !SNIPPET_IMPORT.test(line)) return false;
  }
  return true;
}

/**
 * Whether the loader left this collection entry to be compiled while rendering: an MDX page that
 * Astro neither bundles as a module (`deferredRender`) nor rendered when it loaded it (`rendered`).
 * The route follows the loader's decision rather than making it again, so the two never disagree
 * (a data store entry kept from an earlier build carries the decision it was stored with).
 */
export function leftToCompile(entry: { filePath?: string; deferredRender?: boolean; rendered?: unknown }): boolean {
  return !entry.deferredRender && !entry.rendered && !!entry.filePath?.endsWith('.mdx');
}
