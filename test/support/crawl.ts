// Follows every internal link and asset of a served site (href, src, srcset) and reports each URL
// that does not answer 200, with the page that references it.
export interface BrokenReference {
  url: string;
  status: number;
  from: string;
}

const ATTRIBUTE = /\s(?:href|src)=["']([^"'#]+)(?:#[^"']*)?["']|\ssrcset=["']([^"']+)["']/g;

function referencesOf(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(ATTRIBUTE)) {
    if (match[1]) found.push(match[1]);
    if (match[2]) found.push(...match[2].split(',').map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean));
  }
  return found;
}

export async function crawl(startUrl: string): Promise<{ pages: string[]; broken: BrokenReference[] }> {
  const origin = new URL(startUrl).origin;
  const queue: { url: string; from: string }[] = [{ url: startUrl, from: '(start)' }];
  const seen = new Set<string>();
  const pages: string[] = [];
  const broken: BrokenReference[] = [];
  while (queue.length) {
    const { url, from } = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(url);
    if (response.status !== 200) {
      broken.push({ url, status: response.status, from });
      continue;
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
      await response.arrayBuffer();
      continue;
    }
    pages.push(url);
    for (const reference of referencesOf(await response.text())) {
      const next = new URL(reference, url);
      if (next.origin !== origin) continue;
      next.hash = '';
      if (!seen.has(next.href)) queue.push({ url: next.href, from: url });
    }
  }
  return { pages, broken };
}
