// The page loader's first pass takes the page texts the setup read (handed over the build channel)
// instead of reading every file again; files that change later are read from disk. Runs the loader
// against Astro's own data store; the entry type reads front matter the way Astro's does.
import { EventEmitter } from 'node:events';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LoaderContext } from 'astro/loaders';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { loadPageFiles } from '../../../src/content/page-loader.ts';
import { dropPageTexts, handOffPageTexts, takePageTexts } from '../../../src/content/page-texts.ts';

// Astro's data store is not among its package's exports; the loader is handed its scoped store.
const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const { MutableDataStore } = (await import(pathToFileURL(join(astroDir, 'dist/content/mutable-data-store.js')).href)) as {
  MutableDataStore: new () => { scopedStore(collection: string): LoaderContext['store'] };
};

const page = (title: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n\n# ${title}\n`;

describe('page texts handed from the setup to the loader', () => {
  let docs: string;
  let store: LoaderContext['store'];
  let watcher: EventEmitter & { add(path: string): void };

  const load = () =>
    loadPageFiles(
      {
        store,
        watcher,
        config: { root: pathToFileURL(`${docs}/`) },
        logger: { info() {}, error(message: string) { throw new Error(message); } },
        generateDigest: (text: string) => createHash('sha1').update(text).digest('hex'),
        parseData: async ({ data }: { data: Record<string, unknown> }) => data,
        entryTypes: new Map([['.mdx', { getEntryInfo: ({ contents }: { contents: string }) => ({ data: parseFrontmatter(contents).frontmatter, body: parseFrontmatter(contents).content }) }]]),
      } as unknown as LoaderContext,
      { docsRoot: docs, files: ['a.mdx', 'b.mdx'] },
    );
  const titleOf = (id: string) => (store.get(id)?.data as { title?: string } | undefined)?.title;

  beforeEach(() => {
    docs = mkdtempSync(join(tmpdir(), 'docsmith-texts-'));
    writeFileSync(join(docs, 'a.mdx'), page('A on disk'));
    writeFileSync(join(docs, 'b.mdx'), page('B on disk'));
    store = new MutableDataStore().scopedStore('docs');
    watcher = Object.assign(new EventEmitter(), { add() {} });
  });
  afterEach(() => {
    dropPageTexts();
    rmSync(docs, { recursive: true, force: true });
  });

  test('the first pass takes the texts the setup read, and reads only the files it was not handed', async () => {
    handOffPageTexts(docs, new Map([['a.mdx', page('A as the setup read it')]]));
    await load();
    expect(titleOf('a')).toBe('A as the setup read it');
    expect(titleOf('b')).toBe('B on disk');
    // Taken once: nothing is left on the channel.
    expect(takePageTexts(docs)).toBeUndefined();
  });

  test('a file changed after the first pass is read from disk', async () => {
    handOffPageTexts(docs, new Map([['a.mdx', page('A as the setup read it')]]));
    await load();
    writeFileSync(join(docs, 'a.mdx'), page('A edited'));
    watcher.emit('change', join(docs, 'a.mdx'));
    await expect.poll(() => titleOf('a')).toBe('A edited');
  });

  test("texts handed for another docs root are not taken, and the files are read", async () => {
    handOffPageTexts(join(docs, 'elsewhere'), new Map([['a.mdx', page('Not this site')]]));
    await load();
    expect(titleOf('a')).toBe('A on disk');
  });

  test('texts no loader took are let go', () => {
    handOffPageTexts(docs, new Map([['a.mdx', page('A')]]));
    dropPageTexts();
    expect(takePageTexts(docs)).toBeUndefined();
  });
});
