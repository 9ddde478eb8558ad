// Runs fuzz cases in a child process (runner.ts) with a hang detector: a case that has not answered
// after HANG_MS is a hang; the child is killed (and restarted for the next case) and the case fails
// with its input. This is not a performance assertion: 10 s is orders of magnitude above what a
// case needs, and only an endless loop or a pathological blow-up reaches it.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Outcome, Target } from './runner.ts';

export const HANG_MS = 10_000;
const RUNNER = fileURLToPath(new URL('./runner.ts', import.meta.url));
const FAILURES = fileURLToPath(new URL('../../.work/fuzz-failures/', import.meta.url));

export class FuzzRunner {
  private child?: ChildProcess;
  private ready?: Promise<void>;
  private nextId = 1;
  private waiting = new Map<number, (outcome: Outcome) => void>();

  private readonly hangMs: number;

  constructor(hangMs = HANG_MS) {
    this.hangMs = hangMs;
  }

  private start(): Promise<void> {
    const child = fork(RUNNER, [], {
      // The sources use TypeScript syntax beyond what Node strips (parameter properties).
      execArgv: ['--experimental-transform-types', '--no-warnings'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child = child;
    this.ready = new Promise((resolve, reject) => {
      child.once('error', reject);
      child.on('message', (message: { ready?: boolean; id?: number; outcome?: Outcome }) => {
        if (message.ready) resolve();
        else if (message.id !== undefined) this.waiting.get(message.id)?.(message.outcome!);
      });
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        reject(new Error(`fuzz runner exited early (code ${code}, signal ${signal})`));
        for (const [id, resolveCase] of this.waiting) {
          resolveCase({ kind: 'exception', text: `the runner process died (code ${code}, signal ${signal}): a crash of the process` });
          this.waiting.delete(id);
        }
      });
    });
    return this.ready;
  }

  /** Runs one case; resolves to its outcome, or to a `hang` outcome after HANG_MS. */
  async run(target: Target, input: unknown): Promise<Outcome | { kind: 'hang'; text: string }> {
    if (!this.child) await this.start();
    else await this.ready;
    const id = this.nextId++;
    const child = this.child!;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        this.child = undefined;
        child.kill('SIGKILL');
        resolve({ kind: 'hang', text: `no answer after ${this.hangMs / 1000} s: counted as a hang` });
      }, this.hangMs);
      this.waiting.set(id, (outcome) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(outcome);
      });
      child.send({ id, target, input });
    });
  }

  stop(): void {
    const child = this.child;
    this.child = undefined;
    child?.kill('SIGKILL');
  }
}

/** A short, printable form of a case for failure messages. */
export function preview(input: unknown, max = 600): string {
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/**
 * The same cases every run by default, so CI is repeatable; `FUZZ_SEED=<n>` (or `FUZZ_SEED=random`)
 * explores other cases, and a failure prints the seed that replays it.
 */
export const FUZZ_SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261122);

/** A user-facing message must not carry a JavaScript stack trace. */
/**
 * Runs a fast-check property and fails with a short report: the seed to replay it, the first failing
 * case (shortened) and what went wrong. fast-check's own report would print cases of megabytes.
 */
export async function checkProperty<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { numRuns, endOnFailure: true, seed: FUZZ_SEED });
  if (!details.failed) return;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  // The whole failing case, for replaying it by hand (cases can be megabytes; the message is cut).
  mkdirSync(FAILURES, { recursive: true });
  const file = join(FAILURES, `${name}-${details.seed}.json`);
  writeFileSync(file, JSON.stringify(details.counterexample));
  throw new Error(`failed after ${details.numRuns} cases (replay with seed ${details.seed}, path "${details.counterexamplePath}"; case written to ${file}):\n${error}`);
}

export function hasStackTrace(text: string): boolean {
  return /^\s+at .+[(:]\d+:\d+\)?$/m.test(text) || /Stack trace:/.test(text);
}
