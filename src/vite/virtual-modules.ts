// `virtual:docsmith/config` hands the site model to components and routes, so nothing threads
// config through props; `virtual:docsmith/api` hands them the API store (the loaded descriptions). `virtual:docsmith/user-css` imports the site's own stylesheets;
// `virtual:docsmith/components` maps the replaceable layout parts to their components.
// `virtual:docsmith/config-text` is the config data written as text, for dev modules that run where
// the integration cannot hand its data over (see `handOffModule`).
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';
import { BUILD_CHANNEL_KEY, buildChannel } from '../build-channel.ts';

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

/**
 * Whether a Vite environment may run its modules in this process: it has a module runner (the dev
 * server's environments). Its modules may still run elsewhere (a test runner's workers fetch them from
 * it), so the module it gets falls back to the data written as text. Vite's own
 * `isRunnableDevEnvironment` checks the class, which would tie this package to the one copy of Vite
 * that Astro loaded.
 */
function mayRunInThisProcess(environment: object | undefined): boolean {
  return environment !== undefined && 'runner' in environment;
}

/** The config data written as text: each value one string literal that JSON.parse reads when the module runs. */
function configAsText(data: VirtualModuleData): string {
  // The site model of a 25,000-page site written as an object literal took Vite seconds to parse and transform.
  return Object.entries(data)
    .map(([key, value]) => `export const ${key} = ${value === undefined ? 'undefined' : `JSON.parse(${JSON.stringify(JSON.stringify(value))})`};`)
    .join('\n');
}

export function virtualModulesPlugin(getData: () => VirtualModuleData, getApiStore: () => string, getCssImports: () => string[], getComponentsModule: () => string): Plugin {
  const resolvedPrefix = `\0${PREFIX}`;
  /** The config data as text, written again only when the data is another object (a new site model). */
  let configText: { data: VirtualModuleData; code: string } | undefined;
  const textOf = (data: VirtualModuleData): string => {
    if (configText?.data !== data) configText = { data, code: configAsText(data) };
    return configText.code;
  };
  /** This plugin's entry in the build channel's `siteData`, and the text of the module that reads it. */
  const handOffKey = randomUUID();
  let handedOff: { data: VirtualModuleData; code: string; model: number } | undefined;
  /**
   * The config module for an environment that may run in this process: it takes the data by reference
   * from the build channel, and imports it written as text only where the channel does not hold it.
   * Writing a 25,000-page site model as text, then parsing and transforming 5 MB in Vite for each of
   * the dev server's two environments, and parsing it again when the module ran, was work the dev
   * server's first page waited for. The model's number makes each new model a new text, so Vite sees
   * the module change.
   */
  const handOffModule = (data: VirtualModuleData): string => {
    // Set on every load: a server that closes takes the entry out (closeBundle below).
    buildChannel().siteData.set(handOffKey, data);
    if (handedOff?.data !== data) {
      const model = (handedOff?.model ?? 0) + 1;
      const handed = `globalThis[Symbol.for(${JSON.stringify(BUILD_CHANNEL_KEY)})]?.siteData.get(${JSON.stringify(handOffKey)})`;
      const code = [
        `// Site model ${model}, handed over by the integration when this module runs in its process.`,
        // A specifier Vite cannot read ahead (it would transform the text module, unused, up front), so
        // written as the URL Vite gives a resolved virtual module: `/@id/`, with `__x00__` for the \0.
        `const text = ${JSON.stringify(`/@id/__x00__${PREFIX}config-text`)};`,
        `const data = ${handed} ?? (await import(/* @vite-ignore */ text));`,
        ...Object.keys(data).map((key) => `export const ${key} = data.${key};`),
      ].join('\n');
      handedOff = { data, code, model };
    }
    return handedOff.code;
  };
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
        return withoutSourceMap(mayRunInThisProcess(this.environment) ? handOffModule(data) : textOf(data));
      }
      if (name === 'config-text') return withoutSourceMap(textOf(getData()));
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
    closeBundle() {
      buildChannel().siteData.delete(handOffKey);
    },
  };
}

/** Tells the dev server that the virtual modules changed (docs.json edited), so pages re-render. */
export function invalidateVirtualModules(server: { moduleGraph: { getModuleById(id: string): unknown; invalidateModule(m: never): void } }): void {
  for (const name of ['config', 'config-text', 'api', 'user-css']) {
    const mod = server.moduleGraph.getModuleById(`\0${PREFIX}${name}`);
    if (mod) server.moduleGraph.invalidateModule(mod as never);
  }
}
