#!/usr/bin/env node
// Side-by-side build benchmark: the same generated corpus built by Docsmith and by Starlight.
//
//   cd bench && npm install && node run.mjs [--sizes 100,1000] [--runs 3] [--cpu-prof]
//
// For each size both sites are generated once (bench/gen-corpus.mjs through
// test/support/corpus-site.ts), then built cold (output and caches removed) alternately, Docsmith
// then Starlight, `--runs` times each. Wall time is measured around the build process; CPU time (user
// + system, children included) and peak memory (maximum resident set size) come from
// /usr/bin/time -v. After the last run of each tool, a
// middle page of its output is opened in Chromium to weigh what a reader downloads
// (test/support/page-weight.ts, shared with the size budgets). Prints markdown tables and writes them,
// with the machine, the date, Node's and both tools' versions, to bench/results.md and into the
// marked section of bench/README.md: no figure is pasted by hand.
// `--cpu-prof` writes one V8 CPU profile per Docsmith build into bench/.work/profiles/.
// A project of one page and no integration is built the same way, alternating with the two tools: what
// Astro itself takes, in time and memory, before either tool adds anything, so that each tool's own
// part can be compared too.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { writeMarkedSection } from './marked-section.mjs';
import { astroBinOf, cleanCorpusBuild, writeCorpusSite } from '../test/support/corpus-site.ts';
import { LAUNCHER } from '../test/support/cli-process.ts';
import { gzipSizeOfFile, measurePageWeight } from '../test/support/page-weight.ts';
import { launchBrowser } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/static-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WORK = join(HERE, '.work');
const args = { sizes: '100,1000', runs: '3', 'cpu-prof': false };
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in args)) throw new Error(`unknown option --${key}`);
  if (typeof args[key] === 'boolean') args[key] = true;
  else args[key] = process.argv[++i];
}
const sizes = args.sizes.split(',').map(Number);
const runs = Number(args.runs);
if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is needed for peak memory (Debian: apt-get install time)');
if (!existsSync(join(HERE, 'node_modules/@astrojs/starlight'))) throw new Error('run `npm install` in bench/ first');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function timedBuild(tool, run) {
  const { dir, label } = tool;
  cleanCorpusBuild(dir);
  rmSync(join(dir, '.docsmith'), { recursive: true, force: true });
  const nodeArgs = [];
  if (args['cpu-prof'] && label.startsWith('docsmith')) {
    const profiles = join(WORK, 'profiles');
    mkdirSync(profiles, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profiles}`, `--cpu-prof-name=${label}-${relative(WORK, dir)}-run${run}.cpuprofile`);
  }
  // A docs folder is built as its users build it, by the docsmith command; an Astro project by Astro's.
  const command = tool.docsFolder ? [LAUNCHER, 'build', '--site', 'https://bench.example.com'] : [astroBinOf(dir), 'build'];
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-v', process.execPath, ...nodeArgs, ...command], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', ...tool.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`${label} build of ${dir} failed (exit ${result.status})`);
  }
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  // CPU time (user + system, child processes included) barely depends on how busy the machine is.
  const cpu = ['User', 'System'].reduce((sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? NaN), 0);
  return { seconds, cpuSeconds: cpu, rssMb: rssKb / 1024 };
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

function outputStats(dist) {
  const files = walk(dist);
  const pages = files.filter((f) => f.endsWith('.html'));
  const htmlGzip = pages.map(gzipSizeOfFile);
  return {
    files: files.length,
    mb: files.reduce((sum, f) => sum + statSync(f).size, 0) / 1024 / 1024,
    htmlGzipMedianKb: median(htmlGzip) / 1024,
    htmlGzipMaxKb: Math.max(...htmlGzip) / 1024,
  };
}

async function weighMiddlePage(dist, size) {
  const middle = `/s${String(Math.ceil(size / 2 / Math.ceil(size / 10))).padStart(2, '0')}/page-${String(size / 2).padStart(4, '0')}/`;
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  try {
    const w = await measurePageWeight(browser, server.url + middle);
    return { path: middle, htmlKb: w.html.gzip / 1024, jsKb: w.jsGzip / 1024, cssKb: w.cssGzip / 1024, requests: w.js.length + w.css.length };
  } finally {
    await browser.close();
    await server.close();
  }
}

// Docsmith is built both ways its users build: an Astro project with the integration (`astro build`)
// and a docs folder alone (`docsmith build`, which also sets the bundler's allocator not to use huge
// pages: src/cli/native-allocators.ts). Starlight is built as its users build it, and once more with
// that same allocator setting, so that the ratio of equal settings can be read too.
const tools = [
  { label: 'docsmith', flavor: 'docsjson', name: 'Docsmith, astro build' },
  { label: 'docsmith-folder', flavor: 'docsjson', name: 'Docsmith, docsmith build', docsFolder: true },
  { label: 'starlight', flavor: 'starlight', name: 'Starlight' },
  { label: 'starlight-no-thp', flavor: 'starlight', name: 'Starlight, MIMALLOC_ALLOW_THP=0', env: { MIMALLOC_ALLOW_THP: '0' }, sameSiteAs: 'starlight' },
];

/** The generated site as a docs folder: its pages and docs.json, without the Astro project around them. */
function asDocsFolder(dir) {
  for (const file of ['package.json', 'astro.config.mjs', 'src', 'node_modules']) rmSync(join(dir, file), { recursive: true, force: true });
}

/** An Astro project of one page and no integration, on the repository's Astro (the same release as bench/'s). */
function writeAstroFloor(dir) {
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'astro-floor', private: true, type: 'module' }, null, 2)}\n`);
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
  writeFileSync(join(dir, 'src/pages/index.astro'), '<html lang="en"><head><title>One page</title></head><body><h1>One page</h1></body></html>\n');
}
const floorDir = join(WORK, 'astro-floor');
writeAstroFloor(floorDir);
const floorSamples = [];
const results = [];
const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`bench: ${os.cpus().length} CPUs, load average ${load}, node ${process.version}, ${runs} runs per tool`);

for (const size of sizes) {
  for (const tool of tools) {
    tool.dir = join(WORK, `${tool.sameSiteAs ?? tool.label}-${size}`);
    if (tool.sameSiteAs) continue;
    writeCorpusSite(tool.dir, { flavor: tool.flavor, count: size });
    if (tool.docsFolder) asDocsFolder(tool.dir);
  }
  const samples = Object.fromEntries(tools.map((tool) => [tool.label, []]));
  for (let run = 1; run <= runs; run++) {
    // Alternate the order, so that no tool always builds on a warmer machine.
    const order = run % 2 ? tools : [...tools].reverse();
    for (const tool of order) {
      const sample = timedBuild(tool, run);
      samples[tool.label].push(sample);
      console.log(`  ${size} pages, ${tool.name} run ${run}: ${sample.seconds.toFixed(1)} s, ${sample.cpuSeconds.toFixed(1)} s CPU, ${sample.rssMb.toFixed(0)} MB`);
    }
    const floor = timedBuild({ dir: floorDir, label: 'astro-floor' }, run);
    floorSamples.push(floor);
    console.log(`  Astro alone (one page) run ${run}: ${floor.seconds.toFixed(1)} s, ${floor.rssMb.toFixed(0)} MB`);
  }
  const row = { size };
  for (const tool of tools) {
    const dist = join(tool.dir, 'dist');
    row[tool.label] = {
      seconds: median(samples[tool.label].map((s) => s.seconds)),
      cpuSeconds: median(samples[tool.label].map((s) => s.cpuSeconds)),
      rssMb: median(samples[tool.label].map((s) => s.rssMb)),
      allSeconds: samples[tool.label].map((s) => s.seconds.toFixed(1)).join(', '),
      allCpuSeconds: samples[tool.label].map((s) => s.cpuSeconds.toFixed(1)).join(', '),
      allRssMb: samples[tool.label].map((s) => s.rssMb.toFixed(0)).join(', '),
      ...outputStats(dist),
      weight: await weighMiddlePage(dist, size),
    };
  }
  results.push(row);
}

const floor = {
  seconds: median(floorSamples.map((s) => s.seconds)),
  cpuSeconds: median(floorSamples.map((s) => s.cpuSeconds)),
  rssMb: median(floorSamples.map((s) => s.rssMb)),
};
const fmt = (n, digits = 1) => n.toFixed(digits);
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const lines = [];
for (const { size, docsmith: d, 'docsmith-folder': f, starlight: s, 'starlight-no-thp': n } of results) {
  lines.push(
    `### ${size} pages`,
    '',
    '| metric | Docsmith, astro build | Docsmith, docsmith build | Starlight | astro build / Starlight | docsmith build / Starlight |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  const metric = (name, a, b, c, digits = 1) => lines.push(`| ${name} | ${fmt(a, digits)} | ${fmt(b, digits)} | ${fmt(c, digits)} | ${ratio(a, c)} | ${ratio(b, c)} |`);
  const each = (name, pick, digits) => metric(name, pick(d), pick(f), pick(s), digits);
  each('build wall time, median (s)', (t) => t.seconds);
  each('build CPU time (user + system), median (s)', (t) => t.cpuSeconds);
  each('peak memory, median max RSS (MB)', (t) => t.rssMb, 0);
  each('build wall time above Astro alone (s)', (t) => t.seconds - floor.seconds);
  each('peak memory above Astro alone (MB)', (t) => t.rssMb - floor.rssMb, 0);
  each('output size (MB)', (t) => t.mb, 2);
  each('output files', (t) => t.files, 0);
  each('HTML per page, median (KB gzip)', (t) => t.htmlGzipMedianKb);
  each('HTML per page, largest (KB gzip)', (t) => t.htmlGzipMaxKb);
  each(`JS loaded by ${d.weight.path} (KB gzip)`, (t) => t.weight.jsKb);
  each(`CSS loaded by ${d.weight.path} (KB gzip)`, (t) => t.weight.cssKb);
  const runsOf = (pick) => tools.map((tool) => `${tool.name} ${pick({ docsmith: d, 'docsmith-folder': f, starlight: s, 'starlight-no-thp': n }[tool.label])}`).join('; ');
  lines.push('', `Build times of each run (s): ${runsOf((t) => t.allSeconds)}.`);
  lines.push(`CPU times of each run (s): ${runsOf((t) => t.allCpuSeconds)}.`);
  lines.push(`Peak memory of each run (MB): ${runsOf((t) => t.allRssMb)}.`, '');
  lines.push(
    `Starlight given the allocator setting \`docsmith build\` makes (\`MIMALLOC_ALLOW_THP=0\`): ${fmt(n.seconds)} s, ${fmt(n.cpuSeconds)} s CPU, ${fmt(n.rssMb, 0)} MB (medians). ` +
      `Against it, with the same setting on both sides, \`docsmith build\` takes ${ratio(f.seconds, n.seconds)} of the wall time and ${ratio(f.rssMb, n.rssMb)} of the peak memory.`,
    '',
  );
  lines.push(
    `Astro alone: a project of one page and no integration, built the same way after each round: ${fmt(floor.seconds)} s, ${fmt(floor.cpuSeconds)} s CPU, ${fmt(floor.rssMb, 0)} MB (medians). ` +
      `It is the part of each build neither tool can remove; the rows "above Astro alone" compare what each tool adds.`,
    '',
  );
}
const loadAtEnd = os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`\n${lines.join('\n')}`);
console.log(`load average at the end: ${loadAtEnd}`);

const versionOf = (packageJson) => JSON.parse(readFileSync(packageJson, 'utf8')).version;
const header = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (${process.argv.slice(2).join(' ') || 'default options'}), ${runs} run${runs === 1 ? '' : 's'} per tool.`,
  '',
  `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, ${os.type()} ${os.release()}; load average ${load} at the start, ${loadAtEnd} at the end.`,
  `- Node ${process.version}; Docsmith ${versionOf(join(HERE, '../package.json'))} with Astro ${versionOf(join(HERE, '../node_modules/astro/package.json'))}; Starlight ${versionOf(join(HERE, 'node_modules/@astrojs/starlight/package.json'))} with Astro ${versionOf(join(HERE, 'node_modules/astro/package.json'))}.`,
  '',
];
const table = [...header, ...lines].join('\n');
writeFileSync(join(HERE, 'results.md'), `# Build benchmark results\n\n${table}`);
writeMarkedSection(join(HERE, 'README.md'), 'bench:results', 'run.mjs', table);
console.log('Wrote bench/results.md and the results section of bench/README.md.');
