// Per-page build cost of the two docs.json formats on the same generated pages: the legacy format
// (navigation array) against the current one (navigation object), production builds, side by side in
// one run on the same machine. Prints a Markdown table and the current/legacy ratio.
//
//   node bench/docsjson-formats.mjs [--count 500] [--runs 1]
//
// Projects live under bench/.work/formats/ (git-ignored) and use the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, timedAstroBuild } from './stripe-build.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..');
const args = { count: 500, runs: 1 };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = Number(process.argv[i + 1]);

function project(flavor) {
  const dir = join(HERE, '.work/formats', flavor);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\nexport default defineConfig({ integrations: [docsmith()] });\n");
  writeFileSync(join(dir, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader, docsSchema } from 'docsmith/content';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
  execFileSync(process.execPath, [join(HERE, 'gen-corpus.mjs'), '--flavor', flavor, '--out', dir, '--count', String(args.count)], { stdio: 'ignore' });
  return dir;
}

const flavors = { legacy: 'docsjson', current: 'docsjson-v2' };
const dirs = Object.fromEntries(Object.entries(flavors).map(([name, flavor]) => [name, project(flavor)]));
const results = { legacy: [], current: [] };
// Alternate the two, so that a change in the machine's load falls on both.
for (let run = 0; run < args.runs; run++) {
  for (const name of Object.keys(flavors)) {
    const build = timedAstroBuild(dirs[name], { env: { DOCSMITH_OFFLINE: '1' } });
    if (build.status !== 0) throw new Error(`${name} build failed:\n${build.stdout}\n${build.stderr}`);
    const pages = htmlFiles(join(dirs[name], 'dist')).length;
    results[name].push({ ...build, pages });
  }
}

const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
const rows = Object.entries(results).map(([name, list]) => {
  const pages = list[0].pages;
  return { name, pages, wall: mean(list, 'seconds'), cpu: mean(list, 'cpu'), peak: mean(list, 'peakMb') };
});
console.log(`| format | HTML pages | build wall (s) | build CPU (s) | CPU per page (ms) | peak memory (MB) |`);
console.log(`| --- | --- | --- | --- | --- | --- |`);
for (const r of rows) console.log(`| ${r.name} | ${r.pages} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} | ${((r.cpu / r.pages) * 1000).toFixed(1)} | ${r.peak.toFixed(0)} |`);
const [legacy, current] = rows;
console.log(`\ncurrent/legacy per-page CPU: ${((current.cpu / current.pages) / (legacy.cpu / legacy.pages)).toFixed(3)}; wall: ${((current.wall / current.pages) / (legacy.wall / legacy.pages)).toFixed(3)} (${args.runs} run${args.runs === 1 ? '' : 's'} each, ${args.count} generated pages)`);
