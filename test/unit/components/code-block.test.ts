import { expect, test } from 'vitest';
import CodeBlock from '../../../components/content/CodeBlock.astro';
import CodeGroup from '../../../components/content/CodeGroup.astro';
import { renderComponent } from './render.ts';

test('CodeBlock renders a string like a fenced block: figure, title, language, highlights, copy button', async () => {
  const { html } = await renderComponent(CodeBlock, { code: 'a\nb', lang: 'js', title: 'index.js', highlight: '2' });
  expect(html).toMatch(/^<figure class="ds-code ds-code--titled" data-ds-code-title="index.js" data-language="js"><figcaption class="ds-code-title"><span class="ds-code-file">index.js<\/span> <span class="ds-code-language" data-pagefind-ignore="all">JavaScript<\/span><\/figcaption>/);
  expect([...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1])).toEqual(['line', 'line ds-line-highlighted']);
  expect(html).toContain('class="ds-copy-button"');
});

test('CodeBlocks inside a CodeGroup become its tabs', async () => {
  const curl = (await renderComponent(CodeBlock, { code: 'curl x', lang: 'bash', title: 'cURL' })).html;
  const py = (await renderComponent(CodeBlock, { code: 'get(x)', lang: 'python' })).html;
  const { html } = await renderComponent(CodeGroup, {}, { default: curl + py });
  expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['cURL', 'Python']);
});
