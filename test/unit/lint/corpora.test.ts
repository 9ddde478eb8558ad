// The linter over the two real hosted-platform corpora (copied to a temporary folder): it must not
// crash, and its report is stable. Counts change when a rule or the component list changes; update
// the snapshot deliberately then.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { prepareSite } from '../../../src/site.ts';
import { CORPORA } from '../../support/paths.ts';

const work = mkdtempSync(join(tmpdir(), 'docsmith-lint-corpora-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function countsFor(name: string): Promise<Record<string, number>> {
  const root = join(work, name);
  cpSync(join(CORPORA, 'mintlify-sites', name), root, { recursive: true });
  const site = await prepareSite(root, { standalone: true });
  const counts: Record<string, number> = { pages: site.pages.length };
  for (const f of site.findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a === 'pages' ? -1 : b === 'pages' ? 1 : a.localeCompare(b))));
}

it('lints the mem0 corpus', async () => {
  expect(await countsFor('mem0')).toMatchInlineSnapshot(`
    {
      "api/missing-error-example": 8,
      "code/auth-header-format": 34,
      "code/missing-language": 2,
      "component/unknown-icon": 1,
      "config/missing-file": 1,
      "heading/h1-in-body": 2,
      "heading/skipped-level": 19,
      "link/generic-text": 4,
      "links/broken": 11,
      "media/missing-alt": 2,
      "media/outside-frame": 13,
      "openapi/duplicate-operation-id": 2,
      "page/mdx-repaired": 1,
      "page/missing-description": 88,
      "page/missing-image": 13,
      "page/missing-title": 19,
      "pages": 104,
    }
  `);
});

it('lints the triggerdev corpus', async () => {
  expect(await countsFor('triggerdev')).toMatchInlineSnapshot(`
    {
      "api/example-outside-api-page": 4,
      "api/missing-error-example": 1,
      "code/missing-language": 12,
      "config/missing-file": 1,
      "heading/skipped-level": 9,
      "link/generic-text": 10,
      "links/broken-fragment": 6,
      "media/outside-frame": 61,
      "page/missing-description": 32,
      "page/missing-image": 67,
      "page/unknown-component": 1,
      "pages": 143,
    }
  `);
});
