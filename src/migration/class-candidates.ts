// The class names a page's prose uses in `class`/`className` attributes: the candidates for the
// site's utility CSS (utilities.ts). Read by the setup while it has each page's text (src/site.ts).
import { splitRegions } from '../markdown/repairs/regions.ts';

const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

/** Class names in `class`/`className` attributes of a page's prose (not in code samples). */
export function classCandidates(source: string): string[] {
  // Most pages have no class attribute at all: skip splitting them into prose and code.
  if (!/\bclass(?:Name)?\s*=/.test(source)) return [];
  const found = new Set<string>();
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') continue;
    for (const match of region.text.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (name && !name.startsWith('ds-')) found.add(name);
      }
    }
  }
  return [...found];
}
