// The text files of `astro build` for AI tools: every page's markdown twin (`/quickstart.md`) and the
// llms.txt / llms-full.txt pairs. Rendered as Astro endpoints, the twins went one per page through
// Astro's request pipeline with four file-system calls each (1.3 s of the rendering thread on a
// 1,000-page site), and converting the pages (0.43 s there) held up the first page. So in a build
// the `.md` route hands over, when Astro asks for its paths, a function that makes these files
// (site-text-files.ts); the integration calls it after the pages are built, while Pagefind indexes
// them (site-outputs.ts), and writes them here. `astro dev` serves the same texts from the routes
// (routes/), and the twins of generated operation pages stay a route in both.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { buildChannel } from '../build-channel.ts';

export interface TextFile {
  /** Where the file goes in the site, without `base`: `guides/install.md`, `es/v2/llms.txt`. */
  path: string;
  text: string;
}

/**
 * Says, when `astro build` starts, that the integration will write the text files itself. The route
 * asks this rather than `import.meta.env.DEV`: the two must agree with the routes the integration
 * injected for the command, whatever mode Vite builds in.
 */
export function expectTextFiles(expected: boolean): void {
  buildChannel().textFiles = expected ? 'expected' : undefined;
}

/** Whether this is a build that writes the text files itself (the `.md` route then hands them over). */
export function textFilesExpected(): boolean {
  return buildChannel().textFiles !== undefined;
}

/** Hands the integration the function that makes the build's text files. */
export function handOverTextFiles(make: () => Promise<TextFile[]>): void {
  buildChannel().textFiles = make;
}

/** The function handed over during this build, if any; taken once, and nothing is expected after. */
export function takeTextFiles(): (() => Promise<TextFile[]>) | undefined {
  const channel = buildChannel();
  const make = channel.textFiles;
  channel.textFiles = undefined;
  return typeof make === 'function' ? make : undefined;
}

/** The file a site path is written to; undefined when it would land outside the output folder. */
export function textFileIn(outDir: string, path: string): string | undefined {
  const file = join(outDir, path);
  const inside = relative(outDir, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}

/** How many files are written at once: each mostly waits on the file system. */
const WRITES_AT_ONCE = 16;

/**
 * Writes `files` into `outDir`, a few at a time off this thread: right after Astro wrote the pages,
 * creating a file took about 0.6 ms of waiting on the file system (1,000 twins written synchronously:
 * 0.7 s). Resolves with how many were written; a path outside the folder is never written, and a
 * file already in the folder is kept.
 */
export function writeTextFiles(outDir: string, files: readonly TextFile[]): Promise<number> {
  const placed = files.flatMap((file) => {
    const target = textFileIn(outDir, file.path);
    return target ? [{ target, text: file.text }] : [];
  });
  const folders = new Map<string, Promise<unknown>>();
  const folderOf = (target: string) => {
    const folder = dirname(target);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  };
  let next = 0;
  const writeNext = async (): Promise<void> => {
    while (next < placed.length) {
      const { target, text } = placed[next++]!;
      await folderOf(target);
      try {
        // A file already there came from the site's public/ folder, and wins, as robots.txt does.
        await writeFile(target, text, { flag: 'wx' });
        written++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  };
  let written = 0;
  return Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, placed.length) }, writeNext)).then(() => written);
}
