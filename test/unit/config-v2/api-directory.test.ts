// `api.openapi` and a navigation node's `openapi` as `{ source, directory }`: the generated pages go
// in the named URL folder; a folder that could leave the site is a placed warning.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { validateDocsConfig } from '../../../src/config/load.ts';
import { prepareApi } from '../../../src/openapi/site-api.ts';

const read = (config: unknown) => validateDocsConfig(JSON.stringify(config, null, 2), 'docs.json');
const messages = (config: unknown) => read(config).findings.map((f) => `${f.rule} ${f.line}:${f.column} ${f.message}`);

const root = mkdtempSync(join(tmpdir(), 'docsmith-api-dir-'));
writeFileSync(
  join(root, 'jobs.json'),
  JSON.stringify({ openapi: '3.1.0', info: { title: 'Jobs', version: '1' }, paths: { '/jobs': { get: { operationId: 'listJobs', tags: ['Jobs'], summary: 'List jobs', responses: { '200': { description: 'OK' } } } } } }),
);

test('api.openapi { source, directory }: the generated pages go in the folder', async () => {
  const { config, findings } = read({ name: 'A', navigation: { pages: ['index'] }, api: { openapi: { source: 'jobs.json', directory: '/reference/v2/' } } });
  expect(findings).toEqual([]);
  expect(config.openapiDirectories).toEqual({ 'jobs.json': 'reference/v2' });
  const api = await prepareApi(root, config, [], { apiPages: 'referenced' });
  expect(api.generatedPages.map((p) => p.id)).toEqual(['reference/v2/jobs/list-jobs']);
  expect(api.bases).toEqual(['reference/v2']);
});

test('a navigation group with { source, directory } and no pages lists its operations under the folder', async () => {
  const { config } = read({ name: 'A', navigation: { groups: [{ group: 'API', openapi: { source: 'jobs.json', directory: 'rest' } }] } });
  const api = await prepareApi(root, config, [], { apiPages: 'referenced' });
  expect(api.generatedPages.map((p) => p.id)).toEqual(['rest/jobs/list-jobs']);
});

test('an operation entry without a node directory goes in the site-level folder', async () => {
  const loaded = read({ name: 'A', api: { openapi: { source: 'jobs.json', directory: 'reference' } }, navigation: { groups: [{ group: 'Jobs', pages: ['GET /jobs'] }] } });
  const api = await prepareApi(root, loaded.config, [], { apiPages: 'referenced' }, { entries: loaded.operations ?? [], place: () => ({}) });
  expect(api.generatedPages.map((p) => p.id)).toEqual(['reference/jobs/list-jobs']);
});

test('a folder that could leave the site, or is not text, is a placed warning; the default folder is used', () => {
  expect(messages({ name: 'A', navigation: { pages: ['index'] }, api: { openapi: { source: 'jobs.json', directory: '../../etc' } } })).toEqual([
    'config/invalid-value 11:7 api.openapi.directory: expected a URL folder like "api-reference" or "reference/v2", got "../../etc"; "api-reference" is used',
  ]);
  expect(messages({ name: 'A', navigation: { groups: [{ group: 'API', openapi: { source: 'jobs.json', directory: 42 } }] } })).toEqual([
    'config/invalid-value 9:11 navigation.groups[0].openapi.directory: expected a URL folder like "api-reference" or "reference/v2", got 42; "api-reference" is used',
  ]);
  expect(read({ name: 'A', navigation: { pages: ['index'] }, api: { openapi: { source: 'jobs.json', directory: 'a/../b' } } }).config.openapiDirectories).toBeUndefined();
});
