// `virtual:docsmith/lazy/<name>` exports a function that imports one module on demand, as its own
// chunk, without Vite's preload helper. Vite wraps every `import()` whose argument it can read
// (a string or template literal) in `__vitePreload` and so ships its ~0.9 KB gzip helper with the
// page's up-front script; an `import()` of a plain variable is left alone. In a build the module is
// emitted as a chunk and its final URL (with `base`) comes from `import.meta.ROLLDOWN_FILE_URL_*`;
// the dev server imports it directly (it never wraps imports).
import type { Plugin } from 'vite';

const PREFIX = 'virtual:docsmith/lazy/';

/** `modules`: name -> absolute path of the module to load on demand. */
export function lazyChunksPlugin(modules: Record<string, string>): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'docsmith:lazy-chunks',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && id.slice(PREFIX.length) in modules ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const file = modules[name]!;
      if (command === 'serve' || this.environment.config.consumer !== 'client') {
        return `export default () => import(${JSON.stringify(file)});`;
      }
      const reference = this.emitFile({ type: 'chunk', id: file, name });
      return `const url = import.meta.ROLLDOWN_FILE_URL_${reference};\nexport default () => import(/* @vite-ignore */ url);`;
    },
  };
}
