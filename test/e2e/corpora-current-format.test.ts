// The real folders written in the hosted platform's current docs.json format (navigation as an
// object) build as they are: every navigation page is rendered at its path and shows the labels of
// the tabs, anchors and dropdowns it belongs to (the current one marked), API pages get their
// layout, no component tag leaks, and the build reports no error and no stack trace.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { currentFormatPages, htmlFileOf, missingNavigationPages, siteLeaks } from '../support/html-checks.ts';
import { CORPORA } from '../support/paths.ts';
import { scanPages } from '../../src/content/scan.ts';

const FOLDERS = [
  // name, distinct pages in navigation, pages with `openapi:` front matter in navigation
  { name: 'mem0', navigation: 231, apiPages: 38 },
  { name: 'trigger', navigation: 314, apiPages: 62 },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe.each(FOLDERS)('$name (current format)', ({ name, navigation, apiPages }) => {
  const source = join(CORPORA, 'mintlify-sites-v2', name);
  const listed = currentFormatPages(join(source, 'docs.json'));
  let site: BuiltSite;

  beforeAll(() => {
    site = buildSite({ copyFrom: source });
  });
  afterAll(() => removeSite(site));

  test('builds with no error and no stack trace', () => {
    expect(site.output).not.toMatch(/\[ERROR\]|newer format|^\s+at .+:\d+:\d+\)?$/m);
    expect(site.status, site.output).toBe(0);
  });

  test('renders every navigation page at its path', () => {
    expect(listed).toHaveLength(navigation);
    expect(missingNavigationPages(site.distDir, listed.map((p) => p.id))).toEqual([]);
  });

  test('every page shows the tabs, anchors and dropdowns it belongs to, the current one marked', () => {
    const modes = new Map(scanPages(source).pages.map((p) => [p.id, p.frontmatter.mode]));
    const missing: string[] = [];
    for (const page of listed) {
      const html = readFileSync(htmlFileOf(site.distDir, page.id), 'utf8');
      // Pages in `center` and `custom` mode have no sidebar, where anchors and dropdowns live.
      const sidebar = modes.get(page.id) !== 'center' && modes.get(page.id) !== 'custom';
      for (const { kind, label } of page.sections) {
        if (kind !== 'tab' && !sidebar) continue;
        const current = new RegExp(`aria-current="true"[^>]*>(?:<span class="ds-anchor-icon">[\\s\\S]*?</span>)?(?:<span class="ds-anchor-name">)?${escapeHtml(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`);
        if (!current.test(html)) missing.push(`${page.id}: ${label}`);
      }
    }
    expect(listed.filter((p) => p.sections.length > 0).length).toBeGreaterThan(navigation / 2);
    expect(missing).toEqual([]);
  });

  test('pages with openapi front matter render as API pages', () => {
    const ids = new Set(listed.map((p) => p.id));
    const api = scanPages(source).pages.filter((p) => ids.has(p.id) && typeof p.frontmatter.openapi === 'string');
    expect(api).toHaveLength(apiPages);
    const plain = api.filter((p) => !readFileSync(htmlFileOf(site.distDir, p.id), 'utf8').includes('ds-shell--api'));
    expect(plain.map((p) => p.id)).toEqual([]);
  });

  test('no component tag leaks into the HTML', () => {
    expect(siteLeaks(site.distDir)).toEqual([]);
  });
});
