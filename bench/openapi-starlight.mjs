// Hand-run companion of openapi-stripe.mjs: builds the same Stripe description with Starlight and
// starlight-openapi, installed only inside bench/.work/starlight (see bench/README.md), and prints the
// same columns. Run it on spec3-expandable-collapsed.json: on spec3.json it runs out of memory.
//   (cd bench/.work/starlight && npm install) && node bench/openapi-starlight.mjs spec3-expandable-collapsed.json
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = fileURLToPath(new URL('../', import.meta.url));
const specName = process.argv[2] ?? 'spec3-expandable-collapsed.json';
const project = join(repo, 'bench/.work/starlight');
if (!existsSync(join(project, 'node_modules/starlight-openapi'))) {
  console.error('Install first: (cd bench/.work/starlight && npm install) with the package.json described in bench/README.md');
  process.exit(2);
}
cpSync(join(repo, '../shared/corpus/openapi/stripe', specName), join(project, 'stripe.json'));
mkdirSync(join(project, 'src/content/docs'), { recursive: true });
writeFileSync(join(project, 'src/content/docs/index.md'), '---\ntitle: Stripe API\n---\n\nThe operations follow.\n');
writeFileSync(join(project, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
writeFileSync(
  join(project, 'astro.config.mjs'),
  "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\nimport starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';\nexport default defineConfig({ integrations: [starlight({ title: 'Stripe (bench)', plugins: [starlightOpenAPI([{ base: 'api', schema: './stripe.json' }])], sidebar: [...openAPISidebarGroups] })] });\n",
);
rmSync(join(project, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = spawnSync('/usr/bin/time', ['-v', process.execPath, ...(process.env.HEAP_MB ? [`--max-old-space-size=${process.env.HEAP_MB}`] : []), join(project, 'node_modules/astro/bin/astro.mjs'), 'build'], {
  cwd: project,
  encoding: 'utf8',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = (Date.now() - started) / 1000;
const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0);
const cpu = ['User', 'System'].reduce((sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? 0), 0);
if (result.status !== 0) {
  console.log(`| starlight-openapi 0.26.1 | ${specName} | failed | ${seconds.toFixed(1)} | ${cpu.toFixed(1)} | ${(peakKb / 1024).toFixed(0)} | - | - |`);
  console.error(result.stderr.split('\n').filter((l) => /heap|memory|error/i.test(l)).slice(0, 5).join('\n'));
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
const operationPages = pages.filter((p) => p.includes('/operations/'));
const customers = operationPages.find((p) => /\/operations\/postcustomers\/index\.html$/.test(p));
const c = customers ? weight(customers) : undefined;
const total = operationPages.reduce((sum, p) => sum + weight(p).gzip, 0);
console.log(`| starlight-openapi 0.26.1 | ${specName} | ${pages.length} | ${seconds.toFixed(1)} | ${cpu.toFixed(1)} | ${(peakKb / 1024).toFixed(0)} | ${c ? `${(c.raw / 1024).toFixed(0)} / ${(c.gzip / 1024).toFixed(1)}` : 'missing'} | ${(total / Math.max(operationPages.length, 1) / 1024).toFixed(1)} |`);
console.log(`(load average after the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`);
