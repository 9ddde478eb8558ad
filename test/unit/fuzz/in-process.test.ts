// Hostile input, in process: at least 500 generated cases per run (300 docs.json files through
// validation, navigation, sidebar and theme; 250 page files through front matter and the MDX
// compile with Docsmith's plugins). Every case must end in a result or in a message that names the
// file and the place; never an uncaught exception, a stack trace or a hang (HANG_MS per case).
// fast-check prints the seed and the failing case, so a failure can be replayed.
import { afterAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { configText, pageSource, PAGE_IDS } from './arbitraries.ts';
import { checkProperty, FuzzRunner, hasStackTrace, preview } from './harness.ts';

export const CONFIG_CASES = 300;
export const PAGE_CASES = 250;

const runner = new FuzzRunner();
afterAll(() => runner.stop());

/** What a docs.json case may end in: a result, or a DocsmithUserError naming docs.json and the place. */
export function configProblem(outcome: { kind: string; text: string; stack?: string }): string | undefined {
  if (outcome.kind === 'result') return undefined;
  if (outcome.kind === 'user-error') {
    if (!/^docs\.json(?::\d+:\d+)?[: ]/.test(outcome.text)) return `the message does not start with docs.json and a place: ${preview(outcome.text, 300)}`;
    if (hasStackTrace(outcome.text)) return `the message carries a stack trace: ${preview(outcome.text, 300)}`;
    return undefined;
  }
  return `${outcome.kind}: ${outcome.text}${outcome.stack ? `\n${outcome.stack.split('\n').slice(0, 8).join('\n')}` : ''}`;
}

/** A page case may end in a result, or in a compile error that starts with its line:column. */
export function pageProblem(outcome: { kind: string; text: string; stack?: string }): string | undefined {
  if (outcome.kind === 'result') return undefined;
  if (outcome.kind === 'exception' && /^\d+:\d+(?:-\d+:\d+)?: \S/.test(outcome.text) && !hasStackTrace(outcome.text)) return undefined;
  return `${outcome.kind}: ${outcome.text}${outcome.stack ? `\n${outcome.stack.split('\n').slice(0, 8).join('\n')}` : ''}`;
}

describe('hostile input, in process', () => {
  test(`${CONFIG_CASES} docs.json files: a config and navigation model, or a placed message`, async () => {
    let results = 0;
    await checkProperty(
      'docs-json',
      fc.asyncProperty(configText, fc.subarray(PAGE_IDS), async (text, pageIds) => {
        const outcome = await runner.run('config', { text, pageIds });
        if (outcome.kind === 'result') results++;
        const problem = configProblem(outcome);
        if (problem) throw new Error(`${problem}\n  docs.json was: ${preview(text)}\n  pages: ${JSON.stringify(pageIds)}`);
      }),
      CONFIG_CASES,
    );
    // The generator must reach the model too, not only the error paths.
    expect(results).toBeGreaterThan(0);
  }, 600_000);

  test(`${PAGE_CASES} page files: compiled, or a placed message`, async () => {
    let results = 0;
    await checkProperty(
      'page',
      fc.asyncProperty(pageSource, async (source) => {
        const outcome = await runner.run('page', source);
        if (outcome.kind === 'result') results++;
        const problem = pageProblem(outcome);
        if (problem) throw new Error(`${problem}\n  page was: ${preview(source)}`);
      }),
      PAGE_CASES,
    );
    expect(results).toBeGreaterThan(0);
  }, 600_000);

  test('the hang detector stops a case that never returns, and the next case runs', async () => {
    const impatient = new FuzzRunner(1_000);
    try {
      await expect(impatient.run('spin', null)).resolves.toEqual({ kind: 'hang', text: 'no answer after 1 s: counted as a hang' });
      await expect(impatient.run('config', { text: '{', pageIds: [] })).resolves.toMatchObject({ kind: 'user-error' });
    } finally {
      impatient.stop();
    }
  }, 120_000);
});
