// What the two Stripe scripts share: run one `astro build` under `/usr/bin/time -v` and weigh the
// HTML it wrote, so Docsmith and starlight-openapi are measured the same way.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Builds `project` with its own Astro; returns the exit status, wall and CPU seconds and peak memory. */
export function timedAstroBuild(project, { nodeArgs = [], env = {} } = {}) {
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-v', process.execPath, ...nodeArgs, join(project, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
  const cpu = ['User', 'System'].reduce((sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? 0), 0);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, seconds, cpu, peakMb: peakKb / 1024 };
}

/** Every HTML file under `dir`. */
export function htmlFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...htmlFiles(path));
    else if (name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** Raw and gzip bytes of a file. */
export function weigh(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body).length };
}

/** One Markdown table row in the columns both scripts print. */
export function resultRow(tool, specName, pageCount, build, customersPage, operationPages) {
  const c = customersPage ? weigh(customersPage) : undefined;
  const meanGzip = operationPages.reduce((sum, p) => sum + weigh(p).gzip, 0) / Math.max(operationPages.length, 1);
  const customers = c ? `${(c.raw / 1024).toFixed(0)} / ${(c.gzip / 1024).toFixed(1)}` : 'missing';
  return `| ${tool} | ${specName} | ${pageCount} | ${build.seconds.toFixed(1)} | ${build.cpu.toFixed(1)} | ${build.peakMb.toFixed(0)} | ${customers} | ${(meanGzip / 1024).toFixed(1)} |`;
}

export const TABLE_HEAD = [
  '| tool | spec | pages | build wall (s) | build CPU (s) | peak memory (MB) | POST /v1/customers raw / gzip (KB) | mean operation page gzip (KB) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
