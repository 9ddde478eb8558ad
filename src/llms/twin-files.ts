// The markdown twins of the site's pages (`/quickstart.md`) as files of `astro build`. Rendered as one
// Astro endpoint per page, each twin went through Astro's request pipeline and four file-system calls
// of its own: on a 1,000-page site those endpoints took 1.3 s of the rendering thread, of which 0.43 s
// was converting the pages. So in a build the `.md` route hands its pages' twins over on the build
// channel when Astro asks for its paths, and the integration writes them once the pages are built,
// while the search index is made. The
// dev server, and the twins of generated operation pages, still go through the route
// (routes/markdown.ts).
import { mkdir, writeFile } from 'node:fs/promises';
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

/** How many twin files are written at once: each mostly waits on the file system. */
const WRITES_AT_ONCE = 16;

/**
 * Writes the twins handed over during the build into `outDir`, a few at a time off this thread.
 * Right after Astro wrote the pages, creating a file took about 0.6 ms of waiting on the file
 * system (1,000 twins: 0.7 s, written synchronously); the search index starts meanwhile. Resolves
 * with how many were written.
 */
export function writeMarkdownTwins(outDir: string): Promise<number> {
  const channel = buildChannel();
  const twins = (channel.markdownTwins ?? []).flatMap((twin) => {
    const file = markdownTwinFile(outDir, twin.pageId);
    return file ? [{ file, markdown: twin.markdown }] : [];
  });
  channel.markdownTwins = undefined;
  const folders = new Map<string, Promise<unknown>>();
  const folderOf = (file: string) => {
    const folder = dirname(file);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  };
  let next = 0;
  const writeNext = async (): Promise<void> => {
    while (next < twins.length) {
      const { file, markdown } = twins[next++]!;
      await folderOf(file);
      await writeFile(file, markdown);
    }
  };
  return Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, twins.length) }, writeNext)).then(() => twins.length);
}
