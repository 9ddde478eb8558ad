// What a page links to, and which #fragments it offers, read from its MDX source with positions so
// that every finding names file:line. Headings get the ids the build gives them (the platform's rule
// over the heading text, one slugger per page: heading-slugs.ts), `<Update label>`s included, which the
// build makes headings; `id` attributes written by authors count too.
import { sourceTree } from '../markdown/source-tree.ts';
import { escapeHeadingIds } from '../markdown/heading-ids.ts';
import { headingIdsOf, inOrder } from '../markdown/heading-slugs.ts';

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

/** Reads `.mdx` sources as MDX and `.md` sources as plain markdown (`{` and `<` are then text). */
export function extractLinks(source: string, options: { mdx?: boolean } = {}): ExtractedPage {
  let tree: Node;
  try {
    tree = sourceTree(escapeHeadingIds(source), { mdx: options.mdx !== false }) as unknown as Node;
  } catch (error) {
    return { links: [], anchors: new Set(), parseError: (error as Error).message };
  }
  const links: SourceLink[] = [];
  const anchors = new Set<string>(headingIdsOf(tree).values());
  const at = (node: Node) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

  for (const node of inOrder(tree)) {
    switch (node.type) {
      case 'link':
      case 'definition':
        if (node.url) links.push({ url: node.url, ...at(node), via: 'link' });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
          if (LINK_ATTRIBUTES.includes(attribute.name ?? '')) {
            links.push({ url: attribute.value, ...at(node), via: `${node.name ?? 'element'} ${attribute.name}` });
          } else if (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a')) {
            anchors.add(attribute.value);
          }
        }
        break;
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
