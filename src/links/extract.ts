// What a page links to, and which #fragments it offers, read from its MDX source with positions so
// that every finding names file:line. Headings get the ids the build gives them (the platform's rule
// over the heading text, one slugger per page: heading-slugs.ts), `<Update label>`s included, which the
// build makes headings; `id` attributes written by authors count too.
import { sourceTree } from '../markdown/source-tree.ts';
import { escapeHeadingIds } from '../markdown/heading-ids.ts';
import { HeadingSlugger } from '../markdown/heading-slugs.ts';

export interface SourceLink {
  url: string;
  line: number;
  column: number;
  /** How the link was written, for messages: `link`, `Card href`, `a href`... */
  via: string;
}

export interface ExtractedPage {
  links: SourceLink[];
  anchors: Set<string>;
  /** Set when the page is not valid MDX: nothing could be extracted. */
  parseError?: string;
}

interface Node {
  type: string;
  url?: string;
  value?: string;
  name?: string | null;
  depth?: number;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number; column: number; offset: number } };
}

/** Attributes that hold a link on components and HTML elements. */
const LINK_ATTRIBUTES = ['href'];

/**
 * The nodes of a tree in document order, without recursion: pages nested thousands of levels
 * (`> > > …`, deep lists or `<div>`s) must not overflow the stack.
 */
function* inOrder(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

function textOf(node: Node): string {
  let text = '';
  for (const n of inOrder(node)) if (n.type === 'text' || n.type === 'inlineCode') text += n.value ?? '';
  return text;
}

/** Reads `.mdx` sources as MDX and `.md` sources as plain markdown (`{` and `<` are then text). */
export function extractLinks(source: string, options: { mdx?: boolean } = {}): ExtractedPage {
  let tree: Node;
  try {
    tree = sourceTree(escapeHeadingIds(source), { mdx: options.mdx !== false }) as unknown as Node;
  } catch (error) {
    return { links: [], anchors: new Set(), parseError: (error as Error).message };
  }
  const links: SourceLink[] = [];
  const anchors = new Set<string>();
  const slugger = new HeadingSlugger();
  const at = (node: Node) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

  for (const node of inOrder(tree)) {
    switch (node.type) {
      case 'link':
      case 'definition':
        if (node.url) links.push({ url: node.url, ...at(node), via: 'link' });
        break;
      case 'heading':
        anchors.add(slugger.headingId(textOf(node)));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // The build gives an Update with a label a heading of that label before its content
        // (update-labels.ts), so the label takes an id in the page's count here too.
        const label = node.type === 'mdxJsxFlowElement' && node.name === 'Update' ? node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')?.value : undefined;
        if (typeof label === 'string' && label.trim()) anchors.add(slugger.headingId(label));
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
          if (LINK_ATTRIBUTES.includes(attribute.name ?? '')) {
            links.push({ url: attribute.value, ...at(node), via: `${node.name ?? 'element'} ${attribute.name}` });
          } else if (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a')) {
            anchors.add(attribute.value);
          }
        }
        break;
      }
      case 'html':
        for (const match of (node.value ?? '').matchAll(/\s(href|id)\s*=\s*["']([^"']*)["']/g)) {
          if (match[1] === 'id') anchors.add(match[2]!);
          else links.push({ url: match[2]!, ...at(node), via: 'a href' });
        }
        break;
    }
  }
  return { links, anchors };
}
