// The hazard checks skip what cannot hold a hazard (sources without `{`, with too few `<` to nest
// deeply, code and plain prose between braces); what they report must be what a check of every
// character reports. The reference below is that plain check, kept here only to compare against.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parserHazardOf } from '../../../src/markdown/parser-hazards.ts';
import { splitRegions } from '../../../src/markdown/repairs/regions.ts';
import { findTooDeepNesting, MAX_ELEMENT_DEPTH, mayNestBeyond } from '../../../src/markdown/nesting-depth.ts';
import { findUnclosedExpression } from '../../../src/markdown/unclosed-expression.ts';

/** Every character of every region, braces counted in prose only. */
function unclosedByEveryCharacter(source: string): { line: number; column: number } | undefined {
  let depth = 0;
  let open: { line: number; column: number } | undefined;
  let inTag = false;
  let quote = '';
  let line = 1;
  let column = 0;
  for (const region of splitRegions(source)) {
    const text = region.text;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      column++;
      if (ch === '\n') {
        line++;
        column = 0;
        continue;
      }
      if (region.kind !== 'prose') continue;
      if (depth > 0) {
        if (ch === '{') depth++;
        else if (ch === '}' && --depth === 0) open = undefined;
      } else if (inTag && quote) {
        if (ch === quote) quote = '';
      } else if (ch === '\\' && !inTag) {
        i++;
        column++;
      } else if (ch === '{') {
        depth = 1;
        open = { line, column };
      } else if (inTag) {
        if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '>') inTag = false;
      } else if (ch === '<' && /[A-Za-z/>]/.test(text[i + 1] ?? '')) {
        inTag = true;
      }
    }
  }
  return depth > 0 ? open : undefined;
}

// Pieces pages are made of: prose, braces, tags with quoted attributes, code spans, fenced code,
// maths, escapes, import lines, front matter, line breaks.
const piece = fc.constantFrom(
  'Some words ',
  'more text',
  '{',
  '}',
  '{value}',
  '<Note>',
  '</Note>',
  '<Card title="a > {b">',
  "<Tip x='}'>",
  '`inline {code}`',
  '$x^{2}$',
  '\\{',
  '\n',
  '\n\n',
  '\n```js\nconst a = { b: 1 };\n```\n',
  '\n~~~\n{ unclosed in code\n~~~\n',
  '\n$$\n\\frac{1}{2}\n$$\n',
  '\nimport A from "/snippets/a.mdx";\n',
);
const source = fc.tuple(fc.boolean(), fc.array(piece, { maxLength: 40 })).map(([front, pieces]) => (front ? '---\ntitle: A {\n---\n' : '') + pieces.join(''));

describe('parser hazards: the quick checks report what a check of every character reports', () => {
  test('an unclosed brace is found at the same place', () => {
    fc.assert(
      fc.property(source, (text) => {
        expect(findUnclosedExpression(text)).toEqual(unclosedByEveryCharacter(text));
      }),
      { numRuns: 2000 },
    );
  });

  test('places after code spans, fenced code and front matter', () => {
    expect(findUnclosedExpression('---\ntitle: x\n---\nIntro `a {` and `b` then {open\n')).toEqual({ line: 4, column: 26 });
    expect(findUnclosedExpression('```\n{\n```\n\n  text {\n')).toEqual({ line: 5, column: 8 });
    expect(findUnclosedExpression('Plain prose.\nMore prose.\n`x` {')).toEqual({ line: 3, column: 5 });
    expect(findUnclosedExpression('No braces at all <Note>here</Note>.\n')).toBeUndefined();
  });

  test('nesting: as deep as the limit passes, one level more is reported; a few `<` are never split', () => {
    const nested = (n: number) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}`;
    expect(findTooDeepNesting(nested(MAX_ELEMENT_DEPTH))).toBeUndefined();
    expect(findTooDeepNesting(nested(MAX_ELEMENT_DEPTH + 1))).toEqual({ line: 1, column: MAX_ELEMENT_DEPTH * 5 + 1 });
    expect(mayNestBeyond('<a><b>', 2)).toBe(false);
    expect(mayNestBeyond('<a><b><c>', 2)).toBe(true);
    expect(parserHazardOf(`Text with <Note>a tag</Note> and no brace.\n`)).toBeUndefined();
    expect(parserHazardOf(nested(MAX_ELEMENT_DEPTH + 1))).toMatchObject({ line: 1, column: MAX_ELEMENT_DEPTH * 5 + 1 });
    expect(parserHazardOf('Text {open\n')).toMatchObject({ line: 1, column: 6 });
  });
});
