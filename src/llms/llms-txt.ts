// /llms.txt and /llms-full.txt: the site for AI tools. llms.txt names the site, says what it is, and
// lists every navigation page (title, link to its markdown, description) grouped like the sidebar;
// llms-full.txt holds every navigation page as markdown, in reading order.
import { safeMarkdown } from '../util/safe-markdown.ts';
import { pageIdsOf, type NavNode, type NavigationModel } from '../navigation/model.ts';
import { mdxToMarkdown, type ToMarkdownOptions } from './to-markdown.ts';
import { markdownDestination } from './urls.ts';

export interface LlmsPage {
  title: string;
  description?: string;
  /** URL of the page's markdown twin (`/quickstart.md`), absolute when `site` is set. */
  markdownHref: string;
  /** URL of the page itself. */
  href: string;
}

export interface LlmsInput {
  name: string;
  description?: string;
  navigation: NavigationModel;
  pages: ReadonlyMap<string, LlmsPage>;
  /** docs.json `markdown.instructions`: guidance for AI tools, a paragraph under the description. */
  instructions?: string;
  /** Every language and version's own pair of files, listed last (the site's /llms.txt only). */
  scopes?: readonly ScopeLink[];
}

export interface ScopeLink {
  /** `Español · v2`. */
  name: string;
  href: string;
  fullHref: string;
}

/** The instructions as one block of text (blank lines inside kept, surrounding space trimmed). */
function instructionsBlock(instructions: string | undefined): string | undefined {
  const text = instructions?.trim();
  return text ? text : undefined;
}

function pageLine(page: LlmsPage): string {
  return `- [${page.title}](${markdownDestination(page.markdownHref)})${page.description ? `: ${page.description}` : ''}`;
}

export function llmsTxt(input: LlmsInput): string {
  // The site name and group labels come from docs.json: untrusted, sanitised like spec text.
  const out: string[] = [`# ${safeMarkdown(input.name)}`];
  if (input.description) out.push(`> ${input.description}`);
  const instructions = instructionsBlock(input.instructions);
  if (instructions) out.push(instructions);
  // Pages outside any named group come first; each named group is a section, nested groups one
  // heading level deeper (top-level groups are H2).
  const loose: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  const walk = (nodes: NavNode[], depth: number, lines: string[]) => {
    for (const node of nodes) {
      if (node.type === 'page') {
        const page = input.pages.get(node.id);
        if (page) lines.push(pageLine(page));
      } else if (!node.label) {
        walk(node.entries, depth, lines);
      } else if (pageIdsOf(node).some((id) => input.pages.has(id))) {
        const section = { heading: `${'#'.repeat(Math.min(depth, 6))} ${safeMarkdown(node.label)}`, lines: [] as string[] };
        sections.push(section);
        walk(node.entries, depth + 1, section.lines);
      }
    }
  };
  walk(input.navigation.groups, 2, loose);
  if (loose.length) out.push(loose.join('\n'));
  for (const section of sections) out.push(section.lines.length ? `${section.heading}\n\n${section.lines.join('\n')}` : section.heading);
  if (input.scopes?.length) {
    const lines = input.scopes.map((scope) => `- [${safeMarkdown(scope.name)}](${markdownDestination(scope.href)}): every page as markdown in [llms-full.txt](${markdownDestination(scope.fullHref)})`);
    out.push(`## Languages and versions\n\n${lines.join('\n')}`);
  }
  return `${out.join('\n\n')}\n`;
}

export interface MarkdownPageInput {
  title: string;
  description?: string;
  body: string;
  url?: string;
  /** Markdown that comes before the body (the operation of an `openapi:` page). */
  lead?: string;
}

/** A page as one markdown document: title, description, the lead, then the converted body. */
export function pageMarkdown(page: MarkdownPageInput, options?: ToMarkdownOptions): string {
  const head = [`# ${page.title}`];
  if (page.description) head.push(`> ${page.description}`);
  if (page.lead?.trim()) head.push(page.lead.trim());
  const body = mdxToMarkdown(page.body, options);
  return `${head.join('\n\n')}\n\n${body}`;
}

/** Every navigation page, one after another, each introduced by its URL. */
export function llmsFullTxt(name: string, pages: (MarkdownPageInput & { markdown: string })[], instructions?: string): string {
  const parts = pages.map((page) => `${page.markdown.trimEnd()}\n${page.url ? `\nSource: ${page.url}\n` : ''}`);
  const block = instructionsBlock(instructions);
  return `# ${safeMarkdown(name)}\n\n${block ? `${block}\n\n` : ''}${parts.join('\n---\n\n')}`;
}
