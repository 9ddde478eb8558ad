import { describe, expect, test } from 'vitest';
import { repairMdxSource } from '../../../src/markdown/repairs/index.ts';
import { splitRegions } from '../../../src/markdown/repairs/regions.ts';
import { styleStringToObject } from '../../../src/markdown/repairs/rules.ts';
import { rewriteFreeVariables, isSnippetFile } from '../../../src/markdown/repairs/snippet-props.ts';
import { transformMdxSource } from '../../../src/markdown/repairs/vite-plugin.ts';
import { mdxToJs } from 'satteri';

const lines = (text: string) => text.split('\n').length;

describe('repairMdxSource', () => {
  test('HTML comments become MDX comments on the same lines', () => {
    const source = 'a\n<!-- one\ntwo -->\nb <!-- inline --> c\n';
    const { code, fixes } = repairMdxSource(source);
    expect(code).toBe('a\n{/* one\ntwo */}\nb {/* inline */} c\n');
    expect(fixes.map((f) => [f.line, f.repair])).toEqual([[2, 'html-comment'], [4, 'html-comment']]);
  });

  test('a comment containing */ cannot end the MDX comment early', () => {
    expect(repairMdxSource('<!-- a */ b -->').code).toBe('{/* a * / b */}');
  });

  test('void elements are closed; closed ones are left alone', () => {
    const { code, fixes } = repairMdxSource('one<br>two<br/>three<BR >\n<img src="/a.png" alt="x > y">\n<hr>\n<img src="b" />\n');
    expect(code).toBe('one<br />two<br/>three<BR />\n<img src="/a.png" alt="x > y" />\n<hr />\n<img src="b" />\n');
    expect(fixes.map((f) => f.line)).toEqual([1, 1, 2, 3]);
  });

  test('an img whose attributes span lines keeps its lines', () => {
    const source = '<img\n  src="/a.png"\n  alt="A"\n>\n';
    const { code } = repairMdxSource(source);
    expect(code).toBe('<img\n  src="/a.png"\n  alt="A"\n />\n');
    expect(lines(code)).toBe(lines(source));
  });

  test('stray closing tags of void elements are removed', () => {
    expect(repairMdxSource('a<br></br>b</br>').code).toBe('a<br />b');
  });

  test('style strings become style objects', () => {
    expect(repairMdxSource('<div style="color: red; margin-top: 4px;">x</div>').code).toBe(
      '<div style={{"color": "red", "marginTop": "4px"}}>x</div>',
    );
    expect(styleStringToObject('--ds-x: 1; -webkit-line-clamp: 2')).toBe('{{"--ds-x": "1", "WebkitLineClamp": "2"}}');
  });

  test('autolinks become markdown links', () => {
    expect(repairMdxSource('See <https://example.com/a?b=1>.').code).toBe('See [https://example.com/a?b=1](https://example.com/a?b=1).');
  });

  test('code, inline code, front matter and import lines are never touched', () => {
    const source = [
      '---',
      'title: <!-- not a comment -->',
      '---',
      'import X from "/snippets/x.mdx"',
      '',
      '```html',
      '<!-- kept --><br>',
      '```',
      '',
      '  ~~~',
      '  <br>',
      '  ~~~',
      '',
      'Inline `<br>` and ``<!-- x -->`` kept, <br> fixed.',
      '',
    ].join('\n');
    const { code, fixes } = repairMdxSource(source);
    expect(code).toBe(source.replace('kept, <br> fixed', 'kept, <br /> fixed'));
    expect(fixes).toEqual([{ line: 14, repair: 'unclosed-void-element', message: '<br> closed as <... />' }]);
  });

  test('regions join back to the source and know their lines', () => {
    const source = '---\na: 1\n---\ntext\n```\ncode\n```\nmore `x` end\n';
    const regions = splitRegions(source);
    expect(regions.map((r) => r.text).join('')).toBe(source);
    expect(regions.filter((r) => r.kind === 'code').map((r) => r.line)).toEqual([1, 5, 8]);
  });

  test('repaired sources compile with the MDX compiler that rejected them', () => {
    const source = '# Title\n\n<!-- note -->\nLine<br>\n<img src="/a.png">\n\n<div style="color: red">x</div>\n\n<https://example.com>\n';
    expect(() => mdxToJs(source)).toThrow();
    const { code } = repairMdxSource(source);
    expect(lines(code)).toBe(lines(source));
    expect(() => mdxToJs(code)).not.toThrow();
  });
});

describe('free variables', () => {
  test('in snippets a bare name reads the prop', () => {
    const { code } = rewriteFreeVariables('Setup a project in {framework}.\n<Card title={title} />\n', new Set(), 'props');
    expect(code).toBe('Setup a project in {props.framework}.\n<Card title={props.title} />\n');
  });

  test('in pages an undefined name is shown as written; defined names and globals stay', () => {
    const { code, found } = rewriteFreeVariables('| "{mem0_dir}/history.db" |\n{count} {true} {props}\n', new Set(['count']), 'literal');
    expect(code).toBe('| "{"{mem0_dir}"}/history.db" |\n{count} {true} {props}\n');
    expect(found).toEqual([{ name: 'mem0_dir', line: 1 }]);
  });

  test('braces inside a quoted attribute value are text, not expressions', () => {
    const source = '<Card title="Use {name} here" href={link}>\n  Hi {name}\n</Card>\n';
    expect(rewriteFreeVariables(source, new Set(), 'props').code).toBe('<Card title="Use {name} here" href={props.link}>\n  Hi {props.name}\n</Card>\n');
  });

  test('snippet folders', () => {
    expect(isSnippetFile('snippets/a.mdx')).toBe(true);
    expect(isSnippetFile('_snippets/a.mdx')).toBe(true);
    expect(isSnippetFile('guides/snippets/a.mdx')).toBe(true);
    expect(isSnippetFile('guides/a.mdx')).toBe(false);
  });
});

describe('transformMdxSource', () => {
  test('gives every file the component map, after the last line', () => {
    const { code } = transformMdxSource('Hello\n', 'snippets/hello.mdx');
    expect(code.startsWith('Hello\n\nimport { components as __docsmithComponents } from ')).toBe(true);
    expect(code).toContain('export const components = __docsmithComponents;');
  });

  test('a file with its own components export keeps it', () => {
    const source = 'export const components = {};\n\nHi\n';
    expect(transformMdxSource(source, 'page.mdx').code).toBe(source);
  });
});

describe('missing images', () => {
  test('markdown and <img> images without a file are found with their line; code and remote images are not', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { findMissingImages } = await import('../../../src/markdown/repairs/missing-images.ts');
    const root = mkdtempSync(join(tmpdir(), 'docsmith-images-'));
    mkdirSync(join(root, 'images'));
    mkdirSync(join(root, 'guides'));
    writeFileSync(join(root, 'images/run(1).png'), '');
    writeFileSync(join(root, 'images/a.png'), '');
    const source = [
      '![ok](</images/run(1).png>)',
      '![ok too](/images/run(1).png)',
      '![relative](../images/a.png)',
      '![gone](/images/gone.png "title")',
      '<img src="/images/also-gone.png" alt="x" />',
      '![remote](https://example.com/x.png)',
      '```md',
      '![in code](/images/code.png)',
      '```',
    ].join('\n');
    expect(findMissingImages(source, 'guides/page.mdx', root)).toEqual([
      { path: '/images/gone.png', line: 4 },
      { path: '/images/also-gone.png', line: 5 },
    ]);
  });
});
