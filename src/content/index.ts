// `docsmith/content`: the loader and schema for `src/content.config.ts`.
//
//   import { defineCollection } from 'astro:content';
//   import { docsLoader, docsSchema } from 'docsmith/content';
//   export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { IGNORED, PAGE_PATTERN, pageIdOf } from './page-files.ts';
import { pageFrontmatterSchema } from './frontmatter.ts';
import { compilesWhileRendering } from './compiled-pages.ts';
import { siteFileFilter } from './site-files.ts';

/**
 * The docs root of this Astro project, from the docsmith() integration's virtual module: Astro loads
 * the content config through Vite, so the loader sees the same build data the routes do.
 */
async function setupOfSite(): Promise<{ base: URL; pageFiles: ReadonlySet<string> }> {
  const setup = await import('virtual:docsmith/config').then((m) => m, () => undefined);
  if (!setup?.docsRoot) {
    throw new Error('docsLoader() needs the docsmith() integration in astro.config.mjs (integrations: [docsmith()]).');
  }
  const root = setup.docsRoot;
  return { base: pathToFileURL(root.endsWith('/') ? root : `${root}/`), pageFiles: new Set(setup.pages.map((p) => p.file)) };
}

/** Loads every .md/.mdx page under the docs root; the entry id is the path without extension. */
export function docsLoader(): Loader {
  return {
    name: 'docsmith-loader',
    async load(context: LoaderContext) {
      const { base, pageFiles } = await setupOfSite();
      const inner = glob({
        base,
        pattern: [PAGE_PATTERN, ...IGNORED.map((p) => `!${p}`)],
        generateId: ({ entry }) => pageIdOf(entry),
      });
      // A page compiled while rendering must not become a module: Astro bundles one per deferred entry.
      const { store } = context;
      // The shared filter (.mintignore, built-in ignores, links out of the root, credentials) decides
      // with the setup scan, so the loader never holds a page the navigation does not know. In the
      // first sync, a file the setup's scan kept moments ago is not checked again (at 25,000 pages the
      // checks took seconds of a dev server start); files added or changed later are.
      const docsRoot = fileURLToPath(base);
      const projectRoot = fileURLToPath(context.config.root);
      const filter = siteFileFilter(docsRoot);
      let firstSync = true;
      const keeps = (file: string) => (firstSync && pageFiles.has(file.replace(/\\/g, '/'))) || filter.keeps(file);
      // Bodies stay out of the data store (src/runtime/page-body.ts reads them from the file when needed):
      // the dev server writes, bundles and reads the whole store back on every start and edit.
      const set: typeof store.set = (entry) => {
        if (entry.filePath && !keeps(relative(docsRoot, resolve(projectRoot, entry.filePath)))) return false;
        const decided = entry.deferredRender && compilesWhileRendering(entry) ? { ...entry, deferredRender: false } : entry;
        return store.set({ ...decided, body: undefined });
      };
      await inner.load({ ...context, store: { ...store, set } });
      firstSync = false;
    },
  };
}

/** Front matter of a page: `title` and `description` (the spec), plus the keys real pages use. */
export function docsSchema() {
  return pageFrontmatterSchema;
}
