// Hostile OpenAPI files, in process: generated cases from real descriptions through loading, the
// setup-time checks, every generated operation view and schema fragments. Every case must end in a
// result whose findings each name the file (a broken description is reported, not thrown); never an
// uncaught exception, a stack trace or a hang (HANG_MS per case). Counted with the docs.json and page
// cases towards the 500 in-process cases a run makes.
import { afterAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { openApiFile } from './openapi-arbitraries.ts';
import { checkProperty, FuzzRunner, preview } from './harness.ts';

export const OPENAPI_CASES = 150;

const runner = new FuzzRunner();
afterAll(() => runner.stop());

describe('hostile input, in process', () => {
  test(`${OPENAPI_CASES} OpenAPI files: operation pages and findings that name the file, never a crash`, async () => {
    const outcomes = { pages: 0, findings: 0 };
    await checkProperty(
      'openapi',
      fc.asyncProperty(openApiFile, async (file) => {
        const outcome = await runner.run('openapi', { name: file.name, text: file.text });
        if (outcome.kind !== 'result') {
          const stack = 'stack' in outcome && outcome.stack ? `\n${outcome.stack.split('\n').slice(0, 8).join('\n')}` : '';
          throw new Error(`${outcome.kind}: ${outcome.text}${stack}\n  from ${file.base} as ${file.name}: ${preview(file.text)}`);
        }
        const [, pages, , findings] = /^ok: (\d+) operation pages, (\d+) fragments, (\d+) findings$/.exec(outcome.text) ?? [];
        if (Number(pages) > 0) outcomes.pages++;
        if (Number(findings) > 0) outcomes.findings++;
      }),
      OPENAPI_CASES,
    );
    // The generator must reach both ends: descriptions that still render and ones that are reported.
    expect(outcomes.pages).toBeGreaterThan(0);
    expect(outcomes.findings).toBeGreaterThan(0);
  }, 600_000);
});
