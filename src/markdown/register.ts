// Registers Docsmith's markdown plugins with whichever processor the project uses. Astro 7 renders
// markdown with Sätteri by default; projects that opt into @astrojs/markdown-remark get the
// remark/rehype versions of the same transforms.
import type { AstroConfig } from 'astro';
import type { HastPluginEntry, MdastPluginEntry } from 'satteri';
import { headingAnchorPlugin, linkPlugin, type LinkPluginSettings } from './satteri-plugins.ts';
import { codeBlockShikiConfig } from './code-blocks.ts';
import { updateLabelsPlugin } from './update-labels.ts';
import { mediaElementsPlugin } from './media-elements.ts';
import { jsxIconsPlugin } from './jsx-icons.ts';
import { stepsTitleSizePlugin } from './steps-title-size.ts';

interface SatteriOptions {
  mdastPlugins: MdastPluginEntry[];
  hastPlugins: HastPluginEntry[];
}

export function registerMarkdownPlugins(config: AstroConfig, links: LinkPluginSettings): void {
  const processor = config.markdown.processor as { name: string; options: unknown };
  if (processor.name === 'satteri') {
    const options = processor.options as SatteriOptions;
    options.mdastPlugins.push(linkPlugin(links));
    // Update labels become headings, so they must exist before headings get their ids and anchors.
    options.hastPlugins.push(updateLabelsPlugin(), mediaElementsPlugin(), jsxIconsPlugin(), stepsTitleSizePlugin());
    options.hastPlugins.push(headingAnchorPlugin());
  }
  // Code blocks are styled through Shiki's transformers, which both processors run.
  const shiki = config.markdown.shikiConfig as Record<string, unknown>;
  Object.assign(shiki, codeBlockShikiConfig(shiki));
}
