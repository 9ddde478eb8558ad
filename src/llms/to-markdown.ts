// Turns an MDX page into plain markdown for AI tools and the "Copy page" button: the author's
// markdown is kept as written (sliced from the source by position), and only components, HTML tags,
// imports and expressions are rewritten into readable markdown. No component tag is left over.
import type { MdastNode } from 'satteri';
import { sourceTree } from '../markdown/source-tree.ts';
import { markdownDestination } from './urls.ts';
import { escapeHeadingIds } from '../markdown/heading-ids.ts';

interface Positioned {
  type: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Positioned[];
  position?: { start: { offset: number; column: number }; end: { offset: number } };
}

export interface ToMarkdownOptions {
  /** `false` for `.md` pages: read as plain markdown, where `{` and `<Tag>` are text. */
  mdx?: boolean;
  /** Rewrites link and image targets found in component attributes (e.g. adds `base`). */
  resolveUrl?: (url: string) => string;
  /**
   * A snippet's file and source, by the path a page imports it from (`/snippets/a.mdx`) or names in
   * `<Snippet file="a.mdx" />`; undefined when there is none. Without it, snippets are left out.
   */
  snippet?: (path: string) => { file: string; source: string } | undefined;
}

type Converter = (node: Positioned, ctx: ConvertContext) => string;

interface ConvertContext {
  attr(name: string): string | undefined;
  has(name: string): boolean;
  /** The element's children as markdown, at column 0. */
  inner(): string;
  url(value: string): string;
  /** One child node as markdown, at column 0. */
  render(node: Positioned): string;
}

const CALLOUTS: Record<string, string> = { Note: 'Note', Tip: 'Tip', Warning: 'Warning', Info: 'Info', Check: 'Success', Danger: 'Danger', Critical: 'Danger', Callout: 'Note' };

const PARAM_LOCATIONS = ['path', 'query', 'body', 'header', 'cookie', 'param'];

/** `- label: text` with the text's further lines indented under the list item. */
function listItem(label: string, text: string): string {
  const body = text.trim();
  if (!body) return `- ${label}`;
  const [first, ...rest] = body.split('\n');
  const oneLine = rest.length === 0;
  return oneLine ? `- ${label}: ${first}` : `- ${label}\n\n${indent(body, '  ')}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? prefix + line : line))
    .join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

function fieldLabel(name: string, details: (string | undefined)[]): string {
  const shown = details.filter((d): d is string => Boolean(d));
  return `\`${name}\`${shown.length ? ` (${shown.join(', ')})` : ''}`;
}

const COMPONENTS: Record<string, Converter> = {
  Card(_, c) {
    const title = c.attr('title') ?? '';
    const href = c.attr('href');
    const heading = href ? `[${title || href}](${c.url(href)})` : title;
    const body = c.inner().trim();
    return [heading && `**${heading}**`, body].filter(Boolean).join('\n\n');
  },
  Step(_, c) {
    const title = c.attr('title');
    return [title && `**${title}**`, c.inner().trim()].filter(Boolean).join('\n\n');
  },
  Steps(node, c) {
    // Each step becomes a numbered list item, its content indented under the number.
    const children = (node.children ?? []).filter((child) => child.position);
    const items = children
      .filter((child) => child.name === 'Step')
      .map((step, i) => {
        const [first, ...rest] = c.render(step).trim().split('\n');
        return `${i + 1}. ${first ?? ''}${rest.length ? `\n${indent(rest.join('\n'), '   ')}` : ''}`;
      });
    const other = children.filter((child) => child.name !== 'Step').map(c.render);
    return [...items, ...other].join('\n\n');
  },
  Tab: titled,
  Accordion: titled,
  Expandable(_, c) {
    const title = c.attr('title');
    return [title && `${title}:`, c.inner().trim()].filter(Boolean).join('\n\n');
  },
  RequestExample: (_, c) => `**Request example**\n\n${c.inner().trim()}`,
  ResponseExample: (_, c) => `**Response example**\n\n${c.inner().trim()}`,
  ParamField(_, c) {
    const location = PARAM_LOCATIONS.find((l) => c.has(l));
    const name = (location && c.attr(location)) || c.attr('name') || '';
    const details = [location, c.attr('type'), c.has('required') ? 'required' : undefined, c.attr('default') !== undefined ? `default: ${c.attr('default')}` : undefined];
    return listItem(fieldLabel(name, details), c.inner());
  },
  ResponseField(_, c) {
    const name = c.attr('name') ?? '';
    const details = [c.attr('type'), c.has('required') ? 'required' : undefined, c.attr('default') !== undefined ? `default: ${c.attr('default')}` : undefined];
    return listItem(fieldLabel(name, details), c.inner());
  },
  Frame(_, c) {
    const caption = c.attr('caption');
    return [c.inner().trim(), caption && `*${caption}*`].filter(Boolean).join('\n\n');
  },
  Tooltip(_, c) {
    const tip = c.attr('tip');
    return tip ? `${c.inner()} (${tip})` : c.inner();
  },
  Update(_, c) {
    const label = c.attr('label');
    const description = c.attr('description');
    return [label && `## ${label}`, description && `*${description}*`, c.inner().trim()].filter(Boolean).join('\n\n');
  },
  Icon: () => '',
  // `for="humans"`: the web page only; `for="agents"`: only here (the .md twins and llms files).
  Visibility: (_, c) => (c.attr('for') === 'humans' ? '' : c.inner()),
  View: titled,
  Tile(_, c) {
    const href = c.attr('href');
    const title = c.attr('title') ?? href ?? '';
    const heading = href ? `[${title}](${c.url(href)})` : title;
    return [heading && `**${heading}**`, c.attr('description')].filter(Boolean).join('\n\n');
  },
  Prompt(_, c) {
    const prompt = c.inner().trim();
    return [`**${c.attr('description') ?? 'Prompt'}**`, '````text', prompt, '````'].join('\n');
  },
  'Tree.Folder': (_, c) => [`- ${c.attr('name') ?? ''}/`, indent(c.inner().trim().replace(/\n{2,}/g, '\n'), '  ')].filter((l) => l.trim()).join('\n'),
  'Tree.File': (_, c) => `- ${c.attr('name') ?? ''}`,
  Tree: (_, c) => c.inner().trim().replace(/\n{2,}(?=\s*- )/g, '\n'),
  'Color.Item'(_, c) {
    const value = c.attr('value') ?? '';
    return `- ${c.attr('name') ?? ''}: \`${value}\``;
  },
  'Color.Row': (_, c) => [c.attr('title') && `**${c.attr('title')}**`, c.inner().trim()].filter(Boolean).join('\n\n'),
  Link(_, c) {
    const href = c.attr('href');
    return href ? `[${c.inner() || href}](${c.url(href)})` : c.inner();
  },
  img(_, c) {
    const src = c.attr('src');
    return src ? `![${c.attr('alt') ?? ''}](${c.url(src)})` : '';
  },
  a(_, c) {
    const href = c.attr('href');
    const text = c.inner();
    return href ? `[${text || href}](${c.url(href)})` : text;
  },
  iframe: media('Embedded content'),
  video: media('Video'),
  br: () => '\n',
};

function titled(_: Positioned, c: ConvertContext): string {
  const title = c.attr('title');
  return [title && `**${title}**`, c.inner().trim()].filter(Boolean).join('\n\n');
}

function media(fallback: string): Converter {
  return (node, c) => {
    const src = c.attr('src') ?? findSource(node);
    if (!src) return '';
    return `[${c.attr('title') ?? c.attr('alt') ?? fallback}](${c.url(src)})`;
  };
}

function findSource(node: Positioned): string | undefined {
  for (const child of node.children ?? []) {
    const src = child.attributes?.find((a) => a.name === 'src')?.value;
    if (typeof src === 'string') return src;
  }
  return undefined;
}

/** Attribute values: strings, `{"string"}`, `{2}` and bare flags. */
function attributeValue(attribute: { type: string; value?: unknown }): string | undefined {
  const value = attribute.value;
  if (value === null || value === undefined) return 'true';
  if (typeof value === 'string') return value;
  const expression = (value as { value?: string }).value?.trim();
  if (expression === undefined) return undefined;
  const literal = /^(["'`])([\s\S]*)\1$/.exec(expression);
  return literal ? literal[2] : expression;
}

function textExpression(expression: string): string {
  const trimmed = expression.trim();
  const literal = /^(["'`])([\s\S]*)\1$/.exec(trimmed);
  return literal ? literal[2]! : '';
}

export function mdxToMarkdown(source: string, options: ToMarkdownOptions = {}): string {
  return toMarkdown(source, options, new Set());
}

/** `inside`: the snippet files being converted around this source, so none is put inside itself. */
function toMarkdown(written: string, options: ToMarkdownOptions, inside: ReadonlySet<string>): string {
  // A heading's own id ({#id}) is text to the parser, as in the build (heading-ids.ts).
  const source = options.mdx !== false ? escapeHeadingIds(written) : written;
  try {
    return convertMdx(source, options, inside);
  } catch (error) {
    // Thousands of nested elements (hostile input) overflow the tree walk: keep the text.
    if (error instanceof RangeError) return stripTags(source);
    throw error;
  }
}

function convertMdx(source: string, options: ToMarkdownOptions, inside: ReadonlySet<string>): string {
  let tree: Positioned;
  try {
    tree = sourceTree(source, { mdx: options.mdx !== false }) as MdastNode as unknown as Positioned;
  } catch {
    return stripTags(source);
  }
  const url = (u: string) => markdownDestination(options.resolveUrl ? options.resolveUrl(u) : u);
  // What the page's own ESM defines that a reader sees: imported snippets (`<GetHelp />`) and
  // constants written as literals (`export const latest = 'v2.4'`, shown by `{latest}`).
  const esm = (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? '').join('\n');
  const imported = new Map([...esm.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+)["']/gm)].map((m) => [m[1]!, m[2]!] as const));
  const constants = new Map(
    [...esm.matchAll(/^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:(["'])([^"'\\\n]*)\2|(-?\d+(?:\.\d+)?))\s*;?\s*$/gm)].map((m) => [m[1]!, m[3] ?? m[4]!] as const),
  );
  const expression = (value: string) => constants.get(value.trim()) ?? textExpression(value);
  const hasRewrites = new WeakMap<Positioned, boolean>();
  const needsRewrite = (node: Positioned): boolean => {
    let known = hasRewrites.get(node);
    if (known === undefined) {
      known = isRewritten(node) || movedLink(node) || (node.children ?? []).some(needsRewrite);
      hasRewrites.set(node, known);
    }
    return known;
  };

  /** An inline link or image whose target the site rewrites (e.g. `base`, `.mdx` -> page URL). */
  const movedLink = (node: Positioned): boolean => {
    if ((node.type !== 'link' && node.type !== 'image') || !node.url || !node.position || !options.resolveUrl) return false;
    const text = source.slice(node.position.start.offset, node.position.end.offset);
    return /\)$/.test(text) && url(node.url) !== node.url;
  };
  const titlePart = (node: Positioned) => (node.title ? ` "${node.title.replace(/"/g, '\\"')}"` : '');

  /** Removes up to `columns` leading spaces from every line after the first. */
  const dedent = (text: string, columns: number) =>
    // A replacer, not `[ \t]{0,columns}`: deep nesting makes that quantifier too large for the regexp compiler.
    columns <= 0 ? text : text.replace(/\n[ \t]+/g, (indent) => `\n${indent.slice(1 + Math.min(columns, indent.length - 1))}`);

  const splice = (start: number, end: number, children: Positioned[], baseColumn: number): string => {
    let out = '';
    let at = start;
    let afterBlock = false;
    // A converted block (a callout, a card, a list of fields) stands apart from its neighbours by a
    // blank line, as the component did; in the source a single line break was enough.
    const gap = (text: string, beforeBlock: boolean) => {
      let piece = text;
      if (afterBlock && /^[ \t]*\n(?![ \t]*\n)/.test(piece)) piece = `\n${piece}`;
      if (beforeBlock && out.trim() && /\n[ \t]*$/.test(piece) && !/\n[ \t]*\n[ \t]*$/.test(out + piece)) {
        piece = piece.replace(/\n([ \t]*)$/, '\n\n$1');
      }
      return piece;
    };
    for (const child of children) {
      if (!child.position) continue;
      const block = child.type === 'mdxJsxFlowElement';
      out += gap(dedent(source.slice(at, child.position.start.offset), baseColumn - 1), block);
      const rendered = render(child);
      // A child that starts its own line keeps its indentation relative to the parent; one that
      // starts mid-line (inline text) has continuation lines already relative to the parent.
      const lineStart = source.lastIndexOf('\n', child.position.start.offset - 1) + 1;
      const startsLine = !source.slice(lineStart, child.position.start.offset).trim();
      const shift = startsLine ? child.position.start.column - baseColumn : 0;
      out += shift > 0 ? rendered.replace(/\n(?=[^\n])/g, `\n${' '.repeat(shift)}`) : rendered;
      afterBlock = block;
      at = child.position.end.offset;
    }
    return out + gap(dedent(source.slice(at, end), baseColumn - 1), false);
  };

  const render = (node: Positioned): string => {
    const pos = node.position;
    if (node.type === 'yaml' || node.type === 'toml' || node.type === 'mdxjsEsm') return '';
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return expression(node.value ?? '');
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return element(node);
    if (!pos) return '';
    if (movedLink(node)) {
      if (node.type === 'image') return `![${node.alt ?? ''}](${url(node.url!)}${titlePart(node)})`;
      return `[${innerOf(node)}](${url(node.url!)}${titlePart(node)})`;
    }
    if (!needsRewrite(node)) return dedent(source.slice(pos.start.offset, pos.end.offset), pos.start.column - 1);
    return splice(pos.start.offset, pos.end.offset, node.children ?? [], pos.start.column);
  };

  const innerOf = (node: Positioned): string => {
    const children = (node.children ?? []).filter((c) => c.position);
    if (!children.length) return '';
    const first = children[0]!.position!;
    const last = children[children.length - 1]!.position!;
    const base = Math.min(...children.map((c) => c.position!.start.column));
    return splice(first.start.offset, last.end.offset, children, node.type === 'mdxJsxTextElement' ? first.start.column : base);
  };

  const element = (node: Positioned): string => {
    const attributes = node.attributes ?? [];
    const ctx: ConvertContext = {
      attr: (name) => {
        const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        return found ? attributeValue(found) : undefined;
      },
      has: (name) => attributes.some((a) => a.name === name),
      inner: () => innerOf(node),
      url,
      render,
    };
    const name = node.name ?? '';
    const snippetPath = imported.get(name) ?? (name === 'Snippet' ? ctx.attr('file') : undefined);
    if (snippetPath !== undefined) {
      const snippet = options.snippet?.(snippetPath);
      if (!snippet || inside.has(snippet.file)) return '';
      return toMarkdown(snippet.source, { ...options, mdx: !/\.md$/i.test(snippet.file) }, new Set([...inside, snippet.file])).trim();
    }
    if (CALLOUTS[name]) return quote(`**${CALLOUTS[name]}:** ${innerOf(node).trim()}`.trim());
    const converter = COMPONENTS[name];
    // Unknown components and plain HTML wrappers keep their content only.
    return converter ? converter(node, ctx) : innerOf(node);
  };

  const body = tree.children ? splice(tree.position?.start.offset ?? 0, tree.position?.end.offset ?? source.length, tree.children, 1) : source;
  return tidy(body);
}

function isRewritten(node: Positioned): boolean {
  return /^mdx/.test(node.type) || node.type === 'yaml' || node.type === 'toml';
}

/** Collapses the blank lines that removed imports and components leave behind. */
function tidy(text: string): string {
  return `${text.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** Last resort for a page that does not parse as MDX: drop tags, keep text. */
function stripTags(source: string): string {
  return tidy(
    source
      .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
      .replace(/^(import|export)\s.*$/gm, '')
      .replace(/<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/g, ''),
  );
}
