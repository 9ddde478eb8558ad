#!/usr/bin/env node
// How Docsmith's cost grows with the size of a site: languages x versions x pages, current docs.json
// format, production builds. Writes its tables into the scale section of bench/README.md.
//
//   node bench/scale.mjs [--sizes 1000,5000,25000] [--runs 1] [--starlight]
//                        [--count 250] [--languages en,es,ja,ar] [--word pipeline]
//
// A size is the number of generated pages: --count pages per language x version, so a size needs
// size / (count x languages) versions (1000 -> 1, 5000 -> 5, 25000 -> 25 with the defaults). For each
// size the site is generated once with gen-corpus.mjs (--flavor docsjson-v2) under bench/.work/scale/
// (git-ignored) and measured:
// 1. `astro build` (DOCSMITH_OFFLINE=1), cold, --runs times: wall time; CPU time (user + system of the
//    whole process tree, from /usr/bin/time -v, which counts waited-for children); peak memory summed
//    over every process of the tree (RSS read from /proc every 100 ms; /usr/bin/time only gives the
//    largest single process); per page, and against the smallest size;
// 2. what a reader downloads for a one-word search: dist served on 127.0.0.1 (gzip, as hosts serve
//    it), a page opened in Chromium, the word typed into the site's search dialog, and the bytes of
//    every /pagefind/ response summed (script, wasm, entry, metadata, index chunks, fragments);
// 3. the dev server, started cold (the project's .astro, Astro cache and node_modules/.vite removed):
//    time until a page answers 200 with its HTML, then until an edit of its body text and an edit
//    of its title (front matter) show in the served HTML;
// 4. llms.txt and llms-full.txt: how many pairs (one per language and version), the size of the
//    site's pair and of the largest llms-full.txt.
// --starlight also builds the size with one version as a Starlight project (same pages, same
// languages as Starlight locales; Starlight is installed in bench/: `npm install --prefix bench`)
// and prints Docsmith / Starlight ratios.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { writeMarkedSection } from './marked-section.mjs';
import { launchBrowser } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/static-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const REPO = join(HERE, '..');
const WORK = join(HERE, '.work/scale');
const DEFAULT_COUNT = '250';
const args = { sizes: '1000,5000,25000', runs: '1', count: DEFAULT_COUNT, languages: 'en,es,ja,ar', word: 'pipeline', starlight: false };
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in args)) throw new Error(`unknown option --${key}`);
  if (typeof args[key] === 'boolean') args[key] = true;
  else args[key] = process.argv[++i];
}
const sizes = args.sizes.split(',').map(Number).sort((a, b) => a - b);
const runs = Number(args.runs);
const count = Number(args.count);
const languages = args.languages.split(',');
const perVersion = count * languages.length;
for (const size of sizes) {
  if (!Number.isInteger(size / perVersion) || size < perVersion) throw new Error(`--sizes ${size} is not a whole number of versions of ${count} pages x ${languages.length} languages`);
}
if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is needed for CPU time (Debian: apt-get install time)');
if (args.starlight && !existsSync(join(HERE, 'node_modules/@astrojs/starlight'))) throw new Error('--starlight: run `npm install --prefix bench` first');
const smoke = String(count) !== DEFAULT_COUNT || sizes[0] < 1000;
const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const log = (...a) => console.error('scale:', ...a);

// ---- projects -------------------------------------------------------------------------------

/**
 * A node_modules of links to the repository's packages, so that the project's own
 * node_modules/.vite (Vite's cache) is its own and can be removed for a cold start.
 */
function linkedModules(dir) {
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(REPO, 'node_modules'))) {
    if (!name.startsWith('.')) symlinkSync(join(REPO, 'node_modules', name), join(modules, name));
  }
}

function gen(dir, flavor, extra) {
  execFileSync(process.execPath, [join(HERE, 'gen-corpus.mjs'), '--flavor', flavor, '--out', dir, '--count', String(count), '--languages', languages.join(','), ...extra], { stdio: 'pipe' });
}

function docsmithProject(size) {
  const dir = join(WORK, `docsmith-${size}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  linkedModules(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `scale-${size}`, private: true, type: 'module', dependencies: { astro: '*', docsmith: '*' } }, null, 2));
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nimport docsmith from 'docsmith';\nexport default defineConfig({ site: 'https://bench.example.com', cacheDir: './.cache', integrations: [docsmith()] });\n");
  writeFileSync(join(dir, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader, docsSchema } from 'docsmith/content';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
  gen(dir, 'docsjson-v2', ['--versions', String(size / perVersion)]);
  return dir;
}

/** Starlight resolves bench/node_modules by walking up (it fails to render through a linked node_modules). */
function starlightProject(size) {
  const dir = join(WORK, `starlight-${size}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `scale-starlight-${size}`, private: true, type: 'module', dependencies: { astro: '*', '@astrojs/starlight': '*' } }, null, 2));
  writeFileSync(join(dir, 'astro.config.mjs'), [
    "import { readFileSync } from 'node:fs';",
    "import { defineConfig } from 'astro/config';",
    "import starlight from '@astrojs/starlight';",
    "const read = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));",
    "export default defineConfig({ site: 'https://bench.example.com', cacheDir: './.cache',",
    "  integrations: [starlight({ title: 'Benchmark Docs', sidebar: read('./sidebar.json'), ...read('./locales.json') })] });",
    '',
  ].join('\n'));
  writeFileSync(join(dir, 'src/content.config.ts'), "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n");
  gen(dir, 'starlight', []);
  return dir;
}

function astroBin(dir) {
  for (let d = dir; d !== '/'; d = join(d, '..')) {
    const bin = join(d, 'node_modules/astro/bin/astro.mjs');
    if (existsSync(bin)) return bin;
  }
  throw new Error(`no Astro for ${dir}`);
}

/** Astro's data store and cache, and Vite's dependency cache (and the output): what makes a start cold. */
function clean(dir, { output = true } = {}) {
  for (const sub of [...(output ? ['dist'] : []), '.astro', '.cache', 'node_modules/.vite']) rmSync(join(dir, sub), { recursive: true, force: true });
}

// ---- memory of a process tree ----------------------------------------------------------------

/** Resident memory of `root` and all its descendants, in bytes, from /proc. */
function treeRss(root) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // Fields after the command name "(...)": state, ppid, ...; rss (in pages) is the 24th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_SIZE);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let sum = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop();
    sum += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return sum;
}

/** Runs `astro build` under /usr/bin/time -v, sampling the tree's summed RSS every 100 ms. */
function timedBuild(dir) {
  clean(dir);
  const load = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const child = spawn('/usr/bin/time', ['-v', process.execPath, astroBin(dir), 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout = (stdout + d).slice(-20000); });
  child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-20000); });
  let peak = 0;
  const timer = setInterval(() => { peak = Math.max(peak, treeRss(child.pid)); }, 100);
  return new Promise((resolve, reject) => {
    child.on('close', (status) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (status !== 0) return reject(new Error(`build of ${dir} failed (exit ${status}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
      const cpu = ['User', 'System'].reduce((sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? NaN), 0);
      const largestKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
      resolve({ seconds, cpu, peakMb: peak / 2 ** 20, largestMb: largestKb / 1024, load });
    });
  });
}

function htmlCount(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += htmlCount(join(dir, e.name));
    else if (e.name.endsWith('.html')) n++;
  }
  return n;
}

async function measureBuilds(dir, label) {
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const s = await timedBuild(dir);
    samples.push(s);
    log(`${label} run ${run}: ${s.seconds.toFixed(1)} s wall, ${s.cpu.toFixed(1)} s CPU, ${s.peakMb.toFixed(0)} MB summed (largest process ${s.largestMb.toFixed(0)} MB), load ${s.load.toFixed(1)}`);
  }
  const pages = htmlCount(join(dir, 'dist'));
  const pick = (key) => median(samples.map((s) => s[key]));
  return { pages, seconds: pick('seconds'), cpu: pick('cpu'), peakMb: pick('peakMb'), largestMb: pick('largestMb'), loads: samples.map((s) => s.load) };
}

// ---- search ------------------------------------------------------------------------------------

/** The page a reader lands on: the first page of the default language's newest version. */
const firstPage = (versions) => `/${languages[0]}/v${versions}/s01/page-0001/`;

async function searchBytes(dist, path) {
  const server = await serveStatic(dist, '/', { compress: true });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.includes('/pagefind/')) sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
    });
    const response = await page.goto(server.url.replace(/\/$/, '') + path, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`search: ${path} answered ${response?.status()}`);
    await page.click('.ds-search-button');
    await page.fill('.ds-search-input', args.word);
    await page.waitForFunction(() => /result/i.test(document.querySelector('.ds-search-status')?.textContent ?? ''), undefined, { timeout: 60_000 });
    const status = await page.textContent('.ds-search-status');
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(sizes);
    return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files: files.length, status: status?.trim() ?? '' };
  } finally {
    await browser.close();
    await server.close();
  }
}

// ---- dev server --------------------------------------------------------------------------------

const freePort = () => new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** Polls `url` until its HTML contains `text`; returns the milliseconds since `since`. */
async function until(url, text, since, timeoutMs = 600_000) {
  for (;;) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.status === 200 && body.includes(text)) return Number(process.hrtime.bigint() - since) / 1e6;
    } catch {
      // not listening yet
    }
    if (Number(process.hrtime.bigint() - since) / 1e6 > timeoutMs) throw new Error(`dev server: ${url} never showed ${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function devServer(dir, versions) {
  clean(dir, { output: false });
  const port = await freePort();
  const path = firstPage(versions);
  const file = join(dir, `${path.slice(1, -1)}.mdx`);
  const original = readFileSync(file, 'utf8');
  const url = `http://127.0.0.1:${port}${path}`;
  const started = process.hrtime.bigint();
  // Its own process group, so that the server and its workers end together.
  const child = spawn(process.execPath, [astroBin(dir), 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => { output = (output + d).slice(-20000); });
  child.stderr.on('data', (d) => { output = (output + d).slice(-20000); });
  try {
    const title = /^title: "(.*)"$/m.exec(original)[1];
    const firstMs = await until(url, '</html>', started);
    if (!(await (await fetch(url)).text()).includes(title.split(':')[0])) throw new Error(`dev server: ${url} does not show its title`);
    const bodyMark = `Scale edit ${Date.now()} body`;
    const edited = original.replace(/^---\n\n/m, `---\n\n${bodyMark}.\n\n`);
    if (edited === original) throw new Error(`dev server: no body to edit in ${file}`);
    let since = process.hrtime.bigint();
    writeFileSync(file, edited);
    const bodyMs = await until(url, bodyMark, since, 120_000);
    const titleMark = `Scale edit ${Date.now()} title`;
    since = process.hrtime.bigint();
    writeFileSync(file, edited.replace(/^title: ".*"$/m, `title: "${titleMark}"`));
    const titleMs = await until(url, titleMark, since, 120_000);
    return { firstMs, bodyMs, titleMs };
  } catch (error) {
    console.error(output.slice(-3000));
    throw error;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('close', r));
    writeFileSync(file, original);
  }
}

// ---- run -----------------------------------------------------------------------------------------

const fileKb = (file) => (existsSync(file) ? statSync(file).size / 1024 : NaN);

/** The llms.txt files of a built site, and its largest llms-full.txt in KB. */
function llmsPairs(dist) {
  const files = readdirSync(dist, { recursive: true }).map(String);
  const fullSizes = files.filter((f) => f.endsWith('llms-full.txt')).map((f) => fileKb(join(dist, f)));
  return { pairs: files.filter((f) => f.endsWith('llms.txt')).length, largestFull: Math.max(...fullSizes) };
}
const versionOf = (pkg) => JSON.parse(readFileSync(pkg, 'utf8')).version;
const startedAt = Date.now();
const loadAtStart = os.loadavg().map((l) => l.toFixed(2)).join(' ');
mkdirSync(WORK, { recursive: true });
const rows = [];
let starlightRow;
for (const size of sizes) {
  const versions = size / perVersion;
  log(`${size} pages: ${languages.length} languages x ${versions} versions x ${count} pages`);
  const dir = docsmithProject(size);
  const build = await measureBuilds(dir, `docsmith ${size}`);
  const dist = join(dir, 'dist');
  const search = await searchBytes(dist, firstPage(versions));
  log(`search "${args.word}": ${search.files} files, ${(search.bytes / 1024).toFixed(1)} KB (${search.status})`);
  const llms = { txt: fileKb(join(dist, 'llms.txt')), full: fileKb(join(dist, 'llms-full.txt')), ...llmsPairs(dist) };
  const dev = await devServer(dir, versions);
  log(`dev server: first page ${dev.firstMs.toFixed(0)} ms, body edit ${dev.bodyMs.toFixed(0)} ms, title edit ${dev.titleMs.toFixed(0)} ms`);
  rows.push({ size, versions, ...build, search, llms, dev });
  if (args.starlight && versions === 1 && !starlightRow) {
    const sdir = starlightProject(size);
    starlightRow = { size, ...(await measureBuilds(sdir, `starlight ${size}`)) };
  }
}

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const loads = (list) => list.map((l) => l.toFixed(1)).join(', ');
const base = rows[0];
const perPage = (r, key) => (r[key] / r.pages) * 1000;
const lines = [];
const command = `node bench/scale.mjs ${process.argv.slice(2).join(' ')}`.trim();
if (smoke) lines.push(`**Smoke run at tiny sizes: it only shows that the script works. These are not measurements; the real figures are written by the same script at 1000, 5000 and 25,000 pages.**`, '');
lines.push(
  `Measured ${new Date(startedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC by \`${command}\` (${runs} build${runs === 1 ? '' : 's'} per size, medians), ${f((Date.now() - startedAt) / 60000)} minutes in all.`,
  '',
  `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, ${os.type()} ${os.release()}; load average ${loadAtStart} at the start.`,
  `- Node ${process.version}; Docsmith ${versionOf(join(REPO, 'package.json'))} with Astro ${versionOf(join(REPO, 'node_modules/astro/package.json'))}.`,
  `- Sites: \`gen-corpus.mjs --flavor docsjson-v2 --count ${count} --languages ${languages.join(',')} --versions <size / ${perVersion}>\`. "pages" counts the HTML files written (the generated pages plus 404 and sidebar fragments). Peak memory is the resident memory of every process of the build summed (sampled every 100 ms); the largest single process is in brackets.`,
  '',
  '| size | pages | wall (s) | CPU (s) | peak MB summed (largest process) | ms/page wall | ms/page CPU | per-page vs smallest (wall / CPU) | search KB for one word (files) | llms.txt pairs | site’s llms.txt / llms-full.txt, largest llms-full.txt (KB) | load average at build start |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((r) => `| ${r.size} (${languages.length} × ${r.versions} × ${count}) | ${r.pages} | ${f(r.seconds)} | ${f(r.cpu)} | ${f(r.peakMb, 0)} (${f(r.largestMb, 0)}) | ${f(perPage(r, 'seconds'))} | ${f(perPage(r, 'cpu'))} | ${f(perPage(r, 'seconds') / perPage(base, 'seconds'), 2)} / ${f(perPage(r, 'cpu') / perPage(base, 'cpu'), 2)} | ${f(r.search.bytes / 1024)} (${r.search.files}) | ${r.llms.pairs} | ${f(r.llms.txt)} / ${f(r.llms.full)}, ${f(r.llms.largestFull)} | ${loads(r.loads)} |`),
  '',
  `Search: "${args.word}" typed into the search dialog on ${firstPage('N').replace('vN', 'v<newest>')}, served gzip-compressed; bytes as transferred.`,
  '',
  '| size | dev server cold start to first page (s) | body edit shown (s) | title edit shown (s) |',
  '| ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.size} | ${f(r.dev.firstMs / 1000, 2)} | ${f(r.dev.bodyMs / 1000, 2)} | ${f(r.dev.titleMs / 1000, 2)} |`),
);
if (starlightRow) {
  const d = rows.find((r) => r.size === starlightRow.size);
  const s = starlightRow;
  lines.push(
    '',
    `Starlight ${versionOf(join(HERE, 'node_modules/@astrojs/starlight/package.json'))} (Astro ${versionOf(join(HERE, 'node_modules/astro/package.json'))}) on the same ${s.size} pages (${languages.length} locales, no versions), load average ${loads(s.loads)} at build start:`,
    '',
    '| metric | Docsmith | Starlight | Docsmith / Starlight |',
    '| --- | ---: | ---: | ---: |',
    `| HTML pages | ${d.pages} | ${s.pages} | ${f(d.pages / s.pages, 2)} |`,
    `| wall (s) | ${f(d.seconds)} | ${f(s.seconds)} | ${f(d.seconds / s.seconds, 2)} |`,
    `| CPU (s) | ${f(d.cpu)} | ${f(s.cpu)} | ${f(d.cpu / s.cpu, 2)} |`,
    `| peak MB summed | ${f(d.peakMb, 0)} | ${f(s.peakMb, 0)} | ${f(d.peakMb / s.peakMb, 2)} |`,
    `| ms/page CPU | ${f(perPage(d, 'cpu'))} | ${f(perPage(s, 'cpu'))} | ${f(perPage(d, 'cpu') / perPage(s, 'cpu'), 2)} |`,
  );
} else if (args.starlight) lines.push('', 'Starlight: no size of this run has a single version, so it was not built.');
const table = lines.join('\n');
console.log(table);

writeMarkedSection(join(HERE, 'README.md'), 'scale', 'scale.mjs', table);
log('wrote the scale section of bench/README.md');
