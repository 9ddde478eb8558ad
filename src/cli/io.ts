// What a command needs from the outside world, so that tests can run commands in-process.
export interface CliIo {
  cwd: string;
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress lines are only worth printing there or on large sites). */
  interactive: boolean;
}

export class UsageError extends Error {}

export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive: Boolean(process.stderr.isTTY),
  };
}
