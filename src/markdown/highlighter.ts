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
  const key = `${requested}\u0000${meta ?? ''}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return JSON.parse(cached) as Element;

  const h = await highlighter();
  const resolved = await loadLanguage(h, settings.langAlias?.[requested] ?? requested);
  const root: Root = h.codeToHast(text, {
    lang: resolved,
    theme: SYNTAX_THEME_NAME,
    meta: meta ? { __raw: meta } : {},
    transformers: [astroCompatibleTransformer(resolved, settings.wrap), ...(settings.transformers ?? []), ...codeBlockTransformers],
  });
  const block = root.children[0] as Element;
  remember(key, JSON.stringify(block));
  return block;
}

/** The highlighted block as HTML, for components that render a code string. */
export async function highlightBlockToHtml(code: string, lang: string, meta: string | undefined, settings?: HighlightSettings): Promise<string> {
  return hastToHtml(await highlightBlock(code, lang, meta, settings));
}
