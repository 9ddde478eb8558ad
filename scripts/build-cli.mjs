// Compiles what Node itself runs from an installed package to JavaScript: the `docsmith` command
// (dist/cli/), which the package's `bin` runs, and the build's worker thread
// (dist/workers/build.js, src/markdown/build-workers.ts). Node does not run TypeScript from
// node_modules. Runs at `prepare`: on `npm install` in a checkout, on `npm pack` (every tarball
// carries it) and when npm installs Docsmith from git.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
rmSync(`${root}dist/cli`, { recursive: true, force: true });
rmSync(`${root}dist/workers`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { docsmith: 'src/cli/bin.ts' },
  outdir: 'dist/cli',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Dependencies (yaml, tinyglobby, astro/zod...) resolve from the installed package's node_modules.
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

await build({
  absWorkingDir: root,
  entryPoints: { build: 'src/markdown/build-worker.ts' },
  outdir: 'dist/workers',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Shiki, Sätteri and Astro's markdown packages resolve from the installed package's node_modules.
  packages: 'external',
  logLevel: 'warning',
});
