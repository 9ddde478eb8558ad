// Hosted-platform folders style and script their sites with plain files: every `.css` file in the
// folder applies site-wide and every `.js` file runs on every page. Config files (`*.config.*`),
// dot-files, node_modules and the folders that are never part of the site are left out.
import { globSync } from 'tinyglobby';
import { IGNORED } from '../content/page-files.ts';

const NOT_SITE_FILES = [...IGNORED, '**/*.config.*', '**/dist/**', '**/.astro/**'];

export interface SiteFiles {
  /** Stylesheets, relative to the docs root, sorted. */
  css: string[];
  /** Scripts, relative to the docs root, sorted. */
  js: string[];
}

export function findSiteFiles(root: string): SiteFiles {
  const list = (pattern: string) => globSync(pattern, { cwd: root, ignore: NOT_SITE_FILES, dot: false }).sort();
  return { css: list('**/*.css'), js: list('**/*.js') };
}

/** The page script that loads every `.js` file of the folder (Astro bundles it into each page). */
export function siteScriptSource(root: string, js: string[]): string {
  return js.map((file) => `import ${JSON.stringify(`${root.replace(/\/+$/, '')}/${file}`)};`).join('\n');
}
