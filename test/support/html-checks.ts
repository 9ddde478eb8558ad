// Checks on built HTML shared by the corpus tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';

/** Page paths listed in a docs.json/mint.json `navigation` (nested groups included). */
export function navigationPages(configFile: string): string[] {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { navigation?: unknown[] };
  const pages: string[] = [];
  const visit = (entry: unknown) => {
    if (typeof entry === 'string') pages.push(entry);
    else if (entry && typeof entry === 'object' && Array.isArray((entry as { pages?: unknown[] }).pages)) {
      (entry as { pages: unknown[] }).pages.forEach(visit);
    }
  };
  (config.navigation ?? []).forEach(visit);
  return [...new Set(pages)];
}

/** The HTML file a page id is written to (directory format). */
export function htmlFileOf(distDir: string, pageId: string): string {
  const slug = pageId === 'index' ? '' : pageId.replace(/(^|\/)index$/, '');
  return join(distDir, slug, 'index.html');
}

export function missingNavigationPages(distDir: string, pageIds: string[]): string[] {
  return pageIds.filter((id) => !existsSync(htmlFileOf(distDir, id)));
}

export function htmlFiles(distDir: string): string[] {
  return globSync('**/*.html', { cwd: distDir }).sort();
}

/** HTML without code blocks, inline code, scripts and styles: what a reader sees as prose. */
export function proseOf(html: string): string {
  return html
    .replace(/<pre[\s>][\s\S]*?<\/pre>/g, '')
    .replace(/<code[\s>][\s\S]*?<\/code>/g, '')
    .replace(/<script[\s>][\s\S]*?<\/script>/g, '')
    .replace(/<style[\s>][\s\S]*?<\/style>/g, '')
    .replace(/<svg[\s>][\s\S]*?<\/svg>/g, '');
}

/** Component tags that leaked into the page as elements or as escaped text (`<Note`, `&lt;Card`). */
export function leakedComponentTags(html: string): string[] {
  return [...new Set(proseOf(html).match(/&lt;\/?[A-Z][\w.]*|<\/?[A-Z][\w.]*/g) ?? [])];
}
