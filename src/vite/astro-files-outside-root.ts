// Astro reads the styles and scripts of a component (`/pkg/components/Card.astro?astro&type=style…`)
// by the component's path, but takes a path that shares no folder but `/` with the project root for
// a root-relative one (`<root>/pkg/components/Card.astro`), while it filed the component's compile
// under the real path. So a project whose root and Docsmith's installed files have no common folder
// (`docsmith build` on docs in /srv with the package installed under /usr/lib) failed with "No cached
// compile metadata found" for every component. Astro's own reader takes `/@fs/<path>` as a file path:
// this plugin gives Astro's reader that form of those paths, and the rest of Vite keeps the module's id.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'vite';

const ASTRO_PLUGIN = 'astro:build';

type LoadHandler = (this: unknown, id: string, ...rest: unknown[]) => unknown;

/** The first folder of an absolute path (`/usr/lib/x` -> `usr`). */
function topFolder(path: string): string {
  return path.split(/[\\/]/).find(Boolean) ?? '';
}

/** The id as Astro's reader takes it: `/@fs/…` for a file of another top folder than the root's. */
export function astroReadableId(id: string, rootPath: string): string {
  if (!id.startsWith('/') || id.startsWith('/@fs/') || sep !== '/') return id;
  if (topFolder(id) === topFolder(rootPath)) return id;
  const file = id.split('?', 1)[0]!;
  return existsSync(file) ? `/@fs${id}` : id;
}

export function astroFilesOutsideRootPlugin(): Plugin {
  return {
    name: 'docsmith:astro-files-outside-root',
    configResolved(resolved) {
      const astro = (resolved.plugins as Plugin[]).find((plugin) => plugin.name === ASTRO_PLUGIN);
      const load = astro?.load as { handler: LoadHandler } | LoadHandler | undefined;
      if (!load) return;
      const handler = typeof load === 'function' ? load : load.handler;
      const wrapped: LoadHandler = function (this: unknown, id, ...rest) {
        return handler.call(this, astroReadableId(id, resolved.root), ...rest);
      };
      if (typeof load === 'function') (astro as { load: unknown }).load = wrapped;
      else load.handler = wrapped;
    },
  };
}
