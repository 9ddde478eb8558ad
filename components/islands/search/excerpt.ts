// Pagefind excerpts are page text with the matched words wrapped in <mark>. Everything but those
// marks is shown as text, so page content can never inject markup into the dialog.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function markedExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : escapeHtml(decodeEntities(part))))
    .join('');
}

/** Pagefind stores text with `&`, `<`, `>` and quotes as entities; decode them once before escaping again. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? _);
}
