// `docsmith/content`: the loader and schema for `src/content.config.ts`.
//
//   import { defineCollection } from 'astro:content';
//   import { docsLoader, docsSchema } from 'docsmith/content';
//   export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
import { pathToFileURL } from 'node:url';
import type { AstroConfig } from 'astro';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { IGNORED, PAGE_PATTERN, pageIdOf } from './page-files.ts';
import { pageFrontmatterSchema } from './frontmatter.ts';
import { docsRootFor } from './root-registry.ts';
import { compilesWhileRendering } from './compiled-pages.ts';

/** The docs root the docsmith() integration registered for this Astro project. */
function docsRootFrom(config: AstroConfig): URL {
  const root = docsRootFor(config.root);
  if (!root) {
    throw new Error('docsLoader() needs the docsmith() integration in astro.config.mjs (integrations: [docsmith()]).');
  }
  return pathToFileURL(root.endsWith('/') ? root : `${root}/`);
}

/** Loads every .md/.mdx page under the docs root; the entry id is the path without extension. */
export function docsLoader(): Loader {
  return {
    name: 'docsmith-loader',
    load(context: LoaderContext) {
      const inner = glob({
        base: docsRootFrom(context.config),
        pattern: [PAGE_PATTERN, ...IGNORED.map((p) => `!${p}`)],
        generateId: ({ entry }) => pageIdOf(entry),
      });
      // A page compiled while rendering must not become a module: Astro bundles one per deferred entry.
      const { store } = context;
      const set: typeof store.set = (entry) =>
        store.set(entry.deferredRender && compilesWhileRendering(entry) ? { ...entry, deferredRender: false } : entry);
      return inner.load({ ...context, store: { ...store, set } });
    },
  };
}

/** Front matter of a page: `title` and `description` (the spec), plus the keys real pages use. */
export function docsSchema() {
  return pageFrontmatterSchema;
}
