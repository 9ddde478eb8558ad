// API pages of the example site, measured in Chromium rather than looked at: the code in both columns
// has one size and scrolls instead of being cut, the examples column takes the room the middle does
// not need, endpoint URLs wrap only after a slash, method badges have their colours with readable
// text in both modes, and the playground's request samples are coloured like the page's.
import { describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaticServer } from '../support/static-server.ts';
import { useExampleSite } from '../support/example-site-session.ts';
import { contrastRatio } from '../../src/runtime/theme.ts';

let server: StaticServer;
let browser: Browser;
useExampleSite((session) => ({ server, browser } = session));

const OPERATION_PAGES = [
  '/api-reference/services/list-services/',
  '/api-reference/services/create-service/',
  '/api-reference/services/get-service/',
  '/api-reference/services/delete-service/',
  '/api-reference/deployments/create-deployment/',
  '/api-reference/billing/get-invoice/',
];
const SCHEMES = ['light', 'dark'] as const;

async function open(path: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1440, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return page;
}

/** A CSS colour as [r, g, b], read back through a canvas (computed color-mix() values come as oklab()). */
function rgbInPage(page: Page, selector: string, property: 'color' | 'backgroundColor'): Promise<[number, number, number][]> {
  return page.locator(selector).evaluateAll((elements, prop) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    return elements.map((el) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(el)[prop as 'color'];
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3) as [number, number, number];
    });
  }, property);
}

const hex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('code on API pages', () => {
  for (const width of [1440, 390]) {
    test(`code in the middle and the examples column has one size, at most 14 px (${width} px)`, async () => {
      const page = await open('/api-reference/services/create-service/', { width });
      const sizes = await page.locator('.ds-playground pre, .ds-api-examples pre, .ds-content pre').evaluateAll((pres) =>
        pres.filter((pre) => pre.getClientRects().length > 0).map((pre) => ({ where: pre.closest('.ds-api-examples') ? 'examples' : 'middle', size: parseFloat(getComputedStyle(pre).fontSize) })),
      );
      expect(sizes.filter((s) => s.where === 'examples').length).toBeGreaterThan(0);
      expect(sizes.filter((s) => s.where === 'middle').length).toBeGreaterThan(0);
      expect(new Set(sizes.map((s) => s.size)).size).toBe(1);
      expect(sizes[0]!.size).toBeLessThanOrEqual(14);
      await page.close();
    });
  }

  test('long sample lines scroll inside their block, which stays within the examples column', async () => {
    const page = await open('/api-reference/services/get-service/');
    const blocks = await page.locator('.ds-api-examples pre').evaluateAll((pres) => {
      const column = document.querySelector('.ds-api-examples')!.getBoundingClientRect();
      return pres
        .filter((pre) => pre.getClientRects().length > 0)
        .map((pre) => {
          const box = pre.getBoundingClientRect();
          const before = pre.scrollLeft;
          pre.scrollLeft = pre.scrollWidth;
          return {
            overflow: getComputedStyle(pre).overflowX,
            inside: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
            longer: pre.scrollWidth > pre.clientWidth,
            scrolled: pre.scrollLeft > before,
          };
        });
    });
    // The curl sample's URL line is longer than the column: it must be reachable by scrolling.
    expect(blocks.some((b) => b.longer)).toBe(true);
    for (const block of blocks) {
      expect(block.overflow).toMatch(/auto|scroll/);
      expect(block.inside).toBe(true);
      expect(block.scrolled).toBe(block.longer);
    }
    await page.close();
  });

  test('the examples column takes the room the middle column does not need', async () => {
    const widths = async (width: number) => {
      const page = await open('/api-reference/services/create-service/', { width });
      const measured = await page.evaluate(() => ({
        main: document.querySelector('.ds-main')!.getBoundingClientRect().width,
        article: document.querySelector('.ds-article')!.getBoundingClientRect().width,
        examples: document.querySelector('.ds-api-examples')!.getBoundingClientRect().width,
        articleMax: parseFloat(getComputedStyle(document.querySelector('.ds-article')!).maxWidth),
      }));
      await page.close();
      return measured;
    };
    const desktop = await widths(1440);
    const wide = await widths(1920);
    expect(desktop.examples).toBeGreaterThanOrEqual(26 * 16);
    // On a wide screen the article has its full width and the middle column no more than it needs;
    // everything else goes to the examples.
    expect(wide.article).toBe(wide.articleMax);
    expect(wide.main - wide.article).toBeLessThanOrEqual(5 * 16 + 1);
    expect(wide.examples).toBeGreaterThan(desktop.examples + 200);
  });
});

describe('endpoint URL', () => {
  for (const width of [1280, 390]) {
    test(`wraps only after a slash, never inside a word (${width} px)`, async () => {
      let wrapped = 0;
      for (const path of OPERATION_PAGES) {
        const page = await open(path, { width });
        // The characters of the URL with the line each one is drawn on.
        const chars = await page.locator('.ds-api-url').evaluate((code) => {
          const out: { char: string; top: number }[] = [];
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              out.push({ char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
            }
          }
          return out;
        });
        expect(chars.map((c) => c.char).join('')).toMatch(/^https:\/\/api\.example\.com\/v2\//);
        for (let i = 1; i < chars.length; i++) {
          if (chars[i]!.top === chars[i - 1]!.top) continue;
          wrapped++;
          expect({ path, before: chars.slice(0, i).map((c) => c.char).join('') }).toEqual({ path, before: expect.stringMatching(/\/$/) });
        }
        await page.close();
      }
      // At phone width the long URLs do wrap: the check above had breaks to look at.
      if (width === 390) expect(wrapped).toBeGreaterThan(0);
    });
  }
});

describe('method badges', () => {
  for (const colorScheme of SCHEMES) {
    test(`GET, POST, DELETE differ in colour; every badge's text is at least 4.5:1 on it (${colorScheme})`, async () => {
      const page = await open('/api-reference/services/delete-service/', { colorScheme });
      const badges = '.ds-sidebar .ds-method, .ds-api-endpoint .ds-method, .ds-playground .ds-pg-method';
      const texts = await page.locator(badges).allTextContents();
      const colours = await rgbInPage(page, badges, 'color');
      const backgrounds = await rgbInPage(page, badges, 'backgroundColor');
      expect(texts.length).toBeGreaterThanOrEqual(6);
      texts.forEach((text, i) => {
        const ratio = contrastRatio(hex(colours[i]!), hex(backgrounds[i]!));
        expect(ratio, `${text} badge: ${hex(colours[i]!)} on ${hex(backgrounds[i]!)}`).toBeGreaterThanOrEqual(4.5);
      });
      const colourOf = (method: string) => hex(colours[texts.findIndex((t) => t.trim() === method)]!);
      expect(new Set([colourOf('GET'), colourOf('POST'), colourOf('DELETE')]).size).toBe(3);
      // The same method has the same colour in the sidebar, on the page and in the playground.
      const deletes = texts.flatMap((t, i) => (t.trim() === 'DELETE' ? [hex(colours[i]!)] : []));
      expect(deletes.length).toBe(3);
      expect(new Set(deletes).size).toBe(1);
      await page.close();
    });
  }
});

describe('playground request samples', () => {
  for (const colorScheme of SCHEMES) {
    test(`are coloured like the page's samples (${colorScheme})`, async () => {
      const page = await open('/api-reference/services/create-service/', { colorScheme });
      await page.locator('.ds-playground--live').waitFor();
      const sample = page.locator('.ds-playground .ds-pg-sample');
      // The page's curl sample, in the examples column.
      const pageSample = page.locator('.ds-api-examples [data-ds-api-sample][data-title="cURL"] code');
      const colourOfToken = async (scope: typeof sample, text: string) => {
        const token = scope.locator('span', { hasText: text }).last();
        return token.evaluate((el) => getComputedStyle(el).color);
      };
      for (const token of ['curl', '--url', "'Content-Type: application/json'"]) {
        expect({ token, colour: await colourOfToken(sample, token) }).toEqual({ token, colour: await colourOfToken(pageSample, token) });
      }
      // Coloured at all: the string differs from the plain text colour.
      expect(await colourOfToken(sample, "'Content-Type: application/json'")).not.toBe(await sample.evaluate((el) => getComputedStyle(el).color));
      // Other languages are coloured too.
      await page.locator('.ds-playground').getByRole('tab', { name: 'Python' }).click();
      await expect(sample.locator('[class^="ds-pg-syntax-"]').count()).resolves.toBeGreaterThan(5);
      await page.close();
    });
  }
});
