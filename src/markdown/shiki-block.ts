// One code block highlighted by Shiki in the calling thread: the highlighter (created on first use,
// one per thread), languages and themes loaded as blocks ask for them, and the transformers that make
// the figure. src/markdown/highlighter.ts decides where a block is highlighted (here or in a worker,
// src/markdown/build-workers.ts) and keeps the build's cache.
// The regex engine stays Oniguruma (WASM): on the benchmark corpus Shiki's JavaScript engine was
// about 10 % slower (bench/README.md).
import type { Element, Root } from 'hast';
import {
  createCssVariablesTheme,
  createHighlighter,
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

/** How a block is highlighted, as data: what a worker thread can be sent. */
export interface BlockSettings {
  /** `markdown.shikiConfig.wrap`: true wraps long lines, false/undefined scrolls them. */
  wrap?: boolean | null;
  /** Shiki themes per colour mode (docs.json `styling.codeblocks`), names already mapped; unset: Docsmith's colours. */
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

/** The languages this thread's highlighter has loaded so far. */
export async function loadedLanguages(): Promise<string[]> {
  return highlighterPromise ? (await highlighterPromise).getLoadedLanguages() : [];
}

const unknownLanguages = new Set<string>();

/**
 * Loads `lang` on first use; a language Shiki does not know is highlighted as plain text (the page
 * checks report such a fence at its place: code/unknown-language, code-languages.ts).
 */
async function loadLanguage(h: Highlighter, lang: string): Promise<string> {
  if (isSpecialLang(lang) || h.getLoadedLanguages().includes(lang)) return lang;
  if (unknownLanguages.has(lang)) return 'plaintext';
  try {
    await h.loadLanguage(lang as never);
    return lang;
  } catch {
    unknownLanguages.add(lang);
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
 * `text` highlighted as `lang` (already through the site's aliases): the `<figure class="ds-code">`
 * holding the `<pre>`. `transformers` are the user's own, run before Docsmith's.
 */
export async function shikiBlock(text: string, lang: string, meta: string | undefined, settings: BlockSettings, transformers: ShikiTransformer[] = []): Promise<Element> {
  const h = await highlighter();
  const resolved = await loadLanguage(h, lang);
  const { themes } = settings;
  if (themes) await loadThemes(h, themes);
  const root: Root = h.codeToHast(text, {
    lang: resolved,
    ...(themes ? { themes, defaultColor: false as const } : { theme: SYNTAX_THEME_NAME }),
    meta: meta ? { __raw: meta } : {},
    transformers: [astroCompatibleTransformer(resolved, settings.wrap), ...transformers, ...codeBlockTransformers],
  });
  const block = root.children[0] as Element;
  if (themes) liftThemeBackgrounds(block);
  return block;
}
