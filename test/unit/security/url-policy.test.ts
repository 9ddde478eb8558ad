// The one URL policy, and every link-like field of docs.json and front matter under it: refused
// schemes are placed errors and the links are dropped; unusual schemes warn.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { schemeOf, urlVerdict } from '../../../src/util/url-policy.ts';
import { prepareSite } from '../../../src/site.ts';
import { expandRedirects } from '../../../src/redirects/expand.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { REPO_ROOT } from '../../support/paths.ts';
import { PLAIN_PAGE, writeDocsFolder } from '../../support/docs-folder.ts';
import { runCli } from '../../support/cli.ts';

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

// The current format's reader checks the links it maps (navbar, footer socials) and names them as
// written; the config-wide check must not report them a second time under the config's own names.
const UNUSUAL = 'uses the unusual scheme ftp:; check it is meant (http(s), mailto, tel, paths and #anchors need no check) [links/unusual-scheme]';
const REFUSED = (scheme: string) => `uses the ${scheme}: scheme, which can run script or open local files; the link is left out (use an http(s), mailto or tel URL, a path or an #anchor) [links/unsafe-url]`;
const CHROME_LINK_CASES: [string, string, Record<string, unknown>, string[]][] = [
  [
    'a current-format navbar.primary button, navbar link and footer social',
    'docs.json',
    {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navbar: { links: [{ label: 'Data', href: 'data:text/html,x' }], primary: { type: 'button', label: 'Files', href: 'ftp://files.example.com' } },
      footer: { socials: { x: 'ftp://x.example.com' } },
      navigation: { pages: ['index'] },
    },
    [
      `docs.json:11:9: navbar.links[0].href: "data:text/html,x" ${REFUSED('data')}`,
      `docs.json:17:7: navbar.primary.href: "ftp://files.example.com" ${UNUSUAL}`,
      `docs.json:22:7: footer.socials.x: "ftp://x.example.com" ${UNUSUAL}`,
    ],
  ],
  [
    'a current-format github navbar.primary',
    'docs.json',
    { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navbar: { primary: { type: 'github', href: 'javascript:alert(1)' } }, navigation: { pages: ['index'] } },
    [`docs.json:10:7: navbar.primary.href: "javascript:alert(1)" ${REFUSED('javascript')}`],
  ],
  [
    'a current-format global anchor (read as a section link too)',
    'docs.json',
    { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { global: { anchors: [{ anchor: 'Files', href: 'ftp://files.example.com' }, { anchor: 'Run', href: 'javascript:alert(1)' }] }, pages: ['index'] } },
    [
      `docs.json:12:11: navigation.global.anchors[0].href: "ftp://files.example.com" ${UNUSUAL}`,
      `docs.json:16:11: navigation.global.anchors[1].href: "javascript:alert(1)" ${REFUSED('javascript')}`,
    ],
  ],
  [
    'a legacy topbarCtaButton',
    'mint.json',
    { name: 'Acme', topbarCtaButton: { type: 'link', name: 'Files', url: 'ftp://files.example.com' }, navigation: [{ group: 'Start', pages: ['index'] }] },
    [`mint.json:6:5: topbarCtaButton.url: "ftp://files.example.com" ${UNUSUAL}`],
  ],
];

test.each(CHROME_LINK_CASES)('%s: each link the policy questions is reported once, at its key, by the build and by lint', async (_, file, docs, expected) => {
  const root = writeDocsFolder({ 'index.mdx': PLAIN_PAGE, [file]: JSON.stringify(docs, null, 2) });
  try {
    const site = await prepareSite(root);
    expect(site.findings.filter((f) => f.rule.startsWith('links/u')).map(formatFinding)).toEqual(expected);
    const lint = await runCli(['lint', root, '--format', 'json'], root);
    const linted = JSON.parse(lint.stdout).findings.filter((f: { rule: string }) => f.rule.startsWith('links/u'));
    expect(linted.map((f: { line: number; column: number; message: string; rule: string }) => `${file}:${f.line}:${f.column}: ${f.message} [${f.rule}]`).sort()).toEqual([...expected].sort());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
