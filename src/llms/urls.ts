// Where the markdown twin of a page is served: the page URL plus `.md` (`/quickstart/` ->
// `/quickstart.md`); the home page's is `/index.md`.
import { slugOf, trimBase, type UrlSettings } from '../util/urls.ts';

export function markdownSlug(pageId: string): string {
  return slugOf(pageId) || 'index';
}

export function markdownHref(pageId: string, settings: Pick<UrlSettings, 'base'>): string {
  return `${trimBase(settings.base)}/${markdownSlug(pageId)}.md`;
}

/** An absolute URL on `site` when it is set; the path as it is otherwise. */
export function onSite(path: string, site: string | null | undefined): string {
  return site ? new URL(path, site).href : path;
}

/**
 * A URL as a markdown link destination: a space or parenthesis would end it (`[a](/sdk & api/x.md)`
 * is not a link), so those are percent-encoded; servers decode them back to the file's path.
 */
export function markdownDestination(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
