// `styling`: the reader's checks (eyebrows, latex, codeblocks themes with a did-you-mean), the line
// above the title, maths rendered by KaTeX without trusting the page, and maths kept away from the
// MDX source repairs.
import { expect, test } from 'vitest';
import { readStyling } from '../../../src/config/v2/styling.ts';
import { eyebrowOf } from '../../../src/runtime/eyebrow.ts';
import { mathHtml, mayHaveMaths } from '../../../src/markdown/math.ts';
import { splitRegions } from '../../../src/markdown/repairs/regions.ts';
import type { NavigationModel } from '../../../src/navigation/model.ts';

function read(value: unknown) {
  const reports: string[] = [];
  const styling = readStyling(value, (rule, path, message) => reports.push(`${rule} ${path.join('.')}: ${message}`));
  return { styling, reports };
}

test('code themes: a name, a pair, the platform wrappers, system and dark', () => {
  expect(read({ codeblocks: 'dracula' }).styling).toEqual({ codeblocks: { light: 'dracula', dark: 'dracula' } });
  expect(read({ codeblocks: { theme: { light: 'github-light', dark: 'kanagawa-wave' } } }).styling).toEqual({ codeblocks: { light: 'github-light', dark: 'kanagawa-wave' } });
  expect(read({ codeblocks: { light: 'min-light' } }).styling).toEqual({ codeblocks: { light: 'min-light', dark: 'css-variables' } });
  expect(read({ codeblocks: 'system' }).styling).toEqual({});
  expect(read({ codeblocks: 'css-variables' }).styling).toEqual({});
  expect(read({ codeblocks: 'dark' }).styling).toEqual({ codeblocks: { light: 'github-dark', dark: 'github-dark' } });
});

test('wrong values are placed warnings with a did-you-mean; the defaults stay', () => {
  const { styling, reports } = read({ eyebrow: 'section', eyebrows: 'breadcrumb', latex: 'yes', codeblocks: { theme: { light: 'github-lite', dark: 42 } } });
  expect(styling).toEqual({});
  expect(reports).toEqual([
    'config/unknown-key styling.eyebrow: unknown key "styling.eyebrow"; did you mean "eyebrows"?; it is ignored',
    'config/invalid-value styling.eyebrows: styling.eyebrows: expected "section" or "breadcrumbs", got "breadcrumb"; did you mean "breadcrumbs"?; "section" is used',
    'config/invalid-value styling.latex: styling.latex: expected true or false, got "yes"; maths is rendered where a page has it',
    'config/invalid-value styling.codeblocks.theme.light: styling.codeblocks.theme.light: expected a Shiki theme name such as "github-light" or "dracula", got "github-lite"; did you mean "github-light"?; the default colours are kept',
    'config/invalid-value styling.codeblocks.theme.dark: styling.codeblocks.theme.dark: expected a Shiki theme name such as "github-light" or "dracula", got 42; the default colours are kept',
  ]);
  expect(read('breadcrumbs').reports).toEqual(['config/invalid-value styling: styling: expected an object like { "eyebrows": "breadcrumbs" }, got "breadcrumbs"; it is ignored']);
});

const navigation: NavigationModel = {
  order: ['intro', 'retries'],
  groups: [{ type: 'group', label: 'Guides', entries: [{ type: 'page', id: 'intro' }, { type: 'group', label: 'Scheduling', entries: [{ type: 'page', id: 'retries' }] }] } as never],
};

test('eyebrows: the page group (the current format\'s default), the trail, or nothing', () => {
  expect(eyebrowOf({ format: 'current' }, navigation, 'retries')).toEqual(['Scheduling']);
  expect(eyebrowOf({ format: 'current', styling: { eyebrows: 'breadcrumbs' } }, navigation, 'retries')).toEqual(['Guides', 'Scheduling']);
  expect(eyebrowOf({ format: 'legacy' }, navigation, 'retries')).toEqual([]);
  expect(eyebrowOf({ format: 'legacy', styling: { eyebrows: 'section' } }, navigation, 'intro')).toEqual(['Guides']);
  expect(eyebrowOf({ format: 'current' }, navigation, 'not-listed')).toEqual([]);
});

test('maths: KaTeX HTML with MathML; links and HTML commands of a hostile page are refused', async () => {
  const inline = await mathHtml('t_n = 2^{n}', false);
  expect(inline).toMatch(/^<span class="katex"><span class="katex-mathml"><math /);
  expect(inline).toContain('<annotation encoding="application/x-tex">t_n = 2^{n}</annotation>');
  expect(await mathHtml('x', true)).toMatch(/^<span class="katex-display">/);
  const hostile = await mathHtml('\\href{javascript:alert(1)}{x} \\htmlId{a}{b} </script><script>alert(1)</script>', false);
  expect(hostile).not.toContain('href="javascript');
  expect(hostile).not.toContain('<script');
  expect(mayHaveMaths('costs $5')).toBe(false);
  expect(mayHaveMaths('where $x$ is')).toBe(true);
  expect(mayHaveMaths('$$\nx\n$$')).toBe(true);
  // Dollars in code are not maths: template strings and shell variables leave the stylesheet out.
  expect(mayHaveMaths('Run `echo $HOME` or `${a}${b}`.\n\n```js\nconst s = `${x} costs $${y}`;\n```\n')).toBe(false);
});

test('maths is a region the MDX source repairs leave alone; other braces are prose', () => {
  const regions = splitRegions('A $t = 2^{n}$ and {y}.\n\n$$\nT = {k}\n$$\n\nA price of $5.\n').map((r) => [r.kind, r.text]);
  expect(regions).toEqual([
    ['prose', 'A '],
    ['code', '$t = 2^{n}$'],
    ['prose', ' and {y}.\n\n'],
    ['code', '$$\nT = {k}\n$$\n'],
    ['prose', '\nA price of $5.\n'],
  ]);
});
