// Descriptions in OpenAPI files are markdown (often with HTML in it) written by someone else: render
// them, then keep only harmless markup. No <script>, no event handlers, no javascript: URLs, no
// style injection; links to other sites get rel="noopener noreferrer".
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { isExternal, resolveAuthorLink, type UrlSettings } from '../util/urls.ts';
import { ALLOWED_SCHEMES } from '../util/url-policy.ts';

const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'i', 'img', 'kbd', 'li', 'ol', 'p', 'pre', 's', 'span', 'strong', 'sub', 'summary', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

function sanitize(html: string, urls?: UrlSettings): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      code: ['class'],
      td: ['align'],
      th: ['align'],
      ol: ['start'],
    },
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedClasses: { code: [/^language-[\w-]+$/] },
    disallowedTagsMode: 'discard',
    // Headings inside a field description would break the page outline.
    transformTags: {
      h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const out: Record<string, string> = { ...attribs };
        if (isExternal(href) && !/^mailto:/i.test(href)) out.rel = 'noopener noreferrer';
        else if (urls && href) out.href = resolveAuthorLink(href, urls);
        return { tagName, attribs: out };
      },
    },
  } as sanitizeHtml.IOptions);
}

// The same descriptions repeat across hundreds of operation pages (shared schemas): render each once.
const rendered = new Map<string, string>();
const CACHE_LIMIT = 20_000;

/** Safe HTML for a markdown description (block level). */
export function renderMarkdown(text: string | undefined, urls?: UrlSettings): string {
  if (!text || !text.trim()) return '';
  const key = urls ? `${urls.base}\0${urls.format}\0${text}` : `\0\0${text}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = sanitize(markdown.render(text), urls);
    if (rendered.size >= CACHE_LIMIT) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/** Safe HTML for a one-line markdown text (no wrapping paragraph). */
export function renderInlineMarkdown(text: string | undefined, urls?: UrlSettings): string {
  if (!text || !text.trim()) return '';
  return sanitize(markdown.renderInline(text), urls);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Plain text of a markdown description (what is left after sanitising, without markup). */
export function plainText(text: string | undefined): string | undefined {
  if (!text || !text.trim()) return undefined;
  const stripped = sanitizeHtml(renderMarkdown(text), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
  return stripped || undefined;
}
