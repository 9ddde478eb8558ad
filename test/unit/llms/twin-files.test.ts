// The pages' markdown twins as a build writes them: handed over by the `.md` route, written by the
// integration at their URL plus `.md`, never outside the output folder.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildChannel } from '../../../src/build-channel.ts';
import { handOverMarkdownTwins, markdownTwinFile, writeMarkdownTwins } from '../../../src/llms/twin-files.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  buildChannel().markdownTwins = undefined;
});

function outDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'docsmith-twins-'));
  folders.push(parent);
  return join(parent, 'dist');
}

test('handed-over twins are written at the page URL plus .md, the home page as index.md', async () => {
  const dist = outDir();
  handOverMarkdownTwins([
    { pageId: 'index', markdown: '# Home\n' },
    { pageId: 'guides/install', markdown: '# Install\n\nRun it.\n' },
    { pageId: 'guides/advanced/index', markdown: '# Advanced\n' },
    { pageId: 'es/guides/instalación', markdown: '# Instalación\n' },
  ]);
  expect(await writeMarkdownTwins(dist)).toBe(4);
  expect(readFileSync(join(dist, 'index.md'), 'utf8')).toBe('# Home\n');
  expect(readFileSync(join(dist, 'guides/install.md'), 'utf8')).toBe('# Install\n\nRun it.\n');
  expect(readFileSync(join(dist, 'guides/advanced.md'), 'utf8')).toBe('# Advanced\n');
  expect(readFileSync(join(dist, 'es/guides/instalación.md'), 'utf8')).toBe('# Instalación\n');
  // Written once: the channel lets them go.
  expect(buildChannel().markdownTwins).toBeUndefined();
  expect(await writeMarkdownTwins(dist)).toBe(0);
});

test('a twin whose path would leave the output folder is not written', async () => {
  const dist = outDir();
  expect(markdownTwinFile(dist, '../escaped')).toBeUndefined();
  expect(markdownTwinFile(dist, 'a/../../escaped')).toBeUndefined();
  handOverMarkdownTwins([
    { pageId: '../escaped', markdown: 'no' },
    { pageId: 'kept', markdown: 'yes' },
  ]);
  expect(await writeMarkdownTwins(dist)).toBe(1);
  expect(readdirSync(dist)).toEqual(['kept.md']);
  expect(existsSync(join(dist, '..', 'escaped.md'))).toBe(false);
});

test('without a build handing twins over, nothing is written', async () => {
  const dist = outDir();
  expect(await writeMarkdownTwins(dist)).toBe(0);
  expect(existsSync(dist)).toBe(false);
});

test('many twins across folders are all written, each folder made once', async () => {
  const dist = outDir();
  const twins = Array.from({ length: 120 }, (_, i) => ({ pageId: `s${i % 7}/deeper/page-${i}`, markdown: `# Page ${i}\n` }));
  handOverMarkdownTwins(twins);
  expect(await writeMarkdownTwins(dist)).toBe(120);
  for (const { pageId, markdown } of twins) expect(readFileSync(join(dist, `${pageId}.md`), 'utf8')).toBe(markdown);
});
