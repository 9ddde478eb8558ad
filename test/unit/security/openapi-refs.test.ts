// OpenAPI `$ref`s are confined: local ones to regular files inside the docs root, remote ones to
// their own file's origin (or hosts the site allows), and downloads to a size limit. Real files, a
// real named pipe, a real symlink and real servers on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { serveStatic, type StaticServer } from '../../support/static-server.ts';
import { REPO_ROOT } from '../../support/paths.ts';

let work: string;
let root: string;
let own: StaticServer;
let other: StaticServer;
const env = { ...process.env };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-refs-'));
  cpSync(join(REPO_ROOT, 'test/fixtures/security/hostile-refs'), work, { recursive: true });
  root = join(work, 'docs');
  execFileSync('mkfifo', [join(root, 'pipe.json')]);
  symlinkSync(join(work, 'outside/secret.json'), join(root, 'link.json'));

  const otherDir = join(work, 'other');
  mkdirSync(otherDir);
  writeFileSync(join(otherDir, 'stolen.json'), JSON.stringify({ type: 'string', description: 'FROM-ANOTHER-HOST' }));
  other = await serveStatic(otherDir);
  const ownDir = join(work, 'own');
  mkdirSync(ownDir);
  writeFileSync(join(ownDir, 'pet.json'), JSON.stringify({ type: 'object', description: 'SAME-ORIGIN' }));
  const op = (ref: string) => ({ get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } } } });
  writeFileSync(join(ownDir, 'spec.json'), JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'remote', version: '1' },
    paths: { '/same': op('pet.json'), '/other': op(`${other.url}/stolen.json`) },
  }));
  // Over the 32 MB limit: a description, padded.
  writeFileSync(join(ownDir, 'huge.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'huge', version: '1', description: 'x'.repeat(33 * 1024 * 1024) }, paths: {} }));
  own = await serveStatic(ownDir);
  process.env.DOCSMITH_OFFLINE = '0';
  process.env.DOCSMITH_CACHE_DIR = join(work, '.cache');
  delete process.env.DOCSMITH_FETCH_BASE;
});

afterAll(async () => {
  process.env = env;
  await own?.close();
  await other?.close();
  rmSync(work, { recursive: true, force: true });
});

test('local $refs read only regular files inside the docs root, each refusal placed', async () => {
  const { specs, findings } = await loadSpecs(root, ['openapi.json']);
  const documents = [...specs[0]!.documents.keys()];
  expect(documents.sort()).toEqual(['openapi.json', 'schemas/pet.json']);
  expect(JSON.stringify([...specs[0]!.documents.values()])).not.toContain('SECRET-OUTSIDE-THE-ROOT');
  expect(findings.filter((f) => f.rule === 'openapi/refused-ref').map(formatFinding).sort()).toEqual([
    'openapi.json:5:129: $ref "../outside/secret.json" is not followed: ../outside/secret.json is outside the docs root; only files inside it are read [openapi/refused-ref]',
    'openapi.json:6:126: $ref "pipe.json" is not followed: pipe.json is not a regular file; it is not read [openapi/refused-ref]',
    'openapi.json:7:126: $ref "link.json" is not followed: link.json is a link to a file outside the docs root; it is not read [openapi/refused-ref]',
    'openapi.json:8:128: $ref "http://127.0.0.1:9/x.json" is not followed: http://127.0.0.1:9/x.json fetches http://127.0.0.1:9 from a local file (allow the host with the openapiRefHosts option) [openapi/refused-ref]',
  ]);
});

test('a docs.json openapi path outside the root is refused', async () => {
  const { specs, findings } = await loadSpecs(root, ['../outside/secret.json']);
  expect(specs).toEqual([]);
  expect(findings.map(formatFinding)).toEqual(['../outside/secret.json: ../outside/secret.json is outside the docs root; only files inside it are read [openapi/unparseable]']);
});

test('remote $refs stay on their own origin unless the site allows the host', async () => {
  const spec = `${own.url}/spec.json`;
  const strict = await loadSpecs(root, [spec]);
  expect([...strict.specs[0]!.documents.keys()]).toEqual([spec, `${own.url}/pet.json`]);
  expect(strict.findings.filter((f) => f.rule === 'openapi/refused-ref').map((f) => f.message)).toEqual([
    `$ref "${other.url}/stolen.json" is not followed: ${other.url}/stolen.json leaves the origin of ${own.url} for ${other.url} (allow the host with the openapiRefHosts option)`,
  ]);
  const allowed = await loadSpecs(root, [spec], { refHosts: [new URL(other.url).host] });
  expect([...allowed.specs[0]!.documents.keys()]).toContain(`${other.url}/stolen.json`);
});

test('a remote file over the size limit is not used, and not cached', async () => {
  const { specs, findings } = await loadSpecs(root, [`${own.url}/huge.json`]);
  expect(specs).toEqual([]);
  expect(findings.map((f) => f.message)).toEqual([`${own.url}/huge.json is larger than 32 MB; it is not used`]);
});
