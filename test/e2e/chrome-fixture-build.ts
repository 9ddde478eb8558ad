// Builds a docs.json variant of test/fixtures/chrome-sections into a temporary folder, in a child
// process so that each build has its own environment (offline or pointed at a local server).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/paths.ts';

export interface FixtureBuild {
  dir: string;
  log: string;
}

export async function buildChromeFixture(docs: string, env: Record<string, string | undefined> = {}): Promise<FixtureBuild> {
  const out = join(mkdtempSync(join(tmpdir(), 'docsmith-chrome-')), 'dist');
  const astro = join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--root', join(REPO_ROOT, 'test/fixtures/chrome-sections')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      // As a reader's site is built: vitest's NODE_ENV=test would make the pages' scripts dev builds
      // (search, for one, then says the index exists only in the built site).
      NODE_ENV: 'production',
      DOCSMITH_OFFLINE: '1',
      DOCSMITH_CACHE_DIR: `${out}-fetch-cache`,
      CHROME_FIXTURE_DOCS: docs,
      CHROME_FIXTURE_OUT: out,
      ...env,
    },
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`astro build of ${docs} failed (${code}):\n${log}`);
  return { dir: out, log };
}
