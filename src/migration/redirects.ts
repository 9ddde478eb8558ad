// `redirects` of a hosted-platform config become Astro redirects: a static build writes a small page
// at each source that sends readers on to the destination. Wildcard sources (`/v3/:slug*`) cannot be
// written as files; they are left to the host's redirect rules, with one info line.
import { slugOf } from '../util/urls.ts';

export interface RedirectEntry {
  source: string;
  destination: string;
  permanent?: boolean | undefined;
}

export interface RedirectPlan {
  redirects: Record<string, { status: 301 | 302; destination: string }>;
  info: string[];
}

function clean(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

export function planRedirects(entries: readonly RedirectEntry[] | undefined, pageIds: Iterable<string>): RedirectPlan {
  const plan: RedirectPlan = { redirects: {}, info: [] };
  if (!entries?.length) return plan;
  const pageRoutes = new Set([...pageIds].map((id) => clean(slugOf(id))));
  const wildcards: string[] = [];
  const shadowed: string[] = [];
  for (const entry of entries) {
    const source = clean(entry.source);
    if (/[:*]/.test(source)) {
      wildcards.push(entry.source);
      continue;
    }
    if (pageRoutes.has(source)) {
      shadowed.push(entry.source);
      continue;
    }
    plan.redirects[source] = { status: entry.permanent === false ? 302 : 301, destination: entry.destination };
  }
  if (wildcards.length) {
    plan.info.push(
      `docs.json: redirects: ${wildcards.length} with wildcards (${wildcards.slice(0, 3).join(', ')}${wildcards.length > 3 ? ', ...' : ''}) cannot be static pages; add them to your host's redirect rules.`,
    );
  }
  if (shadowed.length) {
    plan.info.push(`docs.json: redirects: ${shadowed.join(', ')} ${shadowed.length === 1 ? 'is' : 'are'} also a page; the page is kept.`);
  }
  return plan;
}
