// <Latex>: TeX children become one string before the MDX compiler (src/markdown/latex.ts), and the
// component renders that text with KaTeX at build time.
import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import Latex from '../../../components/content/Latex.astro';
import { latexChildrenAsText } from '../../../src/markdown/latex.ts';
import { mayHaveMaths } from '../../../src/markdown/math.ts';
import { transformMdxSource } from '../../../src/markdown/repairs/vite-plugin.ts';
import { renderComponent } from './render.ts';

/** The children the compiled page hands to <Latex>. */
async function latexChildren(source: string): Promise<string[]> {
  const { code } = await mdxToJs(latexChildrenAsText(source), { jsxImportSource: 'astro' });
  return [...code.matchAll(/_jsx\(Latex, \{\s*children: ("(?:[^"\\]|\\.)*")\s*\}\)/g)].map((m) => JSON.parse(m[1]!) as string);
}

describe('Latex children before the compiler', () => {
  test('braces are TeX groups, not JavaScript: \\frac{a}{b}, x^{10} and e^{i\\pi} (which does not even parse as MDX)', async () => {
    await expect(latexChildren('<Latex>\\frac{a}{b}</Latex> and <Latex>x^{10}</Latex> and <Latex>e^{i\\pi} + 1 = 0</Latex>\n')).resolves.toEqual([
      '\\frac{a}{b}',
      'x^{10}',
      'e^{i\\pi} + 1 = 0',
    ]);
  });

  test('backslash escapes and entities read as the platform\'s MDX reads them: \\\\frac is \\frac, \\\\\\\\ a TeX line break', async () => {
    await expect(latexChildren('<Latex>\\\\frac{a}{b} \\\\\\\\ a &lt; b</Latex>\n')).resolves.toEqual(['\\frac{a}{b} \\\\ a < b']);
  });

  test('markdown characters stay TeX: a^* b^* is not emphasis', async () => {
    await expect(latexChildren('<Latex>a^* b^* c_1 d_2</Latex>\n')).resolves.toEqual(['a^* b^* c_1 d_2']);
  });

  test('no line moves; code and children already written as a string are left alone', () => {
    const source = '---\ntitle: T\n---\n\n<Latex>\n  a \\\\\\\\\n  b\n</Latex>\n\n`<Latex>{x}</Latex>`\n\n<Latex>{"\\\\alpha"}</Latex>\n';
    const out = latexChildrenAsText(source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out).toContain('`<Latex>{x}</Latex>`');
    expect(out).toContain('<Latex>{"\\\\alpha"}</Latex>');
    expect(latexChildrenAsText('no maths here')).toBe('no maths here');
  });

  test('the source transform reads <Latex> children first: its repairs find nothing to repair in the TeX', () => {
    // Read as MDX, each brace group would be an undefined variable to the repairs.
    const source = 'Inline: <Latex>\\frac{a}{b}</Latex>\n';
    const transformed = transformMdxSource(source, 'page.mdx', { componentsImport: false });
    expect(transformed.fixes).toEqual([]);
    expect(transformed.code).toBe(latexChildrenAsText(source));
  });
});

describe('Latex component', () => {
  test('renders its text with KaTeX, inline, with the TeX kept for assistive technology', async () => {
    const { html, findings } = await renderComponent(Latex, {}, { default: '\\frac{a}{b}' });
    expect(findings).toEqual([]);
    expect(html).toMatch(/^<span class="ds-latex"><span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    expect(html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
    expect(html).toContain('class="mfrac"');
    expect(html).not.toContain('katex-display');
  });

  test('text escaped in the rendered children is TeX again (a < b & c)', async () => {
    const { html } = await renderComponent(Latex, {}, { default: 'a &lt; b' });
    expect(html).toContain('<annotation encoding="application/x-tex">a &lt; b</annotation>');
  });
});

test('a page with <Latex> outside code gets KaTeX\'s stylesheet', () => {
  expect(mayHaveMaths('The area is <Latex>\\pi r^2</Latex>.')).toBe(true);
  expect(mayHaveMaths('```mdx\n<Latex>x</Latex>\n```\n and `<Latex>`')).toBe(false);
});
