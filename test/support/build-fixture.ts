// Builds a fixture site with the Astro command line, as a user would, and returns what it printed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface FixtureBuild {
  code: number;
  output: string;
  dist: string;
}

export function buildFixture(name: string): Promise<FixtureBuild> {
  const root = join(REPO_ROOT, 'test/fixtures', name);
  const astro = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
  // vitest sets NODE_ENV=test, which would make Vite build the client code in development mode.
  const { NODE_ENV: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [astro, 'build', '--root', root],
      { env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}`, dist: join(root, 'dist') });
      },
    );
  });
}
