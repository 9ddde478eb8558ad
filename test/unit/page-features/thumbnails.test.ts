// Social images drawn at build time: a real 1200×630 PNG from the page title, text as outlines from
// the packaged font (no system font), cached by input.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { renderThumbnail, thumbnailSvg } from '../../../src/thumbnails/render.ts';
import { writeThumbnails } from '../../../src/thumbnails/write.ts';
import { thumbnailJobs } from '../../../src/thumbnails/jobs.ts';
import { hasThumbnail, thumbnailPath } from '../../../src/thumbnails/path.ts';
import { seoTags } from '../../../src/seo/meta.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const input = { title: 'Deploy your first service', siteName: 'Acme Cloud', eyebrow: 'Get started', appearance: 'light' as const, accent: '#0D9373' };

test('a PNG of 1200×630 whose text is drawn as outlines', async () => {
  const svg = await thumbnailSvg(input);
  expect(svg).toMatch(/^<svg width="1200" height="630"/);
  expect(svg).not.toContain('<text');
  // One outline per text run at least: eyebrow, title, site name.
  expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(3);
  const png = await renderThumbnail(input);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('long titles are cut; a bad accent colour falls back', async () => {
  const svg = await thumbnailSvg({ ...input, title: 'word '.repeat(60), accent: 'red;x' });
  expect(svg).toContain('#0d9373');
});

test('images are written per page and reused from the cache on the next build', async () => {
  const out = mkdtempSync(join(tmpdir(), 'docsmith-og-out-'));
  const cache = mkdtempSync(join(tmpdir(), 'docsmith-og-cache-'));
  dirs.push(out, cache);
  const jobs = [
    { pageId: 'index', ...input, title: 'Welcome' },
    { pageId: 'guides/setup', ...input, title: 'Setup' },
  ];
  expect(await writeThumbnails(jobs, out, cache)).toEqual({ drawn: 2, reused: 0 });
  expect(statSync(join(out, thumbnailPath('guides/setup'))).size).toBeGreaterThan(1000);
  expect(await writeThumbnails(jobs, out, cache)).toEqual({ drawn: 0, reused: 2 });
  expect(readdirSync(cache)).toHaveLength(2);
  expect(readFileSync(join(out, '_docsmith/og/index.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('jobs take the title (or the file name), the top group and the docs.json colours', () => {
  const jobs = thumbnailJobs({
    config: { name: 'Acme', navigation: [], colors: { primary: '#112233', light: '#445566' }, thumbnails: { appearance: 'dark' } } as never,
    navigation: { groups: [{ type: 'group', label: 'Start', entries: [{ type: 'page', id: 'getting-started' }] }], order: ['getting-started'] },
    pages: [{ id: 'getting-started', file: 'getting-started.mdx', frontmatter: {} }],
  });
  expect(jobs).toEqual([{ pageId: 'getting-started', title: 'Getting started', siteName: 'Acme', eyebrow: 'Start', appearance: 'dark', accent: '#445566' }]);
});

test('the generated image is the og:image unless the page sets its own', () => {
  const base = { siteName: 'Acme', fullTitle: 'Setup - Acme', siteMetadata: { 'og:image': '/site.png' }, absolute: (p: string) => `https://docs.example.com${p}`, thumbnail: thumbnailPath('setup') };
  const image = (tags: ReturnType<typeof seoTags>) => tags.find((t) => t.key === 'og:image')?.content;
  expect(image(seoTags(base))).toBe('https://docs.example.com/_docsmith/og/setup.png');
  expect(image(seoTags({ ...base, frontmatter: { 'og:image': '/own.png' } }))).toBe('https://docs.example.com/own.png');
  expect(hasThumbnail([{ id: 'setup' }], 'setup')).toBe(true);
  expect(hasThumbnail([{ id: 'setup' }], 'api/get-pet')).toBe(false);
});
