// The one filter deciding which files of the docs root Docsmith may read as pages, copy as assets
// or discover as OpenAPI files: `.mintignore` (gitignore syntax, `!` re-includes), the names the
// hosted platform always ignores, dotfiles, files reached through a link that leaves the root, and
// files that look like credentials (never published; setup names each one).
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { globSync } from 'tinyglobby';
import type { Finding } from '../diagnostics/reporter.ts';

export const IGNORE_FILE = '.mintignore';

/**
 * Always left out, in gitignore syntax: dotfiles and dot-folders anywhere (`.git`, `.github`,
 * `.claude`, `.agents`, `.idea`, `.vscode`, `.cache`, `.env`), `node_modules` anywhere, the tool
 * folders at the root, and the repository's own documents.
 */
export const ALWAYS_IGNORED = [
  '.*',
  'node_modules/',
  '/build/',
  '/dist/',
  '/coverage/',
  '/tmp/',
  '/temp/',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

/** Names of files that hold keys or secrets. */
const CREDENTIAL_NAME = /(?:^|\/)(?:\.env(?:\..+)?|[^/]+\.(?:pem|key|p12|pfx|jks|keystore)|id_(?:rsa|dsa|ecdsa|ed25519))$/i;
/** Text files Docsmith would publish that are read for a private key before they are. */
const READ_FOR_KEYS = /\.(?:json|ya?ml|txt|csv)$/i;
const PRIVATE_KEY = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----|"private_key"\s*:/;
/** Larger files are not read for keys (a key file is small). */
const KEY_SCAN_LIMIT = 1024 * 1024;

export interface SiteFileFilter {
  /** Whether a path relative to the docs root may be used (read, published, discovered). */
  keeps(file: string): boolean;
}

function rulesOf(root: string): Ignore {
  const rules = ignore().add(ALWAYS_IGNORED);
  try {
    rules.add(readFileSync(join(root, IGNORE_FILE), 'utf8'));
  } catch {
    // No .mintignore: the built-in rules only.
  }
  return rules;
}

function realRoot(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return root;
  }
}

/**
 * Which entries of a folder are links, by name, or undefined for a folder that cannot be read. Read
 * once per folder by a filter that lives only as long as one listing (`siteFiles`): one readdir per
 * folder instead of one lstat per file (listing a 25,000-page site: about 0.41 s instead of 0.53 s,
 * cold). A filter that lives longer (the dev server's assets) asks for each file afresh, so that it
 * sees files added later.
 */
type FolderEntries = (dir: string) => ReadonlyMap<string, boolean> | undefined;

function folderEntriesOnce(): FolderEntries {
  const folders = new Map<string, ReadonlyMap<string, boolean> | undefined>();
  return (dir) => {
    if (!folders.has(dir)) {
      let entries: Map<string, boolean> | undefined;
      try {
        entries = new Map(readdirSync(dir, { withFileTypes: true }).map((entry) => [entry.name, entry.isSymbolicLink()]));
      } catch {
        entries = undefined;
      }
      folders.set(dir, entries);
    }
    return folders.get(dir);
  };
}

/**
 * The real path of a file, or undefined for a missing file or a dangling link. Folders are resolved
 * once each (`realDirs`): a file that is no link itself is its real folder plus its name, one lstat
 * (or one entry of its folder's listing) instead of one per path segment, for each of tens of
 * thousands of pages.
 */
function realPathOf(path: string, realDirs: Map<string, string>, entriesOf?: FolderEntries): string | undefined {
  try {
    const dir = dirname(path);
    const isLink = entriesOf ? entriesOf(dir)?.get(basename(path)) : lstatSync(path).isSymbolicLink();
    if (isLink === undefined) return undefined; // not in its folder's listing: missing
    if (isLink) return realpathSync(path);
    let realDir = realDirs.get(dir);
    if (realDir === undefined) realDirs.set(dir, (realDir = realpathSync(dir)));
    return join(realDir, basename(path));
  } catch {
    return undefined;
  }
}

function insideRoot(realRootPath: string, path: string, realDirs: Map<string, string>, entriesOf?: FolderEntries): boolean {
  const real = realPathOf(path, realDirs, entriesOf);
  if (real === undefined) return false; // missing, or a dangling link
  const rel = relative(realRootPath, real);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** Whether a file's name or (for small text files) content shows a private key or secret. */
export function looksLikeCredential(root: string, file: string): boolean {
  if (CREDENTIAL_NAME.test(file)) return true;
  if (!READ_FOR_KEYS.test(file)) return false;
  try {
    const path = join(root, file);
    if (statSync(path).size > KEY_SCAN_LIMIT) return false;
    return PRIVATE_KEY.test(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The filter of one docs root; `.mintignore` is read when the filter is made. `oneListing`: the filter
 * serves one listing of the folder, and reads each folder's entries once (see `FolderEntries`).
 */
export function siteFileFilter(root: string, oneListing = false): SiteFileFilter {
  const rules = rulesOf(root);
  const real = realRoot(root);
  const realDirs = new Map<string, string>();
  const entriesOf = oneListing ? folderEntriesOnce() : undefined;
  return {
    keeps: (file) => {
      const normalised = file.replace(/\\/g, '/').replace(/^\/+/, '');
      if (!normalised || normalised.startsWith('../') || rules.ignores(normalised)) return false;
      return insideRoot(real, join(root, normalised), realDirs, entriesOf) && !looksLikeCredential(root, normalised);
    },
  };
}

/** Files matching `pattern` under the root that the filter keeps, sorted. */
export function siteFiles(root: string, pattern: string, ignored: string[]): string[] {
  const filter = siteFileFilter(root, true);
  return globSync(pattern, { cwd: root, ignore: ignored, dot: false }).filter((f) => filter.keeps(f)).sort();
}

/**
 * Folders never published whose files are not named either: `node_modules`, dot-folders (`.git`, the
 * build caches) and the tool folders at the root (a build's own output would otherwise be walked: at
 * 25,000 pages, seconds of every start). `.env` files themselves are dotfiles, still named.
 */
const NOT_SEARCHED_FOR_CREDENTIALS = ['**/node_modules/**', '**/.*/**', ...['build', 'dist', 'coverage', 'tmp', 'temp'].map((folder) => `${folder}/**`)];

/** Every credential-looking file in the docs root outside the folders above, each named once. */
export function credentialFindings(root: string): Finding[] {
  const candidates = globSync(['**/.env*', '**/*.{pem,key,p12,pfx,jks,keystore}', '**/id_{rsa,dsa,ecdsa,ed25519}', '**/*.{json,yaml,yml,txt,csv}'], {
    cwd: root,
    dot: true,
    ignore: NOT_SEARCHED_FOR_CREDENTIALS,
  });
  return candidates
    .filter((file) => looksLikeCredential(root, file))
    .sort()
    .map((file) => ({ rule: 'assets/credential-file', file, message: `looks like a credential (a key or secrets file); it is never copied to the site. Move it out of the docs folder.` }));
}
