// The logo and favicon are files of the docs folder (or URLs): one that is not there leaves a broken
// image in every page's top bar or a missing tab icon, so it is reported at its place in docs.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsConfig } from '../config/schema.ts';
import type { Place } from '../config/json-location.ts';
import type { Finding } from '../diagnostics/reporter.ts';

/** Files docs.json names for the chrome, with the docs.json path each is written at. */
function chromeFiles(config: DocsConfig): { file: string; path: (string | number)[] }[] {
  const files: { file: string; path: (string | number)[] }[] = [];
  const { logo } = config;
  if (typeof logo === 'string') files.push({ file: logo, path: ['logo'] });
  else if (logo) files.push({ file: logo.light, path: ['logo', 'light'] }, { file: logo.dark, path: ['logo', 'dark'] });
  if (config.favicon) files.push({ file: config.favicon, path: ['favicon'] });
  if (config.favicons && config.favicons.dark !== config.favicon) files.push({ file: config.favicons.dark, path: ['favicon'] });
  return files;
}

export function missingChromeFileFindings(config: DocsConfig, root: string, locate: (path: (string | number)[]) => Place | undefined, configFile: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { file, path } of chromeFiles(config)) {
    // URLs (https:, data:) are the reader's browser's to fetch.
    if (/^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('//') || seen.has(file)) continue;
    seen.add(file);
    const relative = file.replace(/^\/+/, '');
    if (relative.split(/[\\/]/).includes('..') || existsSync(join(root, relative))) continue;
    const place = locate(path);
    findings.push({
      rule: 'config/missing-file',
      file: configFile,
      line: place?.line,
      column: place?.column,
      message: `${path.join('.')}: "${file}" is not in the docs folder (looked for ${relative}); pages show no image there`,
    });
  }
  return findings;
}
