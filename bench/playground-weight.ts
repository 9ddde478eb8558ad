// Weighs the API playground in a built site: the scripts and stylesheets an API page loads for it,
// following the bootstrap's imports (the island is a dynamically imported chunk), raw and gzip.
//   node bench/playground-weight.ts DIST_DIR /path/of/an/api/page/
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [distArg, pagePath = '/'] = process.argv.slice(2);
if (!distArg) {
  console.error('usage: node bench/playground-weight.ts DIST_DIR /api/page/');
  process.exit(2);
}
const dist = resolve(distArg);
const htmlFile = [join(dist, pagePath, 'index.html'), join(dist, `${pagePath.replace(/\/$/, '')}.html`)].find(existsSync);
if (!htmlFile) throw new Error(`no page at ${pagePath} in ${dist}`);
const html = readFileSync(htmlFile, 'utf8');

const seen = new Map<string, { raw: number; gzip: number }>();
function weigh(file: string): void {
  if (seen.has(file) || !existsSync(file)) return;
  const bytes = readFileSync(file);
  seen.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  if (!file.endsWith('.js')) return;
  const text = bytes.toString('utf8');
  for (const match of text.matchAll(/(?:from\s*|import\s*\(\s*)["'`](\.{1,2}\/[^"'`]+)["'`]/g)) weigh(join(dirname(file), match[1]!));
}

// Only the playground's own files: the bootstrap script and its stylesheet (both named after it).
for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+)"/g)) {
  const url = match[1]!;
  if (/playground/i.test(url)) weigh(join(dist, url.replace(/^\/+/, '')));
}

const rows = [...seen].map(([file, size]) => ({ file: file.slice(dist.length + 1), ...size }));
const total = (kind: 'raw' | 'gzip', ext: string) => rows.filter((r) => r.file.endsWith(ext)).reduce((n, r) => n + r[kind], 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('| file | raw | gzip |\n| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.file.replace(/\.[\w-]{8}\.(js|css)$/, '.*.$1')} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
console.log(`| **JavaScript total** | ${kb(total('raw', '.js'))} | **${kb(total('gzip', '.js'))}** |`);
console.log(`| stylesheet total | ${kb(total('raw', '.css'))} | ${kb(total('gzip', '.css'))} |`);
