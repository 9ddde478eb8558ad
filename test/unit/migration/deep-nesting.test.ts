// Lists and quotes stacked on one line (`- - - x`, `> > > x`): Sätteri indents the generated code once
// per level, so without a limit the compiled page grows with the square of the depth (3,000 levels of
// `- ` were hundreds of megabytes). Docsmith's own plugins add nothing that grows faster than the page.
// Sizes, not times.
import { describe, expect, test } from 'vitest';
import { mdxToJs, type HastPluginEntry, type MdastPluginEntry, type MdxToJsResult } from 'satteri';
import type { AstroConfig } from 'astro';
import { transformMdxSource } from '../../../src/markdown/repairs/vite-plugin.ts';
import { MAX_CONTAINER_DEPTH } from '../../../src/markdown/repairs/rules.ts';
import { registerMarkdownPlugins } from '../../../src/markdown/register.ts';

const PLUGINS = { mdastPlugins: [] as MdastPluginEntry[], hastPlugins: [] as HastPluginEntry[] };
registerMarkdownPlugins(
  { markdown: { processor: { name: 'satteri', options: PLUGINS }, shikiConfig: {} } } as unknown as AstroConfig,
  { urls: { base: '/', format: 'directory' }, root: '/docs', pageIds: () => new Set(['index']) },
);

/** Bytes of JavaScript a build compiles the page to: the source transform, then Sätteri with Docsmith's plugins. */
function compiledSize(source: string): number {
  const { code } = transformMdxSource(source, 'page.mdx');
  return (mdxToJs(code, PLUGINS) as MdxToJsResult).code.length;
}

describe('deep nesting on one line', () => {
  test.each([
    ['lists', '- '],
    ['quotes', '> '],
    ['ordered lists', '1. '],
    ['quotes without spaces', '>'],
    ['mixed', '1. > * '],
  ])('%s: the compiled page grows linearly with the depth', (_name, marker) => {
    const sizes = [1_000, 2_000, 4_000].map((depth) => compiledSize(`${marker.repeat(depth)}deep\n`));
    // Twice the depth adds the same few bytes per level each time: linear, not quadratic.
    const growth = [sizes[1]! - sizes[0]!, sizes[2]! - sizes[1]!];
    expect(growth[1]).toBeLessThanOrEqual(2 * growth[0]! + 16);
    expect(growth[1]! / 2_000).toBeLessThan(marker.length * 4);
    expect(sizes[2]).toBeLessThan(400_000);
  });

  test('the levels past the limit are shown as text, with a warning on the line', () => {
    const source = `Intro\n\n${'- '.repeat(70)}deep\n`;
    const { code, fixes } = transformMdxSource(source, 'page.mdx');
    expect(fixes).toEqual([{ line: 3, repair: 'deep-nesting', message: `lists and quotes nested 70 levels deep on one line; the levels after ${MAX_CONTAINER_DEPTH} are shown as text` }]);
    expect(code.split('\n')[2]).toBe(`${'- '.repeat(MAX_CONTAINER_DEPTH)}\\- ${'- '.repeat(5)}deep`);
    const ordered = transformMdxSource(`${'12. '.repeat(65)}x\n`, 'page.mdx').code;
    expect(ordered.startsWith(`${'12. '.repeat(64)}12\\. x`)).toBe(true);
  });

  test('ordinary nesting and thematic breaks are left alone', () => {
    for (const source of [`${'- '.repeat(MAX_CONTAINER_DEPTH)}fine\n`, '- - -\n', '> quote\n> > nested\n', '* * *\n']) {
      expect(transformMdxSource(source, 'page.mdx').fixes).toEqual([]);
    }
  });
});
