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

/** The HTML pages of a built site; `_docsmith/` holds fragments loaded on demand, not pages. */
export function htmlFiles(distDir: string): string[] {
  return globSync('**/*.html', { cwd: distDir, ignore: ['_docsmith/**'] }).sort();
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

/**
 * Component tags that leaked into the page as elements or as escaped text (`<Note`, `&lt;Card`).
 * Component names are PascalCase, so all-capital placeholders such as `<API_KEY>` do not count.
 */
export function leakedComponentTags(html: string): string[] {
  return [...new Set(proseOf(html).match(/&lt;\/?[A-Z][a-z][\w.]*|<\/?[A-Z][a-z][\w.]*/g) ?? [])];
}

/** Every component tag (or compiler error text) that leaked into a built site's HTML, as `file: tag`. */
export function siteLeaks(distDir: string): string[] {
  const leaks: string[] = [];
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(join(distDir, file), 'utf8');
    for (const tag of leakedComponentTags(html)) leaks.push(`${file}: ${tag}`);
    if (/Unknown component|Expected component/.test(html)) leaks.push(`${file}: error text`);
  }
  return leaks;
}

/** A page listed in a current-format docs.json, with the labels of the tabs, anchors and dropdowns it sits in. */
export interface ListedPage {
  id: string;
  sections: { kind: 'tab' | 'anchor' | 'dropdown'; label: string }[];
}

/**
 * The pages of a current-format `navigation` object (every `pages` list at any depth, `root` pages
 * too; operation entries such as "GET /x" are not page paths), each with its enclosing section labels.
 */
export function currentFormatPages(configFile: string): ListedPage[] {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { navigation?: unknown };
  const pages = new Map<string, ListedPage>();
  const visit = (node: unknown, sections: ListedPage['sections']) => {
    if (typeof node === 'string') {
      if (!/\s/.test(node.trim()) && !pages.has(node)) pages.set(node, { id: node, sections });
      return;
    }
    if (Array.isArray(node)) return node.forEach((child) => visit(child, sections));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const kind = (['tab', 'anchor', 'dropdown'] as const).find((k) => typeof record[k] === 'string');
    const inner = kind && typeof record.group !== 'string' ? [...sections, { kind, label: record[kind] as string }] : sections;
    if (typeof record.root === 'string') visit(record.root, inner);
    for (const [key, child] of Object.entries(record)) if (key !== 'global' && key !== 'root' && typeof child === 'object') visit(child, inner);
  };
  visit(config.navigation, []);
  return [...pages.values()];
}
