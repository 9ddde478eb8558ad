// The pages of a built site, found in its output: every `.html` file is a page, so pages added to
// the example site are covered by the tests without listing them.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** URL paths of the built pages (`/`, `/quickstart/`, `/404.html`), sorted. */
export function builtPagePaths(dist: string): string[] {
  return htmlFiles(dist)
    .map((file) => {
      const path = '/' + relative(dist, file).split(sep).join('/');
      return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
    })
    .sort();
}

/** The HTML file of a built page path. */
export function fileOfPagePath(dist: string, path: string): string {
  return join(dist, path.endsWith('/') ? `${path}index.html` : path);
}
