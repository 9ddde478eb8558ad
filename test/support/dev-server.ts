// Starts `astro dev` for a fixture (or another server command that prints Astro's "Local" line) on a
// free port of 127.0.0.1 and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { astroChildEnv, REPO_ROOT } from './paths.ts';

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function startDevServer(fixture: string): Promise<DevServer> {
  return startServerProcess([join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--root', join(REPO_ROOT, 'test/fixtures', fixture)]);
}

/** Runs `node ...args --host 127.0.0.1 --port <free port>` until it prints the address it serves. */
export async function startServerProcess(args: string[]): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    env: astroChildEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local\s+(http:\/\/127\.0\.0\.1:\d+\S*)/.exec(output);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.slice(0, 2).join(' ')} exited with ${code}:\n${output}`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
