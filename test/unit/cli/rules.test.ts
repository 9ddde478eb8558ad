import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AGENTS_END, AGENTS_START } from '../../../src/rules-text/rules-file.ts';
import { runCli } from '../../support/cli.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docsmith-rules-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes the Cursor rule and the AGENTS.md section, and a second run changes nothing', async () => {
  const first = await runCli(['rules'], dir);
  expect(first).toMatchObject({ code: 0, stdout: 'Wrote .cursor/rules/docs.mdc and AGENTS.md.' });
  const cursor = readFileSync(join(dir, '.cursor/rules/docs.mdc'), 'utf8');
  const agents = readFileSync(join(dir, 'AGENTS.md'), 'utf8');
  expect(cursor.split('\n').slice(0, 5)).toEqual([
    '---',
    'description: Authoring rules for the documentation pages (written by docsmith rules)',
    'globs: "**/*.md,**/*.mdx"',
    'alwaysApply: false',
    '---',
  ]);
  expect(cursor).toContain('start body headings at ## and never skip a level');
  expect(cursor).toContain('- `<Note>`: extra information the reader may want.');
  expect(agents.startsWith(AGENTS_START)).toBe(true);

  const second = await runCli(['rules'], dir);
  expect(second).toMatchObject({ code: 0, stdout: 'The authoring rules files are already up to date.' });
  expect(readFileSync(join(dir, '.cursor/rules/docs.mdc'), 'utf8')).toBe(cursor);
  expect(readFileSync(join(dir, 'AGENTS.md'), 'utf8')).toBe(agents);
  expect(await runCli(['rules', '--check'], dir)).toMatchObject({ code: 0 });
});

it('keeps the rest of an existing AGENTS.md and replaces only its own section', async () => {
  writeFileSync(join(dir, 'AGENTS.md'), '# Agents\n\nRun the tests before committing.\n');
  await runCli(['rules'], dir);
  const once = readFileSync(join(dir, 'AGENTS.md'), 'utf8');
  expect(once.startsWith('# Agents\n\nRun the tests before committing.\n\n' + AGENTS_START)).toBe(true);
  // A hand edit inside the section is drift; outside it is the team's own text.
  writeFileSync(join(dir, 'AGENTS.md'), once.replace('Address the reader as "you"', 'Address the reader politely') + '\nTeam notes stay.\n');
  const check = await runCli(['rules', '--check'], dir);
  expect(check).toMatchObject({ code: 1, stderr: 'AGENTS.md: out of date\nRun `docsmith rules` to write the authoring rules.' });
  await runCli(['rules'], dir);
  const again = readFileSync(join(dir, 'AGENTS.md'), 'utf8');
  expect(again).toBe(once + '\nTeam notes stay.\n');
  expect(again.match(new RegExp(AGENTS_END, 'g'))).toHaveLength(1);
});

it('--check reports missing and stale files without writing', async () => {
  const missing = await runCli(['rules', '--check'], dir);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('.cursor/rules/docs.mdc: missing');
  expect(missing.stderr).toContain('AGENTS.md: missing');
  await runCli(['rules'], dir);
  writeFileSync(join(dir, '.cursor/rules/docs.mdc'), 'old text');
  expect(await runCli(['rules', '--check'], dir)).toMatchObject({ code: 1, stderr: expect.stringContaining('.cursor/rules/docs.mdc: out of date') });
  expect(readFileSync(join(dir, '.cursor/rules/docs.mdc'), 'utf8')).toBe('old text');
});
