// "Last updated" dates from one git pass over real temporary repositories: full history, a shallow
// clone and a folder outside git.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { formatLastUpdated, lastUpdatedTimes, parseGitLog, showsTimestamp } from '../../../src/content/last-updated.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsmith-dates-'));
  made.push(dir);
  return dir;
}

function commit(repo: string, file: string, isoDate: string): void {
  writeFileSync(join(repo, file), `${file} at ${isoDate}\n`);
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate, GIT_AUTHOR_NAME: 'Docs', GIT_AUTHOR_EMAIL: 'docs@example.com', GIT_COMMITTER_NAME: 'Docs', GIT_COMMITTER_EMAIL: 'docs@example.com' };
  execFileSync('git', ['-C', repo, 'add', '.'], { env });
  execFileSync('git', ['-C', repo, 'commit', '-q', '-m', `edit ${file}`], { env });
}

test('parses the one log: the newest commit of each file wins', () => {
  expect([...parseGitLog('\x001700000000\n\na.mdx\nb.mdx\n\x001600000000\n\na.mdx\nc.mdx\n')]).toEqual([
    ['a.mdx', 1700000000000],
    ['b.mdx', 1700000000000],
    ['c.mdx', 1600000000000],
  ]);
});

test('a full history gives each page its last commit date, relative to a docs folder inside the repository', () => {
  const repo = tempDir();
  execFileSync('git', ['init', '-q', repo]);
  mkdirSync(join(repo, 'docs/guides'), { recursive: true });
  commit(repo, 'docs/index.mdx', '2026-01-10T12:00:00Z');
  commit(repo, 'docs/guides/setup.mdx', '2026-02-20T12:00:00Z');
  commit(repo, 'docs/index.mdx', '2026-03-05T12:00:00Z');
  writeFileSync(join(repo, 'docs/draft.mdx'), 'not committed\n');
  utimesSync(join(repo, 'docs/draft.mdx'), new Date('2026-04-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
  const { times, findings } = lastUpdatedTimes(join(repo, 'docs'), ['index.mdx', 'guides/setup.mdx', 'draft.mdx']);
  expect(findings).toEqual([]);
  expect(Object.fromEntries([...times].map(([file, time]) => [file, formatLastUpdated(time)]))).toEqual({
    'index.mdx': 'March 5, 2026',
    'guides/setup.mdx': 'February 20, 2026',
    'draft.mdx': 'April 1, 2026',
  });
});

test('a shallow clone and a folder without git fall back to file times, with one warning', () => {
  const repo = tempDir();
  execFileSync('git', ['init', '-q', repo]);
  commit(repo, 'a.mdx', '2025-01-01T00:00:00Z');
  commit(repo, 'b.mdx', '2025-02-01T00:00:00Z');
  const clone = join(tempDir(), 'clone');
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
  const shallow = lastUpdatedTimes(clone, ['a.mdx', 'b.mdx']);
  expect(shallow.findings.map((f) => f.message)).toEqual(['"Last updated" dates come from file times: the repository is a shallow clone (fetch its history, e.g. fetch-depth: 0 in CI)']);
  expect(shallow.times.size).toBe(2);

  const plain = tempDir();
  writeFileSync(join(plain, 'a.mdx'), 'x');
  utimesSync(join(plain, 'a.mdx'), new Date('2024-06-15T10:00:00Z'), new Date('2024-06-15T10:00:00Z'));
  const noGit = lastUpdatedTimes(plain, ['a.mdx']);
  expect(noGit.findings.map((f) => f.rule)).toEqual(['build/timestamps-approximate']);
  expect(formatLastUpdated(noGit.times.get('a.mdx')!)).toBe('June 15, 2024');
  // A page of another language shows the date the way its readers write it.
  expect(formatLastUpdated(noGit.times.get('a.mdx')!, 'fr')).toBe('15 juin 2024');
});

test('front matter timestamp wins over docs.json timestamps', () => {
  expect(showsTimestamp(true, {})).toBe(true);
  expect(showsTimestamp(true, { timestamp: false })).toBe(false);
  expect(showsTimestamp(undefined, { timestamp: true })).toBe(true);
  expect(showsTimestamp(undefined, {})).toBe(false);
});
