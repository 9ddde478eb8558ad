// Hand-run benchmark: builds the Stripe OpenAPI description (417 operations) with Docsmith and reports
// build time, peak memory and the weight of the POST /v1/customers page. Optional: the same with
// starlight-openapi when it is installed inside bench/ (see bench/README.md).
//   node bench/openapi-stripe.mjs [spec3.json|spec3-expandable-collapsed.json]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, resultRow, TABLE_HEAD, timedAstroBuild } from './stripe-build.mjs';

const repo = fileURLToPath(new URL('../', import.meta.url));
const specName = process.argv[2] ?? 'spec3.json';
const spec = join(repo, 'test/corpora/openapi/stripe', specName);
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

const build = timedAstroBuild(project, { env: { DOCSMITH_OFFLINE: '1' } });
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
if (build.status !== 0) {
  console.error(build.stdout.slice(-4000), build.stderr.slice(-4000));
  process.exit(1);
}
const pages = htmlFiles(join(project, 'dist'));
const customers = join(project, 'dist/api-reference/customers/post-customers/index.html');
const operationPages = pages.filter((p) => p.includes('/api-reference/'));
console.log(TABLE_HEAD.join('\n'));
console.log(resultRow('Docsmith', specName, pages.length, build, existsSync(customers) ? customers : undefined, operationPages));
console.log(`(load average after the run: ${load}; project kept at ${project})`);
