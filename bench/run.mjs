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
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { writeMarkedSection } from './marked-section.mjs';
import { astroBinOf, cleanCorpusBuild, writeCorpusSite } from '../test/support/corpus-site.ts';
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

function timedBuild(dir, label, run) {
  cleanCorpusBuild(dir);
  const nodeArgs = [];
  if (args['cpu-prof'] && label === 'docsmith') {
    const profiles = join(WORK, 'profiles');
    mkdirSync(profiles, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${profiles}`, `--cpu-prof-name=${label}-${relative(WORK, dir)}-run${run}.cpuprofile`);
  }
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-v', process.execPath, ...nodeArgs, astroBinOf(dir), 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1' },
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

const tools = [
  { label: 'docsmith', flavor: 'docsjson', name: 'Docsmith' },
  { label: 'starlight', flavor: 'starlight', name: 'Starlight' },
];

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
    tool.dir = join(WORK, `${tool.label}-${size}`);
    writeCorpusSite(tool.dir, { flavor: tool.flavor, count: size });
  }
  const samples = { docsmith: [], starlight: [] };
  for (let run = 1; run <= runs; run++) {
    // Alternate which tool goes first, so neither always builds on a warmer machine.
    const order = run % 2 ? tools : [...tools].reverse();
    for (const tool of order) {
      const sample = timedBuild(tool.dir, tool.label, run);
      samples[tool.label].push(sample);
      console.log(`  ${size} pages, ${tool.name} run ${run}: ${sample.seconds.toFixed(1)} s, ${sample.cpuSeconds.toFixed(1)} s CPU, ${sample.rssMb.toFixed(0)} MB`);
    }
    const floor = timedBuild(floorDir, 'astro-floor', run);
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
for (const { size, docsmith: d, starlight: s } of results) {
  lines.push(`### ${size} pages`, '', '| metric | Docsmith | Starlight | Docsmith / Starlight |', '| --- | ---: | ---: | ---: |');
  const metric = (name, a, b, digits = 1) => lines.push(`| ${name} | ${fmt(a, digits)} | ${fmt(b, digits)} | ${ratio(a, b)} |`);
  metric('build wall time, median (s)', d.seconds, s.seconds);
  metric('build CPU time (user + system), median (s)', d.cpuSeconds, s.cpuSeconds);
  metric('peak memory, median max RSS (MB)', d.rssMb, s.rssMb, 0);
  metric('build wall time above Astro alone (s)', d.seconds - floor.seconds, s.seconds - floor.seconds);
  metric('peak memory above Astro alone (MB)', d.rssMb - floor.rssMb, s.rssMb - floor.rssMb, 0);
  metric('output size (MB)', d.mb, s.mb, 2);
  metric('output files', d.files, s.files, 0);
  metric('HTML per page, median (KB gzip)', d.htmlGzipMedianKb, s.htmlGzipMedianKb);
  metric('HTML per page, largest (KB gzip)', d.htmlGzipMaxKb, s.htmlGzipMaxKb);
  metric(`JS loaded by ${d.weight.path} (KB gzip)`, d.weight.jsKb, s.weight.jsKb);
  metric(`CSS loaded by ${d.weight.path} (KB gzip)`, d.weight.cssKb, s.weight.cssKb);
  lines.push('', `Build times of each run (s): Docsmith ${d.allSeconds}; Starlight ${s.allSeconds}.`);
  lines.push(`CPU times of each run (s): Docsmith ${d.allCpuSeconds}; Starlight ${s.allCpuSeconds}.`, '');
  lines.push(
    `Astro alone: a project of one page and no integration, built the same way after each pair: ${fmt(floor.seconds)} s, ${fmt(floor.cpuSeconds)} s CPU, ${fmt(floor.rssMb, 0)} MB (medians). ` +
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
