// Which pages are compiled while rendering (no ESM of their own), and how a compiled module becomes a
// function body. A wrong "yes" would break a page at render time, so the decision is tested on the
// cases that look like ESM but are not: code fences of either kind, indented and longer fences.
import { describe, expect, test } from 'vitest';
import { compilesWhileRendering, isMdxInMarkdownFile, leftToCompile } from '../../src/content/compiled-pages.ts';
import { moduleAsFunctionBody } from '../../src/runtime/compiled-page.ts';

describe('compilesWhileRendering', () => {
  test.each([
    ['plain prose and components', 'Text.\n\n<Note>Hi</Note>\n', true],
    ['import and export lines inside a backtick fence', '```ts\nimport { a } from "b";\nexport const c = 1;\n```\n', true],
    ['inside a tilde fence, closed by a longer fence', '~~~\nimport a from "b";\n~~~~\nText.\n', true],
    ['inside a fence indented by three spaces', '   ```js\nexport default 1;\n   ```\n', true],
    ['words starting a line that are not ESM', 'Importing data is easy.\nExported files land in `out/`.\n', true],
    ['an import line', 'import Chart from "../components/Chart.astro";\n\n<Chart />\n', false],
    ['an export line', 'export const title = "A";\n\n# {title}\n', false],
    ['an import line after a closed fence', '```\ncode\n```\nimport a from "b";\n', false],
    ['a backtick line with a backtick in its info string is text, not a fence', '``` a`b\nimport a from "b";\n', false],
    ['a fence needs the same character to close', '```\n~~~\nimport a from "b";\n', true],
    ['no body at all', undefined, false],
    ['snippet imports by their docs-root path', 'import Steps from "/snippets/steps.mdx";\nimport Help from \'/_snippets/help.md\'\n\n<Steps />\n', true],
    ['a snippet import by a relative path', 'import Steps from "../snippets/steps.mdx";\n', false],
    ['a named import from a snippet', 'import { Steps } from "/snippets/steps.mdx";\n', false],
    ['a snippet import beside an export', 'import Steps from "/snippets/steps.mdx";\nexport const a = 1;\n', false],
  ])('%s', (_name, body, expected) => {
    expect(compilesWhileRendering({ filePath: 'docs/page.mdx', body })).toBe(expected);
  });

  test('plain markdown pages are not MDX: Astro renders them when it loads the collection', () => {
    expect(compilesWhileRendering({ filePath: 'docs/page.md', body: 'Text.\n' })).toBe(false);
    expect(compilesWhileRendering({ body: 'Text.\n' })).toBe(false);
  });

  test('a .md page with component tags is MDX, as the hosted platform reads it, and compiles while rendering', () => {
    expect(compilesWhileRendering({ filePath: 'docs/page.md', body: '<Note>Hi</Note>\n' })).toBe(true);
    // With ESM of its own it stays Markdown: Astro's MDX plugin bundles `.mdx` files only.
    expect(compilesWhileRendering({ filePath: 'docs/page.md', body: 'import X from "./x.js";\n\n<X />\n' })).toBe(false);
  });
});

describe('isMdxInMarkdownFile', () => {
  test.each([
    ['a component tag', '<Note>Hi</Note>\n', true],
    ['a component with attributes on its own line', '<Card title="A" href="/a">\nText\n</Card>\n', true],
    ['a self-closing component', 'See <Icon icon="rocket" /> here.\n', true],
    ['a namespaced component', '<Tree.Folder name="src" />\n', true],
    ['lower-case HTML only', '<div align="center"><img src="a.png"></div>\n', false],
    ['a component inside a fence', '```html\n<Card>x</Card>\n```\n', false],
    ['a component inside inline code', 'Write `<Note>` to make a note.\n', false],
    ['a comparison and braces', 'When a < b, write {x}.\n', false],
    ['a generic type in prose', 'Returns a List<String> of names.\n', false],
  ])('%s', (_name, body, expected) => {
    expect(isMdxInMarkdownFile(body)).toBe(expected);
  });

  test("a page with a front matter layout stays a module: Astro's compile imports the layout", () => {
    expect(compilesWhileRendering({ filePath: 'docs/page.mdx', body: 'Text.\n', data: { layout: '../layouts/Wide.astro' } })).toBe(false);
    expect(compilesWhileRendering({ filePath: 'docs/page.mdx', body: 'Text.\n', data: { title: 'A' } })).toBe(true);
  });
});

test('the route compiles what the loader neither deferred to a module nor Astro rendered at load', () => {
  expect(leftToCompile({ filePath: 'docs/a.mdx', deferredRender: false })).toBe(true);
  expect(leftToCompile({ filePath: 'docs/a.mdx', deferredRender: true })).toBe(false);
  expect(leftToCompile({ filePath: 'docs/a.md', rendered: { html: '<p>A</p>' } })).toBe(false);
  // A .md page written in MDX, which the loader left to compile (Astro did not render it).
  expect(leftToCompile({ filePath: 'docs/a.md' })).toBe(true);
});

describe('moduleAsFunctionBody', () => {
  test('runtime imports become bindings, exports plain declarations, and the body returns the page', () => {
    const code = [
      'import { jsx as _jsx } from "astro/jsx-runtime";',
      'export const frontmatter = {"title":"A"};',
      'export function getHeadings() { return []; }',
      'function MDXContent(props) { return _jsx("p", { children: frontmatter.title }); }',
      'export const Content = (props = {}) => MDXContent(props);',
      'export default Content;',
    ].join('\n');
    const body = moduleAsFunctionBody(code, 'a.mdx');
    const jsx = (tag: string, props: { children: string }) => `<${tag}>${props.children}</${tag}>`;
    const page = new Function('__modules', body)({ 'astro/jsx-runtime': { jsx } }) as { Content: () => string; getHeadings: () => unknown[] };
    expect(page.Content()).toBe('<p>A</p>');
    expect(page.getHeadings()).toEqual([]);
  });

  test('a default import reads the named module\'s default export', () => {
    const code = 'import Steps from "/snippets/steps.mdx";\nexport function getHeadings() { return []; }\nexport const Content = () => Steps();';
    const body = moduleAsFunctionBody(code, 'a.mdx', new Set(['/snippets/steps.mdx']));
    const page = new Function('__modules', body)({ '/snippets/steps.mdx': { default: () => 'steps' } }) as { Content: () => string };
    expect(page.Content()).toBe('steps');
  });

  test('any other import is refused with the file and the statement', () => {
    expect(() => moduleAsFunctionBody('import Chart from "./Chart.astro";\nexport const Content = 1;', 'guides/a.mdx')).toThrow(
      'Docsmith: guides/a.mdx compiled to `import Chart from "./Chart.astro"`, which a page compiled while rendering cannot load.',
    );
  });
});
