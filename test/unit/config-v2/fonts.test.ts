// `fonts`: a family and a self-hosted file as CSS, with hostile values escaped.
import { expect, test } from 'vitest';
import { fontStyle } from '../../../src/runtime/font-style.ts';

const urls = { base: '/docs', format: 'directory' as const };

test('a family, a heading family and a source file of the folder', () => {
  expect(fontStyle({ family: 'Inter', heading: { family: 'Geist', source: '/fonts/geist.woff2', format: 'woff2', weight: 600 } }, urls)).toBe(
    '@font-face{font-family:"Geist";src:url("/docs/fonts/geist.woff2") format("woff2");font-weight:600;font-display:swap}' +
      ':root{--ds-font-sans:"Inter", ui-sans-serif, system-ui, sans-serif;--ds-font-heading:"Geist", ui-sans-serif, system-ui, sans-serif;}' +
      'h1,h2,h3,h4{font-family:var(--ds-font-heading)}',
  );
});

test('hostile values cannot leave the CSS string or the style element', () => {
  const css = fontStyle({ family: 'X"; } </style><script>alert(1)</script>', source: '/f.woff2"); } body{display:none', format: 'woff2' }, urls);
  expect(css).toBe(
    String.raw`@font-face{font-family:"X  stylescriptalert1script";src:url("/docs/f.woff2\22 \29 \3b  \7d  body\7b display:none") format("woff2");font-display:swap}` +
      ':root{--ds-font-sans:"X  stylescriptalert1script", ui-sans-serif, system-ui, sans-serif;}',
  );
  expect(css).not.toContain('<');
});
