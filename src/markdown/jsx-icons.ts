// Authors may pass markup as an icon: <Card icon={<svg ...>...</svg>}>. An Astro component cannot
// render a JSX value it receives as a prop, so this plugin moves the markup into the component's
// "icon" slot, where it renders like any other content; components prefer that slot to the `icon` prop.
import { htmlToHast, type HastPluginEntry, type MdxJsxFlowElementHast, type MdxJsxTextElementHast } from 'satteri';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type Context = { replaceNode(node: never, next: never): void };

/** JSX spellings of SVG attributes that an HTML parser would not recognise. */
function htmlAttributes(markup: string): string {
  return markup
    .replace(/\bclassName=/g, 'class=')
    .replace(/\s(clipPath|fillRule|clipRule|strokeWidth|strokeLinecap|strokeLinejoin|fillOpacity|strokeOpacity|stopColor)=/g, (_, name: string) => ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=`);
}

function moveMarkupIcon(node: JsxElement, ctx: Context): void {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'icon');
  const value = attribute && typeof attribute.value === 'object' && attribute.value ? attribute.value.value.trim() : '';
  if (!value.startsWith('<')) return;
  const fragment = htmlToHast(htmlAttributes(value), { fragment: true }) as { children: { type: string; properties?: Record<string, unknown> }[] };
  const icon = fragment.children.find((c) => c.type === 'element');
  if (!icon) return;
  icon.properties = { ...icon.properties, slot: 'icon' };
  const next = { ...node, attributes: node.attributes.filter((a) => a !== attribute), children: [icon, ...node.children] };
  ctx.replaceNode(node as never, next as never);
}

export function jsxIconsPlugin(): HastPluginEntry {
  return {
    name: 'docsmith-jsx-icons',
    mdxJsxFlowElement: { filter: ['Card', 'Accordion', 'Step'], visit: (node, ctx) => moveMarkupIcon(node, ctx as unknown as Context) },
    mdxJsxTextElement: { filter: ['Card', 'Accordion', 'Step'], visit: (node, ctx) => moveMarkupIcon(node, ctx as unknown as Context) },
  };
}
