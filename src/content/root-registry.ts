// The integration and the content loader run in one process but may be separate module instances
// (the loader is loaded through Vite), so the docs root is handed over on globalThis, keyed by the
// Astro project root.
const KEY = Symbol.for('docsmith.docsRoots');

function registry(): Map<string, string> {
  const holder = globalThis as { [KEY]?: Map<string, string> };
  return (holder[KEY] ??= new Map());
}

export function registerDocsRoot(projectRoot: URL, docsRoot: string): void {
  registry().set(projectRoot.href, docsRoot);
}

export function docsRootFor(projectRoot: URL): string | undefined {
  return registry().get(projectRoot.href);
}
