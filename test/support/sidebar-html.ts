// Reads the sidebar of a built page as plain HTML: the links it writes in full, the headings of its
// fetched groups and the fragments those load (src/runtime/sidebar-fragments.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageSidebar {
  /** hrefs of the links written in full (`.ds-nav-link`). */
  links: string[];
  /** The link marked aria-current="page", if any. */
  current?: string;
  /** Fetched groups: heading href (the group's first page) and fragment URL. */
  fetched: { heading: string; fragment: string }[];
}

export function sidebarHtml(html: string): string {
  const start = html.indexOf('id="ds-sidebar"');
  return start === -1 ? '' : html.slice(start, html.indexOf('</nav>', start));
}

export function readSidebar(html: string): PageSidebar {
  const sidebar = sidebarHtml(html);
  const links = [...sidebar.matchAll(/<a class="ds-nav-link" href="([^"]+)"/g)].map((m) => m[1]!);
  const current = /<a class="ds-nav-link" href="([^"]+)"[^>]*aria-current="page"/.exec(sidebar)?.[1];
  const fetched = [...sidebar.matchAll(/<docsmith-nav-group data-fragment="([^"]+)"><a [^>]*href="([^"]+)"/g)].map((m) => ({
    fragment: m[1]!,
    heading: m[2]!,
  }));
  return { links, current, fetched };
}

/** The file a fragment URL names in `dist` (under `base`, in either build.format). */
export function fragmentFile(dist: string, url: string, base = '/'): string {
  const path = url.slice(base.replace(/\/+$/, '').length);
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  if (!existsSync(file)) throw new Error(`fragment ${url} was not written (looked for ${file})`);
  return file;
}

/** The page links a fragment holds. */
export function fragmentLinks(dist: string, url: string, base = '/'): string[] {
  const html = readFileSync(fragmentFile(dist, url, base), 'utf8');
  return [...html.matchAll(/<a class="ds-nav-link" href="([^"]+)"/g)].map((m) => m[1]!);
}
