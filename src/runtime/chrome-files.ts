// The logo, favicon and background image are files of the docs folder (or URLs): one that is not
// there would leave a broken image in every page's top bar, a link to no icon or a missing image
// request on every page, so it is reported at its key in docs.json and left out of what the chrome
// renders.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DocsConfig } from '../config/schema.ts';
import { findingAtKey, type Finding, type WrittenKey } from '../diagnostics/reporter.ts';

/** Files docs.json names for the chrome, with the docs.json path each is written at. */
function chromeFiles(config: DocsConfig): { file: string; path: (string | number)[] }[] {
  const files: { file: string; path: (string | number)[] }[] = [];
  const { logo } = config;
  if (typeof logo === 'string') files.push({ file: logo, path: ['logo'] });
  else if (logo) files.push({ file: logo.light, path: ['logo', 'light'] }, { file: logo.dark, path: ['logo', 'dark'] });
  if (config.favicon) files.push({ file: config.favicon, path: ['favicon'] });
  if (config.favicons && config.favicons.dark !== config.favicon) files.push({ file: config.favicons.dark, path: ['favicon'] });
  if (config.backgroundImage) files.push({ file: config.backgroundImage, path: ['backgroundImage'] });
  return files;
}

/** URLs (https:, data:, //host) are the reader's browser's to fetch. */
const isUrl = (file: string) => /^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('//');

const relativeOf = (file: string) => file.replace(/^\/+/, '');

/** Whether a chrome file is a path of the docs folder with no file there (a path climbing out of it is not judged). */
function isMissing(file: string, root: string): boolean {
  if (isUrl(file)) return false;
  const relative = relativeOf(file);
  return !relative.split(/[\\/]/).includes('..') && !existsSync(join(root, relative));
}

/** The chrome files docs.json names in the docs folder, absolute (the dev server rebuilds the site when one comes or goes). */
export function chromeFilePaths(config: DocsConfig, root: string): string[] {
  return chromeFiles(config)
    .filter(({ file }) => !isUrl(file))
    .map(({ file }) => resolve(root, relativeOf(file)));
}

/** What pages show instead of a missing file, by the key that names it. */
const INSTEAD: Record<string, string> = {
  logo: 'the top bar shows the site name in its place',
  favicon: 'pages link no icon',
  backgroundImage: 'pages show no background image',
};

/** `configKey`: the site model's (src/site.ts), so that each finding names and places the key as written. */
export function missingChromeFileFindings(config: DocsConfig, root: string, configKey: (path: (string | number)[]) => WrittenKey): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { file, path } of chromeFiles(config)) {
    if (seen.has(file) || !isMissing(file, root)) continue;
    seen.add(file);
    findings.push(findingAtKey('config/missing-file', configKey(path), `"${file}" is not in the docs folder (looked for ${relativeOf(file)}); ${INSTEAD[path[0] as string]}`));
  }
  return findings;
}

/**
 * The config the chrome renders: a logo or favicon file that is not in the docs folder is left out, as
 * if docs.json did not name it, so that the top bar shows the site's name instead of a broken image and
 * the head links no icon that is not there. A logo or favicon missing in one colour mode only becomes
 * '' in that mode (no image there; the other mode keeps its own).
 */
export function withoutMissingChromeFiles(config: DocsConfig, root: string): DocsConfig {
  const missing = (file: string | undefined) => file !== undefined && isMissing(file, root);
  const inMode = (file: string) => (missing(file) ? '' : file);
  const { logo, favicons } = config;
  return {
    ...config,
    logo: typeof logo === 'string' ? (missing(logo) ? undefined : logo) : logo && { ...logo, light: inMode(logo.light), dark: inMode(logo.dark) },
    favicon: missing(config.favicon) ? undefined : config.favicon,
    favicons: favicons && (missing(favicons.light) && missing(favicons.dark) ? undefined : { light: inMode(favicons.light), dark: inMode(favicons.dark) }),
    backgroundImage: missing(config.backgroundImage) ? undefined : config.backgroundImage,
  };
}
