// Front matter fields of the current format: hidden pages leave the navigation model, keywords and
// boost steer the site search, the schema accepts them (and `mode: frame`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkRequiredFrontmatter, scanPages } from '../../../src/content/scan.ts';
import { hiddenPageIds, withoutHiddenPages } from '../../../src/navigation/hidden-pages.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';
import { searchKeywords, searchWeight } from '../../../src/search/page-ranking.ts';
import { isNoindex } from '../../../src/seo/meta.ts';
import { pageFrontmatterSchema } from '../../../src/content/frontmatter.ts';

test('a hidden page leaves the sidebar model and the reading order; a group it empties goes too', () => {
  const { model } = buildNavigation({
    navigation: [
      { group: 'Start', pages: ['intro', 'secret', 'setup'] },
      { group: 'Internal', pages: ['notes'] },
    ],
    pageIds: new Set(['intro', 'secret', 'setup', 'notes']),
  });
  const hidden = hiddenPageIds([
    { id: 'intro', frontmatter: {} },
    { id: 'secret', frontmatter: { hidden: true } },
    { id: 'notes', frontmatter: { hidden: 'true' } },
    { id: 'setup', frontmatter: { hidden: false } },
  ]);
  expect([...hidden]).toEqual(['secret', 'notes']);
  const visible = withoutHiddenPages(model, hidden);
  expect(visible.order).toEqual(['intro', 'setup']);
  expect(visible.groups.map((g) => [g.label, g.entries.map((e) => (e.type === 'page' ? e.id : e.label))])).toEqual([['Start', ['intro', 'setup']]]);
  expect(withoutHiddenPages(model, new Set())).toBe(model);
});

test('a hidden page is kept away from search engines, like noindex', () => {
  expect(isNoindex({ hidden: true })).toBe(true);
  expect(isNoindex({ noindex: true })).toBe(true);
  expect(isNoindex({ hidden: false })).toBe(false);
});

test('boost becomes the content\'s Pagefind weight (capped at 10); 1 or nonsense is the default', () => {
  expect(searchWeight({ boost: 3 })).toBe('3');
  expect(searchWeight({ boost: 0.25 })).toBe('0.25');
  expect(searchWeight({ boost: 50 })).toBe('10');
  expect(searchWeight({ boost: 1 })).toBeUndefined();
  expect(searchWeight({ boost: 'high' })).toBeUndefined();
  expect(searchWeight({})).toBeUndefined();
});

test('keywords as a YAML list or a comma-separated string', () => {
  expect(searchKeywords({ keywords: ['landing page', ' frame mode '] })).toEqual(['landing page', 'frame mode']);
  expect(searchKeywords({ keywords: 'a, b,,c' })).toEqual(['a', 'b', 'c']);
  expect(searchKeywords({})).toEqual([]);
});

test('the front matter schema takes the new fields and mode frame, and refuses wrong types', () => {
  const ok = pageFrontmatterSchema.safeParse({ mode: 'frame', hidden: true, keywords: ['x'], boost: 3, deprecated: true, timestamp: false, rss: true });
  expect(ok.success).toBe(true);
  const wrong = pageFrontmatterSchema.safeParse({ boost: -1, rss: 'yes' });
  expect(wrong.success ? [] : wrong.error.issues.map((i) => i.path.join('.'))).toEqual(['boost', 'rss']);
});

test('a key written with no value (`title:`) is not set, for the schema as for the checks', () => {
  const parsed = pageFrontmatterSchema.safeParse({ title: null, description: 'd', icon: null });
  expect(parsed.success && parsed.data).toEqual({ description: 'd' });
});

test('the setup reports a wrong value at its key\'s line, once, and a page with empty keys gets only "no title"', () => {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-frontmatter-values-'));
  try {
    writeFileSync(join(root, 'wrong.mdx'), '---\ntitle: Wrong\ndescription: d\nhidden: "yes"\nboost: high\n---\n\nText.\n');
    writeFileSync(join(root, 'empty.mdx'), '---\ntitle:\ndescription: d\nicon:\n---\n\nText.\n');
    const scanned = scanPages(root);
    expect(scanned.findings.map((f) => `${f.file}:${f.line} ${f.rule}: ${f.message}`)).toEqual([
      'wrong.mdx:4 page/invalid-frontmatter: front matter hidden: expected true or false, got "yes"',
      'wrong.mdx:5 page/invalid-frontmatter: front matter boost: expected a number, got "high"',
    ]);
    expect(checkRequiredFrontmatter(scanned.pages).map((f) => `${f.file} ${f.rule}`)).toEqual(['empty.mdx page/missing-title']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
