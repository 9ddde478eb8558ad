// Hand-run benchmark: builds the Stripe OpenAPI description (417 operations) with Docsmith and reports
// build time, peak memory and the weight of the POST /v1/customers page. Optional: the same with
// starlight-openapi when it is installed inside bench/ (see bench/README.md).
//   node bench/openapi-stripe.mjs [spec3.json|spec3-expandable-collapsed.json]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = fileURLToPath(new URL('../', import.meta.url));
const specName = process.argv[2] ?? 'spec3.json';
const spec = join(repo, '../shared/corpus/openapi/stripe', specName);
const work = join(repo, '.test-sites');
mkdirSync(work, { recursive: true });
const project = mkdtempSync(join(work, 'bench-stripe-'));
mkdirSync(join(project, 'src'), { recursive: true });
cpSync(spec, join(project, 'stripe.json'));
writeFileSync(join(project, 'docs.json'), JSON.stringify({ name: 'Stripe (bench)', navigation: [{ group: 'Start', pages: ['index'] }], openapi: '/stripe.json' }));
writeFileSync(join(project, 'index.mdx'), '---\ntitle: Stripe API\ndescription: Benchmark site.\n---\n\nThe operations follow.\n');
symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'), 'dir');
writeFileSync(join(project, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\nexport default defineConfig({ integrations: [docsmith()] });\n");
writeFileSync(join(project, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader, docsSchema } from 'docsmith/content';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");

const started = Date.now();
const result = spawnSync('/usr/bin/time', ['-v', process.execPath, join(repo, 'node_modules/astro/bin/astro.mjs'), 'build'], {
  cwd: project,
  encoding: 'utf8',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1' },
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = (Date.now() - started) / 1000;
const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
const cpu = ['User', 'System'].reduce((sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? 0), 0);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
if (result.status !== 0) {
  console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
  process.exit(1);
}
const dist = join(project, 'dist');
const pages = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.html')) pages.push(path);
  }
};
walk(dist);
const weight = (file) => {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body).length };
};
const customers = join(dist, 'api-reference/customers/post-customers/index.html');
const c = existsSync(customers) ? weight(customers) : undefined;
const operationPages = pages.filter((p) => p.includes('/api-reference/'));
const total = operationPages.reduce((sum, p) => sum + weight(p).gzip, 0);
console.log(`| tool | spec | pages | build wall (s) | build CPU (s) | peak memory (MB) | POST /v1/customers raw / gzip (KB) | mean operation page gzip (KB) |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
console.log(`| Docsmith | ${specName} | ${pages.length} | ${seconds.toFixed(1)} | ${cpu.toFixed(1)} | ${(peakKb / 1024).toFixed(0)} | ${c ? `${(c.raw / 1024).toFixed(0)} / ${(c.gzip / 1024).toFixed(1)}` : 'missing'} | ${(total / operationPages.length / 1024).toFixed(1)} |`);
console.log(`(load average after the run: ${load}; project kept at ${project})`);
