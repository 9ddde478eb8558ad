// A code sample of a megabyte in an OpenAPI file is cut on the page and named once at setup.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { MAX_SAMPLE_CHARS } from '../../../src/openapi/limits.ts';

test('an oversized x-codeSamples source is cut with a note, and reported at its pointer', async () => {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-limits-'));
  try {
    const huge = `console.log(1);\n${'x'.repeat(1024 * 1024)}`;
    writeFileSync(join(root, 'api.json'), JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Big', version: '1' },
      paths: { '/big': { get: { operationId: 'big', 'x-codeSamples': [{ lang: 'js', source: 'ok()' }, { lang: 'js', label: 'Huge', source: huge }], responses: { 200: { description: 'OK' } } } } },
    }));
    const api = await prepareApi(root, { name: 'x', navigation: [], openapi: 'api.json' } as never, [], { apiPages: 'referenced' });
    expect(api.findings.filter((f) => f.rule === 'openapi/truncated').map(formatFinding)).toEqual([
      'api.json: /paths/~1big/get/x-codeSamples/1/source: 1024 KB of code sample; pages show the first 64 KB [openapi/truncated]',
    ]);
    const spec = api.store.specs[0]!;
    const view = operationView(spec, operationsOf(spec)[0]!);
    const sample = view.samples.find((s) => s.label === 'Huge');
    expect(sample?.code.length).toBeLessThan(MAX_SAMPLE_CHARS + 100);
    expect(sample?.code).toMatch(/^console\.log\(1\);\n/);
    expect(sample?.code).toMatch(/cut: the source is over 64 KB\)$/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
