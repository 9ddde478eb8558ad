// Code blocks through Docsmith's highlighter and its figure transformer, as pages get them.
import { describe, expect, test } from 'vitest';
import { languageName } from '../../../src/markdown/code-blocks.ts';
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.ts';
import { highlightBlockToHtml } from '../../../src/markdown/highlighter.ts';
import { codeHighlightPlugin } from '../../../src/markdown/highlight-plugins.ts';
import { markdownToJs, mdxToJs } from 'satteri';
import CodeBlock from '../../../components/content/CodeBlock.astro';
import { renderComponent } from './render.ts';

export async function highlight(code: string, lang: string, meta?: string): Promise<string> {
  return highlightBlockToHtml(code, lang, meta);
}

const noOptions = { wrap: false, lineNumbers: false, expandable: false, ignored: [] };

describe('fence meta', () => {
  test('title, line ranges and options', () => {
    expect(parseCodeMeta('index.js {1,3-5}')).toEqual({ ...noOptions, title: 'index.js', highlightedLines: new Set([1, 3, 4, 5]) });
    expect(parseCodeMeta('Output (v1.1)')).toEqual({ ...noOptions, title: 'Output (v1.1)', highlightedLines: new Set() });
    expect(parseCodeMeta('title="My file.ts" lines wrap highlight={2}')).toEqual({ ...noOptions, title: 'My file.ts', highlightedLines: new Set([2]), lineNumbers: true, wrap: true });
    expect(parseCodeMeta(undefined)).toEqual({ ...noOptions, title: undefined, highlightedLines: new Set() });
    expect(parseLineRanges('5-3, x, 9')).toEqual(new Set([3, 4, 5, 9]));
  });

  test('the platform\'s options: wrap, lines, expandable and icon are read, not shown as the title', () => {
    expect(parseCodeMeta('wrap icon="terminal" Create example config')).toEqual({ ...noOptions, title: 'Create example config', highlightedLines: new Set(), wrap: true, icon: 'terminal' });
    expect(parseCodeMeta("lines expandable icon='python' app.py")).toEqual({ ...noOptions, title: 'app.py', highlightedLines: new Set(), lineNumbers: true, expandable: true, icon: 'python' });
    // Values quoted, braced or bare; `false` turns a flag off; `showLineNumbers` is another name for `lines`.
    expect(parseCodeMeta('icon=npm wrap={true} expandable=false showLineNumbers')).toMatchObject({ title: undefined, icon: 'npm', wrap: true, expandable: false, lineNumbers: true });
  });

  test('braced values are options, not the title: highlight={1,3}, focus={2}, theme={null}', () => {
    // `highlight={1,3}` alone was read as the title "highlight=".
    expect(parseCodeMeta('highlight={1,3}')).toEqual({ ...noOptions, title: undefined, highlightedLines: new Set([1, 3]) });
    expect(parseCodeMeta('app.js focus={2,4-5}')).toEqual({ ...noOptions, title: 'app.js', highlightedLines: new Set([2, 4, 5]) });
    expect(parseCodeMeta('highlight="{2}" mark=3 theme={null}')).toEqual({ ...noOptions, title: undefined, highlightedLines: new Set([2, 3]) });
  });

  test('a quoted title without title= loses its quotes; twoslash is noted as not applied', () => {
    expect(parseCodeMeta('"client.ts" twoslash')).toEqual({ ...noOptions, title: 'client.ts', highlightedLines: new Set(), ignored: ['twoslash'] });
  });
});

describe('code block figure', () => {
  test('a titled block: figure, caption with file name and language, highlighted lines, copy button, focusable scroll area', async () => {
    const html = await highlight('a\nb\nc', 'js', 'index.js {2}');
    expect(html).toMatch(/^<figure class="ds-code ds-code--titled" data-ds-code-title="index.js" data-language="js"><figcaption class="ds-code-title"><span class="ds-code-file">index.js<\/span> <span class="ds-code-language" data-pagefind-ignore="all">JavaScript<\/span><\/figcaption><div class="ds-code-body"><pre [^>]*tabindex="0"/);
    // Once: Shiki's own attribute and Docsmith's are one attribute, or the HTML is invalid.
    expect(/<pre [^>]*>/.exec(html)![0].match(/tabindex=/g)).toHaveLength(1);
    const lines = [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);
    expect(lines).toEqual(['line', 'line ds-line-highlighted', 'line']);
    expect(html).toContain('<button type="button" class="ds-copy-button" aria-label="Copy code" hidden data-pagefind-ignore="all">');
    expect(html).toContain('color:var(--ds-syntax-');
  });

  test('an untitled block has no caption; CodeGroup would title it by its language', async () => {
    const html = await highlight('echo hi', 'bash');
    expect(html).toMatch(/^<figure class="ds-code ds-code--untitled" data-ds-code-title="Bash" data-language="bash"><div class="ds-code-body">/);
    expect(languageName('py')).toBe('Python');
    expect(languageName('hcl')).toBe('hcl');
  });
});

describe('fence options in the figure', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

  test('wrap and lines are classes of the figure; the number column is as wide as the last number', async () => {
    const html = await highlight(lines(12), 'text', 'wrap lines');
    expect(html).toMatch(/^<figure class="ds-code ds-code--untitled ds-code--wrap ds-code--lines" data-ds-code-title="Text" data-language="text" style="--ds-line-digits:2">/);
    // Numbers are drawn by CSS: the code's text, which the copy button copies, has none.
    expect(html).not.toMatch(/>\s*1\s*</);
  });

  test('expandable: a long block gets a show-more button, hidden until the page script names it; a short one does not', async () => {
    const long = await highlight(lines(30), 'text', 'expandable');
    expect(long).toMatch(/^<figure class="ds-code ds-code--untitled ds-code--expandable"/);
    expect(long).toMatch(/<\/div><button type="button" class="ds-code-expand" aria-expanded="false" hidden data-pagefind-ignore="all"><\/button><\/figure>$/);
    const short = await highlight(lines(12), 'text', 'expandable');
    expect(short).not.toContain('ds-code-expand');
    expect(short).not.toContain('ds-code--expandable');
  });

  test('icon: an empty slot before the title, or before the language of an untitled block', async () => {
    const titled = await highlight('ls', 'bash', 'icon="terminal" List files');
    expect(titled).toContain('<figcaption class="ds-code-title"><span class="ds-code-file"><span class="ds-code-icon" data-ds-icon="terminal"></span>List files</span> <span class="ds-code-language" data-pagefind-ignore="all">Bash</span></figcaption>');
    const untitled = await highlight('ls', 'bash', 'icon="terminal"');
    expect(untitled).toMatch(/^<figure class="ds-code ds-code--untitled" data-ds-code-title="Bash" data-language="bash"><figcaption class="ds-code-title"><span class="ds-code-language" data-pagefind-ignore="all"><span class="ds-code-icon" data-ds-icon="terminal"><\/span>Bash<\/span><\/figcaption>/);
  });
});

describe('a fence icon in a page', () => {
  const compile = async (source: string, mdx = true) => {
    const options = { hastPlugins: [codeHighlightPlugin({ excludeLangs: [] })], jsxImportSource: 'astro', elementAttributeNameCase: 'html' as const };
    return (await (mdx ? mdxToJs(source, options) : markdownToJs(source, options))).code;
  };

  test('MDX: the slot holds an <Icon>, which the page renders with the site\'s icon library', async () => {
    const code = await compile('```bash icon="terminal" List files\nls\n```\n');
    expect(code).toMatch(/_jsx\(_components\.span, \{\s*class: "ds-code-icon",\s*children: _jsx\(Icon, \{\s*icon: "terminal"\s*\}\)\s*\}\)/);
  });

  test('plain markdown renders no components: the slot stays empty', async () => {
    const code = await compile('```bash icon="terminal" List files\nls\n```\n', false);
    expect(code).toContain('ds-code-icon');
    expect(code).not.toContain('Icon"');
    expect(code).not.toContain('Icon,');
  });

  test('<CodeBlock icon> draws the icon as <Icon> does', async () => {
    const { html, findings } = await renderComponent(CodeBlock, { code: 'ls', lang: 'bash', title: 'List files', icon: 'terminal', wrap: true, lines: true });
    expect(findings).toEqual([]);
    expect(html).toMatch(/^<figure class="ds-code ds-code--titled ds-code--wrap ds-code--lines"/);
    expect(html).toMatch(/<span class="ds-code-file"><span class="ds-code-icon"><svg class="ds-icon" viewBox="[^"]+" width="1em" height="1em" aria-hidden="true" focusable="false" data-icon="terminal">/);
  });
});
