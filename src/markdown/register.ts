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

interface SatteriOptions {
  features: { math?: boolean };
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

export function registerMarkdownPlugins(config: AstroConfig, settings: MarkdownPluginSettings): 'satteri' | 'unified' | 'other' {
  const processor = config.markdown.processor as { name: string; options: unknown };
  const taken = takeOverHighlighting(config, processor.name);
  const highlight = taken && { ...taken, codeThemes: settings.codeThemes };
  let kind: 'satteri' | 'unified' | 'other' = 'other';
  if (processor.name === 'satteri') {
    const options = processor.options as SatteriOptions;
    // First, like Astro's own highlighting step: later plugins see the highlighted figure.
    if (highlight) options.hastPlugins.unshift(codeHighlightPlugin(highlight));
    options.mdastPlugins.push(unknownComponentsPlugin(settings.root), mermaidPlugin(settings.root), linkPlugin(settings));
    // Update labels become headings, so they must exist before headings get their ids and anchors.
    options.hastPlugins.push(updateLabelsPlugin(), mediaElementsPlugin(), jsxIconsPlugin(), stepsTitleSizePlugin());
    options.hastPlugins.push(headingAnchorPlugin());
    if (settings.maths) {
      options.features.math = true;
      options.hastPlugins.push(mathPlugin());
    }
    kind = 'satteri';
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
    kind = 'unified';
  }
  // Code blocks are styled through Shiki's transformers, which both processors run. When Docsmith
  // highlights, Astro's Shiki only serves `<Code>` from astro:components (API operation examples).
  const shiki = config.markdown.shikiConfig as Record<string, unknown>;
  Object.assign(shiki, codeBlockShikiConfig(shiki));
  return kind;
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
