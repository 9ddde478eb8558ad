// Worker threads that take work off the rendering thread while `astro build` renders pages on it
// (Astro 7.3 renders on one thread): they highlight code blocks (Shiki's tokenizing was a quarter of
// that thread's time) and, when the project's compile can be rebuilt in a worker
// (worker-compile.ts), compile the MDX pages compiled while rendering (a third of that time). The
// integration starts them when the build starts and puts them on the build channel, where the
// highlighter (highlighter.ts) and the page compiler (page-compiler.ts) find them from either module
// instance; they end with the build. A job goes to the worker with the fewest jobs waiting, unless
// every worker already has several (then the rendering thread does it itself). A worker that fails
// takes only its waiting jobs with it (the rendering thread then does them), and the workers never
// keep the process alive.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildChannel } from '../build-channel.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import type { BlockSettings } from './shiki-block.ts';
import type { WorkerCompileSetup } from './worker-compile.ts';
import type { CodeSample } from './code-samples.ts';

export interface HighlightRequest {
  text: string;
  /** The language, already through the site's aliases. */
  lang: string;
  meta: string | undefined;
  settings: BlockSettings;
}

type JobBody =
  | { kind: 'highlight'; request: HighlightRequest }
  | { kind: 'compile'; code: string; file: string }
  | { kind: 'warm'; samples: CodeSample[] };

/** A job as sent to a worker. */
export type WorkerJob = { id: number } & JobBody;

/** An error of a job as data, with its place when the compiler gave one. */
export interface JobErrorData {
  name: string;
  message: string;
  loc?: { file: string; line?: number; column?: number };
}

/** The error as data for the rendering thread, and back. */
export function errorToData(error: unknown): JobErrorData {
  const thrown = (error instanceof Error ? error : new Error(String(error))) as Error & { loc?: JobErrorData['loc'] };
  return { name: thrown.name, message: thrown.message, ...(thrown.loc ? { loc: { ...thrown.loc } } : {}) };
}

/** JavaScript's own error classes, so that a caller can still tell them apart (a RangeError is a page nested too deeply). */
const ERROR_CLASSES: Record<string, ErrorConstructor> = { RangeError, TypeError, SyntaxError, ReferenceError };

export function errorFromData(data: JobErrorData): Error {
  const ErrorClass = ERROR_CLASSES[data.name] ?? Error;
  return Object.assign(new ErrorClass(data.message), data);
}

/** A finding made in a worker, with the key that keeps it to one per build. */
export interface ForwardedFinding {
  finding: Finding;
  onceKey?: string;
}

/** A worker's answer: the result as text, or the error; and the findings its plugins made since its last answer. */
export type WorkerAnswer = { id: number; findings: ForwardedFinding[] } & ({ text: string } | { error: JobErrorData });

export interface BuildWorkers {
  /** The block's tree as JSON; rejects when the block could not be highlighted in a worker. */
  highlight(request: HighlightRequest): Promise<string>;
  /**
   * A page file's text compiled as the page compiler would (page-compiler.ts): its module code, or a
   * stand-in's for a page that cannot compile (recorded). Undefined when the project's compile cannot
   * be made in a worker.
   */
  compile?: (code: string, file: string) => Promise<string>;
  /**
   * Has every worker make its compile and highlight these blocks (the site's languages) before the
   * first page is sent; answers with each worker's loaded languages (code-samples.ts says why).
   */
  warm(samples: CodeSample[]): Promise<string[][]>;
  /** How many jobs the least busy running worker has yet to answer (Infinity when none runs). */
  shortestQueue(): number;
  /** How many workers were started, and how many pages they compiled. */
  readonly size: number;
  compiledPages(): number;
  /** Ends the workers; jobs still waiting are rejected. */
  close(): Promise<void>;
}

/**
 * The worker's entry: the TypeScript source in a checkout (Node strips its types), the copy compiled
 * at `prepare` in an installed package (Node strips no types under node_modules). Undefined when
 * that file is missing.
 */
export function buildWorkerEntry(moduleUrl: string = import.meta.url): URL | undefined {
  const installed = fileURLToPath(moduleUrl).split(sep).includes('node_modules');
  const entry = installed ? new URL('../../dist/workers/build.js', moduleUrl) : new URL('./build-worker.ts', moduleUrl);
  return existsSync(entry) ? entry : undefined;
}

/**
 * One worker per core beyond the rendering thread's, none on a single core, and at most two: a worker
 * costs about 100 MB (its own heap, Shiki's WASM memory and the compiler), and on the bench corpus
 * one worker keeps up with the rendering thread.
 */
export function buildWorkersSize(cores: number = availableParallelism()): number {
  return Math.max(0, Math.min(cores - 1, 2));
}

/** A job lost with its worker (not the job's own error): the rendering thread does it instead. */
export class BuildWorkerStopped extends Error {}

/**
 * The workers' stack. Sätteri's parser recurses natively: with a worker's default 4 MB, a page of 5,000
 * nested components ended the whole process (SIGSEGV) where the rendering thread (8 MB) compiled it.
 * At 64 MB a worker compiles 50,000 levels; the memory is reserved, and used only by such pages.
 */
const STACK_MB = 64;

interface Member {
  worker: Worker;
  waiting: Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>;
  alive: boolean;
}

/** Starts `size` workers; with a compile setup they compile pages too. */
export function startBuildWorkers(
  size: number = buildWorkersSize(),
  entry: URL | undefined = buildWorkerEntry(),
  compileSetup?: WorkerCompileSetup,
): BuildWorkers | undefined {
  if (!entry || size < 1) return undefined;
  let nextId = 0;
  let compiled = 0;
  const members: Member[] = [];

  const fail = (member: Member, error: Error) => {
    member.alive = false;
    for (const { reject } of member.waiting.values()) reject(error);
    member.waiting.clear();
    member.worker.unref();
  };

  for (let i = 0; i < size; i++) {
    const member: Member = { worker: new Worker(entry, { workerData: { compileSetup }, resourceLimits: { stackSizeMb: STACK_MB } }), waiting: new Map(), alive: true };
    member.worker.unref();
    member.worker.on('message', (answer: WorkerAnswer) => {
      for (const { finding, onceKey } of answer.findings) reportRenderFinding(finding, onceKey);
      const waiting = member.waiting.get(answer.id);
      if (!waiting) return;
      member.waiting.delete(answer.id);
      if (member.waiting.size === 0) member.worker.unref();
      if ('text' in answer) waiting.resolve(answer.text);
      else waiting.reject(errorFromData(answer.error));
    });
    member.worker.on('error', (error) => fail(member, new BuildWorkerStopped(error.message)));
    member.worker.on('exit', (code) => fail(member, new BuildWorkerStopped(`a build worker stopped (exit code ${code})`)));
    members.push(member);
  }

  const leastBusy = () => {
    let chosen: Member | undefined;
    for (const member of members) if (member.alive && (!chosen || member.waiting.size < chosen.waiting.size)) chosen = member;
    return chosen;
  };

  const send = (job: JobBody, member: Member | undefined = leastBusy()): Promise<string> => {
    if (!member?.alive) return Promise.reject(new BuildWorkerStopped('no build worker is running'));
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      // Held while it has jobs to answer, so that a build waiting only for them does not end.
      if (member.waiting.size === 0) member.worker.ref();
      member.waiting.set(id, { resolve, reject });
      member.worker.postMessage({ id, ...job });
    });
  };

  return {
    shortestQueue: () => leastBusy()?.waiting.size ?? Number.POSITIVE_INFINITY,
    highlight: (request) => send({ kind: 'highlight', request }),
    warm: (samples) => Promise.all(members.map((member) => send({ kind: 'warm', samples }, member).then((json) => JSON.parse(json) as string[]))),
    ...(compileSetup ? { compile: (code: string, file: string) => send({ kind: 'compile', code, file }).then((out) => (compiled++, out)) } : {}),
    size,
    compiledPages: () => compiled,
    async close() {
      await Promise.all(members.map(async (member) => {
        fail(member, new BuildWorkerStopped('the build workers were closed'));
        await member.worker.terminate();
      }));
    },
  };
}

/**
 * From how many jobs waiting in every worker the rendering thread does a job itself. Early in a build
 * every code block is new, the pages rendering at once all waited on the workers, and the rendering
 * thread sat idle for about 0.5 s of a 1,000-page build; sharing made that build 0.4–0.6 s faster
 * (medians of two sets of six alternating builds).
 */
const SHARE_FROM_QUEUE = 4;

/** The build's workers, unless there are none or every one has several jobs waiting. */
export function workersWithRoom(): BuildWorkers | undefined {
  const workers = buildChannel().workers;
  return workers && workers.shortestQueue() < SHARE_FROM_QUEUE ? workers : undefined;
}

/**
 * Starts the build's workers on the build channel, and gives them. Workers an earlier build in this
 * process left there (it failed before it ended) hold that build's setup: they are ended first.
 */
export async function openBuildWorkers(compileSetup?: WorkerCompileSetup): Promise<BuildWorkers | undefined> {
  await closeBuildWorkers();
  const channel = buildChannel();
  channel.workers = startBuildWorkers(undefined, undefined, compileSetup);
  return channel.workers;
}

/** Ends the build's workers: the pages are rendered. Says how many pages they compiled, if any. */
export async function closeBuildWorkers(): Promise<string | undefined> {
  const channel = buildChannel();
  const workers = channel.workers;
  channel.workers = undefined;
  await workers?.close();
  const pages = workers?.compiledPages() ?? 0;
  if (!pages) return undefined;
  return `${pages} page${pages === 1 ? '' : 's'} compiled in ${workers!.size === 1 ? 'a worker thread' : `${workers!.size} worker threads`} while others rendered.`;
}
