// Generated sites for budgets and benchmarks: the shared corpus generator writes the pages, this
// module adds the Astro project around them (config, content config) for Docsmith or for Starlight.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroChildEnv } from './paths.ts';
import { CONTENT_CONFIG_SOURCE } from '../../src/content/config-file.ts';

export const GEN_CORPUS = fileURLToPath(new URL('../../bench/gen-corpus.mjs', import.meta.url));
const REPO_NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

export type Flavor = 'docsjson' | 'starlight';

export interface CorpusSiteOptions {
  flavor: Flavor;
  count: number;
  /** Docsmith sites only: Astro's `base` and `build.format`, for tests of URLs under both. */
  base?: string;
  format?: 'directory' | 'file';
  /**
   * Docsmith sites get a node_modules link to the repository's packages, so that they resolve one copy
   * of Astro wherever they are generated. Starlight sites must be generated under bench/ (Starlight is
   * installed nowhere else) and resolve bench/node_modules by walking up: Starlight's own modules fail
   * to render through a linked node_modules.
   */
}

/**
 * Writes a complete Astro project at `dir` (wiped first) holding a generated corpus. Both flavors keep
 * Astro's cache in the site's own `.cache/`, so that a build after `cleanCorpusBuild` is cold.
 */
export function writeCorpusSite(dir: string, options: CorpusSiteOptions): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  execFileSync(process.execPath, [GEN_CORPUS, '--flavor', options.flavor, '--out', dir, '--count', String(options.count)], {
    stdio: 'pipe',
  });
  // Astro bundles (rather than leaves to Node) the theme packages a project lists as dependencies.
  const theme = options.flavor === 'docsjson' ? 'docsmith' : '@astrojs/starlight';
  const manifest = { name: `corpus-${options.flavor}-${options.count}`, private: true, type: 'module', dependencies: { astro: '*', [theme]: '*' } };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  if (options.flavor === 'docsjson') symlinkSync(relative(dir, REPO_NODE_MODULES), join(dir, 'node_modules'), 'dir');

  if (options.flavor === 'docsjson') {
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      [
        "import { defineConfig } from 'astro/config';",
        "import docsmith from 'docsmith';",
        '',
        `export default defineConfig(${JSON.stringify({ site: 'https://bench.example.com', cacheDir: './.cache', base: options.base, build: options.format && { format: options.format } }).replace(/}$/, ', integrations: [docsmith()] });')}`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src/content.config.ts'), CONTENT_CONFIG_SOURCE);
  } else {
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      [
        "import { readFileSync } from 'node:fs';",
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        '',
        "const sidebar = JSON.parse(readFileSync(new URL('./sidebar.json', import.meta.url), 'utf8'));",
        '',
        'export default defineConfig({',
        "  site: 'https://bench.example.com',",
        "  cacheDir: './.cache',",
        "  integrations: [starlight({ title: 'Benchmark Docs', sidebar })],",
        '});',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'src/content.config.ts'),
      [
        "import { defineCollection } from 'astro:content';",
        "import { docsLoader } from '@astrojs/starlight/loaders';",
        "import { docsSchema } from '@astrojs/starlight/schema';",
        '',
        'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
        '',
      ].join('\n'),
    );
  }
}

/** Removes the output and every cache of a previous build. */
export function cleanCorpusBuild(dir: string): void {
  for (const sub of ['dist', '.astro', '.cache']) rmSync(join(dir, sub), { recursive: true, force: true });
}

/** The Astro command line the site resolves (the repository's, or bench/'s for Starlight). */
export function astroBinOf(dir: string): string {
  return createRequire(join(dir, 'package.json')).resolve('astro/package.json').replace(/package\.json$/, 'bin/astro.mjs');
}

/**
 * Builds the site with the Astro it resolves and returns the output folder. A production build, as
 * users ship: without vitest's NODE_ENV=test, under which Vite would build for development.
 */
export function buildCorpusSite(dir: string): string {
  execFileSync(process.execPath, [astroBinOf(dir), 'build'], {
    cwd: dir,
    stdio: 'pipe',
    env: astroChildEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return join(dir, 'dist');
}
