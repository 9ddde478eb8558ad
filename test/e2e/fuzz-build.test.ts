// Hostile input through a full `astro build`: 15 generated sites per run (4 with a mutated docs.json,
// 8 with one hostile page among valid ones, 3 current-format sites with planted bad values), from the
// same generators as the in-process fuzz tests.
// Each build must succeed, or fail with a message that names the file and the place, and never crash
// in Docsmith's code; a site built from a hostile docs.json holds no script sink. The hang detector: a build still running a minute after three times what a clean build
// of the same site took is killed and fails with its case (startup cost is not the case's fault).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { globSync } from 'tinyglobby';
import fc from 'fast-check';
import { astroEnv, createSiteProject } from '../support/build-site.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { BASE_CONFIG, configText, pageSource, PAGE_IDS } from '../unit/fuzz/arbitraries.ts';
import { FUZZ_SEED, HANG_MS, preview } from '../unit/fuzz/harness.ts';
import { scriptSinkIn, scriptSinksInHtml } from '../support/script-sinks.ts';
import { currentFormatSite, CURRENT_SITE_PAGES, expectedPlaces } from '../unit/fuzz/current-format-site.ts';

const SEED = FUZZ_SEED;
const VALID_PAGE = (id: string) => `---\ntitle: ${id}\ndescription: The ${id} page.\n---\n\n## About\n\nText of ${id}.\n`;

interface BuildResult {
  status: number | null;
  output: string;
  seconds: number;
  killed: boolean;
}

function build(projectDir: string, limitMs: number): Promise<BuildResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: projectDir, env: astroEnv() });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output, seconds: (Date.now() - started) / 1000, killed });
    });
  });
}

function siteFiles(config: string, pages: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = { 'docs.json': config };
  for (const id of PAGE_IDS) files[`${id}.mdx`] = pages[id] ?? VALID_PAGE(id);
  return files;
}

const FILE_AND_PLACE = /docs\.json(?::\d+:\d+)?[: ]|[\w/-]+\.mdx:\d+/;
const DOCSMITH_FRAME = new RegExp(`^\\s+at .*${REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:src|components|layouts)/`, 'm');

/** Script sinks in a built site's HTML (parsed) and markdown/text outputs. */
function sinksIn(dist: string): string[] {
  return globSync('**/*.{html,md,txt}', { cwd: dist }).flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    const found = file.endsWith('.html') ? scriptSinksInHtml(text) : [scriptSinkIn(text)].filter((s): s is string => s !== undefined);
    return found.map((sink) => `${file}: ${sink}`);
  });
}

/** What is wrong with the outcome of a failed build, or undefined when it is acceptable. */
function failureProblem(result: BuildResult): string | undefined {
  if (result.status === 0) return undefined;
  const output = result.output.replace(/\u001b\[[0-9;]*m/g, '');
  if (!FILE_AND_PLACE.test(output)) return 'the build failed without naming the file and the place';
  if (DOCSMITH_FRAME.test(output)) return 'the build crashed inside Docsmith (a stack frame in its sources)';
  if (/Stack trace:|^\s+at .+:\d+:\d+\)?$/m.test(output)) return 'the build printed a stack trace';
  return undefined;
}

describe('hostile input through a full build', () => {
  let cleanSeconds = 0;

  beforeAll(async () => {
    const pages = Object.fromEntries(PAGE_IDS.map((id) => [id, VALID_PAGE(id)]));
    const { projectDir } = createSiteProject({ files: siteFiles(JSON.stringify(BASE_CONFIG, null, 2), pages) });
    const clean = await build(projectDir, 600_000);
    expect(clean.status, clean.output).toBe(0);
    cleanSeconds = clean.seconds;
  });

  const configCases = fc.sample(configText, { seed: SEED, numRuns: 4 });
  const pageCases = fc.sample(fc.tuple(fc.constantFrom(...PAGE_IDS), pageSource), { seed: SEED + 1, numRuns: 8 });
  const cases = [
    ...configCases.map((text, i) => ({ name: `docs.json case ${i + 1}`, files: siteFiles(text, {}), shown: text, untrusted: true })),
    // Pages are trusted (an author may write a <script>): their cases are checked for crashes only.
    ...pageCases.map(([id, source], i) => ({ name: `page case ${i + 1} (${id}.mdx)`, files: siteFiles(JSON.stringify(BASE_CONFIG), { [id]: source }), shown: source, untrusted: false })),
  ];

  test.each(cases)(`$name (seed ${SEED}): builds, or fails naming the file and place`, async ({ files, shown, untrusted }) => {
    const { projectDir } = createSiteProject({ files });
    // Three clean builds plus a minute: a page that cannot compile still builds the whole site (its
    // note in its place), and a loaded machine stutters; an endless loop still never ends.
    const limitMs = cleanSeconds * 3000 + 6 * HANG_MS;
    const result = await build(projectDir, limitMs);
    const tail = result.output.split('\n').filter((l) => !/[├└]─/.test(l)).slice(-20).join('\n');
    const problem = result.killed
      ? `hang: still building ${(limitMs / 1000).toFixed(0)} s after start (a clean build took ${cleanSeconds.toFixed(1)} s)`
      : failureProblem(result);
    expect(problem, `${problem}\ninput: ${preview(shown)}\nsite: ${projectDir}\noutput:\n${tail}`).toBeUndefined();
    // What a hostile docs.json made of the chrome, the outputs for AI tools and the twins: no script sink.
    if (untrusted && result.status === 0) expect(sinksIn(join(projectDir, 'dist')), `input: ${preview(shown)}`).toEqual([]);
  });

  // Current format: a build with the refused links and the escaping redirect lowered to warnings, so
  // that it completes and its output can be searched for script sinks.
  const currentCases = fc.sample(currentFormatSite, { seed: SEED + 2, numRuns: 3 });
  const LOWERED = ['links/unsafe-url', 'redirects/outside-site'];

  test.each(currentCases.map((site, i) => ({ name: `current-format case ${i + 1}`, site })))(
    `$name (seed ${SEED}): builds; every planted value placed; no script sink, nothing outside dist, no stack trace`,
    async ({ site }) => {
      const files = { ...site.files, ...Object.fromEntries(CURRENT_SITE_PAGES.map((id) => [`${id}.mdx`, VALID_PAGE(id)])) };
      const { projectDir } = createSiteProject({ files, options: `{ rules: { ${LOWERED.map((r) => `'${r}': 'warn'`).join(', ')} } }` });
      const before = new Set(globSync('**/*', { cwd: projectDir, dot: true, ignore: ['node_modules/**'] }));
      const limitMs = cleanSeconds * 3000 + 6 * HANG_MS;
      const result = await build(projectDir, limitMs);
      const output = result.output.replace(/\u001b\[[0-9;]*m/g, '');
      const shown = `planted: ${preview(site.planted)}\nsite: ${projectDir}\noutput:\n${output.split('\n').filter((l) => !/[├└]─/.test(l)).slice(-30).join('\n')}`;
      expect(result.killed, shown).toBe(false);
      expect(result.status, shown).toBe(0);
      expect(/Stack trace:|^\s+at .+:\d+:\d+\)?$/m.test(output), shown).toBe(false);
      // Each planted value: a line naming its file:line:column and its rule.
      const lines = output.split('\n');
      const missing = expectedPlaces(site).filter(({ rule, place }) => !lines.some((l) => l.includes(`${place}: `) && l.includes(`[${rule}]`)));
      expect(missing, shown).toEqual([]);
      // Redirect pages ask for no favicon with the empty `data:,` URL: the site's own markup, not input.
      expect(sinksIn(join(projectDir, 'dist')).filter((sink) => !sink.endsWith(': <link href="data:,">')), shown).toEqual([]);
      // Nothing written outside dist/ (and Astro's own cache): not in the project, not around it.
      const written = globSync('**/*', { cwd: projectDir, dot: true, ignore: ['node_modules/**', 'dist/**', '.astro/**'] }).filter((f) => !before.has(f));
      expect(written, shown).toEqual([]);
      expect(globSync('**/escaped-by-fuzz*', { cwd: dirname(dirname(projectDir)), dot: true, deep: 4 })).toEqual([]);
    },
  );
});
