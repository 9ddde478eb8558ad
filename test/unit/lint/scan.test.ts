import { expect, it } from 'vitest';
import { scanPage } from '../../../src/lint/scan.ts';
import { findAuthHeaderProblems, findSecrets, isPlaceholder } from '../../../src/lint/secrets.ts';

it('keeps file lines and columns, front matter included', () => {
  const scan = scanPage('---\ntitle: T\n---\n\n## One\n\n  ### Two\n');
  expect(scan.headings).toEqual([
    { line: 5, column: 1, level: 2, text: 'One', kind: 'markdown' },
    { line: 7, column: 3, level: 3, text: 'Two', kind: 'markdown' },
  ]);
});

it('reads nothing inside code: fences, longer fences holding fences, tildes, inline code, comments', () => {
  const source = [
    '````md',
    '```js',
    '# not a heading',
    '```',
    '````',
    '~~~',
    '<Unknown />',
    '~~~',
    'Inline `<Widget>` and `# x` stay code. {/* <Hidden /> */} <!-- ![](a.png) -->',
  ].join('\n');
  const scan = scanPage(source);
  expect(scan.headings).toEqual([]);
  expect(scan.elements).toEqual([]);
  expect(scan.images).toEqual([]);
  expect(scan.codeBlocks.map((b) => [b.lang, b.line, b.codeLine, b.code])).toEqual([
    ['md', 1, 2, '```js\n# not a heading\n```'],
    ['', 6, 7, '<Unknown />'],
  ]);
});

it('reads the language, the meta and the enclosing components of code blocks', () => {
  const source = ['<ResponseExample>', '  ```json 200 title="OK"', '  { "ok": true }', '  ```', '</ResponseExample>', '```{1,3}', 'x', '```'].join('\n');
  const [first, second] = scanPage(source).codeBlocks;
  expect(first).toMatchObject({ lang: 'json', meta: '200 title="OK"', code: '{ "ok": true }', ancestors: ['ResponseExample'] });
  expect(second).toMatchObject({ lang: '', meta: '{1,3}', ancestors: [] });
});

it('follows tags across lines and expressions, and skips autolinks', () => {
  const source = ['<Frame', '  caption={count > 1 ? "many" : "one"}', '>', '  <img src="/a.png" alt="A" />', '</Frame>', '<https://example.com> <me@example.com>', '![B](/b.png)'].join('\n');
  const scan = scanPage(source);
  expect(scan.elements.map((e) => [e.name, e.line, e.ancestors])).toEqual([
    ['Frame', 1, []],
    ['img', 4, ['Frame']],
  ]);
  expect(scan.images.map((i) => [i.src, i.alt, i.ancestors])).toEqual([
    ['/a.png', 'A', ['Frame']],
    ['/b.png', 'B', []],
  ]);
});

it('reads link text from Markdown and HTML links, and the names a page imports', () => {
  const scan = scanPage("import Shared, { Other } from '/snippets/a.mdx';\n\nSee [the guide](/guide) or <a href=\"/x\">**here**</a>. [![logo](/l.png)](/home)");
  expect(scan.links.map((l) => [l.text, l.href, l.kind])).toEqual([
    ['the guide', '/guide', 'markdown'],
    ['here', '/x', 'html'],
    ['', '/home', 'markdown'],
  ]);
  expect([...scan.localNames]).toEqual(['Shared', 'Other']);
});

it('tells placeholders from secrets', () => {
  for (const p of ['<API_KEY>', '$TOKEN', '${API_KEY}', '{{token}}', 'sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'YOUR_API_KEY']) expect(isPlaceholder(p), p).toBe(true);
  expect(findSecrets('key = "sk-proj-4fJq9ZrT2LmXw8VbN1cY6hKd3PsQe7Ua"')).toEqual([{ line: 0, column: 7, kind: 'an AI-service key', certain: false }]);
  expect(findSecrets('-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----')).toEqual([]);
  expect(findSecrets(`-----BEGIN PRIVATE KEY-----\n${'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(3)}\n`)).toEqual([{ line: 0, column: 0, kind: 'a private key', certain: true }]);
  expect(findSecrets('token: ghp_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toEqual([]);
  // Sure-fire formats are `certain` (code/secret); a JWT stays a possible secret.
  expect(findSecrets('STRIPE_KEY=sk_live_51Hx8QmT2vLw9ZkR4pN7bYc3D').map((h) => [h.kind, h.certain])).toEqual([['a live payment key', true]]);
  expect(findSecrets('rk_live_51Hx8QmT2vLw9ZkR4pN7bYc3D ghp_7fK2mQ9xLw4ZbR8tN3vY6cH1dJ5sP0aE2uGi').map((h) => [h.kind, h.certain])).toEqual([
    ['a live payment key', true],
    ['a code-hosting token', true],
  ]);
  expect(findSecrets('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U').map((h) => [h.kind, h.certain])).toEqual([['a signed token (JWT)', false]]);
});

it('accepts Bearer placeholders and values built from variables in auth examples', () => {
  const ok = ['-H "Authorization: Bearer <API_KEY>"', "headers: { Authorization: `Bearer ${token}` }", '"Authorization": "Bearer " + token', 'Authorization=f"Bearer {api_key}"', 'Authorization: Bearer $TOKEN'];
  for (const line of ok) expect(findAuthHeaderProblems(line), line).toEqual([]);
  expect(findAuthHeaderProblems('-H "Authorization: Basic dXNlcjpwYXNz"')).toEqual([{ line: 0, column: 19, value: 'Basic dXNlcjpwYXNz' }]);
});

it('reads setext headings, and not thematic breaks or tables', () => {
  const scan = scanPage('Big title\n=========\n\nSection\n---\n\n---\n\n| a |\n|---|\n\n- item\n---\n');
  expect(scan.headings.map((h) => [h.level, h.text, h.line])).toEqual([
    [1, 'Big title', 1],
    [2, 'Section', 4],
  ]);
});

it('never throws on broken markup (deterministic random pages)', () => {
  const pieces = ['# ', '## ', '```', '```js\n', '~~~', '`', '<Note>', '</Note>', '<Frame', '>', '/>', '{', '}', '"', "'", '![', '](', ')', '[', ']', '<img src="a.png"', '<!--', '-->', '{/*', '*/}', 'import X from "y"\n', '---\n', '===\n', 'text ', '\n', '\n\n', '<a href="/x">', '</a>', 'Authorization: Bearer ', 'AKIA'];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < 300; i++) {
    const page = Array.from({ length: 60 }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    const scan = scanPage(page);
    for (const item of [...scan.headings, ...scan.codeBlocks, ...scan.images, ...scan.links, ...scan.elements]) {
      expect(item.line, page).toBeGreaterThan(0);
      expect(item.column, page).toBeGreaterThan(0);
    }
    for (const block of scan.codeBlocks) expect(() => [findSecrets(block.code), findAuthHeaderProblems(block.code)]).not.toThrow();
  }
});
