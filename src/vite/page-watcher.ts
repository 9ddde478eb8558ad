// The dev server's watcher (Vite's chokidar) watches every file it is given one by one: a stat and an
// inotify watch per file. For the page files of a docs root that was most of a cold start's watching
// at 25,000 pages (about 2 s), and one watch per page can exceed the system's limit of inotify watches
// on a large site. So on Linux the watcher skips `.md`/`.mdx` files under the docs root and still
// watches every directory; this module turns the directories' raw events for those files into the
// `add`, `change` and `unlink` events the watcher would have sent, on the watcher itself, so that Vite,
// Astro's content layer, the page loader and the integration hear them unchanged.
//
// A folder that holds page files and nothing else is left out of the watcher whole: it stats every
// entry of a folder it reads before its ignore rules drop any, about 1 s of a 25,000-page site's cold
// start. The relay watches such a folder itself (one watch per folder, as the watcher would), and hands
// it back to the watcher as soon as anything but a page file shows up in it, or it goes away.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { escapePath, globSync } from 'tinyglobby';
import { PAGE_PATTERN } from '../content/page-files.ts';

/** The events a page file gets, as chokidar names them. */
type PageEvent = 'add' | 'change' | 'unlink';

/** What this module needs of Vite's watcher (chokidar's FSWatcher). */
export interface RawEventSource {
  on(event: 'raw', listener: (event: string, name: string | null | undefined, details: { watchedPath?: string }) => void): unknown;
  on(event: 'addDir' | 'unlinkDir', listener: (path: string) => void): unknown;
  emit(event: string, ...args: unknown[]): boolean;
  add(path: string): unknown;
}

/** A saved file is reported once it has kept its size this long (as the watcher's `awaitWriteFinish`). */
const SETTLE_MS = 50;

const PAGE_FILE = /\.mdx?$/i;

function inside(root: string): (path: string) => boolean {
  const prefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return (path) => path.startsWith(prefix);
}

/**
 * Whether the docs root's page files are relayed here instead of watched one by one: on Linux (inotify,
 * where the relay is tested) and when the watcher does not poll (a polling watcher sees a file only if
 * it watches it).
 */
export function relaysPageFiles(usePolling: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return process.platform === 'linux' && !usePolling && !/^(?:1|true)$/i.test(env.CHOKIDAR_USEPOLLING ?? '');
}

/**
 * The watcher's `ignored` entry for the page files of `docsRoot`, and for `pageFolders` (absolute),
 * which the relay watches itself; a folder it hands back to the watcher leaves the set.
 */
export function pageFilesOf(docsRoot: string, pageFolders: ReadonlySet<string> = new Set()): (path: string) => boolean {
  const isInside = inside(resolve(docsRoot));
  return (path) => {
    const absolute = resolve(path);
    return (PAGE_FILE.test(path) && isInside(absolute)) || pageFolders.has(absolute);
  };
}

/** The folders of `pageFiles` (absolute) that hold page files and nothing else: no other file, no folder. */
export function pageOnlyFolders(pageFiles: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const folder of new Set([...pageFiles].map((file) => dirname(resolve(file))))) {
    try {
      if (readdirSync(folder, { withFileTypes: true }).every((entry) => entry.isFile() && PAGE_FILE.test(entry.name))) folders.add(folder);
    } catch {
      // Gone or unreadable: the watcher decides.
    }
  }
  return folders;
}

/**
 * The page files under `dir`, absolute, leaving out the folders the watcher does not watch either
 * (`node_modules`, `.git`, and `unwatched`: the build output, whose `.md` twins of every page doubled
 * the listing of a 25,000-page site that had been built once).
 */
export function pageFilesUnder(dir: string, unwatched: readonly string[] = []): string[] {
  const skipped = unwatched.map((folder) => relative(dir, resolve(folder))).filter((path) => path && !path.startsWith('..') && !path.startsWith(sep));
  return globSync(PAGE_PATTERN, {
    cwd: dir,
    absolute: true,
    dot: true,
    caseSensitiveMatch: false,
    ignore: ['**/node_modules/**', '**/.git/**', ...skipped.map((path) => `${escapePath(path.split(sep).join('/'))}/**`)],
  });
}

/**
 * Relays the page files of `docsRoot` on `watcher` (see the top of this file); `unwatched` are folders
 * the watcher leaves out (Vite leaves out the build output); `pageFolders` are the folders left out of
 * the watcher whole, the same set its `ignored` entry reads (`pageFilesOf`). Returns a function that
 * stops the relay.
 */
export function relayPageEvents(watcher: RawEventSource, docsRoot: string, unwatched: readonly string[] = [], pageFolders: Set<string> = new Set()): () => void {
  const root = resolve(docsRoot);
  const isPage = pageFilesOf(root);
  const isInside = inside(root);
  const known = new Set(pageFilesUnder(root, unwatched));
  const pending = new Map<string, { timer: NodeJS.Timeout; size: number | undefined }>();
  let stopped = false;

  const send = (event: PageEvent | 'addDir', path: string) => {
    watcher.emit(event, path);
    watcher.emit('all', event, path);
  };

  const check = (path: string) => {
    const entry = pending.get(path);
    if (!entry || stopped) return;
    let size: number | undefined;
    try {
      const stats = statSync(path);
      size = stats.isFile() ? stats.size : undefined;
    } catch {
      size = undefined;
    }
    if (size !== undefined && size !== entry.size) {
      // Still being written (or first seen): look again once it has kept this size.
      entry.size = size;
      entry.timer = setTimeout(() => check(path), SETTLE_MS);
      return;
    }
    pending.delete(path);
    if (size === undefined) {
      if (known.delete(path)) send('unlink', path);
    } else if (known.has(path)) {
      send('change', path);
    } else {
      known.add(path);
      send('add', path);
    }
  };

  const touched = (path: string) => {
    const entry = pending.get(path);
    if (entry) clearTimeout(entry.timer);
    pending.set(path, { size: entry?.size, timer: setTimeout(() => check(path), SETTLE_MS) });
  };

  watcher.on('raw', (_event, name, details) => {
    if (!name || !details?.watchedPath) return;
    const path = resolve(details.watchedPath, name);
    if (isPage(path)) touched(path);
  });
  // A directory moved in brings its pages with it; one removed takes them away.
  watcher.on('addDir', (dir) => {
    const path = resolve(dir);
    if (isInside(path)) for (const file of pageFilesUnder(path, unwatched)) if (!known.has(file)) touched(file);
  });
  const gone = (dir: string) => {
    const within = inside(resolve(dir));
    for (const file of known) if (within(file)) touched(file);
  };
  watcher.on('unlinkDir', gone);

  // The page-only folders, watched here. Anything but a page file in one (a file, a folder, the folder
  // itself renamed or removed) hands the folder back to the watcher, which then reads it as usual.
  // The watcher does not report what it finds in a folder it is given (Vite sets `ignoreInitial`), so
  // the entry that came in is reported here, as the watcher would have.
  const folderWatches = new Map<string, FSWatcher>();
  const handBack = (folder: string, entry?: string) => {
    folderWatches.get(folder)?.close();
    folderWatches.delete(folder);
    pageFolders.delete(folder);
    if (stopped) return;
    if (!existsSync(folder)) return gone(folder);
    watcher.add(folder);
    if (!entry) return;
    const path = join(folder, entry);
    try {
      const stats = statSync(path);
      if (stats.isDirectory()) send('addDir', path);
      else if (stats.isFile()) send('add', path);
    } catch {
      // Already gone again.
    }
  };
  for (const folder of pageFolders) {
    // An event named after the folder itself is the folder renamed or removed.
    const itself = basename(folder);
    try {
      const folderWatch = watch(folder, (_event, name) => {
        const entry = name && name !== itself ? name : undefined;
        if (entry && PAGE_FILE.test(entry)) touched(join(folder, entry));
        else handBack(folder, entry);
      });
      folderWatch.on('error', () => handBack(folder));
      // Vite's own watcher keeps a dev server's process alive; these watches need not (a server made
      // without an HTTP server, as in tests, never says it closed).
      folderWatch.unref();
      folderWatches.set(folder, folderWatch);
    } catch {
      handBack(folder);
    }
  }

  return () => {
    stopped = true;
    for (const { timer } of pending.values()) clearTimeout(timer);
    pending.clear();
    for (const folderWatch of folderWatches.values()) folderWatch.close();
    folderWatches.clear();
  };
}
