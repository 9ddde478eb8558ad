// MDX pages without ESM of their own but snippet imports (src/content/compiled-pages.ts decides) are
// compiled while their page renders instead of becoming one Vite module each. Bundling a module per page
// is what made large sites slow and heavy to build: Rolldown's graph and output for 1000 MDX modules held
// about 700 MB. Such a page needs nothing a bundler gives, so its compiled code is run directly
// (src/runtime/compiled-page.ts).
//
// The compile is the same as the module path: Docsmith's source transform, then Astro's own MDX plugin
// and its post-processing, taken from Vite's resolved plugins so that every user option and markdown
// plugin applies. The integration and the page route are separate module instances (the route is
// bundled), and functions cannot go into a virtual module, so the transforms are handed over on the
// build channel (src/build-channel.ts), keyed by docs root.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { buildChannel } from '../build-channel.ts';
import { BuildWorkerStopped, workersWithRoom } from './build-workers.ts';
import { CompileAhead } from './compile-ahead.ts';

const MDX_PLUGIN = '@mdx-js/rolldown';
const MDX_POSTPROCESS_PLUGIN = '@astrojs/mdx-postprocess';

type TransformResult = { code: string } | string | null | undefined;
type Transform = (code: string, id: string) => Promise<TransformResult> | TransformResult;

export interface PageCompiler {
  /** The Astro project root: entries name their file relative to it. */
  projectRoot: string;
  /**
   * `astro build`: a page that cannot be compiled is recorded and replaced by a note (the build lists
   * every such page when it ends); `astro dev`: it throws, for the error overlay. See mdx-errors.ts.
   */
  collectErrors: boolean;
  /**
   * Docsmith's source transform (repairs, findings; no component map import), then Astro's MDX
   * compile, in a build worker when there is one (build-workers.ts): the module's source, before
   * post-processing.
   */
  compile: (source: string, file: string) => Promise<string>;
  /**
   * The page files (absolute) in the order the build will compile them, given once: a build worker
   * then compiles them ahead of their turn (compile-ahead.ts). Without workers, nothing happens.
   */
  expect: (files: () => string[]) => void;
  /** Astro's post-processing: an ES module's source. */
  postprocess: Transform;
  /**
   * The docs-root path of the snippet file that page `importer` imports as `source`
   * (`/snippets/a.mdx` -> `snippets/a.mdx`), or undefined (reported) when it does not exist.
   */
  snippetFile: (importer: string, source: string) => string | undefined;
}

function registry(): Map<string, PageCompiler> {
  return buildChannel().compilers;
}

export function pageCompilerFor(docsRoot: string): PageCompiler | undefined {
  return registry().get(docsRoot);
}

type Handler = (this: unknown, code: string, id: string) => unknown;

/** The code of a transform's result. */
export function codeOf(result: unknown, file: string): string {
  const code = typeof result === 'string' ? result : (result as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string') throw new Error(`Docsmith: the MDX compiler returned nothing for ${file}.`);
  return code;
}

function handlerOf(plugin: Plugin | undefined): Handler | undefined {
  const transform = plugin?.transform as { handler: Handler } | Handler | undefined;
  if (!transform) return undefined;
  return typeof transform === 'function' ? transform : transform.handler;
}

/** Docsmith's own parts of a page compiler, made for a docs root. */
export interface PageCompilerParts {
  collectErrors: boolean;
  /** Docsmith's source transform (repairs, findings), without the component map import. */
  prepare: (root: string) => (source: string, file: string) => string;
  snippetFile: (root: string) => PageCompiler['snippetFile'];
}

/**
 * Registers the page compiler of a docs root once Vite has resolved its plugins. The compile goes
 * through the MDX error wrapper (mdx-errors.ts), so compiler errors become placed messages here too.
 */
export function pageCompilerPlugin(getDocsRoot: () => string, parts: PageCompilerParts): Plugin {
  return {
    name: 'docsmith:page-compiler',
    configResolved(resolved) {
      const plugins = resolved.plugins as Plugin[];
      const mdx = plugins.find((p) => p.name === MDX_PLUGIN);
      const post = plugins.find((p) => p.name === MDX_POSTPROCESS_PLUGIN);
      if (!handlerOf(mdx) || !handlerOf(post)) return;
      const root = getDocsRoot();
      // Post-processing asks which environment it runs in; pages render on the server.
      const context = { environment: { name: 'prerender' } };
      const prepare = parts.prepare(root);
      // The handlers are looked up on every call: the MDX error wrapper replaces the compiler's own.
      const compileHere = async (source: string, file: string) => codeOf(await handlerOf(mdx)!.call(context, prepare(source, file), file), file);
      let ahead: CompileAhead | undefined;
      registry().set(root, {
        projectRoot: resolved.root,
        collectErrors: parts.collectErrors,
        snippetFile: parts.snippetFile(root),
        expect: (files) => {
          const workers = buildChannel().workers;
          if (ahead || !workers?.compile) return;
          ahead = new CompileAhead(files(), { read: (file) => readFileSync(file, 'utf8'), send: workers.compile, workers: workers.size });
        },
        compile: (source, file) => {
          // During a build, a worker compiles the page: the one that was sent it ahead of its turn,
          // or, for a page outside the announced order, any worker that is not backed up. A page
          // whose turn came before a worker was sent it, and the pages of a worker that stops, are
          // compiled on this thread.
          const turn = ahead?.take(source, file) ?? 'unplanned';
          if (turn === 'here') return compileHere(source, file);
          const compiled = turn === 'unplanned' ? workersWithRoom()?.compile?.(source, file) : turn.compiled;
          if (!compiled) return compileHere(source, file);
          return compiled.catch((error: unknown) => {
            if (error instanceof BuildWorkerStopped) return compileHere(source, file);
            throw error;
          });
        },
        postprocess: (code, id) => handlerOf(post)!.call(context, code, id) as TransformResult,
      });
    },
  };
}
