// `docsmith lint` and the build run the same site pipeline (src/site.ts), so lint reports what the
// build reports, at the same file:line: an `openapi:` reference to no operation (at the `openapi:`
// line), a broken internal link in a page and in docs.json (a top bar link, a redirect destination)
// and a page without a description, the page actions that need the site's URL, and what the source
// transform repairs or finds before compiling (an HTML comment, an undefined name, a missing image
// and script); neither reports links to the markdown twins and llms.txt files.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { runCli } from '../support/cli.ts';

const RULES = ['openapi/unknown-operation', 'links/broken', 'page/missing-description', 'config/needs-site', 'config/compatibility-key', 'page/mdx-repaired', 'page/missing-image', 'page/missing-script'];

const SPEC = `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200": { description: ok }
        "404": { description: none }
`;

let site: BuiltSite;
beforeAll(() => {
  site = buildSite({
    files: {
      'docs.json': JSON.stringify(
        {
          name: 'Lint',
          topbarLinks: [{ name: 'Blog', url: '/blog-that-moved' }, { name: 'Home', url: '/' }],
          redirects: [{ source: '/old', destination: '/gone' }, { source: '/older', destination: '/bare' }],
          navigation: [{ group: 'Docs', pages: ['index', 'stale', 'bare', 'repaired'] }],
          contextual: { options: ['copy', 'claude', 'mcp'] },
        },
        null,
        2,
      ),
      'openapi.yaml': SPEC,
      // The text files a build writes are link targets for both, though lint finds no such file.
      'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nRead [the guide](/guide-that-moved).\n\nTools read [llms.txt](/llms.txt), [the full text](/llms-full.txt) and [this page](/index.md).\n',
      'stale.mdx': '---\ntitle: Removed endpoint\ndescription: Gone\n\nopenapi: GET /pets/{id}\n---\n',
      'bare.mdx': '---\ntitle: Bare\n---\n\nNo description here.\n',
      // What the source transform repairs or finds while compiling: lint reads the same.
      'repaired.mdx': '---\ntitle: Repaired\ndescription: d\n---\n\n<!-- a comment -->\nHello {who ?? "there"}.\n\n![A chart](/chart.png)\n\n<script src="/widget.js"></script>\n',
    },
  });
});
afterAll(() => removeSite(site));

/** `file:line rule` of the build's findings of RULES, from its log lines (`file:line(:col): message [rule]`). */
function buildFindings(output: string): string[] {
  const found: string[] = [];
  for (const match of output.matchAll(/(\S+\.(?:mdx|json)):(\d+)(?::\d+)?: .*\[([a-z-]+\/[a-z-]+)\]$/gm)) {
    if (RULES.includes(match[3]!)) found.push(`${match[1]}:${match[2]} ${match[3]}`);
  }
  return found.sort();
}

test("lint reports the build's findings at the same file:line, API findings included", async () => {
  expect(site.status, site.output).toBe(0);
  const fromBuild = buildFindings(site.output);
  expect(fromBuild).toEqual([
    'bare.mdx:1 page/missing-description',
    'docs.json:16 links/broken',
    'docs.json:35 config/compatibility-key',
    'docs.json:35 config/needs-site',
    'docs.json:6 links/broken',
    'index.mdx:6 links/broken',
    'repaired.mdx:11 page/missing-script',
    'repaired.mdx:6 page/mdx-repaired',
    'repaired.mdx:7 page/mdx-repaired',
    'repaired.mdx:9 page/missing-image',
    'stale.mdx:5 openapi/unknown-operation',
  ]);

  const lint = await runCli(['lint', site.docsDir, '--format', 'json'], site.docsDir);
  const report = JSON.parse(lint.stdout) as { findings: { file: string; line: number; rule: string }[] };
  const fromLint = report.findings.filter((f) => RULES.includes(f.rule)).map((f) => `${f.file}:${f.line} ${f.rule}`);
  expect(fromLint.sort()).toEqual(fromBuild);
});

test("lint takes the site's URL as the build does: with it, the page actions need nothing", async () => {
  const lint = await runCli(['lint', site.docsDir, '--format', 'json', '--site', 'https://docs.example.com'], site.docsDir);
  const report = JSON.parse(lint.stdout) as { findings: { rule: string }[] };
  expect(report.findings.map((f) => f.rule)).not.toContain('config/needs-site');
  expect(report.findings.map((f) => f.rule)).toContain('config/compatibility-key');
  const bad = await runCli(['lint', site.docsDir, '--site', 'docs.example.com'], site.docsDir);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--site: expected the site\'s URL');
});
