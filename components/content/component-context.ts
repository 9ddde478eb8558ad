// What content components share while one page renders: unique ids, the page a finding names, and
// the API-examples collector. Everything is keyed by the page's request, so it restarts per page.
import { HeadingSlugger } from '../../src/markdown/heading-slugs.ts';
import { reportRenderFinding } from '../../src/diagnostics/render-findings.ts';

/** The part of the `Astro` global the helpers read. */
export interface RenderContext {
  request: Request;
  url: URL;
  locals: object;
}

const sluggers = new WeakMap<Request, HeadingSlugger>();

/**
 * An id unique on the page, made from `text` by the rule of heading ids (src/markdown/heading-slugs.ts),
 * e.g. "param-user-id", then "param-user-id-2", so that a component's title (an `<Update>` rendered
 * without its label heading, a `<Step>`) is made an id the way a heading of that text is.
 */
export function uniqueId(astro: RenderContext, prefix: string, text: string): string {
  let slugger = sluggers.get(astro.request);
  if (!slugger) sluggers.set(astro.request, (slugger = new HeadingSlugger()));
  const source = prefix ? `${prefix}-${text}` : text;
  return slugger.slug(source.trim() || prefix || 'section');
}

/** Key under which the route tells components which docs file is rendering. */
export const PAGE_FILE_LOCAL = 'docsmithPageFile';

/** The docs file being rendered (set by the route), or the page URL when rendered elsewhere. */
export function pageOf(astro: RenderContext): string {
  const file = (astro.locals as Record<string, unknown>)[PAGE_FILE_LOCAL];
  return typeof file === 'string' ? file : astro.url.pathname;
}

export const INVALID_PROPS_RULE = 'component/invalid-props';

/** A wrong prop: reported under the rule model; the component renders a visible fallback. */
export function reportInvalidProps(astro: RenderContext, component: string, message: string): void {
  reportRenderFinding({ rule: INVALID_PROPS_RULE, file: pageOf(astro), message: `<${component}>: ${message}` });
}

/** Attribute values arrive escaped in rendered HTML; ids and labels need the plain text. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text a reader sees in rendered HTML: paragraphs and line breaks kept, tags dropped. */
export function textOfHtml(html: string): string {
  return unescapeHtml(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|pre|h[1-6])>\s*/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
