// The pages of a built site, found in its output: every `.html` file is a page (on-demand fragments
// under `_docsmith/` are not), so pages added to the example site are covered without listing them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './html-checks.ts';

/** URL paths of the built pages (`/`, `/quickstart/`, `/404.html`), sorted. */
export function builtPagePaths(dist: string): string[] {
  return htmlFiles(dist)
    .map((file) => {
      const path = `/${file}`;
      return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
    })
    .sort();
}

/** Whether a built path is a redirect page (docs.json redirects, or the home of a site without an index page). */
export function isRedirectPage(dist: string, path: string): boolean {
  return readFileSync(fileOfPagePath(dist, path), 'utf8').includes('http-equiv="refresh"');
}

/** The HTML file of a built page path. */
export function fileOfPagePath(dist: string, path: string): string {
  return join(dist, path.endsWith('/') ? `${path}index.html` : path);
}
