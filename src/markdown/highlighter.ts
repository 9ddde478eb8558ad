// Docsmith's own code highlighter, used instead of Astro's for fenced code blocks and <CodeBlock>.
// Astro's dual light/dark themes make Shiki tokenize every block once per theme. Here every block is
// tokenized once, against a CSS-variables theme: tokens carry `color: var(--ds-syntax-token-…)` and
// styles/syntax.css gives the variables a light and a dark value. Identical blocks (same language, code and meta) are highlighted
// once per build: generated corpora and API examples repeat many snippets.
// The regex engine stays Oniguruma (WASM): on the benchmark corpus Shiki's JavaScript engine was
// about 10 % slower (bench/README.md).
import type { Element, Root } from 'hast';
import {
  createCssVariablesTheme,
  createHighlighter,
  hastToHtml,
  isSpecialLang,
  type HighlighterGeneric,
  type ShikiTransformer,
} from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
// Imported statically: Astro loads the integration through a module runner that is closed once the
// config is read, so a dynamic import() here would fail in the middle of a build.
import shikiWasm from 'shiki/wasm';
import { codeBlockTransformers } from './code-blocks.ts';

export const SYNTAX_THEME_NAME = 'docsmith-syntax';
/** Prefix of the custom properties tokens are coloured with; styles/syntax.css defines them per mode. */
export const SYNTAX_VARIABLE_PREFIX = '--ds-syntax-';

export interface HighlightSettings {
  /** Language aliases from the Astro config (`markdown.shikiConfig.langAlias`). */
  langAlias?: Record<string, string>;
  /** The user's own Shiki transformers; they run before Docsmith's. */
  transformers?: ShikiTransformer[];
  /** `markdown.shikiConfig.wrap`: true wraps long lines, false/undefined scrolls them. */
  wrap?: boolean | null;
  /**
   * docs.json `styling.codeblocks`: Shiki themes per colour mode. Unset: the CSS-variables theme
   * (one tokenization, styles/syntax.css colours). Set: Shiki's dual themes, written as
   * `--shiki-light`/`--shiki-dark` properties that styles/base.css picks per mode.
   */
  themes?: { light: string; dark: string };
}

type Highlighter = HighlighterGeneric<string, string>;

let highlighterPromise: Promise<Highlighter> | undefined;
function highlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: [createCssVariablesTheme({ name: SYNTAX_THEME_NAME, variablePrefix: SYNTAX_VARIABLE_PREFIX, fontStyle: true })],
    langs: [],
    engine: createOnigurumaEngine(shikiWasm),
  }) as Promise<Highlighter>;
  return highlighterPromise;
}

const unknownLanguages = new Set<string>();

/** Loads `lang` on first use; a language Shiki does not know is highlighted as plain text. */
async function loadLanguage(h: Highlighter, lang: string): Promise<string> {
  if (isSpecialLang(lang) || h.getLoadedLanguages().includes(lang)) return lang;
  if (unknownLanguages.has(lang)) return 'plaintext';
  try {
    await h.loadLanguage(lang as never);
    return lang;
  } catch {
    unknownLanguages.add(lang);
    console.warn(`[docsmith] Unknown code block language "${lang}": shown as plain text.`);
    return 'plaintext';
  }
}

/**
 * Shiki writes a theme's background per mode on the <pre> (`--shiki-light-bg`); the figure around it
 * (title bar, copy button) takes the same, so the whole block has the theme's colour.
 */
function liftThemeBackgrounds(block: Element): void {
  const pre = block.tagName === 'pre' ? block : findPre(block);
  const vars = String(pre?.properties.style ?? '').match(/--shiki-(?:light|dark)-bg:[^;]+/g);
  if (!vars || pre === block) return;
  block.properties.style = `${vars.join(';')};${String(block.properties.style ?? '')}`.replace(/;$/, '');
}

function findPre(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') return child;
    const found = findPre(child);
    if (found) return found;
  }
  return undefined;
}

/** Loads the named themes on first use (the docs.json reader has checked the names). */
async function loadThemes(h: Highlighter, themes: { light: string; dark: string }): Promise<void> {
  for (const theme of new Set([themes.light, themes.dark])) {
    if (!h.getLoadedThemes().includes(theme)) await h.loadTheme(theme as never);
  }
}

// Keeps what Astro's highlighter put on the <pre>, so that styles and scripts written for Astro's
// output (`.astro-code`, `data-language`) keep working.
function astroCompatibleTransformer(lang: string, wrap: boolean | null | undefined): ShikiTransformer {
  return {
    name: 'docsmith:astro-compatible-pre',
    pre(node) {
      const className = Array.isArray(node.properties.class) ? node.properties.class.join(' ') : String(node.properties.class ?? '');
      node.properties.class = className.replace(/shiki/g, 'astro-code');
      node.properties.dataLanguage = lang;
      const style = String(node.properties.style ?? '');
      if (wrap === true) node.properties.style = `${style}; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;`;
      else if (wrap !== null) node.properties.style = `${style}; overflow-x: auto;`;
    },
  };
}

/**
 * Highlighted blocks of this build, by language, meta and code, kept as JSON: a string is a fraction
 * of the memory of the tree it encodes, and parsing it gives each caller its own copy. Bounded by
 * total length so that a large site does not keep every block alive; the oldest entries go first.
 */
const CACHE_LIMIT_CHARS = 8_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(key: string, json: string): void {
  cache.set(key, json);
  cachedChars += key.length + json.length;
  for (const [oldKey, oldJson] of cache) {
    if (cachedChars <= CACHE_LIMIT_CHARS) break;
    cache.delete(oldKey);
    cachedChars -= oldKey.length + oldJson.length;
  }
}

/** Forgets the highlighted blocks (at the end of a build, and between tests). */
export function clearHighlightCache(): void {
  cache.clear();
  cachedChars = 0;
}

export function highlightCacheSize(): number {
  return cache.size;
}

/**
 * The highlighted block for `code`: a `<figure class="ds-code">` (see code-blocks.ts) holding the
 * `<pre>`. Each call returns its own copy, so callers may change or hand over the tree.
 */
export async function highlightBlock(code: string, lang: string, meta: string | undefined, settings: HighlightSettings = {}): Promise<Element> {
  const text = code.replace(/(?:\r\n|\r|\n)$/, '');
  const requested = lang || 'plaintext';
  // `css-variables` (one side of a pair) is Docsmith's own colours.
  const own = (name: string) => (name === 'css-variables' ? SYNTAX_THEME_NAME : name);
  const themes = settings.themes && { light: own(settings.themes.light), dark: own(settings.themes.dark) };
  const key = `${themes ? `${themes.light}\u0000${themes.dark}` : ''}\u0000${requested}\u0000${meta ?? ''}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return JSON.parse(cached) as Element;

  const h = await highlighter();
  const resolved = await loadLanguage(h, settings.langAlias?.[requested] ?? requested);
  if (themes) await loadThemes(h, themes);
  const root: Root = h.codeToHast(text, {
    lang: resolved,
    ...(themes ? { themes, defaultColor: false as const } : { theme: SYNTAX_THEME_NAME }),
    meta: meta ? { __raw: meta } : {},
    transformers: [astroCompatibleTransformer(resolved, settings.wrap), ...(settings.transformers ?? []), ...codeBlockTransformers],
  });
  const block = root.children[0] as Element;
  if (themes) liftThemeBackgrounds(block);
  remember(key, JSON.stringify(block));
  return block;
}

/** The highlighted block as HTML, for components that render a code string. */
export async function highlightBlockToHtml(code: string, lang: string, meta: string | undefined, settings?: HighlightSettings): Promise<string> {
  return hastToHtml(await highlightBlock(code, lang, meta, settings));
}
