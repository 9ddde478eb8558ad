// Runs the `docsmith` command as a separate process, the way users run it: the package's bin, a launcher
// that runs the sources in a checkout (and dist/cli/docsmith.js when installed from a tarball or git).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { astroChildEnv, REPO_ROOT } from './paths.ts';

export const LAUNCHER = join(REPO_ROOT, 'bin/docsmith.js');

export function runCommand(command: string, args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // Without vitest's variables: under NODE_ENV=test, Vite would build for development.
    env: astroChildEnv(),
  });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

export function docsmith(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  return runCommand(process.execPath, [LAUNCHER, ...args], cwd);
}
