// Page actions (`contextual`): which actions a page offers and where their links go.
import { expect, test } from 'vitest';
import { contextualFindings, contextualOf, pageActions } from '../../../src/runtime/page-actions.ts';
import { placeOfPath } from '../../../src/config/json-location.ts';
import { docsConfigSchema } from '../../../src/config/schema.ts';

const urls = { base: '/', format: 'directory' as const };

test('without contextual: copy the page and view it as markdown, as before', () => {
  expect(pageActions(contextualOf(undefined, {}), 'guides/intro', urls, null)).toEqual({
    display: 'header',
    actions: [
      { kind: 'copy', markdown: '/guides/intro.md' },
      { kind: 'link', id: 'view', title: 'View as Markdown', description: 'This page as plain text', href: '/guides/intro.md' },
    ],
  });
});

test('assistants are plain links carrying the absolute markdown URL; without site they are left out', () => {
  const contextual = { options: ['copy', 'claude', 'chatgpt'] as const, display: 'toc' as const };
  const withSite = pageActions({ options: [...contextual.options], display: 'toc' }, 'index', urls, 'https://docs.example.com');
  expect(withSite.display).toBe('toc');
  expect(withSite.actions.slice(1).map((a) => a.kind === 'link' && a.href)).toEqual([
    `https://claude.ai/new?q=${encodeURIComponent('Read https://docs.example.com/index.md so I can ask questions about it.')}`,
    `https://chatgpt.com/?hints=search&q=${encodeURIComponent('Read https://docs.example.com/index.md so I can ask questions about it.')}`,
  ]);
  expect(pageActions({ options: [...contextual.options] }, 'index', urls, null).actions.map((a) => a.kind)).toEqual(['copy']);
});

test('custom items: placeholders filled, query built, unsafe links dropped', () => {
  const { actions } = pageActions(
    {
      options: [
        { title: 'Edit', description: 'On GitHub', icon: 'github', href: 'https://github.com/acme/docs/edit/main$path' },
        { title: 'Ask', href: { base: 'https://ask.example.com/', query: [{ key: 'doc', value: '$page' }] } },
        { title: 'Bad', href: 'javascript:alert(1)' },
      ],
    },
    'guides/intro',
    urls,
    'https://docs.example.com',
  );
  expect(actions).toEqual([
    { kind: 'link', id: 'custom', title: 'Edit', description: 'On GitHub', icon: 'github', href: 'https://github.com/acme/docs/edit/main/guides/intro/' },
    { kind: 'link', id: 'custom', title: 'Ask', description: undefined, icon: undefined, href: `https://ask.example.com/?doc=${encodeURIComponent('https://docs.example.com/guides/intro.md')}` },
  ]);
});

test('front matter contextual overrides docs.json; options [] removes the actions', () => {
  const site = { options: ['copy' as const] };
  expect(contextualOf(site, { contextual: { options: [] } })).toEqual({ options: [] });
  expect(pageActions(contextualOf(site, { contextual: { options: [] } }), 'a', urls, null).actions).toEqual([]);
  expect(contextualOf(site, { contextual: 'nonsense' })).toBe(site);
});

test('setup warnings: ids Docsmith does not offer, assistants without site, unsafe custom links', () => {
  const findings = contextualFindings({ options: ['copy', 'mcp', 'cursor', 'claude', { title: 'X', href: 'data:text/html,hi' }] }, undefined, 'docs.json');
  expect(findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([
    'config/compatibility-key: contextual.options: "mcp", "cursor" are not offered by Docsmith; left out of the page actions',
    'config/needs-site: contextual.options: "claude" link to the page\'s markdown by its absolute URL; set `site` in astro.config (or pass --site to docsmith build) to show them',
    'config/invalid: contextual.options: "X" has href "data:text/html,hi"; expected an http(s) URL or a path starting with /',
  ]);
  expect(contextualFindings({ options: ['claude'] }, 'https://x.dev', 'docs.json')).toEqual([]);
});

test('setup warnings are placed where docs.json writes the options', () => {
  const text = JSON.stringify({ name: 'A', contextual: { options: ['mcp', 'claude', { title: 'X', href: 'data:,' }] } }, null, 2);
  const findings = contextualFindings({ options: ['mcp', 'claude', { title: 'X', href: 'data:,' }] }, undefined, 'docs.json', (path) => placeOfPath(text, path));
  expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
    'docs.json:4:5 config/compatibility-key',
    'docs.json:4:5 config/needs-site',
    'docs.json:9:9 config/invalid',
  ]);
});

test('docs.json accepts contextual and refuses an unknown action id', () => {
  const base = { name: 'X', navigation: [] };
  expect(docsConfigSchema.safeParse({ ...base, contextual: { options: ['copy', 'view', 'claude'], display: 'toc' } }).success).toBe(true);
  const wrong = docsConfigSchema.safeParse({ ...base, contextual: { options: ['clippy'] } });
  expect(wrong.success).toBe(false);
});
