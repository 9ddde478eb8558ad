// Elements nested thousands deep end the process inside Sätteri's parser (SIGSEGV, no message), so
// they are found before it runs, at their place. Without the check, the source-tree test below would
// end this test process instead of failing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { drainRenderFindings } from '../../../src/diagnostics/render-findings.ts';
import { compileWithPlacedErrors } from '../../../src/markdown/mdx-errors.ts';
import { findTooDeepNesting, MAX_ELEMENT_DEPTH } from '../../../src/markdown/nesting-depth.ts';
import { sourceTree } from '../../../src/markdown/source-tree.ts';
import { CORPORA } from '../../support/paths.ts';

const nested = (depth: number, open = '<Note>', close = '</Note>') => `${open.repeat(depth)}x${close.repeat(depth)}\n`;

describe('findTooDeepNesting', () => {
  test('finds the tag that opens a level beyond the limit, at its line and column', () => {
    expect(findTooDeepNesting(nested(MAX_ELEMENT_DEPTH))).toBeUndefined();
    expect(findTooDeepNesting(`---\ntitle: A\n---\n\n${nested(MAX_ELEMENT_DEPTH + 1)}`)).toEqual({ line: 5, column: MAX_ELEMENT_DEPTH * 6 + 1 });
    expect(findTooDeepNesting('<A>\n  <B>\n    <C>x</C>\n  </B>\n</A>\n', 2)).toEqual({ line: 3, column: 5 });
  });

  test('counts lowercase tags and fragments too', () => {
    expect(findTooDeepNesting(nested(1001, '<div>', '</div>'))).toBeDefined();
    expect(findTooDeepNesting(nested(1001, '<>', '</>'))).toBeDefined();
  });

  test('closed, self-closing and void elements add no level, however many', () => {
    expect(findTooDeepNesting('<Note>x</Note>\n'.repeat(5000))).toBeUndefined();
    expect(findTooDeepNesting('<Icon icon="a" />'.repeat(5000))).toBeUndefined();
    expect(findTooDeepNesting('a<br>b<hr><img src="x.png">'.repeat(5000))).toBeUndefined();
  });

  test('a component named like a void element still nests', () => {
    expect(findTooDeepNesting(nested(3, '<Img>', '</Img>'), 2)).toBeDefined();
  });

  test('tags in code, escaped, or in attribute values and expressions are not counted', () => {
    const opened = '<div>'.repeat(5000);
    expect(findTooDeepNesting(`\`\`\`html\n${opened}\n\`\`\`\n`)).toBeUndefined();
    expect(findTooDeepNesting(`Inline \`${opened}\` code.\n`)).toBeUndefined();
    expect(findTooDeepNesting(`${'\\<div>'.repeat(5000)}\n`)).toBeUndefined();
    expect(findTooDeepNesting(`{"${opened}"}\n`)).toBeUndefined();
    expect(findTooDeepNesting('<A title="a > b" when={1 > 0}>x</A>\n'.repeat(3), 1)).toBeUndefined();
    expect(findTooDeepNesting('<A title="a > b"><B when={1 > 0}>x</B></A>\n', 1)).toEqual({ line: 1, column: 18 });
  });

  test('no page of the real folders comes near the limit, while their nesting is counted', () => {
    const pages = mdxFiles(CORPORA);
    expect(pages.length).toBeGreaterThan(900);
    expect(pages.filter((file) => findTooDeepNesting(readFileSync(file, 'utf8')))).toEqual([]);
    // The same pages with a limit of two: many nest three levels (a card in a group in a tab...).
    expect(pages.filter((file) => findTooDeepNesting(readFileSync(file, 'utf8'), 2)).length).toBeGreaterThan(20);
  });
});

describe('where page sources meet the parser', () => {
  const page = `---\ntitle: Deep\n---\n\n${nested(10_000, '<div>', '</div>')}`;

  test('the source tree (link checker, markdown twins) refuses the page with its place', () => {
    expect(() => sourceTree(page)).toThrow(`5:${MAX_ELEMENT_DEPTH * 5 + 1}: elements are nested too deeply to compile`);
  });

  test('the compile records the page at its place and compiles a stand-in', async () => {
    const compiled: string[] = [];
    drainRenderFindings();
    await compileWithPlacedErrors((code) => compiled.push(code), page, '/docs/deep.mdx', () => '/docs', true);
    expect(compiled).toHaveLength(1);
    expect(compiled[0]).toContain('This page could not be compiled (line 5): elements are nested too deeply to compile');
    expect(drainRenderFindings()).toEqual([
      expect.objectContaining({ rule: 'page/mdx-syntax', file: 'deep.mdx', line: 5, column: MAX_ELEMENT_DEPTH * 5 + 1 }),
    ]);
  });
});

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? mdxFiles(path) : name.endsWith('.mdx') ? [path] : [];
  });
}
