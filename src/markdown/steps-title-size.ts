// <Steps titleSize="h3"> makes every step title an h3. Astro renders a component's children before the
// component itself, so Steps cannot hand the size down while rendering; this plugin copies the
// attribute onto each child <Step> that does not set its own.
import type { HastPluginEntry, MdxJsxFlowElementHast } from 'satteri';

type Context = { replaceNode(node: never, next: never): void };

export function stepsTitleSizePlugin(): HastPluginEntry {
  return {
    name: 'docsmith-steps-title-size',
    mdxJsxFlowElement: {
      filter: ['Steps'],
      visit(node, ctx) {
        const size = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'titleSize');
        if (!size || typeof size.value !== 'string') return;
        for (const child of node.children) {
          const step = child as unknown as MdxJsxFlowElementHast;
          if (step.type !== 'mdxJsxFlowElement' || step.name !== 'Step') continue;
          if (step.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'titleSize')) continue;
          const next = { ...step, attributes: [...step.attributes, { type: 'mdxJsxAttribute', name: 'titleSize', value: size.value }] };
          (ctx as unknown as Context).replaceNode(step as never, next as never);
        }
      },
    },
  };
}
