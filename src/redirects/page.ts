// The HTML of a static redirect: an immediate meta refresh, a canonical link to the destination (so
// search engines credit it), and a plain link for readers whose browser does not follow the refresh.
// An empty icon keeps the browser from asking for /favicon.ico while the stub is shown, a 404 on
// sites without one (a console error the reader gate saw on /docs/configuration/).
import { join } from 'node:path';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function redirectHtml(href: string, canonical: string): string {
  const to = escapeAttribute(href);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${to}</title>
<meta http-equiv="refresh" content="0; url=${to}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttribute(canonical)}">
<link rel="icon" href="data:,">
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}

/** The file a path is written to: `/old/page` -> `old/page/index.html` (or `old/page.html`). */
export function redirectFile(outDir: string, from: string, format: 'directory' | 'file' | 'preserve'): string {
  const relative = from.replace(/^\/+/, '');
  if (!relative) return join(outDir, 'index.html');
  if (/\.html?$/i.test(relative)) return join(outDir, relative);
  return format === 'file' ? join(outDir, `${relative}.html`) : join(outDir, relative, 'index.html');
}
