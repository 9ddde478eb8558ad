// Build cost of this checkout against an earlier commit of Docsmith, on the same generated pages,
// production builds alternating in one run on the same machine: how a refactoring is shown to cost
// no more time or memory than before. Writes the table into bench/README.md (compare-commits section).
//
//   node bench/compare-commits.mjs --base <commit> [--count 1000] [--runs 3]
//
// The earlier commit is checked out under bench/.work/compare/base (git-ignored) and runs on this
// checkout's node_modules, with `docsmith` pointing at it; both projects get the same pages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { htmlFiles, timedAstroBuild } from './stripe-build.mjs';
import { writeMarkedSection } from './marked-section.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..');
const WORK = join(HERE, '.work/compare');
const args = { base: '', count: 1000, runs: 3 };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in args)) throw new Error(`unknown option --${key}`);
  args[key] = key === 'base' ? process.argv[i + 1] : Number(process.argv[i + 1]);
}
if (!args.base) throw new Error('usage: node bench/compare-commits.mjs --base <commit> [--count 1000] [--runs 3]');

const git = (...a) => execFileSync('git', a, { cwd: REPO, encoding: 'utf8' }).trim();
const baseCommit = git('rev-parse', '--short', args.base);
const headCommit = git('rev-parse', '--short', 'HEAD');

/** The earlier commit's files, and a node_modules of links to this checkout's with `docsmith` pointing at them. */
function baseCheckout() {
  const source = join(WORK, 'base');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${args.base} | tar -x -C ${JSON.stringify(source)}`], { cwd: REPO });
  const modules = join(WORK, 'base-node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  for (const name of readdirSync(join(REPO, 'node_modules'))) {
    if (name !== 'docsmith') symlinkSync(join(REPO, 'node_modules', name), join(modules, name));
  }
  symlinkSync(source, join(modules, 'docsmith'), 'dir');
  symlinkSync(modules, join(source, 'node_modules'), 'dir');
  return modules;
}

function project(name, modules) {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\nexport default defineConfig({ integrations: [docsmith()] });\n");
  writeFileSync(join(dir, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader, docsSchema } from 'docsmith/content';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
  execFileSync(process.execPath, [join(HERE, 'gen-corpus.mjs'), '--flavor', 'docsjson', '--out', dir, '--count', String(args.count)], { stdio: 'ignore' });
  return dir;
}

mkdirSync(WORK, { recursive: true });
const dirs = { base: project('site-base', baseCheckout()), head: project('site-head', join(REPO, 'node_modules')) };
const results = { base: [], head: [] };
const load = [];
// Alternate the two, so that a change in the machine's load falls on both.
for (let run = 0; run < args.runs; run++) {
  for (const name of ['base', 'head']) {
    load.push(os.loadavg()[0]);
    const build = timedAstroBuild(dirs[name], { env: { DOCSMITH_OFFLINE: '1' } });
    if (build.status !== 0) throw new Error(`${name} build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
    results[name].push({ ...build, pages: htmlFiles(join(dirs[name], 'dist')).length });
    console.error(`${name} run ${run + 1}: ${build.seconds.toFixed(1)} s wall, ${build.cpu.toFixed(1)} s CPU, ${build.peakMb.toFixed(0)} MB`);
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const summary = (name) => ({
  pages: results[name][0].pages,
  wall: median(results[name].map((r) => r.seconds)),
  cpu: median(results[name].map((r) => r.cpu)),
  peak: median(results[name].map((r) => r.peakMb)),
});
const base = summary('base');
const head = summary('head');
const ratio = (a, b) => (b / a).toFixed(3);
const table = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node bench/compare-commits.mjs --base ${args.base} --count ${args.count} --runs ${args.runs}\`: medians of ${args.runs} alternating production builds of the same ${args.count} generated pages; ${os.cpus().length} cores, load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} when builds started.`,
  '',
  '| checkout | HTML pages | build wall (s) | build CPU (s) | peak memory (MB) |',
  '| --- | ---: | ---: | ---: | ---: |',
  `| ${baseCommit} (base) | ${base.pages} | ${base.wall.toFixed(1)} | ${base.cpu.toFixed(1)} | ${base.peak.toFixed(0)} |`,
  `| ${headCommit} (this checkout) | ${head.pages} | ${head.wall.toFixed(1)} | ${head.cpu.toFixed(1)} | ${head.peak.toFixed(0)} |`,
  `| this / base | | ${ratio(base.wall, head.wall)} | ${ratio(base.cpu, head.cpu)} | ${ratio(base.peak, head.peak)} |`,
].join('\n');
console.log(table);

writeMarkedSection(join(HERE, 'README.md'), 'compare-commits', 'compare-commits.mjs', table);
