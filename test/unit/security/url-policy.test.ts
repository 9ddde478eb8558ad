// The one URL policy, and every link-like field of docs.json and front matter under it: refused
// schemes are placed errors and the links are dropped; unusual schemes warn.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { schemeOf, urlVerdict } from '../../../src/util/url-policy.ts';
import { prepareSite } from '../../../src/site.ts';
import { expandRedirects } from '../../../src/redirects/expand.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { REPO_ROOT } from '../../support/paths.ts';

const VERDICTS: [string, string][] = [
  ['javascript:alert(1)', 'blocked'],
  ['JavaScript:alert(1)', 'blocked'],
  [' \u0001java\tscr\nipt:alert(1)', 'blocked'],
  ['data:text/html,<script>alert(1)</script>', 'blocked'],
  ['vbscript:msgbox(1)', 'blocked'],
  ['file:///etc/passwd', 'blocked'],
  ['https://example.com', 'allowed'],
  ['http://example.com', 'allowed'],
  ['mailto:a@example.com', 'allowed'],
  ['tel:+123', 'allowed'],
  ['/guides/intro', 'allowed'],
  ['guides/intro', 'allowed'],
  ['../up', 'allowed'],
  ['#section', 'allowed'],
  ['//cdn.example.com/x', 'allowed'],
  ['ftp://files.example.com', 'unknown-scheme'],
  ['slack://open', 'unknown-scheme'],
];

test.each(VERDICTS)('%j is %s', (url, kind) => {
  expect(urlVerdict(url).kind).toBe(kind);
});

test('the scheme is read the way a browser reads it', () => {
  expect(schemeOf('\u0000 JAVA\r\nSCRIPT:x')).toBe('javascript');
  expect(schemeOf('a/b:c')).toBeUndefined();
});

test('every hostile link of docs.json and front matter is a placed message, and refused ones are dropped', async () => {
  const site = await prepareSite(join(REPO_ROOT, 'test/fixtures/security/hostile-config'));
  const policy = site.findings.filter((f) => f.rule.startsWith('links/u')).map(formatFinding);
  expect(policy).toMatchInlineSnapshot(`
    [
      "docs.json:7:23: topbarLinks[0].url: "javascript:alert('topbar')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:8:23: topbarLinks[1].url: "data:text/html,<script>alert('data')</script>" uses the data: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:9:22: topbarLinks[2].url: "ftp://files.example.com" uses the unusual scheme ftp:; check it is meant (http(s), mailto, tel, paths and #anchors need no check) [links/unusual-scheme]",
      "docs.json:12:54: topbarCtaButton.url: " java\\tscript:alert('cta')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:3:56: logo.href: "javascript:alert('logo')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:13:28: tabs[0].url: "vbscript:msgbox('tab')" uses the vbscript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:14:33: anchors[0].url: "file:///etc/passwd" uses the file: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:15:22: footerSocials.x: "JavaScript:alert('social')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "docs.json:16:37: redirects[0].destination: "javascript:alert('redirect')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
      "guides/out.mdx:4: front matter url: "javascript:alert('frontmatter')" uses the javascript: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]",
    ]
  `);
  const { config } = site;
  expect(config.topbarLinks?.map((l) => l.url)).toEqual(['ftp://files.example.com', 'https://status.example.com']);
  expect(config.topbarCtaButton).toBeUndefined();
  expect(typeof config.logo === 'object' && config.logo.href).toBe('/');
  expect(config.tabs?.map((t) => t.url)).toEqual(['guides']);
  expect(config.anchors).toEqual([]);
  expect(config.footerSocials).toEqual({ github: 'https://github.com/acme' });
  // Redirects keep docs.json's indices for their messages; the refused one is never expanded.
  expect(expandRedirects({ redirects: config.redirects ?? [], builtPaths: new Set(['/']) }).pages).toEqual([]);
});

test('a tab or anchor url with . or .. segments stays inside the site and gets a placed warning', async () => {
  const { linkPolicyFindings } = await import('../../../src/config/link-fields.ts');
  const { placeOfPath } = await import('../../../src/config/json-location.ts');
  const text = JSON.stringify({ name: 'A', navigation: [], tabs: [{ name: 'Up', url: '../../guides' }, { name: 'Ok', url: 'api' }], anchors: [{ name: 'Dot', url: './blog/./x' }] }, null, 2);
  const config = JSON.parse(text);
  const found = linkPolicyFindings(config, (path) => placeOfPath(text, path), 'docs.json').map(formatFinding);
  expect(found).toEqual([
    'docs.json:7:7: tabs[0].url: "../../guides" has "." or ".." segments; they are dropped, so it names the folder "guides" of the site [links/dot-segments]',
    'docs.json:17:7: anchors[0].url: "./blog/./x" has "." or ".." segments; they are dropped, so it names the folder "blog/x" of the site [links/dot-segments]',
  ]);
});
