// The markdown twins (and llms files) of the newer components: Visibility decides what AI tools read.
import { expect, test } from 'vitest';
import { mdxToMarkdown } from '../../../src/llms/to-markdown.ts';

test('Visibility: "agents" content only in the twin, "humans" content only on the web page', () => {
  const page = '# Setup\n\n<Visibility for="humans">\nClick **Install**.\n</Visibility>\n\n<Visibility for="agents">\nRun `npm i docsmith`.\n</Visibility>\n';
  expect(mdxToMarkdown(page)).toBe('# Setup\n\nRun `npm i docsmith`.\n');
});

test('Tile, Prompt, View, Tree and Color become readable markdown', () => {
  const page = [
    '<Tile href="https://example.com/q" title="Quickstart" description="Start here" />',
    '<Prompt description="Write a page">\nExplain auth.\n</Prompt>',
    '<View title="Python">\npip install x\n</View>',
    '<Tree>\n<Tree.Folder name="src">\n<Tree.File name="a.ts" />\n<Tree.File name="b.ts" />\n</Tree.Folder>\n<Tree.File name="README.md" />\n</Tree>',
    '<Color>\n<Color.Item name="Brand" value="#16a34a" />\n</Color>',
    '<Critical>\nStop.\n</Critical>',
  ].join('\n\n');
  expect(mdxToMarkdown(page)).toMatchInlineSnapshot(`
    "**[Quickstart](https://example.com/q)**

    Start here

    **Write a page**
    \`\`\`\`text
    Explain auth.
    \`\`\`\`

    **Python**

    pip install x

    - src/
      - a.ts
      - b.ts
    - README.md

    - Brand: \`#16a34a\`

    > **Danger:** Stop.
    "
  `);
});
