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
import { mermaidPlugin, remarkMermaid } from './mermaid.ts';
import { updateLabelsPlugin } from './update-labels.ts';
import { mediaElementsPlugin } from './media-elements.ts';
import { jsxIconsPlugin } from './jsx-icons.ts';
import { stepsTitleSizePlugin } from './steps-title-size.ts';

interface SatteriOptions {
  mdastPlugins: MdastPluginEntry[];
  hastPlugins: HastPluginEntry[];
}

interface UnifiedOptions {
  remarkPlugins: unknown[];
  rehypePlugins: unknown[];
}

/** `root` is the absolute docs root: links resolve against it, findings name files relative to it. */
export type MarkdownPluginSettings = LinkPluginSettings;

export function registerMarkdownPlugins(config: AstroConfig, settings: MarkdownPluginSettings): 'satteri' | 'unified' | 'other' {
  const processor = config.markdown.processor as { name: string; options: unknown };
  let kind: 'satteri' | 'unified' | 'other' = 'other';
  if (processor.name === 'satteri') {
    const options = processor.options as SatteriOptions;
    options.mdastPlugins.push(unknownComponentsPlugin(settings.root), mermaidPlugin(settings.root), linkPlugin(settings));
    // Update labels become headings, so they must exist before headings get their ids and anchors.
    options.hastPlugins.push(updateLabelsPlugin(), mediaElementsPlugin(), jsxIconsPlugin(), stepsTitleSizePlugin());
    options.hastPlugins.push(headingAnchorPlugin());
    kind = 'satteri';
  } else if (processor.name === 'unified') {
    const options = processor.options as UnifiedOptions;
    options.remarkPlugins.push(
      [remarkUnknownComponents, { docsRoot: settings.root }],
      [remarkMermaid, { docsRoot: settings.root }],
      [remarkLinks, settings],
    );
    const report = (rule: string, file: string | undefined, message: string) => reportRenderFinding({ rule, message, ...(file ? { file } : {}) });
    // Same order as above: update labels are headings before headings get their anchors.
    options.rehypePlugins.push(rehypeUpdateLabels, [rehypeMediaElements, { report, root: settings.root }], rehypeHeadingAnchors);
    kind = 'unified';
  }
  // Code blocks are styled through Shiki's transformers, which both processors run.
  const shiki = config.markdown.shikiConfig as Record<string, unknown>;
  Object.assign(shiki, codeBlockShikiConfig(shiki));
  return kind;
}
