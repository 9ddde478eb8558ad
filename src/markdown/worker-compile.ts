// Astro's MDX compile of a page, made afresh in a build worker thread from data (build-worker.ts).
// Compiling the pages compiled while they render (page-compiler.ts) took about a third of the
// rendering thread's time in a 1,000-page build; a worker compiles them while that thread renders
// other pages.
//
// A worker cannot be sent the project's processor (its plugins are functions), so it makes its own: a
// Sätteri processor with Docsmith's plugins (register.ts) and the MDX options Astro resolved, then the
// same steps as Astro's MDX transform (front matter, then the processor's MDX renderer). That is only
// the same compile when the project's processor holds Docsmith's plugins alone and Docsmith highlights
// code: workerCompileSetup() says undefined for any other project, whose pages compile on the
// rendering thread as before. test/unit/markdown/worker-compile.test.ts compares both compiles.
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroConfig } from 'astro';
import { compileWithPlacedErrors } from './mdx-errors.ts';
import { addSatteriPlugins, onlyOwnPlugins, type SatteriOptions } from './register.ts';
import { prepareMdxSource } from './repairs/vite-plugin.ts';
import type { SiteVariables } from './variables.ts';
import type { CodeHighlightSettings } from './highlight-plugins.ts';
import type { UrlSettings } from '../util/urls.ts';

/** Everything a worker needs to make the compile: data only. */
export interface WorkerCompileSetup {
  /** The processor's features (gfm, maths…) as every integration left them. */
  features: Record<string, unknown>;
  /** Astro's resolved MDX options that the compile reads. */
  mdx: { gfm: boolean | object | undefined; smartypants: boolean | object | undefined; optimize: MdxOptimize; srcDir: string };
  root: string;
  urls: UrlSettings;
  pageIds: string[];
  maths: boolean;
  /** The site's `variables`, for Docsmith's source transform. */
  variables: SiteVariables | undefined;
  /** Docsmith's highlighting, with the site's code themes as they are when the build starts. */
  highlight: Omit<CodeHighlightSettings, 'codeThemes' | 'transformers'> & { themes: CodeHighlightSettings['themes'] };
}

/** @astrojs/mdx's `optimize` option. */
type MdxOptimize = boolean | { ignoreElementNames?: string[] };

/** What the integration knows of the project when its config is final. */
export interface ProjectCompileFacts {
  config: AstroConfig;
  /** Docsmith added @astrojs/mdx itself, with these options (a project's own mdx() may hold plugins). */
  ownMdxOptions: { optimize: MdxOptimize } | undefined;
  /** Docsmith's highlighting settings, or undefined when the project highlights otherwise. */
  highlight: CodeHighlightSettings | undefined;
  root: string;
  urls: UrlSettings;
  pageIds: () => ReadonlySet<string>;
  maths: boolean;
  variables: () => SiteVariables | undefined;
}

const isData = (value: unknown): boolean => {
  try {
    return JSON.stringify(structuredClone(value)) === JSON.stringify(value);
  } catch {
    return false;
  }
};

/**
 * The setup that rebuilds this project's compile in a worker, or undefined when a worker's compile
 * could differ: another processor, plugins of the project's own, its own mdx() options, Shiki
 * transformers (functions), or features that are not plain data.
 */
export function workerCompileSetup(facts: ProjectCompileFacts): WorkerCompileSetup | undefined {
  const { config, ownMdxOptions, highlight } = facts;
  const processor = config.markdown.processor as { name: string; options: SatteriOptions };
  if (processor.name !== 'satteri' || !ownMdxOptions || !highlight || highlight.transformers?.length) return undefined;
  if (!onlyOwnPlugins(processor.options) || !isData(processor.options.features) || !isData(ownMdxOptions.optimize)) return undefined;
  // Astro resolves MDX's gfm and smartypants from the markdown config, unless the processor's features set them.
  const { gfm, smartPunctuation } = processor.options.features;
  const setup: WorkerCompileSetup = {
    features: processor.options.features,
    mdx: {
      gfm: typeof gfm === 'boolean' ? gfm : config.markdown.gfm,
      smartypants: typeof smartPunctuation === 'boolean' ? smartPunctuation : config.markdown.smartypants,
      optimize: ownMdxOptions.optimize,
      srcDir: config.srcDir.href,
    },
    root: facts.root,
    urls: facts.urls,
    pageIds: [...facts.pageIds()],
    maths: facts.maths,
    variables: facts.variables(),
    highlight: { excludeLangs: highlight.excludeLangs, langAlias: highlight.langAlias, wrap: highlight.wrap, themes: highlight.codeThemes?.() },
  };
  return isData(setup) ? setup : undefined;
}

export type WorkerCompile = (code: string, file: string) => Promise<string>;

/** Astro's MDX compile, made in a worker: a page's source (Docsmith's repairs done) to an ES module's code. */
export async function createWorkerCompile(setup: WorkerCompileSetup): Promise<WorkerCompile> {
  // The processor's options are copied: addSatteriPlugins sets `math` itself when maths are on.
  const processor = satteri({ features: { ...setup.features } });
  const pageIds = new Set(setup.pageIds);
  const { themes, ...highlight } = setup.highlight;
  addSatteriPlugins(processor.options as SatteriOptions, {
    root: setup.root,
    urls: setup.urls,
    pageIds: () => pageIds,
    maths: setup.maths,
    highlight: { ...highlight, codeThemes: () => themes },
  });
  const renderer = await processor.createMdxRenderer!(
    // Docsmith highlights code itself (the plugin above): Astro's highlighting is off, as in the project.
    { syntaxHighlight: false, shikiConfig: {}, gfm: setup.mdx.gfm, smartypants: setup.mdx.smartypants } as Parameters<NonNullable<typeof processor.createMdxRenderer>>[0],
    { optimize: setup.mdx.optimize, srcDir: new URL(setup.mdx.srcDir), sourcemap: false },
  );
  return async (code, file) => {
    const { frontmatter, content } = frontmatterOf(code, file);
    try {
      return (await renderer.process(content, file, frontmatter)).code;
    } catch (error) {
      throw placed(error, file);
    }
  };
}

/**
 * What a build worker does with a page file's text, as the page compiler does on the rendering thread:
 * Docsmith's source transform, the checks and placed errors of a build (mdx-errors.ts: a page that
 * cannot compile is recorded and stood in for), then the compile.
 */
export async function createWorkerPageCompile(setup: WorkerCompileSetup): Promise<WorkerCompile> {
  const compile = await createWorkerCompile(setup);
  return (source, file) => {
    const prepared = prepareMdxSource(source, file, setup.root, { componentsImport: false, variables: setup.variables });
    return compileWithPlacedErrors((code) => compile(code, file), prepared, file, () => setup.root, true);
  };
}

function frontmatterOf(code: string, file: string) {
  try {
    return parseFrontmatter(code, { frontmatter: 'empty-with-spaces' });
  } catch (error) {
    const yaml = error as { name?: string; reason?: string; mark?: { line: number; column: number } };
    if (yaml.name !== 'YAMLException' || !yaml.mark) throw error;
    throw Object.assign(new Error(yaml.reason ?? String(error)), { name: 'YAMLException', loc: { file, line: yaml.mark.line + 1, column: yaml.mark.column } });
  }
}

/** The compiler's error with its place (from its fields or its `7:1:` prefix), as Astro's transform throws it. */
function placed(error: unknown, file: string): Error {
  const thrown = (error instanceof Error ? error : new Error(String(error))) as Error & { line?: number; column?: number };
  const prefix = /^(\d+):(\d+):/.exec(thrown.message);
  const line = thrown.line ?? (prefix ? Number(prefix[1]) : undefined);
  const column = thrown.column ?? (prefix ? Number(prefix[2]) : undefined);
  return Object.assign(thrown, { name: 'MDXError', loc: { file, line, column } });
}
