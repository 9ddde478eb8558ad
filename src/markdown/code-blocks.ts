// Code blocks: dual light/dark Shiki themes that follow the colour mode through CSS variables, so
// switching modes never re-renders. A transformer wraps each block in a figure with its title (from
// the fence meta), highlighted lines and a copy button; CodeGroup reads the figure's data attributes.
// The fence options `wrap`, `lines` and `expandable` are classes on the figure (styles/components.css);
// `icon` leaves an empty `.ds-code-icon` in the header, which code-icons.ts fills with the <Icon>
// component. A block is highlighted once for every page that shows it, so its buttons carry no words
// of a language: components/islands/code-copy.ts names them in the page's.
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { parseCodeMeta, type CodeMeta } from './code-meta.ts';

// The high-contrast light theme keeps every token above 4.5:1, also on highlighted lines.
export const LIGHT_THEME = 'github-light-high-contrast';
export const DARK_THEME = 'github-dark';

/** The attribute CodeGroup looks for to build its tabs: the block's title, or its language. */
export const CODE_TITLE_ATTRIBUTE = 'data-ds-code-title';

const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript', javascript: 'JavaScript', ts: 'TypeScript', typescript: 'TypeScript', jsx: 'JSX', tsx: 'TSX',
  py: 'Python', python: 'Python', sh: 'Shell', bash: 'Bash', shell: 'Shell', zsh: 'Shell', json: 'JSON',
  yaml: 'YAML', yml: 'YAML', go: 'Go', rb: 'Ruby', ruby: 'Ruby', java: 'Java', php: 'PHP', rust: 'Rust',
  rs: 'Rust', cs: 'C#', csharp: 'C#', swift: 'Swift', kotlin: 'Kotlin', html: 'HTML', css: 'CSS', sql: 'SQL',
  curl: 'cURL', text: 'Text', plaintext: 'Text', txt: 'Text', md: 'Markdown', mdx: 'MDX', toml: 'TOML',
};

export function languageName(lang: string): string {
  return LANGUAGE_NAMES[lang.toLowerCase()] ?? lang;
}

const COPY_ICON =
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z';

/** An `expandable` block longer than this shows this many lines until the reader asks for the rest. */
const COLLAPSED_LINES = 12;
/** Hiding fewer lines than this would save nothing worth a button. */
const MIN_HIDDEN_LINES = 4;

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

function copyButton(): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['ds-copy-button'], ariaLabel: 'Copy code', hidden: true, dataPagefindIgnore: 'all' },
    children: [
      {
        type: 'element',
        tagName: 'svg',
        properties: { viewBox: '0 0 24 24', width: '16', height: '16', ariaHidden: 'true' },
        children: [{ type: 'element', tagName: 'path', properties: { d: COPY_ICON, fill: 'currentColor' }, children: [] }],
      },
    ],
  };
}

// The meta is parsed once per block: `line` runs for every line of it.
const metaCache = new WeakMap<object, CodeMeta>();
function metaOf(options: { meta?: { __raw?: string | undefined } | undefined }): CodeMeta {
  let meta = metaCache.get(options);
  if (!meta) metaCache.set(options, (meta = parseCodeMeta(options.meta?.__raw)));
  return meta;
}

export const codeFigureTransformer: ShikiTransformer = {
  name: 'docsmith:code-figure',
  line(node, line) {
    const meta = metaOf(this.options);
    if (meta.highlightedLines.has(line)) this.addClassToHast(node, 'ds-line-highlighted');
  },
  pre(node) {
    // Long lines scroll inside the block; keyboard users need the block focusable to scroll it. Shiki
    // sets it as `tabindex`, a name hast does not know, which would give the element the attribute twice.
    delete node.properties.tabindex;
    node.properties.tabIndex = 0;
  },
  root(root) {
    const meta = metaOf(this.options);
    const lang = this.options.lang ?? 'text';
    const pre = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
    if (!pre) return;
    const lineCount = countLines(pre);
    const collapses = meta.expandable && lineCount >= COLLAPSED_LINES + MIN_HIDDEN_LINES;
    const figure = element(
      'figure',
      {
        className: [
          'ds-code',
          meta.title ? 'ds-code--titled' : 'ds-code--untitled',
          ...(meta.wrap ? ['ds-code--wrap'] : []),
          ...(meta.lineNumbers ? ['ds-code--lines'] : []),
          ...(collapses ? ['ds-code--expandable'] : []),
        ],
        dataDsCodeTitle: meta.title ?? languageName(lang),
        dataLanguage: lang,
        // The number column is as wide as the last line's number.
        ...(meta.lineNumbers ? { style: `--ds-line-digits:${String(lineCount).length}` } : {}),
      },
      [
        ...(meta.title || meta.icon ? [header(meta.title, meta.icon, lang)] : []),
        element('div', { className: ['ds-code-body'] }, [pre, copyButton()]),
        ...(collapses ? [expandButton()] : []),
      ],
    );
    root.children = [figure];
  },
};

/** The caption: the icon and title, then the language. An icon without a title stands before the language. */
function header(title: string | undefined, icon: string | undefined, lang: string): Element {
  const iconSlot = icon ? [element('span', { className: ['ds-code-icon'], dataDsIcon: icon })] : [];
  const language = element('span', { className: ['ds-code-language'], dataPagefindIgnore: 'all' }, [...(title ? [] : iconSlot), text(languageName(lang))]);
  if (!title) return element('figcaption', { className: ['ds-code-title'] }, [language]);
  return element('figcaption', { className: ['ds-code-title'] }, [
    element('span', { className: ['ds-code-file'] }, [...iconSlot, text(title)]),
    // The space keeps the title a word of its own in extracted text (search excerpts, copy and
    // paste); the language label is chrome and stays out of the search index.
    text(' '),
    language,
  ]);
}

/** Shows the rest of a collapsed block; hidden until the page's script has named it (code-copy.ts). */
function expandButton(): Element {
  return element('button', { type: 'button', className: ['ds-code-expand'], ariaExpanded: 'false', hidden: true, dataPagefindIgnore: 'all' });
}

function countLines(pre: Element): number {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  return code ? code.children.filter((c) => c.type === 'element').length : 0;
}

export const codeBlockTransformers: ShikiTransformer[] = [codeFigureTransformer];

export function codeBlockShikiConfig(current: Record<string, unknown>): Record<string, unknown> {
  const userThemes = current.themes && Object.keys(current.themes as object).length > 0;
  return {
    themes: userThemes ? current.themes : { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    transformers: [...((current.transformers as ShikiTransformer[] | undefined) ?? []), ...codeBlockTransformers],
  };
}
