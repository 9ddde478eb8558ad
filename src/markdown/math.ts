// Maths in pages (`$…$` inline, `$$…$$` display), rendered to HTML at build time by KaTeX: the
// reader's browser runs no script for it, and KaTeX's stylesheet and fonts are bundled with the
// site's CSS (index.ts). The markdown parsers turn maths into `<code class="language-math
// math-inline|math-display">` (Sätteri's math feature, remark-math for unified projects); one hast
// step here replaces those elements for both processors.
// KaTeX is loaded by the first formula, not by every start of a site that has none: the plugins
// return a promise until it is there, which both markdown processors wait for.
// docs.json `styling.latex`: true or unset parses maths (the hosted platform renders maths wherever a
// page has it), false leaves dollar signs as text.
import type { Element, ElementContent, Root } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { htmlToHast } from 'satteri';

/** Text that may be maths: a `$$` pair, `$x…$` on one line, or a <Latex> element (a false hit only adds the stylesheet). */
const MATH_HINT = /\$\$[\s\S]*?\$\$|\$[^\s$][^$\n]*\$|<Latex[\s>]/;

/** Whether a page source may hold maths, outside its code (fenced blocks, inline code), where `$` is common. */
export function mayHaveMaths(source: string): boolean {
  const prose = source.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
  return MATH_HINT.test(prose);
}

/** Whether the parsers read maths: `styling.latex` true or unset. */
export function mathsEnabled(latex: boolean | undefined): boolean {
  return latex !== false;
}

/** The KaTeX CSS (with its fonts beside it) that the site bundles when pages have maths. */
export const KATEX_CSS = 'katex/dist/katex.min.css';

/**
 * KaTeX's HTML for `tex`. Page text is untrusted: `trust: false` refuses \href, \url and \html…
 * commands, and the size and macro-expansion limits keep a hostile formula from stalling the build.
 * A formula KaTeX cannot parse is shown as its source with KaTeX's message in the title.
 */
export async function mathHtml(tex: string, display: boolean): Promise<string> {
  return renderedMaths(await loadKatex(), tex, display);
}

type Katex = typeof import('katex').default;
/** KaTeX once loaded, for the plugins to render without waiting; `loadKatex` loads it once. */
let loadedKatex: Katex | undefined;
let loading: Promise<Katex> | undefined;
const loadKatex = () => (loading ??= import('katex').then((module) => (loadedKatex = module.default)));

function renderedMaths(katex: Katex, tex: string, display: boolean): string {
  return katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false, strict: 'ignore', maxSize: 50, maxExpand: 1000, output: 'htmlAndMathml' });
}

const classesOf = (node: Element): string[] => {
  const className: unknown = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(/\s+/) : [];
};

const textOf = (node: ElementContent | Element): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map((c) => textOf(c as ElementContent)).join('') : '');

/** The formula `node` holds when it is maths (`<code class="language-math">` or its `<pre>`). */
function formulaOf(node: Element): { tex: string; display: boolean } | undefined {
  const code = node.tagName === 'pre' ? node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : node;
  if (!code || code.tagName !== 'code') return undefined;
  const classes = classesOf(code);
  if (!classes.includes('language-math')) return undefined;
  // A math fence (```math) is display maths too.
  const display = node.tagName === 'pre' || classes.includes('math-display');
  if (node.tagName === 'code' && display) return undefined; // its <pre> is replaced instead
  return { tex: textOf(code), display };
}

/** KaTeX's rendering of a formula, as the element that replaces it. */
function formulaElement(katex: Katex, { tex, display }: { tex: string; display: boolean }): Element | undefined {
  const html = renderedMaths(katex, tex, display);
  const body = (htmlToHast(html) as Root).children.find((c): c is Element => c.type === 'element' && c.tagName === 'html');
  const rendered = body?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'body')?.children.find((c): c is Element => c.type === 'element');
  if (!rendered) return undefined;
  return display ? { type: 'element', tagName: 'div', properties: { className: ['ds-math'] }, children: [rendered] } : rendered;
}

/** The element that replaces `node` when it is maths; a promise while KaTeX is not loaded yet. */
function mathElement(node: Element): Element | undefined | Promise<Element | undefined> {
  const formula = formulaOf(node);
  if (!formula) return undefined;
  return loadedKatex ? formulaElement(loadedKatex, formula) : loadKatex().then((katex) => formulaElement(katex, formula));
}

/** Sätteri: maths elements become KaTeX's HTML. */
export function mathPlugin(): HastPluginEntry {
  return {
    name: 'docsmith-math',
    element: {
      filter: ['pre', 'code'],
      visit(node) {
        return mathElement(node as Element) as never;
      },
    },
  };
}

/** rehype: the same for projects on `@astrojs/markdown-remark` (after remark-math). */
export function rehypeMath() {
  return async (tree: Root) => {
    const replacing: Promise<void>[] = [];
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const replaced = child.tagName === 'pre' || child.tagName === 'code' ? mathElement(child) : undefined;
        if (!replaced) visit(child);
        else replacing.push(Promise.resolve(replaced).then((element) => {
          if (element) parent.children[index] = element;
        }));
      });
    };
    visit(tree);
    await Promise.all(replacing);
  };
}
