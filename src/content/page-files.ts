// Which files under the docs root are pages, and which are assets. The loader, the navigation check,
// the asset server and the linter all use these lists, so they agree on what a page is.
import { siteFiles } from './site-files.ts';

export const PAGE_PATTERN = '**/*.{md,mdx}';

/**
 * Folders and files that are never pages or assets, relative to the docs root: Docsmith's own
 * conventions. `.mintignore`, the platform's built-in ignores, links out of the root and credentials
 * are the shared filter's (site-files.ts), applied on top.
 */
export const IGNORED = [
  '**/node_modules/**',
  '**/_*/**',
  '**/_*',
  '**/.*/**',
  '**/.*',
  'dist/**',
  'src/**',
  'public/**',
  'snippets/**',
  'bench/**',
  'test/**',
  '**/README.md',
  '**/AGENTS.md',
  '**/CLAUDE.md',
  '**/LICENSE*',
  '**/CHANGELOG.md',
  '**/CONTRIBUTING.md',
];

/** Asset file endings served at their own path (images, media, fonts, documents, OpenAPI files). */
const ASSET_EXTENSIONS = [
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp',
  'mp4', 'webm', 'mov', 'mp3', 'wav', 'ogg',
  'woff', 'woff2', 'ttf', 'otf',
  'pdf', 'zip', 'txt', 'json', 'yaml', 'yml', 'csv',
];

const NOT_ASSETS = [
  ...IGNORED,
  'docs.json',
  'mint.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '**/*.config.*',
];

/**
 * What is never a page: the above, and `snippets/` folders at any depth (`es/snippets/`, a language's
 * translated snippets), whose files pages import (isSnippetFile says the same; `_snippets/` is one of
 * the `_` folders above). Assets leave out only the root's snippets folder (above): a deeper one may
 * be an ordinary folder of images.
 */
export const NOT_PAGES = [...IGNORED, '**/snippets/**'];

/** Page files as paths relative to the root (`guides/intro.mdx`), sorted. */
export function listPageFiles(root: string): string[] {
  return siteFiles(root, PAGE_PATTERN, NOT_PAGES);
}

export function listAssetFiles(root: string): string[] {
  return siteFiles(root, `**/*.{${ASSET_EXTENSIONS.join(',')}}`, NOT_ASSETS);
}

export function isAssetPath(relativePath: string): boolean {
  const ext = relativePath.split('.').pop()?.toLowerCase() ?? '';
  return ASSET_EXTENSIONS.includes(ext);
}

/** `guides/intro.mdx` -> `guides/intro`: the page id used by navigation and routes. */
export function pageIdOf(file: string): string {
  return file.replace(/\.mdx?$/i, '');
}
