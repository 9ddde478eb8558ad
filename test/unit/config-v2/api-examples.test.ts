// `api.examples`: the reader's checks, and the one request model that the page's samples and the
// playground both start from (languages in the site's order; optional parameters with `defaults: all`).
import { expect, test } from 'vitest';
import { readApiExamples } from '../../../src/config/v2/api-examples.ts';
import { codeSamples, sampleRequest } from '../../../src/openapi/samples.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { playgroundSpecFor } from '../../../src/openapi/playground.ts';
import { initialValues } from '../../../components/islands/playground/values.ts';
import type { LoadedSpec } from '../../../src/openapi/types.ts';

function read(value: unknown) {
  const reports: string[] = [];
  const examples = readApiExamples(value, (rule, path, message) => reports.push(`${rule} ${path.join('.')}: ${message}`));
  return { examples, reports };
}

test('languages as the platform spells them and their aliases, in the given order; others are placed warnings', () => {
  const { examples, reports } = read({ languages: ['python', 'bash', 'node', 'curl', 'ruby', 'pyhton', 7], defaults: 'al', prefil: true, prefill: true });
  expect(examples).toEqual({ languages: ['python', 'curl', 'javascript'], prefill: true });
  expect(reports).toEqual([
    'config/unknown-key api.examples.prefil: unknown key "api.examples.prefil"; did you mean "prefill"?; it is ignored',
    'config/compatibility-key api.examples.languages.4: api.examples.languages: Docsmith does not generate "ruby" samples (it writes curl, javascript, python and go); it is left out',
    'config/invalid-value api.examples.languages.5: api.examples.languages: expected a language such as "curl", "python", "javascript" or "go", got "pyhton"; did you mean "python"?; it is left out',
    'config/invalid-value api.examples.languages.6: api.examples.languages: expected a language such as "curl", "python", "javascript" or "go", got 7; it is left out',
    'config/invalid-value api.examples.defaults: api.examples.defaults: expected "required" or "all", got "al"; did you mean "all"?; "required" is used',
  ]);
  expect(read('curl').reports).toHaveLength(1);
});

const spec: LoadedSpec = {
  source: 'api.json', file: 'api.json', name: 'api', version: '3.1.0', converted: false,
  documents: new Map([['api.json', {
    openapi: '3.1.0',
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/jobs': {
        post: {
          operationId: 'createJob',
          parameters: [
            { name: 'queue', in: 'query', required: true, schema: { type: 'string', example: 'main' } },
            { name: 'priority', in: 'query', schema: { type: 'integer', example: 5 } },
          ],
          requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'nightly' }, retries: { type: 'integer', example: 3 } } } } } },
        },
      },
    },
  }]]),
};

function view(examples?: object) {
  const op = operationsOf(spec)[0]!;
  return operationView(spec, op, examples ? { api: { examples } } : {});
}

test('defaults: required leaves optional parameters out; all puts those with an example in; the playground starts from the same', () => {
  const required = view();
  expect(required.samples.map((s) => s.label)).toEqual(['cURL', 'JavaScript', 'Python', 'Go']);
  expect(required.samples[0]!.code).toContain("'https://api.example.com/jobs?queue=main'");
  expect(required.samples[0]!.code).not.toContain('retries');
  const all = view({ languages: ['python', 'curl'], defaults: 'all' });
  expect(all.samples.map((s) => s.label)).toEqual(['Python', 'cURL']);
  expect(all.samples[1]!.code).toContain("'https://api.example.com/jobs?queue=main&priority=5'");
  expect(all.samples[1]!.code).toContain('"retries": 3');
  // The playground gets the same model: its first tab is Python and its values are the sample's.
  const playground = playgroundSpecFor(all)!;
  expect(playground.sampleLanguages).toEqual(['python', 'curl']);
  expect(initialValues(playground).fields).toEqual(initialValues(all.request as never).fields);
  expect(codeSamples(all.request).map((s) => s.code)).toEqual(all.samples.map((s) => s.code));
  expect(sampleRequest(all.request).url).toBe('https://api.example.com/jobs?queue=main&priority=5');
});
