// What a command needs from the outside world, so that tests can run commands in-process.
import { isAbsolute, relative } from 'node:path';
export interface CliIo {
  cwd: string;
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress lines are only worth printing there or on large sites). */
  interactive: boolean;
}

export class UsageError extends Error {}

/** A path as the user is shown it: relative to the current folder when it is below it, else whole. */
export function shownPath(cwd: string, path: string): string {
  const shown = relative(cwd, path);
  return shown.startsWith('..') || isAbsolute(shown) ? path : shown || '.';
}

export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive: Boolean(process.stderr.isTTY),
  };
}
