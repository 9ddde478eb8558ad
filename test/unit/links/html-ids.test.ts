import { expect, test } from 'vitest';
import { htmlFilePath, idsInHtml } from '../../../src/links/built-targets.ts';

test('ids and names of a built page, entities decoded, long ids kept whole', () => {
  const html = `<h2 id="install-the-command-line-tool">x</h2><a name='old-anchor'></a><h3 id="a&amp;b">y</h3><div data-id="no">`;
  expect([...idsInHtml(html)]).toEqual(['install-the-command-line-tool', 'old-anchor', 'a&b']);
});

test('page paths of built HTML files', () => {
  expect(htmlFilePath('guides/intro/index.html')).toBe('/guides/intro');
  expect(htmlFilePath('guides/intro.html')).toBe('/guides/intro');
  expect(htmlFilePath('index.html')).toBe('/');
});
