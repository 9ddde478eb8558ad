// The markdown twin of a page: the author's markdown as written, components turned into readable
// markdown, nothing left that looks like a component tag.
import { describe, expect, test } from 'vitest';
import { mdxToMarkdown } from '../../../src/llms/to-markdown.ts';
import { pageMarkdown } from '../../../src/llms/llms-txt.ts';
import { resolveAuthorLink } from '../../../src/util/urls.ts';

const LEFTOVER_TAG = /<\/?[A-Z][\w.]*[\s/>]/;

describe('mdxToMarkdown', () => {
  test('callouts, cards, steps, tabs and fields become markdown', () => {
    const source = [
      "import Snippet from '/snippets/intro.mdx';",
      '',
      '## Setup',
      '',
      'A <Tooltip tip="Command-line interface">CLI</Tooltip> and {"text"}.',
      '',
      '<Note>',
      '  Read the [quickstart](/quickstart) first.',
      '',
      '  Then come back.',
      '</Note>',
      '',
      '<CardGroup cols={2}>',
      '  <Card title="Guides" href="/guides/configuration" icon="book">How to configure.</Card>',
      '  <Card title="API" href="/api-reference/introduction">',
      '    The reference.',
      '  </Card>',
      '</CardGroup>',
      '',
      '<Steps>',
      '  <Step title="Install">',
      '    ```bash',
      '    npm install',
      '    ```',
      '  </Step>',
      '  <Step title="Run">',
      '    Start it.',
      '  </Step>',
      '</Steps>',
      '',
      '<Tabs>',
      '  <Tab title="macOS">Use Homebrew.</Tab>',
      '</Tabs>',
      '',
      '<ParamField query="limit" type="integer" default="10" required>',
      '  Page size.',
      '</ParamField>',
      '',
      '<ResponseField name="user" type="object">',
      '  The user.',
      '  <Expandable title="properties">',
      '    <ResponseField name="id" type="string">Identifier.</ResponseField>',
      '  </Expandable>',
      '</ResponseField>',
      '',
      '<Frame caption="The dashboard">',
      '  <img src="/images/dash.png" alt="Dashboard" />',
      '</Frame>',
      '',
      '<Snippet />',
    ].join('\n');
    const markdown = mdxToMarkdown(source);
    expect(markdown).not.toMatch(LEFTOVER_TAG);
    expect(markdown).toMatchInlineSnapshot(`
      "## Setup

      A CLI (Command-line interface) and text.

      > **Note:** Read the [quickstart](/quickstart) first.
      >
      > Then come back.

      **[Guides](/guides/configuration)**

      How to configure.

      **[API](/api-reference/introduction)**

      The reference.

      1. **Install**

         \`\`\`bash
         npm install
         \`\`\`

      2. **Run**

         Start it.

      **macOS**

      Use Homebrew.

      - \`limit\` (query, integer, required, default: 10): Page size.

      - \`user\` (object)

        The user.

        properties:

        - \`id\` (string): Identifier.

      ![Dashboard](/images/dash.png)

      *The dashboard*
      "
    `);
  });

  test('links the site rewrites get their built URL; other markdown is kept as written', () => {
    const source = 'See [configuration](/guides/configuration.mdx), [home](https://example.com) and *this*.\n\n* star list\n';
    const markdown = mdxToMarkdown(source, { resolveUrl: (url) => resolveAuthorLink(url, { base: '/docs', format: 'directory' }) });
    expect(markdown).toBe('See [configuration](/docs/guides/configuration/), [home](https://example.com) and *this*.\n\n* star list\n');
  });

  test('imported and named snippets become their markdown; constants the page exports show their value', () => {
    const snippets: Record<string, string> = {
      '/snippets/help.mdx': '<Tip>Ask in [the forum](/community).</Tip>\n',
      'steps.mdx': 'Run `acme init`.\n',
    };
    const source = [
      "import Help from '/snippets/help.mdx';",
      "export const latest = 'v2.4';",
      'export const retries = 3;',
      '',
      'The latest release is {latest}, retried {retries} times.',
      '',
      '<Snippet file="steps.mdx" />',
      '',
      '<Help />',
      '',
      '<Snippet file="gone.mdx" />',
      '',
    ].join('\n');
    const snippet = (path: string) => (snippets[path] === undefined ? undefined : { file: path, source: snippets[path]! });
    expect(mdxToMarkdown(source, { snippet })).toBe(
      'The latest release is v2.4, retried 3 times.\n\nRun `acme init`.\n\n> **Tip:** Ask in [the forum](/community).\n',
    );
  });

  test('a snippet that includes itself is written once', () => {
    const snippet = (path: string) => ({ file: path, source: `Loop.\n\n<Snippet file="${path}" />\n` });
    expect(mdxToMarkdown('<Snippet file="loop.mdx" />\n', { snippet })).toBe('Loop.\n');
  });

  test('a page that is not valid MDX still gives its text without tags', () => {
    const markdown = mdxToMarkdown('Intro\n\n<Note>\n\nnever closed\n');
    expect(markdown).toBe('Intro\n\nnever closed\n');
  });

  test('pageMarkdown puts the title and description first', () => {
    expect(pageMarkdown({ title: 'Quickstart', description: 'Five minutes.', body: '## Install\n\nRun it.\n' })).toBe(
      '# Quickstart\n\n> Five minutes.\n\n## Install\n\nRun it.\n',
    );
  });

  test('an openapi: page\'s operation (the lead) comes between its head and its own content', () => {
    expect(pageMarkdown({ title: 'Get a pet', body: '## Notes\n\nCached.\n', lead: '`GET https://x.test/pets/{id}`\n\n## Path parameters\n\n- `id` (string, required)\n' })).toBe(
      '# Get a pet\n\n`GET https://x.test/pets/{id}`\n\n## Path parameters\n\n- `id` (string, required)\n\n## Notes\n\nCached.\n',
    );
  });
});
