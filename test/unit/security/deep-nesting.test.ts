// Pages nested thousands of levels deep are read by the link checker and `docsmith lint` without
// overflowing the stack: their links are still found and placed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { extractLinks } from '../../../src/links/extract.ts';
import { runCli } from '../../support/cli.ts';

const FRONT = '---\ntitle: Deep\ndescription: Nested deep.\n---\n\n';
const blockquotes = `${FRONT}${'> '.repeat(10_000)}deep [a link](/nowhere)\n`;
const list = `${FRONT}${Array.from({ length: 1_500 }, (_, i) => `${'  '.repeat(i)}- item\n`).join('')}${'  '.repeat(1_500)}- [deep](/missing)\n`;

test.each([
  ['10,000 nested blockquotes', blockquotes, '/nowhere'],
  ['a list nested 1,500 levels', list, '/missing'],
])('%s: links are found', (_, source, url) => {
  expect(extractLinks(source, { mdx: true }).links.map((l) => l.url)).toEqual([url]);
});

test('docsmith lint reports a link on a deeply nested page at its place, without a stack trace', async () => {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-deep-'));
  try {
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ name: 'Deep', navigation: [{ group: 'A', pages: ['index'] }] }));
    writeFileSync(join(root, 'index.mdx'), blockquotes);
    const result = await runCli(['lint', root], root);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toContain('index.mdx:6:20006  warning  links/broken  link "/nowhere"');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
