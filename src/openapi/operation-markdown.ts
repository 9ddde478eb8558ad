// The markdown twin of an operation page (what "Copy page" copies and `/<page>.md` serves): method
// and path, description, authentication, parameters, the body per media type, responses and a curl
// sample. Built from the same view the page renders, as plain text: no highlighting, no HTML (the
// spec's own HTML included).
import type { SchemaNode } from './schema-tree.ts';
import type { OperationView, ParameterView } from './view.ts';
import { safeMarkdown } from '../util/safe-markdown.ts';

export interface OperationMarkdownInput {
  /** The page's title (front matter or the operation's summary); none for an `openapi:` page, whose own head comes first. */
  title?: string;
  view: OperationView;
}

const LOCATIONS: [ParameterView['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
];

/** One line of prose: field descriptions may hold paragraphs, a list item may not. */
function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function literal(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** What a field's list item says after its name: type, flags, description, allowed values. */
function fieldFacts(node: SchemaNode, required = node.required): string {
  const flags = [node.type + (node.format ? `, ${node.format}` : ''), required ? 'required' : '', node.deprecated ? 'deprecated' : ''].filter(Boolean);
  const parts = [`(${flags.join(', ')})`];
  const description = oneLine(node.description);
  if (description) parts.push(description);
  if (node.enum?.length) parts.push(`One of: ${node.enum.map(literal).join(', ')}.`);
  if (node.default !== undefined) parts.push(`Default: ${literal(node.default)}.`);
  if (node.circular) parts.push(`(circular: ${node.circular})`);
  else if (node.seeAbove) parts.push(`(fields as in ${node.seeAbove.name} above)`);
  else if (node.lazy) parts.push(`(a ${node.lazy.name}; its fields are on the web page)`);
  if (node.truncated) parts.push('(cut here; the rest is on the web page)');
  return parts.join(' ');
}

/**
 * How deep the twin lists nested fields. The web page has the whole tree (and loads deeper levels on
 * demand); the twin stays small, because a large description (Stripe) has hundreds of operations
 * whose responses nest the same big objects.
 */
const BODY_DEPTH = 3;
const SUCCESS_RESPONSE_DEPTH = 1;
const OTHER_RESPONSE_DEPTH = 0;
const CUT = '(nested fields on the web page)';

/** Nested fields as an indented list, `maxDepth` levels below this one; variants as labelled sub-lists. */
function fieldList(nodes: SchemaNode[] | undefined, maxDepth: number, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const node of nodes ?? []) {
    const nested = nodeBody(node, maxDepth, depth + 1);
    const cut = depth >= maxDepth && hasNested(node);
    lines.push(`${indent}- \`${node.name ?? node.type}\` ${fieldFacts(node)}${cut ? ` ${CUT}` : ''}`);
    if (!cut) lines.push(...nested);
  }
  return lines;
}

function hasNested(node: SchemaNode): boolean {
  return !!(node.children?.length || node.variants?.options.length);
}

function nodeBody(node: SchemaNode, maxDepth: number, depth: number): string[] {
  if (depth > maxDepth) return [];
  const lines = fieldList(node.children, maxDepth, depth);
  if (node.variants) {
    const indent = '  '.repeat(depth);
    node.variants.options.forEach((option, i) => {
      lines.push(`${indent}- ${node.variants!.kind} option ${i + 1}: \`${option.title ?? option.schemaName ?? option.type}\``);
      lines.push(...nodeBody(option, maxDepth, depth + 1));
    });
  }
  return lines;
}

/** The fields of a body or response root: its properties, else what the root itself is. */
function rootFields(node: SchemaNode | undefined, maxDepth: number): string[] {
  if (!node) return [];
  const body = nodeBody(node, maxDepth, 0);
  if (!body.length) return [`- ${fieldFacts(node, false).replace(/^\(([^)]*)\)/, 'Type: `$1`')}`];
  // An array's tree shows its items' fields: say that they are items.
  return /\[\]( \| null)?$/.test(node.type) ? [`An array of \`${node.type.replace(/\[\]( \| null)?$/, '')}\`, each with:`, '', ...body] : body;
}

function section(heading: string, lines: string[]): string {
  return [heading, '', ...lines].join('\n');
}

export function operationMarkdown({ title, view }: OperationMarkdownInput): string {
  const parts: string[] = title === undefined ? [] : [`# ${title}`];
  const isWebhook = view.ref.kind === 'webhook';
  const endpoint = isWebhook ? `WEBHOOK ${view.path}` : `${view.method} ${view.servers[0]?.url ?? ''}${view.path}`;
  parts.push(`\`${endpoint}\`${view.deprecated ? ' (deprecated)' : ''}`);
  if (view.servers.length > 1) parts.push(`Also available at: ${view.servers.slice(1).map((s) => `\`${s.url}\``).join(', ')}`);
  if (view.description?.trim()) parts.push(view.description.trim());

  if (view.security.length) {
    const lines = view.security.map((group) => `- ${group.map((s) => `\`${s.summary}\`${s.key ? ` (${s.key})` : ''}${s.description ? `: ${oneLine(s.description)}` : ''}`).join(' and ')}`);
    parts.push(section('## Authorization', view.security.length > 1 ? ['Any one of:', '', ...lines] : lines));
  }

  for (const [where, heading] of LOCATIONS) {
    const params = view.parameters[where];
    if (!params.length) continue;
    const nodes = params.map((p) => ({ ...p.node, name: p.name, required: p.required, deprecated: p.deprecated, description: p.description }));
    parts.push(section(`## ${heading}`, fieldList(nodes, BODY_DEPTH)));
  }

  const body = view.requestBody;
  if (body?.contents.length) {
    const lines: string[] = [];
    if (body.description?.trim()) lines.push(oneLine(body.description), '');
    for (const media of body.contents) {
      if (body.contents.length > 1) lines.push(`### \`${media.mediaType}\``, '');
      else lines.push(`Media type: \`${media.mediaType}\``, '');
      lines.push(...rootFields(media.node, BODY_DEPTH), '');
    }
    parts.push(section(`## Body${body.required ? ' (required)' : ''}`, lines).trimEnd());
  }

  if (view.responses.length) {
    const lines: string[] = [];
    for (const response of view.responses) {
      const media = response.contents[0];
      const depth = response.status.startsWith('2') ? SUCCESS_RESPONSE_DEPTH : OTHER_RESPONSE_DEPTH;
      lines.push(`### ${response.status}${media ? ` (\`${response.contents.map((c) => c.mediaType).join('`, `')}\`)` : ''}`, '');
      if (response.description?.trim()) lines.push(oneLine(response.description), '');
      if (response.headers.length) lines.push('Headers:', '', ...fieldList(response.headers.map((h) => ({ ...h.node, name: h.name, required: h.required, description: h.description ?? h.node.description })), 0), '');
      const fields = rootFields(media?.node, depth);
      if (fields.length) lines.push(...fields, '');
    }
    parts.push(section('## Responses', lines).trimEnd());
  }

  const curl = view.samples.find((s) => !s.custom && s.lang === 'bash');
  if (curl) parts.push(section('## Example request', ['```bash', curl.code, '```']));
  // Spec text is untrusted: the twin carries it sanitised like the HTML page (util/safe-markdown.ts).
  return safeMarkdown(`${parts.join('\n\n')}\n`);
}
