// Redirect sources are site paths, confined to the output folder; bad destinations are placed
// errors; a source that names a page keeps the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { expandRedirects, redirectFindings, sourcePath } from '../../../src/redirects/expand.ts';
import { redirectFile } from '../../../src/redirects/page.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { placeOfPath } from '../../../src/config/json-location.ts';

const SOURCES: [string, string][] = [
  ['/index.html', '/'],
  ['/index', '/'],
  ['/guides/index.html', '/guides'],
  ['/old.html', '/old.html'],
  ['//a///b/./c/', 'URL'],
  ['/a//b/./c/', '/a/b/c'],
  ['/../../x', '..'],
  ['/a/%2E%2E/%2e%2e/x', '..'],
  ['/a\\..\\..\\x', 'backslash'],
  ['/a\u0000b', 'control'],
  ['https://evil.example/x', 'URL'],
];

test.each(SOURCES)('source %j -> %s', (source, expected) => {
  const result = sourcePath(source);
  if (expected.startsWith('/')) expect(result).toEqual({ path: expected });
  else expect('problem' in result && result.problem).toContain(expected);
});

test('no redirect file lands outside the output folder', () => {
  const out = mkdtempSync(join(tmpdir(), 'docsmith-redirect-'));
  try {
    expect(redirectFile(out, '/../../x', 'directory')).toBeUndefined();
    expect(redirectFile(out, '/a/../../x.html', 'file')).toBeUndefined();
    expect(redirectFile(out, '/old', 'directory')).toBe(join(out, 'old', 'index.html'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('hostile redirects are placed messages, and only safe ones are expanded', () => {
  const text = JSON.stringify(
    {
      redirects: [
        { source: '/../../outside', destination: '/' },
        { source: '/index.html', destination: '/elsewhere' },
        { source: '/old', destination: 'http://[' },
        { source: '/a/:slug*', destination: '/../:slug*' },
        { source: '/fine', destination: '/quickstart' },
      ],
    },
    null,
    2,
  );
  const { redirects } = JSON.parse(text);
  const findings = redirectFindings(redirects, (path) => placeOfPath(text, path), 'docs.json').map(formatFinding);
  expect(findings).toMatchInlineSnapshot(`
    [
      "docs.json:4:7: redirects[0].source: "/../../outside" steps out of the site with ".."; no redirect is written (write a path such as "/old/page") [redirects/outside-site]",
      "docs.json:13:7: redirects[2].destination: "http://[" is not a URL a browser can follow; no redirect is written [redirects/invalid-destination]",
    ]
  `);
  const expanded = expandRedirects({ redirects, builtPaths: new Set(['/', '/quickstart']), locate: () => ({ file: 'docs.json' }) });
  expect(expanded.pages.map((p) => p.from)).toEqual(['/fine']);
  expect(expanded.findings.map(formatFinding)).toEqual([
    'docs.json: redirects[1].source: "/index.html" is the path of a page; the page is kept and no redirect is written [redirects/source-is-page]',
  ]);
});
