// A built site in English and Spanish, read in Chromium: the content components' controls speak the
// page's language (Expandable, the field badges, code-block buttons), <Latex> is KaTeX markup, and the
// code-block fence options work: `wrap` (no sideways scrolling at phone width), `lines` (numbers the
// copy leaves out), `expandable` (a button, by keyboard, in both colour modes) and `icon`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { seriousViolations } from './chrome-axe.ts';

const longLine = `echo '${JSON.stringify({ $schema: 'https://example.com/schemas/v3/index.json', connections: { starter: { type: 'github', url: 'https://github.com/example/repository' } } })}' > config.json`;
const thirtyLines = Array.from({ length: 30 }, (_, i) => `line_${i + 1} = ${i + 1}`).join('\n');

const FILES = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Options',
    colors: { primary: '#15803d', light: '#4ade80' },
    navigation: {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/index'] }] },
        { language: 'es', groups: [{ group: 'Inicio', pages: ['es/index'] }] },
      ],
    },
  }),
  'en/index.mdx': `---
title: Code and maths
description: Fence options and the Latex component.
---

The area is <Latex>\\sqrt 2 \\cdot \\alpha</Latex>, and as a string <Latex>{"\\\\frac{a}{b}"}</Latex>.

\`\`\`bash wrap icon="terminal" Create the config
${longLine}
\`\`\`

\`\`\`bash Not wrapped
${longLine}
\`\`\`

\`\`\`python lines highlight={2} Numbered
a = 1
b = 2
\`\`\`

\`\`\`python expandable Long file
${thirtyLines}
\`\`\`
`,
  'es/index.mdx': `---
title: Campos
description: Campos en español.
---

<ResponseField name="logo" type="object" required>
  Ruta al logo.
  <Expandable title="Logo">
    <ResponseField name="light" type="string">Logo claro</ResponseField>
  </Expandable>
</ResponseField>

\`\`\`python expandable Archivo largo
${thirtyLines}
\`\`\`
`,
};

let site: BuiltSite;
let server: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  site = buildSite({ files: FILES });
  if (site.status !== 0) throw new Error(site.output);
  server = await serveStatic(site.distDir);
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (site) removeSite(site);
});

async function open(path: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  await page.goto(new URL(path, server.url).href);
  return page;
}

test('builds without a warning: <Latex> is a component, and no fence option goes unread', () => {
  expect(site.output).not.toMatch(/\[(WARN|ERROR)\]/);
});

describe('a Spanish page', () => {
  test('the Expandable toggle and the required badge are in Spanish', async () => {
    const page = await open('/es/');
    const expandable = page.locator('.ds-expandable').first();
    await expect(expandable.locator('summary').innerText()).resolves.toBe('Mostrar Logo');
    await expandable.locator('summary').click();
    await expect(expandable.locator('summary').innerText()).resolves.toBe('Ocultar Logo');
    await expect(page.locator('.ds-badge--required').first().innerText()).resolves.toMatch(/^obligatorio$/i);
  });

  test('code-block buttons are named in Spanish', async () => {
    const page = await open('/es/');
    await expect(page.locator('.ds-copy-button').first().getAttribute('aria-label')).resolves.toBe('Copiar código');
    const expand = page.locator('.ds-code-expand');
    await expect(expand.innerText()).resolves.toBe('Mostrar más');
    await expand.click();
    await expect(expand.innerText()).resolves.toBe('Mostrar menos');
  });
});

describe('an English page', () => {
  test('<Latex> is KaTeX markup, inline in its sentence, styled by KaTeX\'s fonts', async () => {
    const page = await open('/en/');
    const formulas = page.locator('p .ds-latex .katex');
    await expect(formulas.count()).resolves.toBe(2);
    await expect(page.locator('.ds-latex annotation').allTextContents()).resolves.toEqual(['\\sqrt 2 \\cdot \\alpha', '\\frac{a}{b}']);
    await expect(page.locator('.ds-latex .mfrac').count()).resolves.toBe(1);
    await expect(formulas.first().evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toContain('KaTeX_Main');
  });

  test('wrap: long lines wrap at phone width, where an unwrapped block scrolls sideways', async () => {
    const page = await open('/en/', { width: 390 });
    const overflow = (title: string) =>
      page.locator(`figure[data-ds-code-title="${title}"] pre`).evaluate((pre) => ({ scrolls: pre.scrollWidth > pre.clientWidth, lines: Math.round(pre.clientHeight / parseFloat(getComputedStyle(pre).lineHeight)) }));
    const wrapped = await overflow('Create the config');
    expect(wrapped.scrolls).toBe(false);
    expect(wrapped.lines).toBeGreaterThan(3);
    await expect(overflow('Not wrapped')).resolves.toMatchObject({ scrolls: true });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });

  test('lines: each line has a number in front, which the copied text leaves out', async () => {
    const page = await open('/en/');
    const block = page.locator('figure[data-ds-code-title="Numbered"]');
    const numbers = await block.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
    expect(numbers).toEqual(['counter(ds-line)', 'counter(ds-line)']);
    await expect(block.locator('pre code').textContent()).resolves.toBe('a = 1\nb = 2');
    // The numbers sit left of the code, the highlighted line's too.
    const lefts = await block.locator('.line').evaluateAll((lines) => lines.map((line) => (line.firstElementChild as HTMLElement).getBoundingClientRect().left));
    expect(lefts[0]).toBeCloseTo(lefts[1]!, 0);
  });

  test('icon: drawn before the title', async () => {
    const page = await open('/en/');
    const icon = page.locator('figure[data-ds-code-title="Create the config"] .ds-code-title .ds-code-icon svg');
    await expect(icon.getAttribute('data-icon')).resolves.toBe('terminal');
    await expect(icon.isVisible()).resolves.toBe(true);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`expandable (${colorScheme}): a long block shows its first lines; the button shows the rest and hides it again, by keyboard`, async () => {
      const page = await open('/en/', { colorScheme });
      const figure = page.locator('figure[data-ds-code-title="Long file"]');
      const pre = figure.locator('pre');
      const height = () => pre.evaluate((el) => ({ shown: el.clientHeight, full: el.scrollHeight }));
      const collapsed = await height();
      expect(collapsed.shown).toBeLessThan(collapsed.full / 2);
      const button = figure.locator('.ds-code-expand');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(button.innerText()).resolves.toBe('Show more');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(button.innerText()).resolves.toBe('Show less');
      const expanded = await height();
      expect(expanded.shown).toBe(expanded.full);
      await page.keyboard.press('Space');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(seriousViolations(page)).resolves.toEqual([]);
    });
  }
});
