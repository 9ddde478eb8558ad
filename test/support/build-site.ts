// Builds a docs folder the way a user leaving a hosted platform would: copy it into a temporary
// folder, add only `astro.config.mjs` and `src/content.config.ts`, and run `astro build` with this
// repository's Astro. The temporary folder lives inside the checkout (`.test-sites/`, ignored by git)
// so that Node finds the repository's node_modules by walking up, `import docsmith from 'docsmith'`
// resolves to the working tree (node_modules/docsmith -> ..), and Astro sees the package's .astro
// files under a common ancestor of the project (it mis-resolves component scripts of files that share
// no folder with the project root, such as a symlinked node_modules seen from /tmp).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** Where temporary sites are built (inside the checkout, ignored by git). */
export const SITES_DIR = join(REPO_ROOT, '.test-sites');

export interface PrepareSiteOptions {
  /** Extra text inside `defineConfig({...})`, e.g. `markdown: { processor: unified() },`. */
  configBody?: string;
  /** Import lines placed at the top of astro.config.mjs. */
  configImports?: string;
  /** Options passed to docsmith(), as JavaScript source (default none). */
  docsmithOptions?: string;
  /** Extra files to write, relative to the project root. */
  files?: Record<string, string>;
}

export interface BuiltSite {
  /** The temporary Astro project. */
  projectDir: string;
  distDir: string;
  exitCode: number;
  stdout: string;
  stderr: string;
  /** Build duration in milliseconds (reported by tests, never asserted). */
  durationMs: number;
}

/** Copies `sourceDir` into a fresh temporary folder and adds the two Astro files a user adds. */
export function prepareSite(sourceDir: string | undefined, options: PrepareSiteOptions = {}): string {
  mkdirSync(SITES_DIR, { recursive: true });
  const projectDir = mkdtempSync(join(SITES_DIR, 'site-'));
  if (sourceDir) cpSync(sourceDir, projectDir, { recursive: true });
  const docsmithCall = `docsmith(${options.docsmithOptions ?? ''})`;
  writeFileSync(
    join(projectDir, 'astro.config.mjs'),
    [
      `import { defineConfig } from 'astro/config';`,
      `import docsmith from 'docsmith';`,
      options.configImports ?? '',
      ``,
      `export default defineConfig({`,
      `  site: 'https://docs.example.com',`,
      `  integrations: [${docsmithCall}],`,
      options.configBody ?? '',
      `});`,
      ``,
    ].join('\n'),
  );
  mkdirSync(join(projectDir, 'src'), { recursive: true });
  writeFileSync(
    join(projectDir, 'src/content.config.ts'),
    [
      `import { defineCollection } from 'astro:content';`,
      `import { docsLoader, docsSchema } from 'docsmith/content';`,
      ``,
      `export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };`,
      ``,
    ].join('\n'),
  );
  for (const [file, text] of Object.entries(options.files ?? {})) {
    mkdirSync(join(projectDir, file, '..'), { recursive: true });
    writeFileSync(join(projectDir, file), text);
  }
  return projectDir;
}

/** Runs `astro build` in `projectDir` with the repository's Astro, in a child process. */
export function buildSite(projectDir: string): Promise<BuiltSite> {
  const astroBin = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--root', projectDir], {
      cwd: projectDir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        projectDir,
        distDir: join(projectDir, 'dist'),
        exitCode: code ?? 1,
        stdout,
        stderr,
        durationMs: performance.now() - started,
      }),
    );
  });
}

/** Copy, configure and build in one step. */
export async function buildDocsFolder(sourceDir: string | undefined, options: PrepareSiteOptions = {}): Promise<BuiltSite> {
  return buildSite(prepareSite(sourceDir, options));
}

export function removeSite(site: Pick<BuiltSite, 'projectDir'> | undefined): void {
  if (site) rmSync(site.projectDir, { recursive: true, force: true });
}
