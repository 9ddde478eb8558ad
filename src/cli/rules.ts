// `docsmith rules [dir] [--check]`: writes the authoring rules where AI editors read them: Cursor's
// project rule `.cursor/rules/docs.mdc` and a marked section of `AGENTS.md`. Running it again changes
// nothing; `--check` only compares and exits 1 when a file is missing or stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cursorRulesFile, withAgentsSection } from '../rules-text/rules-file.ts';
import type { CliIo } from './io.ts';

export const CURSOR_RULES = '.cursor/rules/docs.mdc';
export const AGENTS_FILE = 'AGENTS.md';

export interface RulesArgs {
  dir?: string;
  check: boolean;
}

function read(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function rulesCommand(args: RulesArgs, io: CliIo): number {
  const dir = resolve(io.cwd, args.dir ?? '.');
  const wanted: [string, string | undefined, string][] = [CURSOR_RULES, AGENTS_FILE].map((name) => {
    const current = read(join(dir, name));
    const next = name === AGENTS_FILE ? withAgentsSection(current) : cursorRulesFile();
    return [name, current, next];
  });
  const stale = wanted.filter(([, current, next]) => current !== next);
  if (args.check) {
    for (const [name, current] of stale) io.err(`${name}: ${current === undefined ? 'missing' : 'out of date'}`);
    if (stale.length) io.err('Run `docsmith rules` to write the authoring rules.');
    else io.out('The authoring rules files are up to date.');
    return stale.length ? 1 : 0;
  }
  for (const [name, , next] of stale) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), next);
  }
  io.out(stale.length ? `Wrote ${stale.map(([name]) => name).join(' and ')}.` : 'The authoring rules files are already up to date.');
  return 0;
}
