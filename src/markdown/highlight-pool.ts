// Worker threads that highlight code blocks while `astro build` renders pages on its one thread
// (Astro 7.3 renders on one thread; Shiki's tokenizing was a quarter of that thread's time). The
// integration starts the pool when the build starts and puts it on the build channel, where the
// highlighter (src/markdown/highlighter.ts) finds it from either module instance; it ends with the
// build. A block goes to the worker with the fewest blocks waiting, unless every worker already has
// several (then the highlighter takes it itself). A worker that fails takes only its
// waiting blocks with it (the highlighter then highlights them itself), and the pool never keeps the
// process alive.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildChannel } from '../build-channel.ts';
import type { BlockSettings } from './shiki-block.ts';

export interface HighlightRequest {
  text: string;
  /** The language, already through the site's aliases. */
  lang: string;
  meta: string | undefined;
  settings: BlockSettings;
}

export type HighlightAnswer = { id: number; json: string } | { id: number; error: string };

export interface HighlightPool {
  /** The block's tree as JSON; rejects when the block could not be highlighted in a worker. */
  highlight(request: HighlightRequest): Promise<string>;
  /** How many blocks the least busy running worker has yet to answer (Infinity when none runs). */
  shortestQueue(): number;
  /** Ends the workers; blocks still waiting are rejected. */
  close(): Promise<void>;
}

/**
 * The worker's entry: the TypeScript source in a checkout (Node strips its types), the copy compiled
 * at `prepare` in an installed package (Node strips no types under node_modules). Undefined when
 * that file is missing.
 */
export function highlightWorkerEntry(moduleUrl: string = import.meta.url): URL | undefined {
  const installed = fileURLToPath(moduleUrl).split(sep).includes('node_modules');
  const entry = installed ? new URL('../../dist/workers/highlight.js', moduleUrl) : new URL('./highlight-worker.ts', moduleUrl);
  return existsSync(entry) ? entry : undefined;
}

/**
 * One worker per core beyond the rendering thread's, none on a single core, and at most two: a worker
 * costs about 100 MB (its own heap and Shiki's WASM memory), and highlighting was about a quarter of
 * the rendering thread's work, so one worker keeps up with it on the bench corpus.
 */
export function highlightPoolSize(cores: number = availableParallelism()): number {
  return Math.max(0, Math.min(cores - 1, 2));
}

interface PoolWorker {
  worker: Worker;
  waiting: Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>;
  alive: boolean;
}

export function startHighlightPool(size: number = highlightPoolSize(), entry: URL | undefined = highlightWorkerEntry()): HighlightPool | undefined {
  if (!entry || size < 1) return undefined;
  let nextId = 0;
  const members: PoolWorker[] = [];

  const fail = (member: PoolWorker, error: Error) => {
    member.alive = false;
    for (const { reject } of member.waiting.values()) reject(error);
    member.waiting.clear();
    member.worker.unref();
  };

  for (let i = 0; i < size; i++) {
    const member: PoolWorker = { worker: new Worker(entry), waiting: new Map(), alive: true };
    member.worker.unref();
    member.worker.on('message', (answer: HighlightAnswer) => {
      const waiting = member.waiting.get(answer.id);
      if (!waiting) return;
      member.waiting.delete(answer.id);
      if (member.waiting.size === 0) member.worker.unref();
      if ('json' in answer) waiting.resolve(answer.json);
      else waiting.reject(new Error(answer.error));
    });
    member.worker.on('error', (error) => fail(member, error));
    member.worker.on('exit', (code) => fail(member, new Error(`the highlight worker stopped (exit code ${code})`)));
    members.push(member);
  }

  const leastBusy = () => {
    let chosen: PoolWorker | undefined;
    for (const member of members) if (member.alive && (!chosen || member.waiting.size < chosen.waiting.size)) chosen = member;
    return chosen;
  };

  return {
    shortestQueue: () => leastBusy()?.waiting.size ?? Number.POSITIVE_INFINITY,
    highlight(request) {
      const chosen = leastBusy();
      if (!chosen) return Promise.reject(new Error('no highlight worker is running'));
      const id = nextId++;
      const member = chosen;
      return new Promise<string>((resolve, reject) => {
        // Held while it has blocks to answer, so that a build waiting only for them does not end.
        if (member.waiting.size === 0) member.worker.ref();
        member.waiting.set(id, { resolve, reject });
        member.worker.postMessage({ id, ...request });
      });
    },
    async close() {
      await Promise.all(members.map(async (member) => {
        fail(member, new Error('the highlight pool was closed'));
        await member.worker.terminate();
      }));
    },
  };
}

/** Starts the build's pool on the build channel (kept if one is running). */
export function openBuildHighlightPool(): void {
  const channel = buildChannel();
  channel.highlightPool ??= startHighlightPool();
}

/** Ends the build's pool: the pages are rendered. */
export async function closeBuildHighlightPool(): Promise<void> {
  const channel = buildChannel();
  const pool = channel.highlightPool;
  channel.highlightPool = undefined;
  await pool?.close();
}
