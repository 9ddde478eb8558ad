import { describe, expect, test } from 'vitest';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { compile } from '@mdx-js/mdx';
import { COMPONENT_NAMES } from '../../../components/names.ts';
import {
  namesDefinedByEsm,
  needsFallback,
  remarkUnknownComponents,
  unknownComponentsPlugin,
} from '../../../src/markdown/unknown-components.ts';

const ROOT = '/site/docs';
const FILE = `${ROOT}/guides/page.mdx`;

const SOURCE = `import Card2 from '/snippets/card.mdx'
export const Local = () => null

<Note>Known</Note>

<Mystery kind="x">
  Children **stay** with <Whatsit>inline</Whatsit>.
</Mystery>

<Mystery />

<Card2 /> <Local /> <Ctx.Provider>p</Ctx.Provider> <Known.Part /> <a.b.c />

<Snippet file="get-help.mdx" />
`;

describe('the decision', () => {
  test('names an ESM block defines', () => {
    expect(
      namesDefinedByEsm(`import A from 'a';\nimport B, { C, D as E, type F } from "b";\nimport * as NS from 'n'\nexport const G = 1;\nexport function H() {}\nexport const { I, J: K } = x;`).sort(),
    ).toEqual(['A', 'B', 'C', 'E', 'F', 'G', 'H', 'I', 'K', 'NS'].sort());
  });

  test('capitalised tags nobody defines need the fallback', () => {
    const defined = new Set(['Local', 'Known']);
    expect(needsFallback('Mystery', defined)).toBe(true);
    expect(needsFallback('Note', defined)).toBe(false);
    expect(needsFallback('Local', defined)).toBe(false);
    expect(needsFallback('div', defined)).toBe(false);
    expect(needsFallback(null, defined)).toBe(false);
    expect(needsFallback('Ctx.Provider', defined)).toBe(true);
    expect(needsFallback('Known.Part', defined)).toBe(false);
    // A lower-case member expression is not an HTML element: MDX looks its object up in the
    // component map and the page throws while rendering (a fuzz finding).
    expect(needsFallback('a.b.c', defined)).toBe(true);
    expect(needsFallback('Note.Inner', defined)).toBe(true);
    expect(needsFallback('local.part', new Set(['local']))).toBe(false);
    for (const name of COMPONENT_NAMES) expect(needsFallback(name, new Set())).toBe(false);
  });
});

/** The components a compiled MDX module destructures from its map (the ones it must be given). */
function requiredComponents(code: string): string[] {
  return [...code.matchAll(/_missingMdxReference\("([\w.]+)"/g)].map((m) => m[1]!).sort();
}

describe('Sätteri plugin', () => {
  test("rewrites unknown tags to UnknownComponent with name, file and first line", async () => {
    const { code } = await mdxToJs(SOURCE, { mdastPlugins: [unknownComponentsPlugin(ROOT)], fileURL: pathToFileURL(FILE), jsxImportSource: "astro" });
    expect(requiredComponents(code)).toEqual(['Note', 'Snippet', 'UnknownComponent']);
    expect(code).toContain('__dsName: "Mystery"');
    expect(code).toContain('__dsName: "Whatsit"');
    expect(code).toContain('__dsName: "Ctx.Provider"');
    expect(code).toContain('__dsName: "a.b.c"');
    expect(code).toContain('__dsFile: "guides/page.mdx"');
    expect(code).toContain('__dsInline: "true"');
    // Both <Mystery> uses report the first one's line, so the page warns once per name.
    expect(code.match(/__dsName: "Mystery",\s*__dsFile: "guides\/page.mdx",\s*__dsLine: "6"/g)).toHaveLength(2);
    // <Snippet> learns its place, for a missing-file warning.
    expect(code).toMatch(/file: "get-help.mdx",\s*__dsFile: "guides\/page.mdx",\s*__dsLine: "14"/);
    expect(code).toContain('"Children "');
  });
});

describe('remark plugin (markdown.processor: unified())', () => {
  test('rewrites the same tags', async () => {
    const file = await compile({ value: SOURCE, path: FILE }, { remarkPlugins: [[remarkUnknownComponents, { docsRoot: ROOT }]], jsxImportSource: 'astro' });
    const code = String(file);
    expect(requiredComponents(code)).toEqual(['Note', 'Snippet', 'UnknownComponent']);
    expect(code).toContain('__dsName: "Mystery"');
    expect(code).toContain('__dsName: "Whatsit"');
    expect(code).toContain('__dsFile: "guides/page.mdx"');
    expect(code.match(/__dsLine: "6"/g)).toHaveLength(2);
    expect(code).toMatch(/__dsFile: "guides\/page.mdx",\s*__dsLine: "14"/);
  });
});
