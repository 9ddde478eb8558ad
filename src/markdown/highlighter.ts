// Docsmith's own code highlighter, used instead of Astro's for fenced code blocks and <CodeBlock>.
// Astro's dual light/dark themes make Shiki tokenize every block once per theme. Here every block is
// tokenized once, against a CSS-variables theme: tokens carry `color: var(--ds-syntax-token-…)` and
// styles/syntax.css gives the variables a light and a dark value. Identical blocks (same language, code and meta) are highlighted
// once per build: generated corpora and API examples repeat many snippets.
// Shiki's tokenizing was a quarter of a build's rendering thread, so `astro build` sends blocks to
// worker threads (src/markdown/build-workers.ts, started by the integration and found on the build
// channel) while pages keep rendering; blocks with the user's own Shiki transformers (functions,
// which cannot be sent), `astro dev`, and workers that failed are highlighted here
// (src/markdown/shiki-block.ts). Both give the same tree. Blocks of pages being compiled always go to
// the workers; blocks components draw while rendering share with this thread (compileWorkers).
import type { Element } from 'hast';
import { hastToHtml, type ShikiTransformer } from 'shiki';
import { buildChannel } from '../build-channel.ts';
import { workersWithRoom, type BuildWorkers } from './build-workers.ts';
import { TextCache } from '../util/text-cache.ts';
import { shikiBlock, SYNTAX_THEME_NAME } from './shiki-block.ts';

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

/**
 * Highlighted blocks of this build, by language, meta and code, kept as JSON: a string is a fraction
 * of the memory of the tree it encodes, and parsing it gives each caller its own copy. Bounded by
 * total length so that a large site does not keep every block alive; the oldest entries go first.
 */
const CACHE_LIMIT_CHARS = 8_000_000;

const cache = new TextCache(CACHE_LIMIT_CHARS);

/** Forgets the highlighted blocks (at the end of a build, and between tests). */
export function clearHighlightCache(): void {
  cache.clear();
}

export function highlightCacheSize(): number {
  return cache.size;
}

/**
 * The workers a block of a page being compiled goes to: any running ones, however long their queues.
 * The rendering thread then loads no highlighter of its own on a site of MDX pages, whose blocks are
 * all compiled ones: on the bench's 1,000-page site the peak was 28 MB lower (Shiki's WASM memory and
 * grammars), and those builds were no slower in three alternating pairs. Blocks that components draw
 * while rendering (API examples) share with this thread instead (workersWithRoom): on the Stripe site's
 * 417 API pages, sending them all to the worker made five builds of six slower (medians 18.1 s
 * against 17.5 s).
 */
export function compileWorkers(): BuildWorkers | undefined {
  return buildChannel().workers;
}

/**
 * The highlighted block for `code`: a `<figure class="ds-code">` (see code-blocks.ts) holding the
 * `<pre>`. Each call returns its own copy, so callers may change or hand over the tree. `workers`: the
 * build's workers to send it to, if any (the page compiler's plugins give compileWorkers()); without
 * one, this thread highlights it.
 */
export async function highlightBlock(
  code: string,
  lang: string,
  meta: string | undefined,
  settings: HighlightSettings = {},
  workers: BuildWorkers | undefined = workersWithRoom(),
): Promise<Element> {
  const text = code.replace(/(?:\r\n|\r|\n)$/, '');
  const requested = lang || 'plaintext';
  // `css-variables` (one side of a pair) is Docsmith's own colours.
  const own = (name: string) => (name === 'css-variables' ? SYNTAX_THEME_NAME : name);
  const themes = settings.themes && { light: own(settings.themes.light), dark: own(settings.themes.dark) };
  const key = `${themes ? `${themes.light}\u0000${themes.dark}` : ''}\u0000${requested}\u0000${meta ?? ''}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return JSON.parse(cached) as Element;

  const language = settings.langAlias?.[requested] ?? requested;
  const blockSettings = { wrap: settings.wrap, ...(themes ? { themes } : {}) };
  if (workers && !settings.transformers?.length) {
    const json = await workers.highlight({ text, lang: language, meta, settings: blockSettings }).catch(() => undefined);
    if (json !== undefined) {
      cache.set(key, json);
      return JSON.parse(json) as Element;
    }
  }
  const block = await shikiBlock(text, language, meta, blockSettings, settings.transformers);
  cache.set(key, JSON.stringify(block));
  return block;
}

/** The highlighted block as HTML, for components that render a code string. */
export async function highlightBlockToHtml(code: string, lang: string, meta: string | undefined, settings?: HighlightSettings): Promise<string> {
  return hastToHtml(await highlightBlock(code, lang, meta, settings));
}
