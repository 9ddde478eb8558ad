// The README's rules table (## Errors and warnings > ### Rules) lists every rule id once: a rule both
// the build and `docsmith lint` report has one row, not one per reporter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

test('each rule id has one row in the README rules table', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('| rule id | default | what it checks |');
  expect(start).toBeGreaterThan(0);
  const table = readme.slice(start).split('\n\n')[0]!;
  const ids = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
  expect(ids.length).toBeGreaterThan(20);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});
