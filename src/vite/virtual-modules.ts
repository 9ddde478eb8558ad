// `virtual:docsmith/config` hands the site model to components and routes, so nothing threads
// config through props; `virtual:docsmith/api` hands them the API store (the loaded descriptions). `virtual:docsmith/user-css` imports the site's own stylesheets;
// `virtual:docsmith/components` maps the replaceable layout parts to their components.
import type { Plugin } from 'vite';

export interface VirtualModuleData {
  [name: string]: unknown;
}

const PREFIX = 'virtual:docsmith/';

/**
 * Generated data has no source to map back to. Without this, the dev server made a source map of each
 * data module holding a copy of its whole text, base64-encoded into the module, and Node decoded it
 * again on load: seconds per start on a 25,000-page site. An empty map tells Vite there is none.
 */
function withoutSourceMap(code: string): { code: string; map: { mappings: '' } } {
  return { code, map: { mappings: '' } };
}

export function virtualModulesPlugin(getData: () => VirtualModuleData, getApiStore: () => string, getCssImports: () => string[], getComponentsModule: () => string): Plugin {
  const resolvedPrefix = `\0${PREFIX}`;
  /** The config module's text, written again only when the data is another object (a new site model). */
  let configModule: { data: VirtualModuleData; code: string } | undefined;
  return {
    name: 'docsmith:virtual-modules',
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      if (name === 'config') {
        const data = getData();
        // Each value as one string literal that JSON.parse reads when the module runs: the site model of a
        // 25,000-page site written as an object literal took Vite seconds to parse and transform.
        if (configModule?.data !== data) {
          const code = Object.entries(data)
            .map(([key, value]) => `export const ${key} = ${value === undefined ? 'undefined' : `JSON.parse(${JSON.stringify(JSON.stringify(value))})`};`)
            .join('\n');
          configModule = { data, code };
        }
        return withoutSourceMap(configModule.code);
      }
      // One string literal, parsed once when the module runs: a large description stays cheap to bundle.
      if (name === 'api') return withoutSourceMap(`export const store = ${JSON.stringify(getApiStore())};`);
      if (name === 'components') return getComponentsModule();
      if (name === 'user-css') {
        return getCssImports()
          .map((specifier) => `import ${JSON.stringify(specifier)};`)
          .join('\n');
      }
      return undefined;
    },
  };
}

/** Tells the dev server that the virtual modules changed (docs.json edited), so pages re-render. */
export function invalidateVirtualModules(server: { moduleGraph: { getModuleById(id: string): unknown; invalidateModule(m: never): void } }): void {
  for (const name of ['config', 'api', 'user-css']) {
    const mod = server.moduleGraph.getModuleById(`\0${PREFIX}${name}`);
    if (mod) server.moduleGraph.invalidateModule(mod as never);
  }
}
