// Runs the `docsmith` command as a separate process, the way users run it: the package's bin (a launcher
// that runs the sources in a checkout, dist/cli/docsmith.js when installed), or the compiled command.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { astroChildEnv, REPO_ROOT } from './paths.ts';

export const BUILT_CLI = join(REPO_ROOT, 'dist/cli/docsmith.js');
export const LAUNCHER = join(REPO_ROOT, 'bin/docsmith.js');

/** Compiles the command the way `npm pack` and a git install do (prepare). */
export function buildCli(): void {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-cli.mjs')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the CLI failed:\n${result.stdout}${result.stderr}`);
}

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
  return runCommand(process.execPath, [BUILT_CLI, ...args], cwd);
}
