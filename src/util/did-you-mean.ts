import { distance } from 'fastest-levenshtein';

/** The candidate closest to `input`, when it is close enough to be a plausible typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = input.toLowerCase();
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  return bestScore <= allowed ? best : undefined;
}

export function didYouMeanSuffix(input: string, candidates: Iterable<string>): string {
  const suggestion = didYouMean(input, candidates);
  return suggestion ? `; did you mean "${suggestion}"?` : '';
}
