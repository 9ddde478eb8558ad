#!/usr/bin/env node
// Lighthouse on pages of the built example site, offline: the site is served on 127.0.0.1 and
// Lighthouse drives the system Chromium.
//
//   (cd example-site && npx astro build) && cd bench && node lighthouse.mjs [/path ...]
//
// Default paths: the home page, the components page and the API reference page. Prints the four
// category scores per page and every weighted audit that kept a category below 100.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../test/support/static-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DIST = fileURLToPath(new URL('../example-site/dist/', import.meta.url));
const OUT = join(HERE, '.work/lighthouse');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/components/', '/api-reference/introduction/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
if (!existsSync(DIST)) throw new Error('build the example site first: (cd example-site && npx astro build)');
mkdirSync(OUT, { recursive: true });

// Compressed like any production static host: Lighthouse weighs the bytes transferred.
const server = await serveStatic(DIST, '/', { compress: true });
const rows = [];
const notes = [];
try {
  for (const path of paths) {
    const file = join(OUT, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`);
    // Asynchronous: the static server answers Lighthouse's requests from this same process.
    await promisify(execFile)(join(HERE, 'node_modules/.bin/lighthouse'), [
      server.url + path,
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--quiet',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(readFileSync(file, 'utf8'));
    rows.push(`| ${path} | ${CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)).join(' | ')} |`);
    for (const category of CATEGORIES) {
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          notes.push(`- ${path} ${category}: ${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`);
        }
      }
    }
  }
} finally {
  await server.close();
}
console.log(['', `| page | ${CATEGORIES.join(' | ')} |`, `| --- | ${CATEGORIES.map(() => '---:').join(' | ')} |`, ...rows, '', ...notes].join('\n'));
