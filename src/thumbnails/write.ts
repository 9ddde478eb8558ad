// Writes every page's social image after the build (docs.json `thumbnails`). Images are cached by
// their input (title, site name, eyebrow, colours) in Astro's cache folder, so a rebuild only draws
// the pages whose title changed; a few render at once, as many as the machine has cores.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { ThumbnailInput } from './render.ts';
import { thumbnailPath } from './path.ts';

export interface ThumbnailJob extends ThumbnailInput {
  pageId: string;
}

export async function writeThumbnails(jobs: readonly ThumbnailJob[], outDir: string, cacheDir: string): Promise<{ drawn: number; reused: number }> {
  // Satori and resvg are loaded only by sites that draw images: about 0.2 s of every start otherwise.
  const { renderThumbnail } = await import('./render.ts');
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  let reused = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { pageId, ...input } = jobs[next++]!;
      const key = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
      const cached = join(cacheDir, `${key}.png`);
      if (existsSync(cached)) reused++;
      else {
        writeFileSync(cached, await renderThumbnail(input));
        drawn++;
      }
      const target = join(outDir, thumbnailPath(pageId));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), jobs.length)) }, worker));
  return { drawn, reused };
}
