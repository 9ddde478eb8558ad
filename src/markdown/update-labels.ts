// <Update label="..."> entries belong in the table of contents, which Astro builds from the headings
// of the page's content. This plugin gives each Update a real `h2` holding its label, placed in the
// component's "update-label" slot, so Astro collects it and the heading-anchor plugin gives it an id and a
// link like any other heading. It must run before the heading-anchor plugin.
import type { HastPluginEntry } from 'satteri';

export function updateLabelsPlugin(): HastPluginEntry {
  return {
    name: 'docsmith-update-labels',
    mdxJsxFlowElement: {
      filter: ['Update'],
      visit(node, ctx) {
        const label = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label');
        if (!label || typeof label.value !== 'string' || !label.value.trim()) return;
        ctx.prependChild(node, {
          type: 'element',
          tagName: 'h2',
          properties: { className: ['ds-update-label'], slot: 'update-label' },
          children: [{ type: 'text', value: label.value }],
        });
      },
    },
  };
}
