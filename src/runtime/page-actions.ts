// Page actions (`contextual` in docs.json, overridable per page in front matter): what the menu beside
// the page title (or above the table of contents) offers. Pure, so it is tested without Astro.
// Open-in-assistant items are plain links carrying the page's absolute markdown URL: nothing runs
// until the reader clicks, and nothing is sent anywhere else.
import { z } from 'astro/zod';
import { CONTEXTUAL_NOT_RENDERED, contextualSchema, type contextualOption } from '../config/page-features-schema.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import { markdownHref, onSite } from '../llms/urls.ts';
import { pageHref, type UrlSettings } from '../util/urls.ts';

type Contextual = z.output<typeof contextualSchema>;
type Option = z.output<typeof contextualOption>;

export type PageAction =
  | { kind: 'copy'; markdown: string }
  | { kind: 'link'; id: string; title: string; description?: string; icon?: string; href: string };

export interface PageActions {
  display: 'header' | 'toc';
  actions: PageAction[];
}

/** Without `contextual`, pages offer what Docsmith always did: copy the page, view it as markdown. */
const DEFAULT: Contextual = { options: ['copy', 'view'] };

const ASSISTANTS: Record<string, { title: string; url: (prompt: string) => string }> = {
  chatgpt: { title: 'Open in ChatGPT', url: (q) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(q)}` },
  claude: { title: 'Open in Claude', url: (q) => `https://claude.ai/new?q=${encodeURIComponent(q)}` },
  perplexity: { title: 'Open in Perplexity', url: (q) => `https://www.perplexity.ai/search/new?q=${encodeURIComponent(q)}` },
  grok: { title: 'Open in Grok', url: (q) => `https://grok.com/?q=${encodeURIComponent(q)}` },
};

/** The settings for one page: its front matter `contextual` when valid, else docs.json's. */
export function contextualOf(siteSetting: Contextual | undefined, frontmatter: Record<string, unknown>): Contextual {
  const own = contextualSchema.safeParse(frontmatter.contextual);
  return own.success ? own.data : (siteSetting ?? DEFAULT);
}

/** Only web links and site paths: a config string never becomes a `javascript:` or `data:` link. */
function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  return undefined;
}

export function pageActions(contextual: Contextual, pageId: string, urls: UrlSettings, site: string | null | undefined): PageActions {
  const markdown = markdownHref(pageId, urls);
  const absoluteMarkdown = site ? onSite(markdown, site) : undefined;
  const path = pageHref(pageId, urls);
  const fill = (text: string) => text.replaceAll('$page', absoluteMarkdown ?? markdown).replaceAll('$path', path).replaceAll('$mcp', site ? onSite('/mcp', site) : '/mcp');
  const actions: PageAction[] = [];
  for (const option of contextual.options) {
    const action = actionOf(option, { markdown, absoluteMarkdown, fill });
    if (action) actions.push(action);
  }
  return { display: contextual.display ?? 'header', actions };
}

function actionOf(option: Option, page: { markdown: string; absoluteMarkdown?: string; fill: (text: string) => string }): PageAction | undefined {
  if (typeof option !== 'string') {
    const raw = typeof option.href === 'string' ? page.fill(option.href) : withQuery(page.fill(option.href.base), option.href.query ?? [], page.fill);
    const href = safeHref(raw);
    return href ? { kind: 'link', id: 'custom', title: option.title, description: option.description, icon: option.icon, href } : undefined;
  }
  if (option === 'copy') return { kind: 'copy', markdown: page.markdown };
  if (option === 'view') return { kind: 'link', id: 'view', title: 'View as Markdown', description: 'This page as plain text', href: page.markdown };
  const assistant = ASSISTANTS[option];
  if (!assistant || !page.absoluteMarkdown) return undefined;
  const prompt = `Read ${page.absoluteMarkdown} so I can ask questions about it.`;
  return { kind: 'link', id: option, title: assistant.title, description: 'Ask questions about this page', href: assistant.url(prompt) };
}

function withQuery(base: string, query: { key: string; value: string }[], fill: (text: string) => string): string {
  if (query.length === 0) return base;
  const params = query.map(({ key, value }) => `${encodeURIComponent(key)}=${encodeURIComponent(fill(value))}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

/** Setup-time warnings for docs.json `contextual`: ids Docsmith does not render, links that need `site`. */
export function contextualFindings(
  contextual: Contextual | undefined,
  site: string | null | undefined,
  configFile: string,
  locate: (path: (string | number)[]) => { line?: number; column?: number } | undefined = () => undefined,
): Finding[] {
  if (!contextual) return [];
  const findings: Finding[] = [];
  const at = (path: (string | number)[]) => {
    const place = locate(path);
    return { file: configFile, ...(place?.line ? { line: place.line, column: place.column } : {}) };
  };
  const ids = contextual.options.filter((o): o is Extract<Option, string> => typeof o === 'string');
  const unsupported = ids.filter((id) => (CONTEXTUAL_NOT_RENDERED as readonly string[]).includes(id));
  if (unsupported.length) {
    findings.push({ rule: 'config/compatibility-key', ...at(['contextual', 'options']), message: `contextual.options: ${unsupported.map((id) => `"${id}"`).join(', ')} ${unsupported.length === 1 ? 'is' : 'are'} not offered by Docsmith; left out of the page actions` });
  }
  const needSite = ids.filter((id) => id in ASSISTANTS);
  if (needSite.length && !site) {
    findings.push({ rule: 'config/needs-site', ...at(['contextual', 'options']), message: `contextual.options: ${needSite.map((id) => `"${id}"`).join(', ')} link to the page's markdown by its absolute URL; set \`site\` in astro.config (or pass --site to docsmith build) to show them` });
  }
  for (const [index, option] of contextual.options.entries()) {
    if (typeof option !== 'string' && typeof option.href === 'string' && !safeHref(option.href)) {
      findings.push({ rule: 'config/invalid', ...at(['contextual', 'options', index, 'href']), message: `contextual.options: "${option.title}" has href "${option.href}"; expected an http(s) URL or a path starting with /` });
    }
  }
  return findings;
}
