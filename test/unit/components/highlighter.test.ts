// Docsmith's highlighter: one tokenization per block against CSS variables that styles/syntax.css
// defines per colour mode, a per-build cache, and the plugins that replace Astro's highlighting step.
import { readFileSync } from 'node:fs';
import type { AstroConfig } from 'astro';
import type { Element, Root } from 'hast';
import { markdownToHtml, type HastPluginEntry, type MdastPluginEntry } from 'satteri';
import { beforeEach, describe, expect, test } from 'vitest';
import { rehypeCodeHighlight } from '../../../src/markdown/highlight-plugins.ts';
import { clearHighlightCache, highlightBlock, highlightBlockToHtml, highlightCacheSize } from '../../../src/markdown/highlighter.ts';
import { registerMarkdownPlugins } from '../../../src/markdown/register.ts';
import { REPO_ROOT } from '../../support/paths.ts';

const SYNTAX_CSS = readFileSync(`${REPO_ROOT}/styles/syntax.css`, 'utf8');

/** The custom properties one rule block of syntax.css defines. */
function definedIn(selector: string): Set<string> {
  const start = SYNTAX_CSS.indexOf(`${selector} {`);
  const body = SYNTAX_CSS.slice(start, SYNTAX_CSS.indexOf('}', start));
  return new Set([...body.matchAll(/(--ds-syntax-[\w-]+):/g)].map((m) => m[1]!));
}

const SAMPLE = `// add two numbers
export function add(a: number, b = 2): string {
  const label = \`sum: \${a + b}\`;
  return label.replace(/x+/g, 'y') ?? null;
}`;

beforeEach(() => clearHighlightCache());

describe('highlighted HTML', () => {
  test('tokens are coloured through variables, and every variable has a light and a dark value', async () => {
    const html = await highlightBlockToHtml(SAMPLE, 'ts', undefined);
    const used = new Set([...html.matchAll(/var\((--ds-syntax-[\w-]+)\)/g)].map((m) => m[1]!));
    // Keyword, string, comment, function and constant tokens each get their own colour (strings in
    // TypeScript are "string expressions" in the CSS-variables theme).
    for (const token of ['keyword', 'string-expression', 'comment', 'function', 'constant']) expect(used).toContain(`--ds-syntax-token-${token}`);
    expect(html).not.toMatch(/--shiki-|#[0-9a-f]{6}/i);
    const light = definedIn(':root');
    const dark = definedIn(":root[data-theme='dark']");
    for (const variable of used) {
      expect(light, `${variable} in light mode`).toContain(variable);
      if (variable !== '--ds-syntax-background') expect(dark, `${variable} in dark mode`).toContain(variable);
    }
  });

  test('the light and dark colours of a token differ', () => {
    const value = (selector: string, name: string) => new RegExp(`${name}: (#[0-9a-f]{6})`).exec(SYNTAX_CSS.slice(SYNTAX_CSS.indexOf(`${selector} {`)))?.[1];
    for (const name of ['--ds-syntax-foreground', '--ds-syntax-token-keyword', '--ds-syntax-token-string']) {
      expect(value(':root', name)).toBeDefined();
      expect(value(":root[data-theme='dark']", name)).not.toBe(value(':root', name));
    }
  });

  test('the <pre> keeps what Astro put on it: astro-code class, data-language, scrolling', async () => {
    const html = await highlightBlockToHtml('echo hi', 'sh', undefined);
    expect(html).toMatch(/<pre class="astro-code docsmith-syntax" [^>]*data-language="sh"/);
    expect(html).toMatch(/<pre [^>]*style="[^"]*overflow-x: auto;/);
    expect(html).toContain('data-ds-code-title="Shell"');
  });

  test('an unknown language is shown as plain text instead of failing', async () => {
    const html = await highlightBlockToHtml('a <b> & c', 'no-such-language', undefined);
    expect(html).toContain('data-language="plaintext"');
    expect(html).toContain('a &#x3C;b> &#x26; c');
  });
});

describe('cache', () => {
  test('the same block is highlighted once and gives identical HTML; a different meta is another entry', async () => {
    const first = await highlightBlockToHtml(SAMPLE, 'ts', 'add.ts {2}');
    expect(highlightCacheSize()).toBe(1);
    const second = await highlightBlockToHtml(SAMPLE, 'ts', 'add.ts {2}');
    expect(second).toBe(first);
    expect(highlightCacheSize()).toBe(1);
    const other = await highlightBlockToHtml(SAMPLE, 'ts', 'other.ts');
    expect(highlightCacheSize()).toBe(2);
    expect(other).not.toBe(first);
    expect(other).toContain('other.ts');
  });

  test('each call gets its own tree: changing one does not change the cached block', async () => {
    const tree = await highlightBlock('x = 1', 'py', undefined);
    tree.properties.className = ['changed'];
    tree.children = [];
    const again = await highlightBlock('x = 1', 'py', undefined);
    expect(again.properties.className).toEqual(['ds-code', 'ds-code--untitled']);
    expect(again.children.length).toBeGreaterThan(0);
  });
});

describe('markdown plugins', () => {
  function satteriConfig(markdown: Record<string, unknown>) {
    const options = { mdastPlugins: [] as MdastPluginEntry[], hastPlugins: [] as HastPluginEntry[] };
    const config = { markdown: { processor: { name: 'satteri', options }, shikiConfig: {}, ...markdown } } as unknown as AstroConfig;
    registerMarkdownPlugins(config, { urls: { base: '/', format: 'directory' }, root: '/docs', pageIds: () => new Set() });
    return { config, options };
  }

  test("Docsmith takes over Astro's Shiki step and highlights fences; excluded languages stay plain", async () => {
    const { config, options } = satteriConfig({ syntaxHighlight: { type: 'shiki', excludeLangs: ['math'] } });
    expect(config.markdown.syntaxHighlight).toBe(false);
    const { html } = await markdownToHtml('```js title="a.js"\nlet a = 1;\n```\n\n```math\nx^2\n```\n', { hastPlugins: options.hastPlugins });
    expect(html).toMatch(/<figure class="ds-code ds-code--titled" data-ds-code-title="a.js" data-language="js">/);
    expect(html).toContain('var(--ds-syntax-token-keyword)');
    expect(html).toContain('<pre><code class="language-math">x^2');
  });

  test("a project's own Shiki themes or Prism keep Astro's highlighting", () => {
    expect(satteriConfig({ syntaxHighlight: 'shiki', shikiConfig: { themes: { light: 'nord', dark: 'nord' } } }).config.markdown.syntaxHighlight).toBe('shiki');
    expect(satteriConfig({ syntaxHighlight: 'prism' }).config.markdown.syntaxHighlight).toBe('prism');
  });

  test('rehype: a pre > code with a language class becomes the highlighted figure', async () => {
    const code: Element = { type: 'element', tagName: 'code', properties: { className: ['language-json'] }, children: [{ type: 'text', value: '{"a": 1}\n' }] };
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] }] };
    await rehypeCodeHighlight({ excludeLangs: [] })(tree);
    const figure = (tree.children[0] as Element).children[0] as Element;
    expect(figure.tagName).toBe('figure');
    expect(figure.properties.dataLanguage).toBe('json');
  });
});
