// `--site URL`, taken by the docs-folder commands and by lint (which reports the docs.json options that
// need the site's URL without it).
import { UsageError } from './io.ts';

export function checkedSite(site: string | undefined): string | undefined {
  if (site === undefined) return undefined;
  try {
    const url = new URL(site);
    if (url.protocol === 'http:' || url.protocol === 'https:') return site;
  } catch {
    // reported below
  }
  throw new UsageError(`--site: expected the site's URL, such as https://docs.example.com, got "${site}"`);
}
