// "Last updated" dates of pages (docs.json `timestamps`, front matter `timestamp`): read from git in
// one pass for the whole site — a single `git log` listing the files each commit touched, newest
// first — so the cost does not grow with one process per page. Without git, or in a shallow clone
// (where history is cut and every file would show the clone's date), the files' modification times
// stand in, with one warning.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../diagnostics/reporter.ts';

export interface LastUpdated {
  /** Epoch milliseconds by file path relative to the docs root (`/` separators). */
  times: Map<string, number>;
  findings: Finding[];
}

function git(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** `git log --format=%x00%ct --name-only`: the newest commit touching a file gives its date. */
export function parseGitLog(output: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const chunk of output.split('\0')) {
    const [stamp, ...files] = chunk.split('\n');
    const seconds = Number(stamp);
    if (!stamp || !Number.isFinite(seconds)) continue;
    for (const file of files) if (file && !times.has(file)) times.set(file, seconds * 1000);
  }
  return times;
}

function mtime(root: string, file: string): number | undefined {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export function lastUpdatedTimes(root: string, files: readonly string[]): LastUpdated {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim();
  let fromGit = new Map<string, number>();
  const findings: Finding[] = [];
  if (shallow === 'false') {
    // `--relative`: paths relative to the docs root, which may be a folder inside the repository.
    fromGit = parseGitLog(git(root, ['log', '--no-merges', '--format=%x00%ct', '--name-only', '--relative', '--', '.']) ?? '');
  } else {
    const why = shallow === 'true' ? 'the repository is a shallow clone (fetch its history, e.g. fetch-depth: 0 in CI)' : 'the docs are not in a git repository';
    findings.push({ rule: 'build/timestamps-approximate', message: `"Last updated" dates come from file times: ${why}` });
  }
  const times = new Map<string, number>();
  for (const file of files) {
    const time = fromGit.get(file) ?? mtime(root, file);
    if (time !== undefined) times.set(file, time);
  }
  return { times, findings };
}

/** Whether a page shows its date: its front matter `timestamp` wins over docs.json `timestamps`. */
export function showsTimestamp(siteSetting: boolean | undefined, frontmatter: Record<string, unknown>): boolean {
  return typeof frontmatter.timestamp === 'boolean' ? frontmatter.timestamp : siteSetting === true;
}

export function formatLastUpdated(time: number, languageTag = 'en'): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
