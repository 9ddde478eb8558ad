// Registers Docsmith's markdown plugins with whichever processor the project uses. Astro 7 renders
// markdown with Sätteri by default; projects that opt into @astrojs/markdown-remark
// (`markdown.processor: unified()`) get the remark/rehype versions of the same transforms. Every
// transform is registered for both; test/e2e/corpora-fixture.test.ts builds a folder with each.
import type { AstroConfig } from 'astro';
import type { HastPluginEntry, MdastPluginEntry } from 'satteri';
import { headingAnchorPlugin, linkPlugin, type LinkPluginSettings } from './satteri-plugins.ts';
import { rehypeHeadingAnchors, rehypeMediaElements, rehypeUpdateLabels, remarkLinks } from './unified-plugins.ts';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import { remarkUnknownComponents, unknownComponentsPlugin } from './unknown-components.ts';
import { codeBlockShikiConfig } from './code-blocks.ts';
import { codeHighlightPlugin, rehypeCodeHighlight, type CodeHighlightSettings } from './highlight-plugins.ts';
import { mermaidPlugin, remarkMermaid } from './mermaid.ts';
import remarkMath from 'remark-math';
import { mathPlugin, rehypeMath } from './math.ts';
import { updateLabelsPlugin } from './update-labels.ts';
import { mediaElementsPlugin } from './media-elements.ts';
import { jsxIconsPlugin } from './jsx-icons.ts';
import { stepsTitleSizePlugin } from './steps-title-size.ts';

export interface SatteriOptions {
  features: Record<string, unknown> & { math?: boolean };
  mdastPlugins: MdastPluginEntry[];
  hastPlugins: HastPluginEntry[];
}

interface UnifiedOptions {
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** `root` is the absolute docs root: links resolve against it, findings name files relative to it. */
export interface MarkdownPluginSettings extends LinkPluginSettings {
  /** The site's code themes (docs.json `styling.codeblocks`), read on every compile so dev follows edits. */
  codeThemes?: CodeHighlightSettings['codeThemes'];
  /** Parse and render `$…$` / `$$…$$` maths (docs.json `styling.latex`, see math.ts). */
  maths?: boolean;
}

/** Registers the plugins; returns the settings Docsmith highlights code with, undefined when the project highlights otherwise. */
export function registerMarkdownPlugins(config: AstroConfig, settings: MarkdownPluginSettings): CodeHighlightSettings | undefined {
  const processor = config.markdown.processor as { name: string; options: unknown };
  const taken = takeOverHighlighting(config, processor.name);
  const highlight = taken && { ...taken, codeThemes: settings.codeThemes };
  if (processor.name === 'satteri') {
    addSatteriPlugins(processor.options as SatteriOptions, { ...settings, highlight });
  } else if (processor.name === 'unified') {
    const options = processor.options as UnifiedOptions;
    options.remarkPlugins.push(
      [remarkUnknownComponents, { docsRoot: settings.root }],
      [remarkMermaid, { docsRoot: settings.root }],
      [remarkLinks, settings],
    );
    if (highlight) options.rehypePlugins.unshift([rehypeCodeHighlight, highlight]);
    const report = (rule: string, file: string | undefined, message: string) => reportRenderFinding({ rule, message, ...(file ? { file } : {}) });
    // Same order as above: update labels are headings before headings get their anchors.
    options.rehypePlugins.push(rehypeUpdateLabels, [rehypeMediaElements, { report, root: settings.root }], rehypeHeadingAnchors);
    if (settings.maths) {
      options.remarkPlugins.push(remarkMath);
      options.rehypePlugins.push(rehypeMath);
    }
  }
  // Code blocks are styled through Shiki's transformers, which both processors run. When Docsmith
  // highlights, Astro's Shiki only serves `<Code>` from astro:components (API operation examples).
  const shiki = config.markdown.shikiConfig as Record<string, unknown>;
  Object.assign(shiki, codeBlockShikiConfig(shiki));
  return highlight || undefined;
}

/** The plugin entries Docsmith added: a processor holding only these can be rebuilt in a worker thread. */
const ownEntries = new WeakSet<object>();

/** Whether every plugin of a Sätteri processor is one of Docsmith's (none of the project's own). */
export function onlyOwnPlugins(options: SatteriOptions): boolean {
  return [...options.mdastPlugins, ...options.hastPlugins].every((entry) => !entry || ownEntries.has(entry));
}

/**
 * Docsmith's transforms on a Sätteri processor, in their order. The integration calls it on the
 * project's processor; the compile worker (compile-worker.ts) on a fresh one, with the same settings.
 */
export function addSatteriPlugins(options: SatteriOptions, settings: MarkdownPluginSettings & { highlight: CodeHighlightSettings | undefined }): void {
  const own = <T extends MdastPluginEntry | HastPluginEntry>(entries: T[]) => {
    entries.forEach((entry) => entry && ownEntries.add(entry));
    return entries;
  };
  // First, like Astro's own highlighting step: later plugins see the highlighted figure.
  if (settings.highlight) options.hastPlugins.unshift(...own([codeHighlightPlugin(settings.highlight)]));
  options.mdastPlugins.push(...own([unknownComponentsPlugin(settings.root), mermaidPlugin(settings.root), linkPlugin(settings)]));
  // Update labels become headings, so they must exist before headings get their ids and anchors.
  options.hastPlugins.push(...own([updateLabelsPlugin(), mediaElementsPlugin(settings.root), jsxIconsPlugin(), stepsTitleSizePlugin()]));
  options.hastPlugins.push(...own([headingAnchorPlugin()]));
  if (settings.maths) {
    options.features.math = true;
    options.hastPlugins.push(...own([mathPlugin()]));
  }
}

/**
 * Docsmith highlights fenced code itself (one tokenization per block, see highlighter.ts) unless the
 * project chose otherwise: Prism, no highlighting, its own Shiki themes, or another processor. Then
 * Astro's highlighting stays on with Docsmith's transformers. Returns the settings, or undefined.
 */
function takeOverHighlighting(config: AstroConfig, processorName: string): CodeHighlightSettings | undefined {
  const markdown = config.markdown as unknown as {
    syntaxHighlight: false | 'shiki' | 'prism' | { type?: string; excludeLangs?: string[] };
    shikiConfig: { themes?: Record<string, unknown>; langAlias?: Record<string, string>; transformers?: never[]; wrap?: boolean | null };
  };
  const setting = markdown.syntaxHighlight;
  const type = typeof setting === 'object' && setting ? setting.type : setting;
  const userThemes = markdown.shikiConfig.themes && Object.keys(markdown.shikiConfig.themes).length > 0;
  if (type !== 'shiki' || userThemes || (processorName !== 'satteri' && processorName !== 'unified')) return undefined;
  const excludeLangs = (typeof setting === 'object' && setting.excludeLangs) || ['math'];
  markdown.syntaxHighlight = false;
  return {
    excludeLangs,
    langAlias: markdown.shikiConfig.langAlias ?? {},
    transformers: markdown.shikiConfig.transformers ?? [],
    wrap: markdown.shikiConfig.wrap,
  };
}
