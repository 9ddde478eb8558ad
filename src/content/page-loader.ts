// Loads the page files of a docs root into the `docs` collection, entry by entry the way Astro's
// glob() loader does (Astro's own entry types read the front matter and render plain Markdown; the
// same digests, schema and store), with two differences that matter at tens of thousands of pages:
//
// - Files are read synchronously, one after another. glob() reads each with fs.promises (open,
//   stat, read, close: four trips through the thread pool), ten at a time; at 25,000 pages that took
//   about 7 s of a dev server's start, against about 0.5 s here.
// - The files are the ones the setup's scan kept (the navigation and the loader never disagree), so
//   the docs root is not walked and filtered a second time; and the first pass takes their texts as
//   the setup read them (src/content/page-texts.ts) instead of reading every file again.
//
// Files added or changed while the dev server runs are checked like any listed file: a page pattern,
// Docsmith's ignores and the shared filter (.mintignore, links out of the root, credentials).
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { escapePath } from 'tinyglobby';
import { compilesWhileRendering } from './compiled-pages.ts';
import { NOT_PAGES, pageIdOf } from './page-files.ts';
import { takePageTexts } from './page-texts.ts';
import { splitSimpleFrontmatter } from './simple-frontmatter.ts';
import { siteFiles } from './site-files.ts';

type RenderedContent = { html: string; metadata?: { imagePaths?: string[] } };
type RenderFunction = (entry: { id: string; data: Record<string, unknown>; body?: string; filePath: string; digest: string }) => Promise<RenderedContent>;

/** What Astro registers for a content file extension (`.md` by Astro, `.mdx` by @astrojs/mdx). */
interface EntryType {
  getEntryInfo(params: { fileUrl: URL; contents: string }): { data: Record<string, unknown>; body: string } | Promise<{ data: Record<string, unknown>; body: string }>;
  getRenderFunction?(config: LoaderContext['config']): Promise<RenderFunction>;
}

/** Astro hands its entry types to loaders beside the documented context (its glob() loader uses them). */
type PageLoaderContext = LoaderContext & { entryTypes?: Map<string, EntryType> };

/** The store methods glob() also calls on an unchanged entry, so that its imports stay registered. */
type Store = LoaderContext['store'] & { addAssetImports?: (assets: string[], filePath: string) => void };

/** `to` relative to `from`, with `/` on every system (store paths, entry ids and the setup's list use it). */
const posixRelative = (from: string, to: string): string => relative(from, to).split(sep).join('/');

/**
 * What the MDX entry type's getEntryInfo gives for a page whose front matter is simple (scan.ts): the
 * same data (both YAML readers agree on such front matter), and the body after it, without a YAML
 * parser. At 25,000 pages that parse was about a third of a second of every dev start.
 */
export function mdxEntryInfo(contents: string): { data: Record<string, unknown>; body: string } | undefined {
  const simple = splitSimpleFrontmatter(contents);
  return simple && { data: simple.data, body: contents.slice(simple.bodyStart).trim() };
}

export interface PageLoaderInput {
  docsRoot: string;
  /** Page files relative to the docs root, as the setup's scan kept them. */
  files: readonly string[];
}

export async function loadPageFiles(context: LoaderContext, { docsRoot, files }: PageLoaderInput): Promise<void> {
  const { entryTypes } = context as PageLoaderContext;
  if (!entryTypes) throw new Error('Docsmith: this Astro version does not give content loaders its entry types; Docsmith needs Astro 7.3.');
  const store = context.store as Store;
  const projectRoot = fileURLToPath(context.config.root);
  const renderers = new Map<EntryType, Promise<RenderFunction>>();
  /** The entry of each file read, so that removing a file removes only what it gave. */
  const idOfFile = new Map<string, string>();
  /** The setup's texts, for the first pass only: files changed later are read again. */
  let setupTexts = takePageTexts(docsRoot);

  /** Reads one page file (relative to the docs root, `/`-separated) into the store; its id, or undefined when no entry type reads it. */
  async function sync(file: string): Promise<string | undefined> {
    const entryType = entryTypes!.get(file.slice(file.lastIndexOf('.')));
    if (!entryType) return undefined;
    const path = resolve(docsRoot, file);
    const fileUrl = pathToFileURL(path);
    const contents = setupTexts?.get(file) ?? readFileSync(path, 'utf8');
    const id = pageIdOf(file);
    const digest = context.generateDigest(contents);
    idOfFile.set(file, id);
    const existing = store.get(id);
    if (existing?.digest === digest && existing.filePath) {
      if (existing.deferredRender) store.addModuleImport(existing.filePath);
      if (existing.assetImports?.length) store.addAssetImports?.(existing.assetImports, existing.filePath);
      return id;
    }
    const { data, body } = (file.endsWith('.mdx') && mdxEntryInfo(contents)) || (await entryType.getEntryInfo({ contents, fileUrl }));
    const parsed = await context.parseData({ id, data, filePath: path });
    const filePath = posixRelative(projectRoot, path);
    const entry = { id, data: parsed, filePath, digest };
    if (file.endsWith('.md') && compilesWhileRendering({ filePath, body, data })) {
      // A `.md` page written in MDX: compiled while its page renders, as an MDX page is (compiled-pages.ts).
      store.set(entry);
    } else if (entryType.getRenderFunction) {
      // Plain Markdown is rendered now, as glob() does; its HTML is what the page shows.
      if (!renderers.has(entryType)) renderers.set(entryType, entryType.getRenderFunction(context.config));
      const render = await renderers.get(entryType)!;
      let rendered: RenderedContent | undefined;
      try {
        rendered = await render({ id, data, body, filePath: path, digest });
      } catch (error) {
        context.logger.error(`Error rendering ${file}: ${(error as Error).message}`);
      }
      store.set({ ...entry, rendered, assetImports: rendered?.metadata?.imagePaths });
    } else {
      // MDX: bundled as a module when Astro renders it, unless it is compiled while its page renders.
      // Bodies stay out of the store (src/runtime/page-body.ts reads them from the file when needed):
      // the dev server writes, bundles and reads the whole store back on every start and edit.
      store.set({ ...entry, deferredRender: !compilesWhileRendering({ filePath, body, data }) });
    }
    return id;
  }

  const untouched = new Set(store.keys());
  for (const file of files) untouched.delete((await sync(file)) ?? '');
  setupTexts = undefined;
  for (const id of untouched) store.delete(id);

  const { watcher } = context;
  if (!watcher) return;
  watcher.add(docsRoot);
  const pageFileOf = (path: string): string | undefined => {
    const file = posixRelative(docsRoot, path);
    if (!/\.mdx?$/i.test(file) || file.startsWith('..')) return undefined;
    return siteFiles(docsRoot, escapePath(file), NOT_PAGES).length ? file : undefined;
  };
  const onChange = async (path: string) => {
    const file = pageFileOf(path);
    if (!file) return;
    try {
      if (await sync(file)) context.logger.info(`Reloaded data from ${file}`);
    } catch (error) {
      context.logger.error(`Failed to reload ${file}: ${(error as Error).message}`);
    }
  };
  watcher.on('change', onChange);
  watcher.on('add', onChange);
  watcher.on('unlink', (path) => {
    const file = posixRelative(docsRoot, path);
    const id = idOfFile.get(file);
    if (id === undefined) return;
    idOfFile.delete(file);
    store.delete(id);
  });
}
