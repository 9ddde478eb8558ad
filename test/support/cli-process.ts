// Runs the `docsmith` command as a separate process, the way users run it: the package's bin, a launcher
// that runs the sources in a checkout (and dist/cli/docsmith.js when installed from a tarball or git).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { astroChildEnv, REPO_ROOT } from './paths.ts';

export const LAUNCHER = join(REPO_ROOT, 'bin/docsmith.js');

export function runCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // Without vitest's variables: under NODE_ENV=test, Vite would build for development.
    env: { ...astroChildEnv(), ...env },
  });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

export function docsmith(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): { status: number; stdout: string; stderr: string } {
  return runCommand(process.execPath, [LAUNCHER, ...args], cwd, env);
}

/** `docsmith` as a process that runs while the caller goes on (several commands at once). */
export function docsmithAsync(args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [LAUNCHER, ...args], { cwd, env: astroChildEnv() });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, stdout, stderr }));
  });
}
