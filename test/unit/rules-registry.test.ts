// One registry of rules: every id the code reports is registered once, every registered id is reported
// somewhere, and the README's rule table and list of compatibility-only keys are the code's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { allRules, RULES } from '../../src/diagnostics/rules.ts';
import { ruleTable } from '../../src/rules-text/readme-table.ts';
import { COMPATIBILITY_ONLY_KEYS } from '../../src/config/schema.ts';
import { REPO_ROOT } from '../support/paths.ts';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|astro)$/.test(e.name))
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { file: relative(REPO_ROOT, path), text: readFileSync(path, 'utf8') };
    });
}

const CODE = [...sources('src'), ...sources('components')];
/** Where rule ids are declared rather than reported. */
const DECLARATIONS = new Set(['src/diagnostics/rules.ts', 'src/rules-text/appendix.ts']);

it('the README shows the rule table made from the registry', () => {
  expect(Object.keys(allRules()).length).toBeGreaterThan(30);
  expect(README).toContain(ruleTable());
});

it('registers every rule id the code reports', () => {
  const reported = new Set(CODE.flatMap(({ text }) => [...text.matchAll(/rule: '([a-z]+\/[a-z-]+)'/g)].map((m) => m[1]!)));
  expect(reported.size).toBeGreaterThan(10);
  const known = allRules();
  expect([...reported].filter((id) => !known[id])).toEqual([]);
});

it('reports every registered rule somewhere (no rule defined and never emitted)', () => {
  const ids = Object.keys(allRules());
  const unused = ids.filter((id) => !CODE.some(({ file, text }) => !DECLARATIONS.has(file) && text.includes(`'${id}'`)));
  expect(unused).toEqual([]);
});

it('defines no rule twice: the site-wide table and the features\' own rules do not overlap', () => {
  // A definition elsewhere: `'id': { severity…` (defineRules) or `id: 'id', … info: {` (a page rule).
  const definitions = CODE.filter(({ file }) => file !== 'src/diagnostics/rules.ts').flatMap(({ text }) => [
    ...[...text.matchAll(/'([a-z]+\/[a-z-]+)': \{\s*severity:/g)].map((m) => m[1]!),
    ...[...text.matchAll(/id: '([a-z]+\/[a-z-]+)',\s*(?:checkedWhileRendering: \w+,\s*)?info:/g)].map((m) => m[1]!),
  ]);
  expect(definitions.length).toBeGreaterThan(5);
  expect(definitions.filter((id, i) => id in RULES || definitions.indexOf(id) !== i)).toEqual([]);
});

it('the README lists exactly the compatibility-only keys the code treats that way', () => {
  const sentence = /print one info line each: (.+?)\./s.exec(README)?.[1];
  const listed = [...(sentence ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  expect(listed).toEqual([...COMPATIBILITY_ONLY_KEYS]);
});
