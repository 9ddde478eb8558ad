// Takes screenshots of a built site for review: node test/support/screenshot.ts DIR OUT PATH...
// Each path is shot at desktop and mobile width, in light and dark mode.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.ts';
import { serveStatic } from './static-server.ts';

const [dir, out, ...paths] = process.argv.slice(2);
if (!dir || !out || !paths.length) {
  console.error('usage: node test/support/screenshot.ts DIST_DIR OUT_DIR /path [/path...] [--full]');
  process.exit(2);
}
const full = paths.includes('--full');
mkdirSync(out, { recursive: true });
const server = await serveStatic(dir);
const browser = await launchBrowser();
try {
  for (const path of paths.filter((p) => p !== '--full')) {
    for (const [width, height, label] of [[1280, 900, 'desktop'], [390, 844, 'mobile']] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
        await page.goto(server.url + path, { waitUntil: 'load' });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}-${scheme}.png`;
        await page.screenshot({ path: join(out, name), fullPage: full });
        await page.close();
        console.log(join(out, name));
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
