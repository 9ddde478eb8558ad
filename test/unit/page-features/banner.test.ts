// docs.json banner: untrusted text becomes escaped HTML with a small markdown subset; the key of a
// dismissal follows the text.
import { expect, test } from 'vitest';
import { bannerHtml, bannerKey } from '../../../src/runtime/banner.ts';
import { docsConfigSchema } from '../../../src/config/schema.ts';

const urls = { base: '/docs', format: 'directory' as const };

test('links, bold, italic and code; site paths get the base', () => {
  expect(bannerHtml('**v2** is out: read the [guide](/guides/upgrading) or the `CHANGELOG`, *today*', urls)).toBe(
    '<strong>v2</strong> is out: read the <a href="/docs/guides/upgrading">guide</a> or the <code>CHANGELOG</code>, <em>today</em>',
  );
  expect(bannerHtml('[Status](https://status.example.com)', urls)).toBe('<a href="https://status.example.com">Status</a>');
});

test('hostile text stays text: tags escaped, script links dropped', () => {
  expect(bannerHtml('<img src=x onerror=alert(1)> [click](javascript:alert(1)) [x](//evil.test)', urls)).toBe(
    '&lt;img src=x onerror=alert(1)&gt; click) x',
  );
  expect(bannerHtml('[a"b](https://x.test/?q=")', urls)).toBe('<a href="https://x.test/?q=&quot;">a&quot;b</a>');
});

test('the dismissal key changes with the text', () => {
  expect(bannerKey('v2 is out')).toBe(bannerKey('v2 is out'));
  expect(bannerKey('v2 is out')).not.toBe(bannerKey('v3 is out'));
});

test('docs.json banner: content required, type from the list', () => {
  const base = { name: 'X', navigation: [] };
  expect(docsConfigSchema.safeParse({ ...base, banner: { content: 'Hi', type: 'warning', dismissible: true } }).success).toBe(true);
  expect(docsConfigSchema.safeParse({ ...base, banner: { type: 'info' } }).success).toBe(false);
  expect(docsConfigSchema.safeParse({ ...base, banner: { content: 'Hi', type: 'loud' } }).success).toBe(false);
});
