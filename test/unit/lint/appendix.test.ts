// Every item of the specification's authoring rules (appendix, rules 1-7) is mapped: it has our rules
// file text, the README table lists it, and the lint rule ids it names exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { allRules } from '../../../src/diagnostics/rules.ts';
import '../../../src/lint/index.ts';
import { APPENDIX, PAGE_FORMAT } from '../../../src/rules-text/appendix.ts';
import { appendixTable } from '../../../src/rules-text/readme-table.ts';
import { rulesMarkdown } from '../../../src/rules-text/rules-file.ts';
import { REPO_ROOT, PRODUCT_SPEC } from '../../support/paths.ts';

/** The appendix items as the specification words them: rule N's `;`-separated parts. */
function specItems(): { rule: number; item: string }[] {
  const spec = readFileSync(PRODUCT_SPEC, 'utf8');
  const appendix = spec.slice(spec.indexOf('## Appendix'));
  return [...appendix.matchAll(/^(\d)\. [^:]+: (.+?)\.?$/gm)].flatMap((m) =>
    m[2]!.split(/;\s*/).map((item) => ({ rule: Number(m[1]), item: item.trim() })),
  );
}

it('reads all seven rules of the appendix', () => {
  expect(new Set(specItems().map((i) => i.rule))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
});

it('maps every appendix item, and only those', () => {
  const mapped = APPENDIX.map((a) => `${a.rule}: ${a.item}`);
  expect(mapped).toEqual(specItems().map((i) => `${i.rule}: ${i.item}`));
});

it('puts every mapped item into the rules file', () => {
  const text = rulesMarkdown();
  for (const a of APPENDIX) expect(text).toContain(a.text);
  for (const p of PAGE_FORMAT) expect(text).toContain(p.text);
});

it('names only lint rules that exist', () => {
  const known = allRules();
  for (const id of [...APPENDIX, ...PAGE_FORMAT].flatMap((a) => a.lint)) expect(known[id], id).toBeDefined();
});

it('shows the mapping table in the README', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  expect(readme).toContain(appendixTable());
});
