// Builds a fixture site with the Astro command line, as a user would, and returns what it printed.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { astroChildEnv, REPO_ROOT } from './paths.ts';

export interface FixtureBuild {
  code: number;
  output: string;
  dist: string;
}

export function buildFixture(name: string): Promise<FixtureBuild> {
  const root = join(REPO_ROOT, 'test/fixtures', name);
  const astro = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [astro, 'build', '--root', root],
      { env: astroChildEnv(), maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}`, dist: join(root, 'dist') });
      },
    );
  });
}
