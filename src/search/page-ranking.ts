// Front matter that steers the site search: `boost` scales how a page's matches rank (Pagefind's
// element weight, which it caps at 10), `keywords` are extra terms the page is found by.

/** The Pagefind weight of the page's content, or undefined for the default (1). */
export function searchWeight(frontmatter: Record<string, unknown>): string | undefined {
  const boost = typeof frontmatter.boost === 'number' ? frontmatter.boost : Number.NaN;
  if (!Number.isFinite(boost) || boost < 0 || boost === 1) return undefined;
  return String(Math.min(boost, 10));
}

/** `keywords` as a list, whether written as a YAML list or one comma-separated string. */
export function searchKeywords(frontmatter: Record<string, unknown>): string[] {
  const value = frontmatter.keywords;
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return list.map((k) => k.trim()).filter(Boolean);
}
