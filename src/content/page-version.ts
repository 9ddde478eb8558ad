// A page's own `version:` front matter: the page shows (in the sidebar, previous/next and search)
// only while that docs.json version is selected, like the pages of a versioned group. A name that
// is not one of docs.json's `versions` is a warning, and the page then shows in every version.
import type { Finding } from '../diagnostics/reporter.ts';
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import type { ScannedPage } from './scan.ts';
import { frontmatterKeyLine } from './frontmatter-line.ts';

export interface PageVersionResult {
  /** Page id -> version, for pages whose `version:` names one of docs.json's versions. */
  versions: Map<string, string>;
  findings: Finding[];
}

/**
 * Reads `version:` of every page; `readSource` gives a page's text (only asked for pages with a
 * mistake); `configFile` (docs.json or mint.json) is named in the message.
 */
export function ownPageVersions(
  pages: readonly Pick<ScannedPage, 'id' | 'file' | 'frontmatter'>[],
  declared: readonly string[] | undefined,
  readSource: (file: string) => string,
  configFile: string,
): PageVersionResult {
  const versions = new Map<string, string>();
  const findings: Finding[] = [];
  for (const page of pages) {
    const value = page.frontmatter.version;
    if (value === undefined || value === null) continue;
    const name = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (name && declared?.includes(name)) {
      versions.set(page.id, name);
      continue;
    }
    const known = declared?.length ? `${configFile}'s versions are ${declared.map((v) => `"${v}"`).join(', ')}` : `${configFile} has no \`versions\``;
    const shown = typeof value === 'string' ? `"${value.slice(0, 60)}"` : (JSON.stringify(value) ?? String(value)).slice(0, 60);
    findings.push({
      rule: 'page/unknown-version',
      file: page.file,
      line: frontmatterKeyLine(readSource(page.file), 'version'),
      message: `version: ${shown} is not a docs version (${known}${name ? didYouMeanSuffix(name, declared ?? []) : ''}); the page shows in every version`,
    });
  }
  return { versions, findings };
}
