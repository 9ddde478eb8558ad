// Pages without ESM of their own are compiled while they render instead of being bundled as a module
// each (src/markdown/page-compiler.ts); so are pages whose only ESM is snippet imports. The same content
// must come out the same either way: one page takes each path here (an `export` line sends a page to
// the module path), and their HTML is compared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildWorkersSize } from '../../src/markdown/build-workers.ts';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';

const CONTENT = `
import Shared from '/snippets/shared.mdx';
import Gone from '/snippets/gone.mdx';

Intro with a [link to the other page](/bundled) and \`inline code\`, **bold** and _emphasis_.

## Components

<Note>A note with a [link](https://example.com).</Note>

<Tabs>
  <Tab title="First">First tab text.</Tab>
  <Tab title="Second">Second tab text.</Tab>
</Tabs>

<Steps>
  <Step title="Install">Run the installer.</Step>
  <Step title="Configure">Edit the file.</Step>
</Steps>

<CodeGroup>
\`\`\`bash npm
npm install example
\`\`\`
\`\`\`bash pnpm
pnpm add example
\`\`\`
</CodeGroup>

<Card title="A card" icon="rocket" href="/bundled">Card text.</Card>

<Snippet file="shared.mdx" />

<Shared />

<Gone />

## Code and tables

\`\`\`ts title="example.ts" {2}
import { thing } from 'example';
export const value = thing(1);
\`\`\`

| Option | Default |
| --- | --- |
| \`mode\` | \`auto\` |

### A deeper heading

The title is {frontmatter.title}.

<Unknown>An unknown component keeps its text.</Unknown>
`;

const page = (extraEsm: string) => `---\ntitle: Same title\ndescription: Same description.\n---\n${extraEsm}${CONTENT}`;

let site: BuiltSite;

beforeAll(() => {
  site = buildSite({
    files: {
      'docs.json': JSON.stringify({ name: 'Compiled pages', navigation: [{ group: 'Pages', pages: ['compiled', 'bundled', 'plain'] }] }),
      'compiled.mdx': page(''),
      'bundled.mdx': page('\nexport const sentToTheModulePath = true;\n'),
      'snippets/shared.mdx': 'A shared snippet with <Tip>a tip</Tip>.\n',
      'plain.md': '---\ntitle: Plain\ndescription: Plain markdown.\n---\n\nA brace {like this} and a <3 heart stay text in markdown.\n',
    },
  });
  expect(site.status, site.output).toBe(0);
});

afterAll(() => removeSite(site));

/**
 * The page's content column (without the previous/next links, which differ) and table of contents,
 * from its built HTML. The leading line break is the ESM line's: trimmed.
 */
function contentOf(id: string): { content: string; toc: string } {
  const html = readFileSync(join(site.distDir, id, 'index.html'), 'utf8');
  const content = /<div class="ds-content">([\s\S]*?)<nav class="ds-page-nav"/.exec(html)?.[1]?.trimStart();
  const toc = /<aside class="ds-toc"[\s\S]*?<\/aside>/.exec(html)?.[0];
  if (!content || !toc) throw new Error(`no content or table of contents in ${id}:\n${html.slice(0, 2000)}`);
  return { content, toc };
}

test('a page compiled while rendering comes out as the same page bundled as a module', () => {
  const compiled = contentOf('compiled');
  const bundled = contentOf('bundled');
  expect(compiled.content).toContain('Second tab text.');
  expect(compiled.content.split('A shared snippet with').length - 1).toBe(2); // <Snippet> and the import
  expect(compiled.content).toContain('Snippet “/snippets/gone.mdx” is missing.');
  expect(compiled.content).toContain('The title is Same title.');
  expect(compiled.toc).toContain('A deeper heading');
  expect(compiled).toEqual(bundled);
});

test('with a core to spare, a build worker compiles the page while others render; a finding made there is reported', () => {
  // One worker per core beyond the rendering thread (src/markdown/build-workers.ts): none on one core.
  if (buildWorkersSize() > 0) expect(site.output).toMatch(/\[docsmith\] 1 page compiled in a worker thread while others rendered\./);
  else expect(site.output).not.toMatch(/compiled in a worker thread/);
  expect(site.output).toMatch(/compiled\.mdx:\d+: <Unknown>/);
});

test('a missing snippet import is reported for the page on either path', () => {
  for (const page of ['compiled.mdx', 'bundled.mdx']) {
    expect(site.output).toMatch(new RegExp(`${page}:\\d+: imports /snippets/gone\\.mdx, which does not exist in the docs root; a note is shown instead \\[page/missing-snippet\\]`));
  }
});

test('only the page with ESM other than snippet imports is bundled as a module', () => {
  // Astro lists the modules it bundles for deferred collection entries in this file.
  const modules = readFileSync(join(site.projectDir, '.astro/content-modules.mjs'), 'utf8');
  expect(modules).toContain('bundled.mdx');
  expect(modules).not.toContain('compiled.mdx');
});

test('a plain .md page is rendered as markdown, not compiled as MDX', () => {
  const html = readFileSync(join(site.distDir, 'plain', 'index.html'), 'utf8');
  expect(html).toContain('A brace {like this} and a &lt;3 heart stay text in markdown.');
});
