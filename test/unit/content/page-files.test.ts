// Snippet folders at any depth hold files pages import, not pages: `es/snippets/intro.mdx` (a
// translated snippet) is no page, has no page findings, and is no page for the dev loader either.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { globSync } from 'tinyglobby';
import { listAssetFiles, listPageFiles, NOT_PAGES } from '../../../src/content/page-files.ts';
import { isSnippetFile } from '../../../src/markdown/repairs/snippet-props.ts';
import { prepareSite } from '../../../src/site.ts';

let root: string;
const PAGE = '---\ntitle: T\ndescription: D.\n---\n\nText.\n';
const SNIPPET = 'A reusable paragraph, with no front matter.\n';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docsmith-page-files-'));
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'Snippets', theme: 'mint', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'es/index'] }] } }),
    'index.mdx': PAGE,
    'es/index.mdx': `---\ntitle: Inicio\ndescription: Inicio.\n---\n\nimport Intro from '/es/snippets/intro.mdx';\n\n<Intro />\n`,
    'snippets/root.mdx': SNIPPET,
    '_snippets/hidden.mdx': SNIPPET,
    'es/snippets/intro.mdx': SNIPPET,
    'es/_snippets/other.md': SNIPPET,
    'guides/snippets/deep/part.mdx': SNIPPET,
    // A page whose name only contains the word stays a page.
    'guides/snippets-overview.mdx': PAGE,
    'guides/snippets/diagram.png': 'png',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('files of a snippets folder at any depth are not pages', () => {
  expect(listPageFiles(root)).toEqual(['es/index.mdx', 'guides/snippets-overview.mdx', 'index.mdx']);
});

test('the page list and isSnippetFile agree on every file', () => {
  const all = globSync('**/*.{md,mdx}', { cwd: root });
  const pages = new Set(listPageFiles(root));
  expect(all.filter((file) => pages.has(file) === isSnippetFile(file))).toEqual([]);
});

test('the filter the dev loader applies to one added file leaves snippets out too', () => {
  const keeps = (file: string) => globSync(file, { cwd: root, ignore: NOT_PAGES }).length > 0;
  expect(keeps('es/snippets/intro.mdx')).toBe(false);
  expect(keeps('guides/snippets/deep/part.mdx')).toBe(false);
  expect(keeps('es/index.mdx')).toBe(true);
});

test('an image in a deeper snippets folder is still an asset', () => {
  expect(listAssetFiles(root)).toEqual(['guides/snippets/diagram.png']);
});

test('the site has no page, and no page finding, for a snippet', async () => {
  const site = await prepareSite(root);
  expect(site.pages.map((p) => p.id).sort()).toEqual(['es/index', 'guides/snippets-overview', 'index']);
  expect(site.findings.filter((f) => f.file?.includes('snippets/'))).toEqual([]);
});
