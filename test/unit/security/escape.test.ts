// The inline <script>/<style> escaping rule: a hostile value stays text of its own element, and the
// CSS and JSON still mean the value.
import { parse } from 'parse5';
import { expect, test } from 'vitest';
import postcss from 'postcss';
import { parse as parseSelector } from 'css-what';
import { cssString, jsonForInlineScript } from '../../../src/util/escape.ts';
import { chromeStyle } from '../../../src/runtime/chrome-style.ts';

const HOSTILE = [
  'v1</style><script>alert(1)</script>',
  'v1</STYLE ><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '<!--<script>',
  '"]{}body{display:none}[x="',
  "a'b\\c\nd\u2028e\u2029f",
  '\uFEFF🚀\u0007',
  ')}:root{x:url(javascript:alert(1))',
];

/** Element names in the parsed document, in order. */
function elementNames(html: string): string[] {
  const names: string[] = [];
  const visit = (node: any) => {
    if (node.tagName) names.push(node.tagName);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return names;
}

test.each(HOSTILE)('a hostile version name stays inside the <style> element: %j', (version) => {
  const css = chromeStyle({ versions: [version], backgroundImage: version }, { base: '/', format: 'directory' });
  expect(elementNames(`<style>${css}</style>`)).toEqual(['html', 'head', 'style', 'body']);
  // The CSS parses, and the attribute selector's value is the version itself.
  const values: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const selector of parseSelector(rule.selector).flat()) {
      if (selector.type === 'attribute') values.push(selector.value);
      if (selector.type === 'pseudo' && Array.isArray(selector.data)) {
        for (const inner of selector.data.flat()) if (inner.type === 'attribute') values.push(inner.value);
      }
    }
  });
  expect(values).toEqual([version, version]);
});

test.each(HOSTILE)('JSON in an inline script stays inside it and parses back: %j', (value) => {
  const json = jsonForInlineScript({ value, list: [value] });
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(elementNames(`<script type="application/json">${json}</script>`)).toEqual(['html', 'head', 'script', 'body']);
  expect(JSON.parse(json)).toEqual({ value, list: [value] });
});

test('a CSS string keeps plain paths readable', () => {
  expect(cssString('/docs/img/bg.png')).toBe('"/docs/img/bg.png"');
  expect(cssString('a b"c')).toBe('"a\\20 b\\22 c"');
});
