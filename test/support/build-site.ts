// Builds a small Docsmith site in a temporary folder with the repository's Astro, the way a user's
// project would: astro.config.mjs + src/content.config.ts + docs. Returns the output and exit code,
// so tests can assert on both successful builds and the messages of failing ones.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';
import { CONTENT_CONFIG_SOURCE } from '../../src/content/config-file.ts';

const TEST_SITES = join(REPO_ROOT, '.test-sites');

export interface SiteSpec {
  /** Files of the docs root, by relative path (docs.json, pages, images...). */
  files?: Record<string, string>;
  /** A folder to copy as the docs root first (a fixture or a corpus). */
  copyFrom?: string;
  /** Source of the docsmith() options object, e.g. `{ strict: true }`. */
  options?: string;
  /** Extra fields of Astro's defineConfig, as source, e.g. `base: '/docs', build: { format: 'file' }`. */
  astroConfig?: string;
  /** Docs root relative to the project (the `root` option); default `.`. */
  docsRoot?: string;
}

export interface BuiltSite {
  projectDir: string;
  docsDir: string;
  distDir: string;
  status: number;
  output: string;
}

export function createSiteProject(spec: SiteSpec): { projectDir: string; docsDir: string } {
  // Inside the repository (gitignored), not the system temp folder: Astro takes an absolute module id
  // that shares no folder with the project root for a root-relative URL, and the linked package
  // lives in the repository.
  mkdirSync(TEST_SITES, { recursive: true });
  const projectDir = mkdtempSync(join(TEST_SITES, 'site-'));
  const docsRoot = spec.docsRoot ?? '.';
  const docsDir = join(projectDir, docsRoot);
  mkdirSync(join(projectDir, 'src'), { recursive: true });
  mkdirSync(docsDir, { recursive: true });
  if (spec.copyFrom) cpSync(spec.copyFrom, docsDir, { recursive: true });
  for (const [path, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(join(docsDir, path, '..'), { recursive: true });
    writeFileSync(join(docsDir, path), content);
  }
  // The repository's node_modules holds astro and `docsmith` (a link to the repository itself).
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
  const options = spec.options ?? (docsRoot === '.' ? '' : `{ root: ${JSON.stringify(docsRoot)} }`);
  writeFileSync(
    join(projectDir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\n\nexport default defineConfig({\n  ${spec.astroConfig ? `${spec.astroConfig},\n  ` : ''}integrations: [docsmith(${options})],\n});\n`,
  );
  writeFileSync(
    join(projectDir, 'src/content.config.ts'),
    CONTENT_CONFIG_SOURCE,
  );
  return { projectDir, docsDir };
}

/** The environment of an Astro child process: the test runner's own variables (NODE_ENV=test, VITEST*) removed. */
export function astroEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key.startsWith('VITEST') || key === 'TEST') continue;
    env[key] = value;
  }
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...extra };
}

/** Runs `astro build` in the project; never throws on a failed build (tests read `status`/`output`). */
export function runAstroBuild(projectDir: string, env: Record<string, string> = {}): { status: number; output: string } {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: projectDir,
    encoding: 'utf8',
    env: astroEnv(env),
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

export function buildSite(spec: SiteSpec, env?: Record<string, string>): BuiltSite {
  const { projectDir, docsDir } = createSiteProject(spec);
  const { status, output } = runAstroBuild(projectDir, env);
  return { projectDir, docsDir, distDir: join(projectDir, 'dist'), status, output };
}

/** Deletes a built site's temporary project (large corpora leave hundreds of files). */
export function removeSite(site: Pick<BuiltSite, 'projectDir'> | undefined): void {
  if (site) rmSync(site.projectDir, { recursive: true, force: true });
}
