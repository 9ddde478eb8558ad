// Hostile current-format sites, in process: 80 generated sites (every node kind, a menu, the French
// language in a `$ref` file with its own navbar, footer and banner) with bad values planted at known
// places. Each must be read without an exception or a hang, keep refused links out of the chrome, and
// give every planted value a message of its rule at its file:line:column.
import { afterAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { currentFormatSite } from './current-format-site.ts';
import { checkProperty, FuzzRunner, preview } from './harness.ts';

export const CURRENT_SITE_CASES = 80;

const runner = new FuzzRunner();
afterAll(() => runner.stop());

describe('hostile current-format sites, in process', () => {
  test(`${CURRENT_SITE_CASES} sites: every planted value placed, no refused link in the chrome`, async () => {
    let planted = 0;
    await checkProperty(
      'current-site',
      fc.asyncProperty(currentFormatSite, async (site) => {
        const outcome = await runner.run('current-site', site);
        if (outcome.kind !== 'result') {
          throw new Error(`${outcome.kind}: ${outcome.text}${'stack' in outcome && outcome.stack ? `\n${outcome.stack.split('\n').slice(0, 8).join('\n')}` : ''}\n  planted: ${preview(site.planted)}`);
        }
        planted += site.planted.length;
      }),
      CURRENT_SITE_CASES,
    );
    // The generator must plant values, not only build clean sites.
    expect(planted).toBeGreaterThan(CURRENT_SITE_CASES);
  }, 600_000);
});
