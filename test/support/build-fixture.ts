// Builds a fixture site from a temporary copy: the copy lives inside the checkout (so `astro` and
// `docsmith` resolve from its node_modules), placeholders such as __ECHO_URL__ are replaced in the
// copy's text files first, and `astro build` runs in a child process.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface BuiltFixture {
  /** The temporary project folder. */
  root: string;
  /** Its build output. */
  dist: string;
  remove(): void;
}

const TEXT = /\.(?:mdx?|json|mjs|ts|astro|ya?ml)$/;

function replaceIn(dir: string, replacements: Record<string, string>): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) replaceIn(path, replacements);
    else if (TEXT.test(name)) {
      let text = readFileSync(path, 'utf8');
      for (const [from, to] of Object.entries(replacements)) text = text.split(from).join(to);
      writeFileSync(path, text);
    }
  }
}

export async function buildFixture(name: string, replacements: Record<string, string> = {}): Promise<BuiltFixture> {
  const work = join(REPO_ROOT, 'test', '.work');
  mkdirSync(work, { recursive: true });
  const root = join(work, `${name}-${process.pid}-${Date.now()}`);
  cpSync(join(REPO_ROOT, 'test', 'fixtures', name), root, {
    recursive: true,
    filter: (src) => !/[/\\](?:dist|\.astro|node_modules)$/.test(src),
  });
  replaceIn(root, replacements);
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--root', root], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('close', resolve);
  });
  const remove = () => rmSync(root, { recursive: true, force: true });
  if (code !== 0) {
    remove();
    throw new Error(`astro build of fixture "${name}" failed (exit ${code}):\n${output.join('')}`);
  }
  return { root, dist: join(root, 'dist'), remove };
}
