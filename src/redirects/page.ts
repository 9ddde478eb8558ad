// The HTML of a static redirect: an immediate meta refresh, a canonical link to the destination (so
// search engines credit it), and a plain link for readers whose browser does not follow the refresh.
// An empty icon keeps the browser from asking for /favicon.ico while the stub is shown, a 404 on
// sites without one (a console error the reader gate saw on /docs/configuration/).
import { join, relative, isAbsolute } from 'node:path';

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

/**
 * The file a path is written to: `/old/page` -> `old/page/index.html` (or `old/page.html`);
 * undefined when the path would land outside the output folder.
 */
export function redirectFile(outDir: string, from: string, format: 'directory' | 'file' | 'preserve'): string | undefined {
  const path = from.replace(/^\/+/, '');
  const file = !path
    ? join(outDir, 'index.html')
    : /\.html?$/i.test(path)
      ? join(outDir, path)
      : format === 'file'
        ? join(outDir, `${path}.html`)
        : join(outDir, path, 'index.html');
  const inside = relative(outDir, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}
