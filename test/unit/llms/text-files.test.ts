// The build's text files (markdown twins, llms.txt): handed over as a function by the `.md` route,
// taken once by the integration, written at their path in the site, never outside the output folder.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { expectTextFiles, handOverTextFiles, takeTextFiles, textFileIn, textFilesExpected, writeTextFiles, type TextFile } from '../../../src/llms/text-files.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  takeTextFiles();
});

function outDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'docsmith-text-files-'));
  folders.push(parent);
  return join(parent, 'dist');
}

test('a build expects the files, the route hands over the function that makes them, the integration takes it once', async () => {
  expect(textFilesExpected()).toBe(false);
  expectTextFiles(true);
  expect(textFilesExpected()).toBe(true);
  // Expected, not yet handed over: nothing to take.
  expect(takeTextFiles()).toBeUndefined();
  expect(textFilesExpected()).toBe(false);
  expectTextFiles(true);
  const files: TextFile[] = [{ path: 'llms.txt', text: '# Site\n' }];
  handOverTextFiles(async () => files);
  const make = takeTextFiles();
  expect(await make?.()).toBe(files);
  expect(takeTextFiles()).toBeUndefined();
  expect(textFilesExpected()).toBe(false);
  // A dev server started after a build that stopped short serves them from the routes.
  expectTextFiles(true);
  expectTextFiles(false);
  expect(textFilesExpected()).toBe(false);
});

test('files are written at their path in the site, folders made as needed', async () => {
  const dist = outDir();
  expect(
    await writeTextFiles(dist, [
      { path: 'index.md', text: '# Home\n' },
      { path: 'guides/install.md', text: '# Install\n\nRun it.\n' },
      { path: 'es/v2/llms.txt', text: '# Sitio (Español · v2)\n' },
      { path: 'es/guides/instalación.md', text: '# Instalación\n' },
    ]),
  ).toBe(4);
  expect(readFileSync(join(dist, 'index.md'), 'utf8')).toBe('# Home\n');
  expect(readFileSync(join(dist, 'guides/install.md'), 'utf8')).toBe('# Install\n\nRun it.\n');
  expect(readFileSync(join(dist, 'es/v2/llms.txt'), 'utf8')).toBe('# Sitio (Español · v2)\n');
  expect(readFileSync(join(dist, 'es/guides/instalación.md'), 'utf8')).toBe('# Instalación\n');
});

test('a path that would leave the output folder is not written', async () => {
  const dist = outDir();
  expect(textFileIn(dist, '../escaped.md')).toBeUndefined();
  expect(textFileIn(dist, 'a/../../escaped.md')).toBeUndefined();
  expect(textFileIn(dist, '')).toBeUndefined();
  expect(await writeTextFiles(dist, [{ path: '../escaped.md', text: 'no' }, { path: 'kept.md', text: 'yes' }])).toBe(1);
  expect(readdirSync(dist)).toEqual(['kept.md']);
  expect(existsSync(join(dist, '..', 'escaped.md'))).toBe(false);
});

test('many files across folders are all written; none, and nothing is made', async () => {
  const dist = outDir();
  const files = Array.from({ length: 120 }, (_, i) => ({ path: `s${i % 7}/deeper/page-${i}.md`, text: `# Page ${i}\n` }));
  expect(await writeTextFiles(dist, files)).toBe(120);
  for (const { path, text } of files) expect(readFileSync(join(dist, path), 'utf8')).toBe(text);
  const empty = outDir();
  expect(await writeTextFiles(empty, [])).toBe(0);
  expect(existsSync(empty)).toBe(false);
});

test("a file the site ships itself (public/llms.txt) is kept, not overwritten", async () => {
  const dist = outDir();
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'llms.txt'), 'Our own\n');
  expect(await writeTextFiles(dist, [{ path: 'llms.txt', text: '# Made\n' }, { path: 'llms-full.txt', text: '# Made in full\n' }])).toBe(1);
  expect(readFileSync(join(dist, 'llms.txt'), 'utf8')).toBe('Our own\n');
  expect(readFileSync(join(dist, 'llms-full.txt'), 'utf8')).toBe('# Made in full\n');
});
