// docs.json `banner`: a strip above every page. Its `content` is config text, so it is untrusted:
// only a small markdown subset becomes markup (links to http(s) URLs or site paths, **bold**,
// *italic*, `code`); everything else is escaped text. A dismissed banner stays hidden until its
// text changes: the reader's choice is stored under a key made from the text, and the head script
// (components/chrome/ColorModeScript.astro) applies it before the first paint.
import { resolveAuthorLink, type UrlSettings } from '../util/urls.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function safeLink(href: string, urls: UrlSettings): string | undefined {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return resolveAuthorLink(trimmed, urls);
  return undefined;
}

/** The banner's inline markdown: a link (text, href), bold, italic (either mark) or code. */
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|`([^`]+)`/g;

/** The targets of the banner's links, as written (checked by the URL policy and the link check). */
export function bannerLinks(content: string): string[] {
  return [...content.matchAll(INLINE)].flatMap((match) => (match[2] === undefined ? [] : [match[2]]));
}

/** Inline markdown of the banner as HTML; the result contains no tag the text did not ask for. */
export function bannerHtml(content: string, urls: UrlSettings): string {
  let html = '';
  let last = 0;
  for (const match of content.matchAll(INLINE)) {
    html += escape(content.slice(last, match.index));
    last = match.index! + match[0].length;
    const [, text, href, bold, italic, underscored, code] = match;
    if (text !== undefined) {
      const link = safeLink(href!, urls);
      html += link ? `<a href="${escape(link)}">${escape(text)}</a>` : escape(text);
    } else if (bold !== undefined) html += `<strong>${escape(bold)}</strong>`;
    else if (italic !== undefined || underscored !== undefined) html += `<em>${escape(italic ?? underscored!)}</em>`;
    else html += `<code>${escape(code!)}</code>`;
  }
  return html + escape(content.slice(last));
}

/** A short key of the banner text (FNV-1a): a new text shows again to readers who closed the old one. */
export function bannerKey(content: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i++) {
    hash ^= content.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
