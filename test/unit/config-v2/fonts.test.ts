// `fonts`: a family and a self-hosted file as CSS, how a family is loaded (installed package or the
// reader's browser), the reader's placed warnings, and hostile values escaped.
import { expect, test } from 'vitest';
import { fontLoading, fontPackageSlug, fontStyle } from '../../../src/runtime/font-style.ts';
import { readFonts } from '../../../src/config/v2/fonts.ts';

const urls = { base: '/docs', format: 'directory' as const };

test('a family, a heading family and a source file of the folder', () => {
  expect(fontStyle({ family: 'Inter', heading: { family: 'Geist', source: '/fonts/geist.woff2', format: 'woff2', weight: 600 } }, urls)).toBe(
    '@font-face{font-family:"Geist";src:url("/docs/fonts/geist.woff2") format("woff2");font-weight:600;font-display:swap}' +
      ':root:root{--ds-font-sans:"Inter", ui-sans-serif, system-ui, sans-serif;--ds-font-heading:"Geist", ui-sans-serif, system-ui, sans-serif;}' +
      'h1,h2,h3,h4{font-family:var(--ds-font-heading)}',
  );
});

test('a web address as source, its format taken from the file name', () => {
  expect(fontStyle({ body: { family: 'Open Sans', source: 'https://cdn.example.com/open-sans.woff' } }, urls)).toBe(
    String.raw`@font-face{font-family:"Open\20 Sans";src:url("https://cdn.example.com/open-sans.woff") format("woff");font-display:swap}` +
      String.raw`:root:root{--ds-font-sans:"Open\20 Sans", ui-sans-serif, system-ui, sans-serif;}`,
  );
});

test('hostile values cannot leave the CSS string or the style element', () => {
  const css = fontStyle({ family: 'X"; } </style><script>alert(1)</script>', source: '/f.woff2"); } body{display:none', format: 'woff2' }, urls);
  expect(css).toBe(
    String.raw`@font-face{font-family:"X\20 stylescriptalert1script";src:url("/docs/f.woff2\22 \29 \3b \20 \7d \20 body\7b display:none") format("woff2");font-display:swap}` +
      String.raw`:root:root{--ds-font-sans:"X\20 stylescriptalert1script", ui-sans-serif, system-ui, sans-serif;}`,
  );
  expect(css).not.toContain('<');
});

test('a family is taken from an installed Fontsource package, else from the reader\'s browser', () => {
  const installed = new Set(['@fontsource/inter/400.css', '@fontsource/inter/700.css', '@fontsource/ibm-plex-sans/300.css']);
  const resolve = (specifier: string) => (installed.has(specifier) ? `/modules/${specifier}` : undefined);
  expect(fontLoading({ family: 'Inter', heading: { family: 'Playfair Display', weight: 700 } }, resolve)).toEqual({
    packageCss: ['/modules/@fontsource/inter/400.css', '/modules/@fontsource/inter/700.css'],
    googleHref: 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&display=swap',
  });
  expect(fontLoading({ body: { family: 'IBM Plex Sans', weight: 300 } }, resolve)).toEqual({ packageCss: ['/modules/@fontsource/ibm-plex-sans/300.css'] });
  // A family with its own file is loaded from it; a hostile name never reaches the address unescaped.
  expect(fontLoading({ family: 'Geist', source: '/geist.woff2' }, resolve)).toEqual({ packageCss: [] });
  expect(fontLoading({ family: 'A&b"<x>' }, resolve).googleHref).toBe('https://fonts.googleapis.com/css2?family=Abx:wght@400;500;600;700&display=swap');
  expect(fontPackageSlug('Source Code Pro')).toBe('source-code-pro');
});

test('the reader keeps good fields and reports each wrong one at its key', () => {
  const reports: string[] = [];
  const report = (rule: string, path: (string | number)[], message: string) => reports.push(`${rule} ${path.join('.')}: ${message}`);
  expect(
    readFonts(
      { family: 'Inter', weight: '500', fromat: 'woff2', heading: { family: 'Geist', source: 'javascript:alert(1)' }, body: { source: '/b.woff2', format: 'otf', weight: 2000 } },
      report,
    ),
  ).toEqual({ family: 'Inter', weight: 500, heading: { family: 'Geist' }, body: {} });
  expect(reports).toEqual([
    'config/unknown-key fonts.fromat: unknown key "fonts.fromat"; did you mean "format"?; it is ignored',
    expect.stringMatching(/^links\/unsafe-url fonts\.heading\.source: /),
    'config/invalid-value fonts.body.weight: fonts.body.weight: expected a number from 1 to 1000 like 400, got 2000; it is ignored',
    'config/invalid-value fonts.body.format: fonts.body.format: expected "woff" or "woff2", got "otf"; did you mean "woff"?; it is ignored',
    'config/invalid-value fonts.body.source: fonts.body.source: a font file needs the "family" name it is used under; it is ignored',
  ]);
  expect(readFonts('Inter', report)).toBeUndefined();
  expect(reports.at(-1)).toBe('config/invalid-value fonts: fonts: expected an object like { "family": "Inter" }, got "Inter"; it is ignored');
});
