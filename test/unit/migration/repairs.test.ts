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

  test('a line of inline code in triple backticks opens no code block; nothing after it is taken for code', () => {
    const source = '<Note>\n  Update the CLI:\n\n  ```npm i -g docsmith@latest```\n  Then run it.\n</Note>\n\n## After\n\n```bash\nls\n```\n';
    const code = splitRegions(source).filter((r) => r.kind === 'code');
    expect(code.map((r) => r.line)).toEqual([4, 10]);
    expect(code[0]!.text).toBe('```npm i -g docsmith@latest```');
    expect(code[1]!.fence).toEqual({ indent: '', marker: '```', closed: true });
    expect(repairMdxSource(source).fixes).toEqual([]);
  });

  test('repaired sources compile with the MDX compiler that rejected them', () => {
    const source = '# Title\n\n<!-- note -->\nLine<br>\n<img src="/a.png">\n\n<div style="color: red">x</div>\n\n<https://example.com>\n';
    expect(() => mdxToJs(source)).toThrow();
    const { code } = repairMdxSource(source);
    expect(lines(code)).toBe(lines(source));
    expect(() => mdxToJs(code)).not.toThrow();
  });
});

describe('what is left open at the end of the file', () => {
  // A page cut short upstream: a fence never closed inside a tab, the tabs never closed.
  const truncated = [
    '---',
    'title: Install',
    '---',
    '',
    '<Tabs>',
    '  <Tab title="npm">',
    '    ```bash',
    '    npm install widget',
    '    ```',
    '  </Tab>',
    '  <Tab title="pnpm">',
    '    ```bash',
    '    pnpm add widget',
    '',
  ].join('\n');

  test('the fence, then the tags, innermost first, are closed after the last line, each with its line', () => {
    expect(() => mdxToJs(truncated)).toThrow();
    const { code, fixes } = repairMdxSource(truncated);
    expect(code.startsWith(truncated)).toBe(true); // every line keeps its number
    expect(code.slice(truncated.length)).toBe('    ```\n  </Tab>\n</Tabs>\n');
    expect(fixes.map((f) => `${f.line} ${f.repair}: ${f.message}`)).toEqual([
      '5 unclosed-tag: <Tabs> is never closed; closed at the end of the file',
      '11 unclosed-tag: <Tab> is never closed; closed at the end of the file',
      '12 unclosed-code-block: code block opened here is never closed; closed at the end of the file',
    ]);
    expect(() => mdxToJs(code)).not.toThrow();
  });

  test('closing tags that close nothing are dropped on their line', () => {
    const source = 'Intro\n\n</Note>\n\n<Tip>\nA tip.\n</Warning>\n</Tip>\n\nEnd </b> here.\n';
    expect(() => mdxToJs(source)).toThrow();
    const { code, fixes } = repairMdxSource(source);
    expect(code).toBe('Intro\n\n\n\n<Tip>\nA tip.\n\n</Tip>\n\nEnd  here.\n');
    expect(fixes.map((f) => [f.line, f.repair])).toEqual([[3, 'stray-closing-tag'], [7, 'stray-closing-tag'], [10, 'stray-closing-tag']]);
    expect(() => mdxToJs(code)).not.toThrow();
  });

  test('balanced pages, link destinations in angle brackets, tags in code and comments are left alone', () => {
    const source = [
      '<CardGroup cols={2}>',
      '  <Card title="`run()` first" href="/a">Body</Card>',
      '</CardGroup>',
      '',
      '![Run](</images/run-with-wait().png>)',
      '',
      '[ref]: </docs/a b>',
      '',
      '{/* <Note> */}',
      '`</Tabs>` and `<Tabs>`',
      '',
      '```html',
      '<div>',
      '```',
      '',
    ].join('\n');
    expect(repairMdxSource(source)).toEqual({ code: source, fixes: [] });
  });

  test('a tag left open inside a paragraph stays for the compiler to place', () => {
    const source = 'Some <a href="/x">link\n\nNext paragraph.\n';
    expect(repairMdxSource(source)).toEqual({ code: source, fixes: [] });
  });
});

describe('the personalization variable', () => {
  test('a page reading `user` gets an empty one, declared after the last line', () => {
    const source = "Hello, {user.name ?? 'there'}!\n\n<Card title={user?.email ?? 'Your account'} href=\"/account\" />\n";
    const { code, fixes } = transformMdxSource(source, 'welcome.mdx', { componentsImport: false });
    expect(code).toBe(`${source}\nexport const user = Object.freeze({});\n`);
    expect(fixes.map((f) => [f.line, f.repair])).toEqual([[1, 'personalization']]);
  });

  test('a property named user, code and a page that declares its own user are left alone', () => {
    const own = "export const user = { name: 'Ada' };\n\nHi {user.name}\n";
    expect(transformMdxSource(own, 'a.mdx', { componentsImport: false }).code).toBe(own);
    const other = 'User: {metadata.user.name}\n\n```js\nconsole.log(user.name);\n```\n';
    expect(transformMdxSource(`export const metadata = { user: { name: 'x' } };\n\n${other}`, 'b.mdx', { componentsImport: false }).fixes).toEqual([]);
  });
});

describe('free variables', () => {
  test('in snippets a bare name reads the prop', () => {
    const { code } = rewriteFreeVariables('Setup a project in {framework}.\n<Card title={title} />\n', new Set(), 'props');
    expect(code).toBe('Setup a project in {props.framework}.\n<Card title={props.title} />\n');
  });

  test('in snippets every name an expression reads and the file does not define reads the prop', () => {
    const source = [
      '{feature} {verb ?? "is"} only available in a {plan.name} plan.',
      '{items.map((item, i) => <Card key={i} title={item.title}>{suffix}</Card>)}',
      '{(() => { const local = 1; return local + offset; })()}',
      '<Tip>{ {label, Math: 2}.label } {JSON.stringify(config)} {"{not} an expression"}</Tip>',
    ].join('\n');
    const { code, found } = rewriteFreeVariables(source, new Set(['config']), 'props');
    expect(code).toBe(
      [
        '{props.feature} {props.verb ?? "is"} only available in a {props.plan.name} plan.',
        '{props.items.map((item, i) => <Card key={i} title={item.title}>{props.suffix}</Card>)}',
        '{(() => { const local = 1; return local + props.offset; })()}',
        '<Tip>{ {label: props.label, Math: 2}.label } {JSON.stringify(config)} {"{not} an expression"}</Tip>',
      ].join('\n'),
    );
    expect(found.map((f) => `${f.line}:${f.name}`)).toEqual(['1:feature', '1:verb', '1:plan', '2:items', '2:suffix', '3:offset', '4:label']);
    // What comes out compiles.
    expect(() => mdxToJs(code)).not.toThrow();
  });

  test('in pages an undefined name is shown as written; defined names and globals stay', () => {
    const { code, found } = rewriteFreeVariables('| "{mem0_dir}/history.db" |\n{count} {true} {props}\n', new Set(['count']), 'literal');
    expect(code).toBe('| "{"{mem0_dir}"}/history.db" |\n{count} {true} {props}\n');
    expect(found).toEqual([{ name: 'mem0_dir', line: 1 }]);
  });

  test('in pages an expression reading an undefined name is left out, its lines kept, and said at its line', () => {
    const source = [
      '---',
      'title: T',
      '---',
      'Hello {who ?? "there"}, {frontmatter.title} {count + 1}.',
      '<script>{window.addEventListener("load", () => {',
      '  document.title = `${stars}th`;',
      '})}</script>',
      '{[1, 2].map((n) => n * 2)} {new Date(0).getUTCFullYear()}',
    ].join('\n');
    const { code, fixes } = transformMdxSource(`${source}\nexport const count = 1;\n`, 'page.mdx', { componentsImport: false });
    expect(code.split('\n').slice(0, 8)).toEqual([
      '---',
      'title: T',
      '---',
      'Hello {null}, {frontmatter.title} {count + 1}.',
      '<script>{null',
      '',
      '}</script>',
      '{[1, 2].map((n) => n * 2)} {new Date(0).getUTCFullYear()}',
    ]);
    expect(fixes.map((f) => `${f.line} ${f.message}`)).toEqual([
      '4 {who ?? "there"} reads `who`, which this page does not define (define it with `export const who = …`); the expression is left out',
      '5 {window.addEventListener("load", () => { document.title =…} reads `window`, which exists only in the browser (pages are rendered when the site is built); the expression is left out',
    ]);
    expect(() => mdxToJs(code)).not.toThrow();
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
  test('markdown, <img> and card images without a file are found with their line; code and remote images are not', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { findMissingImages } = await import('../../../src/markdown/repairs/missing-files.ts');
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
      '<Card title="Setup" img="/images/card-gone.png" href="/setup">Set up.</Card>',
      '<Card title="Kept" img="/images/a.png" />',
    ].join('\n');
    expect(findMissingImages(source, 'guides/page.mdx', root)).toEqual([
      { path: '/images/gone.png', line: 4 },
      { path: '/images/also-gone.png', line: 5 },
      { path: '/images/card-gone.png', line: 10 },
    ]);
  });
});

describe('missing scripts', () => {
  test('<script src> without a file is found at its line; an existing one, a remote one and one in code are not', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { findMissingScripts } = await import('../../../src/markdown/repairs/missing-files.ts');
    const root = mkdtempSync(join(tmpdir(), 'docsmith-scripts-'));
    mkdirSync(join(root, 'guides'));
    writeFileSync(join(root, 'kept.js'), '');
    writeFileSync(join(root, 'guides/near.js'), '');
    const source = [
      '---',
      'title: Scripts',
      '---',
      '<script src="/kept.js"></script>',
      '<script src="near.js"></script>',
      '<script src="/widget.js"></script>',
      '<script type="module" src=\'./gone.js?v=2\'></script>',
      '<script src="https://cdn.example.com/widget.js"></script>',
      '<script src="//cdn.example.com/widget.js"></script>',
      '```html',
      '<script src="/in-code.js"></script>',
      '```',
    ].join('\n');
    expect(findMissingScripts(source, 'guides/page.mdx', root)).toEqual([
      { path: '/widget.js', line: 6 },
      { path: './gone.js?v=2', line: 7 },
    ]);
  });

  test('the source transform reports it as page/missing-script, as lint does', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { mdxSourceFindings } = await import('../../../src/markdown/repairs/vite-plugin.ts');
    const root = mkdtempSync(join(tmpdir(), 'docsmith-scripts-'));
    const { findings } = mdxSourceFindings('# Widget\n\n<script src="/widget.js"></script>\n', 'widget.mdx', root, { componentsImport: false });
    expect(findings).toEqual([{ rule: 'page/missing-script', file: 'widget.mdx', line: 3, message: 'script /widget.js has no file in the docs root' }]);
  });
});
