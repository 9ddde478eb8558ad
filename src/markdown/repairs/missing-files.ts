// A page that shows an image file missing from the folder still builds (the hosted platform showed
// a broken image too); the build names the page, the line and the path. A page that loads a script
// (`<script src>`) missing from the folder is named the same way.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isExternal } from '../../util/urls.ts';
import { splitRegions } from './regions.ts';

// Markdown image destinations: <in angle brackets>, or bare with balanced parentheses (run(1).png);
// `<img src>`; a card's `img`.
const IMAGE_REFERENCES = [
  /!\[[^\]]*\]\(\s*(?:<([^>]+)>|((?:[^()\s]|\([^()\s]*\))+))/g,
  /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi,
  /<Card\b[^>]*?\simg\s*=\s*["']([^"']+)["']/g,
];

const SCRIPT_REFERENCES = [/<script\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi];

export interface MissingFile {
  /** The path as the page wrote it. */
  path: string;
  line: number;
}

/** Local image paths of a page (root-relative, or relative to its folder) that have no file. */
export function findMissingImages(source: string, pageFile: string, root: string): MissingFile[] {
  return findMissingFiles(source, pageFile, root, IMAGE_REFERENCES);
}

/** Local `<script src>` paths of a page (root-relative, or relative to its folder) that have no file. */
export function findMissingScripts(source: string, pageFile: string, root: string): MissingFile[] {
  return findMissingFiles(source, pageFile, root, SCRIPT_REFERENCES);
}

function findMissingFiles(source: string, pageFile: string, root: string, patterns: readonly RegExp[]): MissingFile[] {
  const missing: MissingFile[] = [];
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') continue;
    for (const pattern of patterns) {
      for (const match of region.text.matchAll(pattern)) {
        const url = (match[1] ?? match[2])!;
        if (!url || isExternal(url) || url.startsWith('data:') || url.startsWith('#') || url.includes('{')) continue;
        const clean = decodeURI(url.split(/[?#]/)[0]!);
        const file = clean.startsWith('/') ? join(root, clean) : join(root, dirname(pageFile), clean);
        if (!existsSync(file)) {
          missing.push({ path: url, line: region.line + (region.text.slice(0, match.index).match(/\n/g)?.length ?? 0) });
        }
      }
    }
  }
  return missing.sort((a, b) => a.line - b.line);
}
