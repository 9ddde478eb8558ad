// The page-file relay against Vite's real watcher: page files under the docs root are not watched one
// by one, yet every add, change and removal of one (also inside a directory moved in or removed) still
// reaches the watcher's listeners, once, as the event chokidar would have sent. Folders of pages only
// are not read by the watcher at all: the relay watches them, and hands one back to the watcher when
// anything else shows up in it.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { pageFilesOf, pageFilesUnder, pageOnlyFolders, relayPageEvents, relaysPageFiles } from '../../../src/vite/page-watcher.ts';

type Heard = { event: string; path: string };

describe.runIf(relaysPageFiles(false))('page files relayed from directory events', () => {
  let site: string;
  let docs: string;
  let server: ViteDevServer;
  let stop: () => void;
  let pageFolders: Set<string>;
  const heard: Heard[] = [];
  const watchedFolders = () => Object.keys(server.watcher.getWatched());

  /** Waits until `wanted` was heard, then a little longer, and returns what was heard since `from`. */
  async function until(wanted: (h: Heard) => boolean, from: number): Promise<Heard[]> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      if (heard.slice(from).some(wanted)) {
        await new Promise((r) => setTimeout(r, 300));
        return heard.slice(from);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`not heard; heard: ${JSON.stringify(heard.slice(from))}`);
  }

  /** A page written is one add, and the same page removed one unlink. */
  async function expectAddThenUnlink(page: string): Promise<void> {
    let from = heard.length;
    writeFileSync(page, '# New\n');
    expect(await until((h) => h.event === 'add', from)).toEqual([{ event: 'add', path: page }]);
    from = heard.length;
    rmSync(page);
    expect(await until((h) => h.event === 'unlink', from)).toEqual([{ event: 'unlink', path: page }]);
  }

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'docsmith-watch-'));
    docs = join(site, 'docs');
    mkdirSync(join(docs, 'guides'), { recursive: true });
    writeFileSync(join(docs, 'index.mdx'), '# Home\n');
    writeFileSync(join(docs, 'guides', 'setup.md'), '# Setup\n');
    writeFileSync(join(docs, 'guides', 'diagram.svg'), '<svg/>');
    for (const folder of ['reference', 'archive']) {
      mkdirSync(join(docs, folder));
      for (const name of ['a.mdx', 'b.md']) writeFileSync(join(docs, folder, name), `# ${folder} ${name}\n`);
    }
    pageFolders = pageOnlyFolders(pageFilesUnder(docs));
    server = await createServer({
      root: site,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, watch: { ignored: [pageFilesOf(docs, pageFolders)] } },
    });
    for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, (path: string) => heard.push({ event, path }));
    stop = relayPageEvents(server.watcher, docs, [], pageFolders);
    // The watcher has read the tree once it reports the directories it watches.
    for (let i = 0; i < 200 && !Object.keys(server.watcher.getWatched()).includes(join(docs, 'guides')); i++) await new Promise((r) => setTimeout(r, 20));
  });

  afterAll(async () => {
    stop?.();
    await server?.close();
    rmSync(site, { recursive: true, force: true });
  });

  test('page files are not watched one by one; other files and the directories are', () => {
    const watched = Object.entries(server.watcher.getWatched()).flatMap(([dir, names]) => names.map((name) => join(dir, name)));
    expect(watched).toContain(join(docs, 'guides'));
    expect(watched).toContain(join(docs, 'guides', 'diagram.svg'));
    expect(watched.filter((path) => /\.mdx?$/.test(path))).toEqual([]);
  });

  test('folders of pages only are not read by the watcher', () => {
    expect([...pageFolders].sort()).toEqual([join(docs, 'archive'), join(docs, 'reference')]);
    expect(watchedFolders()).not.toContain(join(docs, 'reference'));
    expect(watchedFolders()).not.toContain(join(docs, 'archive'));
  });

  test('in a folder of pages only, an edit is one change, a new page an add, its removal an unlink', async () => {
    const page = join(docs, 'reference', 'a.mdx');
    const from = heard.length;
    writeFileSync(page, '# A, edited\n');
    expect(await until((h) => h.event === 'change', from)).toEqual([{ event: 'change', path: page }]);
    await expectAddThenUnlink(join(docs, 'reference', 'c.mdx'));
  });

  test('another file in a folder of pages only is an add, and hands the folder back to the watcher', async () => {
    const image = join(docs, 'reference', 'chart.svg');
    let from = heard.length;
    writeFileSync(image, '<svg/>');
    expect(await until((h) => h.path === image, from)).toEqual([{ event: 'add', path: image }]);
    expect(pageFolders.has(join(docs, 'reference'))).toBe(false);
    for (let i = 0; i < 200 && !watchedFolders().includes(join(docs, 'reference')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(watchedFolders()).toContain(join(docs, 'reference'));
    // Its pages are relayed from the watcher's events now: still one change per edit.
    const page = join(docs, 'reference', 'b.md');
    from = heard.length;
    writeFileSync(page, '# B, edited\n');
    expect(await until((h) => h.event === 'change', from)).toEqual([{ event: 'change', path: page }]);
  });

  test('a folder of pages only, removed, takes its pages away', async () => {
    const folder = join(docs, 'archive');
    const from = heard.length;
    rmSync(folder, { recursive: true });
    await until((h) => h.path === join(folder, 'a.mdx'), from);
    await until((h) => h.path === join(folder, 'b.md'), from);
    expect(heard.slice(from).sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { event: 'unlink', path: join(folder, 'a.mdx') },
      { event: 'unlink', path: join(folder, 'b.md') },
    ]);
    expect(pageFolders.has(folder)).toBe(false);
  });

  test('an edit to a page is one change', async () => {
    const from = heard.length;
    writeFileSync(join(docs, 'guides', 'setup.md'), '# Setup, edited\n');
    const events = await until((h) => h.event === 'change', from);
    expect(events).toEqual([{ event: 'change', path: join(docs, 'guides', 'setup.md') }]);
  });

  test('a new page is an add, and its removal an unlink', async () => {
    await expectAddThenUnlink(join(docs, 'guides', 'new.mdx'));
  });

  test('a page saved by writing a copy and renaming it over the old one is a change', async () => {
    const page = join(docs, 'index.mdx');
    const from = heard.length;
    writeFileSync(join(docs, '.index.mdx.tmp'), '# Home, saved atomically\n');
    renameSync(join(docs, '.index.mdx.tmp'), page);
    const events = await until((h) => h.event === 'change', from);
    expect(events).toEqual([{ event: 'change', path: page }]);
  });

  test('a directory of pages moved in adds its pages; removed, it takes them away', async () => {
    const outside = join(site, 'drafts');
    mkdirSync(join(outside, 'deep'), { recursive: true });
    writeFileSync(join(outside, 'a.mdx'), '# A\n');
    writeFileSync(join(outside, 'deep', 'b.md'), '# B\n');
    const moved = join(docs, 'drafts');
    let from = heard.length;
    renameSync(outside, moved);
    await until((h) => h.path === join(moved, 'deep', 'b.md'), from);
    await until((h) => h.path === join(moved, 'a.mdx'), from);
    expect(heard.slice(from).sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { event: 'add', path: join(moved, 'a.mdx') },
      { event: 'add', path: join(moved, 'deep', 'b.md') },
    ]);
    from = heard.length;
    rmSync(moved, { recursive: true });
    await until((h) => h.event === 'unlink' && h.path === join(moved, 'deep', 'b.md'), from);
    await until((h) => h.event === 'unlink' && h.path === join(moved, 'a.mdx'), from);
    expect(heard.slice(from).filter((h) => /\.mdx?$/.test(h.path)).sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { event: 'unlink', path: join(moved, 'a.mdx') },
      { event: 'unlink', path: join(moved, 'deep', 'b.md') },
    ]);
  });
});

describe('the page files the relay knows at start', () => {
  test('are listed without the folders the watcher leaves out (the build output)', () => {
    const docs = mkdtempSync(join(tmpdir(), 'docsmith-known-'));
    try {
      mkdirSync(join(docs, 'dist', 'guides'), { recursive: true });
      mkdirSync(join(docs, 'guides'), { recursive: true });
      mkdirSync(join(docs, 'node_modules', 'pkg'), { recursive: true });
      for (const file of ['index.mdx', 'guides/Setup.MD', 'dist/guides/setup.md', 'dist/index.md', 'node_modules/pkg/README.md']) writeFileSync(join(docs, file), '# Page\n');
      const listed = (unwatched?: string[]) => pageFilesUnder(docs, unwatched).map((path) => path.slice(docs.length + 1)).sort();
      expect(listed([join(docs, 'dist'), join(tmpdir(), 'elsewhere')])).toEqual(['guides/Setup.MD', 'index.mdx']);
      expect(listed()).toEqual(['dist/guides/setup.md', 'dist/index.md', 'guides/Setup.MD', 'index.mdx']);
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });
});

describe('when page files are relayed', () => {
  test('never when the watcher polls, by option or by environment', () => {
    expect(relaysPageFiles(true)).toBe(false);
    expect(relaysPageFiles(false, { CHOKIDAR_USEPOLLING: 'true' })).toBe(false);
    expect(relaysPageFiles(false, { CHOKIDAR_USEPOLLING: '1' })).toBe(false);
    expect(relaysPageFiles(false, {})).toBe(process.platform === 'linux');
  });

  test('the ignore entry takes page files under the docs root only', () => {
    const ignored = pageFilesOf('/site/docs');
    expect(ignored('/site/docs/a.mdx')).toBe(true);
    expect(ignored('/site/docs/guides/b.MD')).toBe(true);
    expect(ignored('/site/docs/guides')).toBe(false);
    expect(ignored('/site/docs/logo.svg')).toBe(false);
    expect(ignored('/site/src/content/post.md')).toBe(false);
    expect(ignored('/site/docs-old/a.mdx')).toBe(false);
  });
});
