// Hand-run companion of openapi-stripe.mjs: builds the same Stripe description with Starlight and
// starlight-openapi, installed only inside bench/.work/starlight (see bench/README.md), and prints the
// same columns. Run it on spec3-expandable-collapsed.json: on spec3.json it runs out of memory.
//   (cd bench/.work/starlight && npm install) && node bench/openapi-starlight.mjs spec3-expandable-collapsed.json
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, resultRow, TABLE_HEAD, timedAstroBuild } from './stripe-build.mjs';

const repo = fileURLToPath(new URL('../', import.meta.url));
const specName = process.argv[2] ?? 'spec3-expandable-collapsed.json';
const project = join(repo, 'bench/.work/starlight');
if (!existsSync(join(project, 'node_modules/starlight-openapi'))) {
  console.error('Install first: (cd bench/.work/starlight && npm install) with the package.json described in bench/README.md');
  process.exit(2);
}
cpSync(join(repo, 'test/corpora/openapi/stripe', specName), join(project, 'stripe.json'));
mkdirSync(join(project, 'src/content/docs'), { recursive: true });
writeFileSync(join(project, 'src/content/docs/index.md'), '---\ntitle: Stripe API\n---\n\nThe operations follow.\n');
writeFileSync(join(project, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
writeFileSync(
  join(project, 'astro.config.mjs'),
  "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\nimport starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';\nexport default defineConfig({ integrations: [starlight({ title: 'Stripe (bench)', plugins: [starlightOpenAPI([{ base: 'api', schema: './stripe.json' }])], sidebar: [...openAPISidebarGroups] })] });\n",
);
rmSync(join(project, 'dist'), { recursive: true, force: true });
const build = timedAstroBuild(project, { nodeArgs: process.env.HEAP_MB ? [`--max-old-space-size=${process.env.HEAP_MB}`] : [] });
if (build.status !== 0) {
  console.log(`| starlight-openapi 0.26.1 | ${specName} | failed | ${build.seconds.toFixed(1)} | ${build.cpu.toFixed(1)} | ${build.peakMb.toFixed(0)} | - | - |`);
  console.error(build.stderr.split('\n').filter((l) => /heap|memory|error/i.test(l)).slice(0, 5).join('\n'));
  process.exit(1);
}
const pages = htmlFiles(join(project, 'dist'));
const operationPages = pages.filter((p) => p.includes('/operations/'));
const customers = operationPages.find((p) => /\/operations\/postcustomers\/index\.html$/.test(p));
console.log(TABLE_HEAD.join('\n'));
console.log(resultRow('starlight-openapi 0.26.1', specName, pages.length, build, customers, operationPages));
console.log(`(load average after the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]})`);
