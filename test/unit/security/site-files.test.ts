// One filter for the page scan, the asset copy and OpenAPI discovery: .mintignore with `!`, the
// built-in ignores, dotfiles, links out of the root and credential-looking files.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { listAssetFiles, listPageFiles } from '../../../src/content/page-files.ts';
import { discoverDescriptions } from '../../../src/openapi/discover.ts';
import { credentialFindings, siteFileFilter } from '../../../src/content/site-files.ts';
import { copyAssets } from '../../../src/vite/assets.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { globSync } from 'tinyglobby';

let work: string;
let root: string;
const PAGE = '---\ntitle: T\n---\n';
const SPEC = 'openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths: {}\n';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-files-'));
  root = join(work, 'docs');
  const files: Record<string, string> = {
    'index.mdx': PAGE,
    'guides/intro.mdx': PAGE,
    'drafts/wip.mdx': PAGE,
    'drafts/keep.mdx': PAGE,
    'drafts/api.yaml': SPEC,
    'notes.draft.mdx': PAGE,
    'api/openapi.yaml': SPEC,
    'README.md': '# repo',
    'CONTRIBUTING.md': '# how',
    '.github/pull_request_template.md': PAGE,
    '.claude/notes.md': PAGE,
    '.vscode/settings.json': '{}',
    'node_modules/pkg/readme.mdx': PAGE,
    'build/out.mdx': PAGE,
    'tmp/scratch.json': '{}',
    'guides/build/page.mdx': PAGE,
    'images/a.png': 'png',
    'data/list.json': '{"items": []}',
    '.env': 'TOKEN=abc',
    'certs/server.pem': '-----BEGIN PRIVATE KEY-----\n',
    'keys/service-account.json': '{ "type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\nabc" }',
    'config/deploy.yaml': 'key: |\n  -----BEGIN RSA PRIVATE KEY-----\n',
    // Never published, so not named: a build's output and a tool's cache.
    'dist/server.pem': '-----BEGIN PRIVATE KEY-----\n',
    '.cache/tool/.env': 'TOKEN=abc',
    '.mintignore': '# drafts stay private\ndrafts/*\n!drafts/keep.mdx\n*.draft.mdx\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  mkdirSync(join(work, 'outside'));
  writeFileSync(join(work, 'outside/secret.mdx'), PAGE);
  writeFileSync(join(work, 'outside/secret.json'), '{"secret": true}');
  symlinkSync(join(work, 'outside/secret.mdx'), join(root, 'linked.mdx'));
  symlinkSync(join(work, 'outside'), join(root, 'linked-dir'));
  symlinkSync(join(root, 'guides/intro.mdx'), join(root, 'alias.mdx'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('pages: .mintignore with !, built-in ignores, no link out of the root', () => {
  expect(listPageFiles(root)).toEqual(['alias.mdx', 'drafts/keep.mdx', 'guides/build/page.mdx', 'guides/intro.mdx', 'index.mdx']);
});

test('assets: the same filter, and no credential-looking file', () => {
  expect(listAssetFiles(root)).toEqual(['api/openapi.yaml', 'data/list.json', 'images/a.png']);
});

test('OpenAPI discovery: the same filter', () => {
  expect(discoverDescriptions(root)).toEqual(['api/openapi.yaml']);
});

test('the asset copy writes nothing ignored, linked out or secret', async () => {
  const out = join(work, 'dist');
  await copyAssets(root, out);
  expect(globSync('**/*', { cwd: out, dot: true }).sort()).toEqual(['api/openapi.yaml', 'data/list.json', 'images/a.png']);
});

test('setup names each credential-looking file', () => {
  expect(credentialFindings(root).map(formatFinding)).toEqual(
    ['.env', 'certs/server.pem', 'config/deploy.yaml', 'keys/service-account.json'].map(
      (file) => `${file}: looks like a credential (a key or secrets file); it is never copied to the site. Move it out of the docs folder. [assets/credential-file]`,
    ),
  );
});

test('a filter that lives on (the dev server assets) sees files and links made after it', () => {
  const filter = siteFileFilter(root);
  expect(filter.keeps('images/later.png')).toBe(false);
  writeFileSync(join(root, 'images/later.png'), 'png');
  symlinkSync(join(work, 'outside/secret.json'), join(root, 'images/later-link.json'));
  expect(filter.keeps('images/later.png')).toBe(true);
  expect(filter.keeps('images/later-link.json')).toBe(false);
  rmSync(join(root, 'images/later.png'));
  rmSync(join(root, 'images/later-link.json'));
});
