// The star count shown by a code-hosting top bar button, fetched once per site model at setup
// (repository-data.ts) through the cached fetcher. Offline, or when the host does not answer, the
// button shows the repository without a count and the build prints one warning.
import { cachedFetch } from '../fetch/cached-fetch.ts';
import { findingAtKey, type Finding, type WrittenKey } from '../diagnostics/reporter.ts';
import { repoNameOf } from './repository.ts';

/** Remote content: an answer that is not JSON (a proxy's error page) has no count, and no crash. */
function starsIn(text: string): unknown {
  try {
    return (JSON.parse(text) as { stargazers_count?: unknown } | null)?.stargazers_count;
  } catch {
    return undefined;
  }
}

/** `button`: the key of the button as written (`navbar.primary` in the current format), for the warning. */
export async function starCount(repoUrl: string, button: WrittenKey): Promise<{ count?: number; findings: Finding[] }> {
  const repo = repoNameOf(repoUrl);
  if (!repo) return { findings: [] };
  const result = await cachedFetch(`https://api.github.com/repos/${repo.owner}/${repo.name}`, {
    timeoutMs: 3_000,
    headers: { accept: 'application/vnd.github+json', 'user-agent': 'docsmith' },
  }).catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
  const count = result.ok ? starsIn(result.text) : undefined;
  if (typeof count === 'number') return { count, findings: [] };
  const why = result.ok ? 'the answer has no stargazers_count' : result.message;
  return { findings: [findingAtKey('chrome/star-count-unavailable', button, `no star count for ${repo.owner}/${repo.name} (${why}); the button shows the repository without it`)] };
}

/** 950 -> "950", 1234 -> "1.2k", 45678 -> "45.7k", 1200000 -> "1.2M". */
export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${(count / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}
