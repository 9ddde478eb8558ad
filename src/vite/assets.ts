// Files beside the pages (images, videos, the logo, the favicon, OpenAPI files) are served at the same
// path in dev and copied to the same path in the build, as authors of such folders expect.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { isAssetPath, listAssetFiles } from '../content/page-files.ts';
import { siteFileFilter } from '../content/site-files.ts';
import { trimBase } from '../util/urls.ts';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml',
  webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon', mp4: 'video/mp4', webm: 'video/webm',
  mov: 'video/quicktime', mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', pdf: 'application/pdf',
  json: 'application/json', yaml: 'text/yaml', yml: 'text/yaml', txt: 'text/plain', csv: 'text/csv',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', otf: 'font/otf',
};

export function devAssetsPlugin(root: string, base: string): Plugin {
  const prefix = trimBase(base);
  // The same filter as the build's copy: dev serves nothing the build would not publish.
  const filter = siteFileFilter(root);
  return {
    name: 'docsmith:assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        if (prefix && !url.startsWith(`${prefix}/`)) return next();
        const relative = url.slice(prefix.length).replace(/^\/+/, '');
        if (!relative || !isAssetPath(relative) || !filter.keeps(relative)) return next();
        const file = normalize(join(root, relative));
        if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        const ext = relative.split('.').pop()!.toLowerCase();
        res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}

/** Copies every asset of the docs root into the build output, keeping its path. */
export async function copyAssets(root: string, outDir: string): Promise<number> {
  const files = listAssetFiles(root);
  await Promise.all(
    files.map(async (file) => {
      const target = join(outDir, file);
      if (existsSync(target)) return; // Astro's public/ wins, as it would in dev.
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(root, file), target);
    }),
  );
  return files.length;
}
