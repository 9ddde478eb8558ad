// `docsmith init` on hostile ground: a file where a folder should be, a package.json that is not
// JSON. Each is a placed usage message (exit 2), never a stack trace, and nothing is written.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { runCli } from '../../support/cli.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-cli-inputs-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

test('init on a file says so', async () => {
  writeFileSync(join(work, 'notes.txt'), 'mine');
  for (const args of [['init', 'notes.txt'], ['init', '--existing', 'notes.txt']]) {
    const result = await runCli(args, work);
    expect(result).toEqual({ code: 2, stdout: '', stderr: expect.stringContaining('notes.txt is a file, not a folder; name a folder for the site') });
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }
  expect(readFileSync(join(work, 'notes.txt'), 'utf8')).toBe('mine');
});

test('init --existing with a malformed package.json names its line and column and writes nothing', async () => {
  const docs = join(work, 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'docs.json'), '{"name":"x","navigation":[]}');
  writeFileSync(join(docs, 'package.json'), '{\n  "name": "x",\n  "scripts": { "dev": "x", }\n}\n');
  const result = await runCli(['init', '--existing', 'docs'], work);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/docs\/package\.json:3:28: Unexpected "}".*; fix package\.json and run init again/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(readdirSync(docs).sort()).toEqual(['docs.json', 'package.json']);
});
