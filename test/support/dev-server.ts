// Starts `astro dev` for a fixture on a free port of 127.0.0.1 and stops it again.
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

export async function startDevServer(fixture: string): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--root', join(REPO_ROOT, 'test/fixtures', fixture), '--host', '127.0.0.1', '--port', String(port)],
    { env: astroChildEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local\s+(http:\/\/127\.0\.0\.1:\d+\S*)/.exec(output);
      if (match) resolve(match[1]!.replace(/\/$/, ''));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`astro dev exited with ${code}:\n${output}`)));
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
