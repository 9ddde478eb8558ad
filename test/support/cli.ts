// Runs the docsmith command in-process and captures what it prints.
import { run } from '../../src/cli/main.ts';

export async function runCli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(args, { cwd, out: (t) => out.push(t), err: (t) => err.push(t), interactive: false });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
