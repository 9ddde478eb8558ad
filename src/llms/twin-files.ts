// The markdown twins of the site's pages (`/quickstart.md`) as files of `astro build`. Rendered as one
// Astro endpoint per page, each twin went through Astro's request pipeline and four file-system calls
// of its own: on a 1,000-page site those endpoints took 1.3 s of the rendering thread, of which 0.43 s
// was converting the pages; writing the same files here takes 45 ms. So in a build the `.md` route
// hands its pages' twins over on the build channel when Astro asks for its paths, and the
// integration writes them once the pages are built, before the link check lists what was built. The
// dev server, and the twins of generated operation pages, still go through the route
// (routes/markdown.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { buildChannel } from '../build-channel.ts';
import { markdownSlug } from './urls.ts';

export interface MarkdownTwinFile {
  /** The page whose twin this is. */
  pageId: string;
  markdown: string;
}

/** Hands the twins to the integration, which writes them when the build is done. */
export function handOverMarkdownTwins(twins: MarkdownTwinFile[]): void {
  buildChannel().markdownTwins = twins;
}

/** The file a page's twin is written to; undefined when it would land outside the output folder. */
export function markdownTwinFile(outDir: string, pageId: string): string | undefined {
  const file = join(outDir, `${markdownSlug(pageId)}.md`);
  const inside = relative(outDir, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}

/** Writes the twins handed over during the build into `outDir`; returns how many were written. */
export function writeMarkdownTwins(outDir: string): number {
  const channel = buildChannel();
  const twins = channel.markdownTwins ?? [];
  channel.markdownTwins = undefined;
  let written = 0;
  let lastFolder = '';
  for (const twin of twins) {
    const file = markdownTwinFile(outDir, twin.pageId);
    if (!file) continue;
    // Pages of one folder come together: one mkdir per folder, not per file.
    const folder = dirname(file);
    if (folder !== lastFolder) mkdirSync(folder, { recursive: true });
    lastFolder = folder;
    writeFileSync(file, twin.markdown);
    written++;
  }
  return written;
}
