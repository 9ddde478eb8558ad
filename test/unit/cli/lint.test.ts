// `docsmith lint` on a docs folder without an Astro config (the folder is the docs root). Reading the
// options from an Astro config needs the packed command and is covered in test/e2e/cli-packed.test.ts.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/paths.ts';
import { runCli } from '../../support/cli.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-lint-cli-'));
  const docs = join(work, 'docs');
  cpSync(join(REPO_ROOT, 'test/fixtures/lint/heading/skipped-level/bad'), docs, { recursive: true });
  cpSync(join(REPO_ROOT, 'test/fixtures/lint/code/possible-secret/bad/page.mdx'), join(docs, 'api.mdx'));
  writeFileSync(join(docs, 'docs.json'), JSON.stringify({ name: 'Widget', navigation: [{ group: 'Guides', pages: ['page', 'first', 'api'] }] }));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('prints one line per finding and a summary', async () => {
  const result = await runCli(['lint', 'docs'], work);
  expect(result.code).toBe(0);
  expect(result.stdout.replace(/checked in \d+ ms/, 'checked in N ms')).toMatchInlineSnapshot(`
    "docs/api.mdx:10:29  warning  code/possible-secret  code sample holds what looks like a bearer token; replace it with a placeholder such as <API_KEY> and revoke it if it is real
    docs/api.mdx:14:13  warning  code/possible-secret  code sample holds what looks like a signed token (JWT); replace it with a placeholder such as <API_KEY> and revoke it if it is real
    docs/first.mdx:6:1  warning  heading/skipped-level  "Starts too deep" is an h3 after the page title; use ## (h2) so no level is skipped
    docs/page.mdx:8:1  warning  heading/skipped-level  "Details" is an h4 after an h2; use ### (h3) so no level is skipped

      2  code/possible-secret
      2  heading/skipped-level
    4 problems (0 errors, 4 warnings) in 3 pages, checked in N ms"
  `);
});

it('prints JSON with --format json', async () => {
  const result = await runCli(['lint', 'docs', '--format', 'json'], work);
  const report = JSON.parse(result.stdout);
  expect(report).toMatchObject({ root: 'docs', pages: 3, errors: 0, warnings: 4, counts: { 'code/possible-secret': 2, 'heading/skipped-level': 2 } });
  expect(report.findings[0]).toEqual({
    file: 'docs/api.mdx',
    line: 10,
    column: 29,
    severity: 'warning',
    rule: 'code/possible-secret',
    message: expect.stringContaining('a bearer token'),
  });
});

it('exits 1 when a finding is an error (--strict)', async () => {
  const result = await runCli(['lint', 'docs', '--strict'], work);
  expect(result.code).toBe(1);
  expect(result.stdout).toContain('docs/api.mdx:10:29  error  code/possible-secret');
  expect(result.stdout).toMatch(/ {2}2 {2}code\/possible-secret\n {2}2 {2}heading\/skipped-level\n4 problems \(4 errors, 0 warnings\) in 3 pages/);
});

it('prints the usage for --help after a command', async () => {
  const result = await runCli(['lint', '--help'], work);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('lint [dir]              Check the pages against the authoring rules');
});

it('says what to do when the folder has no docs.json', async () => {
  const result = await runCli(['lint', '.'], work);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('no docs.json or mint.json here');
});

it('reports progress on large sites', async () => {
  const big = join(work, 'big');
  mkdirSync(big);
  const pages = Array.from({ length: 250 }, (_, i) => `page-${String(i).padStart(3, '0')}`);
  for (const id of pages) writeFileSync(join(big, `${id}.mdx`), `---\ntitle: Page ${id}\ndescription: About ${id}.\n---\n\n## Overview\n\nText.\n`);
  writeFileSync(join(big, 'docs.json'), JSON.stringify({ name: 'Big', navigation: [{ group: 'All', pages }] }));
  const result = await runCli(['lint', 'big'], work);
  expect(result.code).toBe(0);
  expect(result.stderr).toBe('checked 100/250 pages…\nchecked 200/250 pages…');
  expect(result.stdout).toMatch(/^no problems in 250 pages, checked in \d+ ms$/);
});

it('places a docs.json syntax error at its line and column, with the hint', async () => {
  const broken = join(work, 'broken-json');
  mkdirSync(broken);
  writeFileSync(join(broken, 'index.mdx'), '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n');
  writeFileSync(join(broken, 'docs.json'), '{\n  "name": "Broken",\n  "navigation": [\n    { "group": "A", "pages": ["index",] }\n  ]\n}\n');
  const result = await runCli(['lint', 'broken-json'], work);
  expect(result.code).toBe(1);
  expect(result.stdout.split('\n')[0]).toBe(
    'broken-json/docs.json:4:39  error  config/invalid  Unexpected "]" (trailing comma? JSON allows no comma after the last item: remove the one on line 4) (Fix the JSON syntax at that place.)',
  );
});

it('a sure-fire secret is an error in docsmith lint (exit 1); a JWT stays a warning', async () => {
  const secrets = join(work, 'secrets');
  cpSync(join(REPO_ROOT, 'test/fixtures/lint/code/secret/bad'), secrets, { recursive: true });
  cpSync(join(REPO_ROOT, 'test/fixtures/lint/code/possible-secret/bad/page.mdx'), join(secrets, 'token.mdx'));
  writeFileSync(join(secrets, 'docs.json'), JSON.stringify({ name: 'Keys', navigation: [{ group: 'A', pages: ['page', 'token'] }] }));
  const result = await runCli(['lint', 'secrets'], work);
  expect(result.code).toBe(1);
  expect(result.stdout).toContain('secrets/page.mdx:13:28  error  code/secret  code sample holds what looks like a live payment key');
  expect(result.stdout).toContain('secrets/token.mdx:14:13  warning  code/possible-secret  code sample holds what looks like a signed token (JWT)');
  expect(result.stdout).toContain('6 problems (4 errors, 2 warnings) in 2 pages');
});
it('reads a docs.json in the current format, its findings placed in the file', async () => {
  const docs = join(work, 'current');
  mkdirSync(docs, { recursive: true });
  writeFileSync(join(docs, 'intro.mdx'), '---\ntitle: Intro\ndescription: The start.\n---\n\nHello.\n');
  writeFileSync(
    join(docs, 'docs.json'),
    JSON.stringify({ name: 'Widget', theme: 'mint', navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'gone'] }] }] } }, null, 2),
  );
  const result = await runCli(['lint', 'current', '--format', 'json'], work);
  const report = JSON.parse(result.stdout) as { pages: number; findings: { file: string; line: number; rule: string; message: string }[] };
  expect(report.pages).toBe(1);
  expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.message}`)).toContain(
    'current/docs.json:13 nav/missing-page navigation.tabs[0].groups[0].pages[1]: "gone" has no page (looked for gone.mdx and gone.md); it is left out of the sidebar',
  );
});

it('counts the markdown twins and llms.txt pairs a build writes as link targets, per language and version', async () => {
  const site = join(work, 'polyglot');
  cpSync(join(REPO_ROOT, 'test/fixtures/i18n-versions'), site, { recursive: true });
  const written = ['/llms.txt', '/llms-full.txt', '/fr/v1/llms-full.txt', '/ja/v2/llms.txt', '/en/v2.md', '/en/v2/setup.md', '/fr/changelog.md'];
  const missing = ['/de/v1/llms.txt', '/en/v3/llms.txt', '/en/llms.txt', '/en/v2/nope.md'];
  const links = [...written, ...missing].map((href, i) => `- [Link ${i}](${href})`).join('\n');
  writeFileSync(join(site, 'en/v2/setup.mdx'), `---\ntitle: "Setup"\ndescription: "Setup."\n---\n\n${links}\n`);
  const result = await runCli(['lint', 'polyglot', '--format', 'json'], work);
  const broken = JSON.parse(result.stdout).findings.filter((f: { rule: string }) => f.rule === 'links/broken');
  expect(broken.map((f: { message: string }) => /"([^"]+)"/.exec(f.message)?.[1] ?? f.message)).toEqual(missing);
  expect(broken.every((f: { file: string }) => f.file === 'polyglot/en/v2/setup.mdx')).toBe(true);
});

it('names files outside the current folder by their whole path, not by climbing out of it', async () => {
  const elsewhere = join(work, 'elsewhere');
  mkdirSync(elsewhere, { recursive: true });
  const result = await runCli(['lint', '../docs'], elsewhere);
  expect(result.stdout).toContain(`${join(work, 'docs', 'api.mdx')}:10:29  warning  code/possible-secret`);
  expect(result.stdout).not.toContain('../docs/');
});
