// What a page costs a reader, measured the way a browser loads it: every response Chromium receives
// until the load event plus a settle window, plus the scripts and styles inlined in the HTML. Sizes
// are gzip sizes (zlib's default level, what static hosts serve), each asset compressed on its own.
// Used by the size-budget tests and by the benchmarks in bench/.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export const KB = 1024;

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(typeof data === 'string' ? Buffer.from(data) : data).length;
}

export function gzipSizeOfFile(file: string): number {
  return gzipSize(readFileSync(file));
}

export interface Asset {
  /** The URL, or `inline script #n in URL` / `inline style #n in URL`. */
  name: string;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  url: string;
  html: Asset;
  /** External scripts fetched (including module preloads and dynamic imports) and inline scripts. */
  js: Asset[];
  /** Stylesheets fetched and inline `<style>` elements. */
  css: Asset[];
  jsGzip: number;
  cssGzip: number;
  /** Hints of a UI framework runtime (islands, React, Vue, Svelte, Preact, Solid); empty when none. */
  frameworkRuntimes: string[];
  /** Requests that failed or answered with a status of 400 or more (the page itself excluded). */
  failedRequests: string[];
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Signatures of framework runtimes in script code (never in the page text, where docs may mention them). */
const FRAMEWORK_SIGNATURES: [string, RegExp][] = [
  ['Astro island runtime', /customElements\.define\(\s*["']astro-island["']/],
  ['React', /react-dom|__REACT_DEVTOOLS_GLOBAL_HOOK__|react\.(?:production|development)/],
  ['Preact', /\bpreact\b|__PREACT_DEVTOOLS__/],
  ['Vue', /__VUE__|@vue\/runtime|createApp\(/],
  ['Svelte', /svelte\/internal|\$\$\.fragment/],
  ['Solid', /solid-js|_\$HY\b/],
];

function frameworkHints(sources: { name: string; text: string }[]): string[] {
  const hits: string[] = [];
  for (const [framework, pattern] of FRAMEWORK_SIGNATURES) {
    const where = sources.find((s) => pattern.test(s.text));
    if (where) hits.push(`${framework} in ${where.name}`);
  }
  return hits;
}

export interface MeasureOptions {
  /** How long to keep listening after the load event: late and lazy requests count too. */
  settleMs?: number;
  viewport?: { width: number; height: number };
}

/** Opens `url` in a fresh page and measures what it loads before the reader interacts. */
export async function measurePageWeight(browser: Browser, url: string, options: MeasureOptions = {}): Promise<PageWeight> {
  const page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  const pending: Promise<void>[] = [];
  const js: Asset[] = [];
  const css: Asset[] = [];
  const scriptTexts: { name: string; text: string }[] = [];
  const failedRequests: string[] = [];
  let documentBody: Buffer | undefined;

  page.on('requestfailed', (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`));
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const isPage = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (response.status() >= 400 && !isPage) failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    if (type !== 'script' && type !== 'stylesheet' && !isPage) return;
    pending.push(
      response.body().then(
        (body) => {
          if (isPage) {
            documentBody = body;
            return;
          }
          const asset = { name: response.url(), bytes: body.length, gzip: gzipSize(body) };
          if (type === 'script') {
            js.push(asset);
            scriptTexts.push({ name: asset.name, text: body.toString('utf8') });
          } else {
            css.push(asset);
          }
        },
        () => undefined, // a body that is gone (redirect, aborted) has no size to count
      ),
    );
  });

  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(options.settleMs ?? 2000);
    const inline = await page.evaluate(() => ({
      scripts: [...document.querySelectorAll('script:not([src])')].map((s) => ({
        type: (s.getAttribute('type') ?? '').trim().toLowerCase(),
        text: s.textContent ?? '',
      })),
      styles: [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    }));
    await Promise.all(pending);
    inline.scripts.forEach((script, index) => {
      if (!JS_TYPES.has(script.type)) return; // JSON data blocks are not code
      const name = `inline script #${index + 1} in ${url}`;
      js.push({ name, bytes: Buffer.byteLength(script.text), gzip: gzipSize(script.text) });
      scriptTexts.push({ name, text: script.text });
    });
    inline.styles.forEach((text, index) => {
      css.push({ name: `inline style #${index + 1} in ${url}`, bytes: Buffer.byteLength(text), gzip: gzipSize(text) });
    });
    const htmlBody = documentBody ?? Buffer.from(await page.content());
    const html = { name: url, bytes: htmlBody.length, gzip: gzipSize(htmlBody) };
    const islands = /<astro-island\b/.test(htmlBody.toString('utf8')) ? [`Astro island (hydrated framework component) in ${url}`] : [];
    return {
      url,
      html,
      js,
      css,
      jsGzip: js.reduce((sum, a) => sum + a.gzip, 0),
      cssGzip: css.reduce((sum, a) => sum + a.gzip, 0),
      frameworkRuntimes: [...islands, ...frameworkHints(scriptTexts)],
      failedRequests,
    };
  } finally {
    await page.close();
  }
}

/** `12.3 KB gzip`, for messages and tables. */
export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** One line per asset, largest first: what a failing budget prints. */
export function describeAssets(assets: Asset[]): string {
  return [...assets]
    .sort((a, b) => b.gzip - a.gzip)
    .map((a) => `    ${formatKb(a.gzip)} gzip (${formatKb(a.bytes)} raw)  ${a.name}`)
    .join('\n');
}
