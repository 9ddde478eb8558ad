// docs.json markdown.instructions reach both llms files, under the site's name and description.
import { expect, test } from 'vitest';
import { llmsFullTxt, llmsTxt } from '../../../src/llms/llms-txt.ts';

test('llms.txt and llms-full.txt carry the instructions', () => {
  const navigation = { groups: [{ type: 'group' as const, label: 'Start', entries: [{ type: 'page' as const, id: 'intro' }] }], order: ['intro'] };
  const pages = new Map([['intro', { title: 'Intro', markdownHref: '/intro.md', href: '/intro/' }]]);
  expect(llmsTxt({ name: 'Acme', description: 'Acme docs', navigation, pages, instructions: '  Prefer the v2 commands.\n\nNever guess API keys.  ' })).toBe(
    '# Acme\n\n> Acme docs\n\nPrefer the v2 commands.\n\nNever guess API keys.\n\n## Start\n\n- [Intro](/intro.md)\n',
  );
  expect(llmsFullTxt('Acme', [{ title: 'Intro', body: '', markdown: '# Intro\n\nHi\n' }], 'Prefer the v2 commands.')).toBe('# Acme\n\nPrefer the v2 commands.\n\n# Intro\n\nHi\n');
  expect(llmsFullTxt('Acme', [{ title: 'Intro', body: '', markdown: '# Intro\n' }])).toBe('# Acme\n\n# Intro\n');
});
