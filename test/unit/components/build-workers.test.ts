// Code blocks highlighted in the build worker threads are the blocks the rendering thread would
// have made; a worker that fails costs nothing but time; an installed package runs the compiled worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { buildChannel } from '../../../src/build-channel.ts';
import { buildWorkersSize, buildWorkerEntry, startBuildWorkers, type BuildWorkers } from '../../../src/markdown/build-workers.ts';
import { clearHighlightCache, highlightBlockToHtml, type HighlightSettings } from '../../../src/markdown/highlighter.ts';
import { rehypeCodeHighlight } from '../../../src/markdown/highlight-plugins.ts';
import type { Element, Root } from 'hast';
import { REPO_ROOT } from '../../support/paths.ts';

const BLOCKS: { code: string; lang: string; meta?: string; settings?: HighlightSettings }[] = [
  { code: 'const answer = 42;\nconsole.log(answer);\n', lang: 'js', meta: 'title="answer.js" {2}' },
  { code: 'curl -X POST https://api.example.com/v1/things \\\n  -H "Authorization: Bearer $TOKEN"', lang: 'bash' },
  { code: 'def greet(name):\n    return f"Hello, {name}"', lang: 'py', settings: { langAlias: { py: 'python' } } },
  { code: '{ "id": 1, "tags": ["a", "b"] }', lang: 'json', settings: { themes: { light: 'github-light', dark: 'github-dark' } } },
  { code: 'SELECT * FROM users WHERE id = 1;', lang: 'sql', settings: { wrap: true } },
  { code: 'plain words', lang: 'not-a-language' },
];

/** A pool that counts the blocks its workers answered. */
function counting(pool: BuildWorkers): { pool: BuildWorkers; answered: () => number } {
  let answered = 0;
  return {
    pool: { ...pool, highlight: (request) => pool.highlight(request).then((json) => (answered++, json)) },
    answered: () => answered,
  };
}

/** Every block, one after another: a worker never has a queue long enough for this thread to share its work. */
async function highlightAll(): Promise<string[]> {
  clearHighlightCache();
  const html: string[] = [];
  for (const b of BLOCKS) html.push(await highlightBlockToHtml(b.code, b.lang, b.meta, b.settings));
  return html;
}

afterEach(async () => {
  const pool = buildChannel().workers;
  buildChannel().workers = undefined;
  await pool?.close();
  clearHighlightCache();
});

describe('the build workers: highlighting', () => {
  test('workers give exactly the blocks the rendering thread gives', async () => {
    const here = await highlightAll();
    const pool = counting(startBuildWorkers(2)!);
    buildChannel().workers = pool.pool;
    const inWorkers = await highlightAll();
    expect(pool.answered()).toBe(BLOCKS.length);
    expect(inWorkers).toEqual(here);
    expect(inWorkers[0]).toContain('answer.js');
  });

  test('the compiled worker of an installed package gives the same blocks', async () => {
    const here = await highlightAll();
    // node_modules/docsmith is the checkout itself, as an installed copy would be laid out.
    const entry = buildWorkerEntry(pathToFileURL(join(REPO_ROOT, 'node_modules/docsmith/src/markdown/build-workers.ts')).href);
    expect(entry?.pathname).toMatch(/\/dist\/workers\/build\.js$/);
    const pool = counting(startBuildWorkers(1, entry)!);
    buildChannel().workers = pool.pool;
    expect(await highlightAll()).toEqual(here);
    expect(pool.answered()).toBe(BLOCKS.length);
  });

  test('while every worker has four blocks waiting, the rendering thread highlights a block itself', async () => {
    const here = await highlightAll();
    let queue = 4;
    let sent = 0;
    const workers = startBuildWorkers(1)!;
    buildChannel().workers = { ...workers, highlight: (request) => (sent++, workers.highlight(request)), shortestQueue: () => queue };
    expect(await highlightAll()).toEqual(here);
    expect(sent).toBe(0);
    queue = 3;
    expect(await highlightAll()).toEqual(here);
    expect(sent).toBe(BLOCKS.length);
  });

  test('blocks of a page being compiled go to the workers however long their queues: this thread loads no highlighter for them', async () => {
    let sent = 0;
    const workers = startBuildWorkers(1)!;
    buildChannel().workers = { ...workers, highlight: (request) => (sent++, workers.highlight(request)), shortestQueue: () => 100 };
    clearHighlightCache();
    const pre = (b: (typeof BLOCKS)[number]): Element => ({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${b.lang}`], ...(b.meta ? { metastring: b.meta } : {}) }, children: [{ type: 'text', value: b.code }] }],
    });
    const plain = BLOCKS.filter((b) => !b.settings);
    const tree: Root = { type: 'root', children: plain.map(pre) };
    await rehypeCodeHighlight({ excludeLangs: [] })(tree, { path: 'page.md' });
    expect(sent).toBe(plain.length);
    expect(tree.children.map((node) => (node as Element).tagName)).toEqual(plain.map(() => 'figure'));
    // A component's block (drawn while rendering) still shares: with every worker backed up, this thread draws it.
    expect(await highlightBlockToHtml('let shared = 1;', 'js', undefined)).toContain('shared');
    expect(sent).toBe(plain.length);
  });

  test('a real pool reports its queue: blocks sent at once wait in the worker', async () => {
    const pool = startBuildWorkers(1)!;
    buildChannel().workers = pool;
    expect(pool.shortestQueue()).toBe(0);
    const waiting = BLOCKS.slice(0, 3).map((b) => pool.highlight({ text: b.code, lang: b.lang, meta: b.meta, settings: {} }));
    expect(pool.shortestQueue()).toBe(3);
    await Promise.all(waiting);
    expect(pool.shortestQueue()).toBe(0);
    await pool.close();
    expect(pool.shortestQueue()).toBe(Number.POSITIVE_INFINITY);
  });

  test('blocks of a worker that fails are highlighted by the rendering thread instead', async () => {
    const here = await highlightAll();
    const dir = mkdtempSync(join(tmpdir(), 'docsmith-pool-'));
    try {
      const failing = join(dir, 'failing-worker.mjs');
      writeFileSync(failing, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
      const pool = counting(startBuildWorkers(1, pathToFileURL(failing))!);
      buildChannel().workers = pool.pool;
      expect(await highlightAll()).toEqual(here);
      expect(pool.answered()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('blocks with the site\'s own Shiki transformers stay on the rendering thread, which runs them', async () => {
    const pool = counting(startBuildWorkers(1)!);
    buildChannel().workers = pool.pool;
    const marked = await highlightBlockToHtml('let x = 1;', 'js', undefined, {
      transformers: [{ name: 'site-mark', pre(node) { node.properties['data-site-mark'] = 'yes'; } }],
    });
    expect(marked).toContain('data-site-mark="yes"');
    expect(pool.answered()).toBe(0);
  });

  test('one worker per core beyond the rendering thread, at most two, none on one core', () => {
    expect([1, 2, 3, 16].map((cores) => buildWorkersSize(cores))).toEqual([0, 1, 2, 2]);
    expect(startBuildWorkers(0)).toBeUndefined();
  });

  test('a checkout runs the worker from its TypeScript source', () => {
    expect(buildWorkerEntry(pathToFileURL(join(REPO_ROOT, 'src/markdown/build-workers.ts')).href)?.pathname).toMatch(/\/src\/markdown\/build-worker\.ts$/);
  });
});
