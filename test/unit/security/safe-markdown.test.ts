// Markdown twins carry spec text sanitised like the HTML page: no script-bearing element, no event
// handler, no javascript: link, whatever renders the markdown next. Code stays as written.
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { expect, test } from 'vitest';
import { safeMarkdown } from '../../../src/util/safe-markdown.ts';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { operationMarkdown } from '../../../src/openapi/operation-markdown.ts';
import { REPO_ROOT } from '../../support/paths.ts';
import { SCRIPT_SINK } from '../../support/script-sinks.ts';

/** What a permissive renderer makes of the markdown: raw HTML on, and every link scheme accepted. */
const permissive = new MarkdownIt({ html: true, linkify: true });
permissive.validateLink = () => true;

const CASES: [string, string][] = [
  ['Hi <script>alert(1)</script> there', 'Hi  there'],
  ['<SCRIPT src=x>\nalert(1)', ''],
  ['<img src=x onerror=alert(1)> text', ' text'],
  ['<iframe src="https://evil.example"></iframe>', ''],
  ['[click](javascript:alert(1)) and [ok](https://example.com)', 'click and [ok](https://example.com)'],
  ['![x](data:text/html,<script>alert(1)</script>)', 'x'],
  ['<javascript:alert(1)> <https://example.com>', ' <https://example.com>'],
  ['[a]: javascript:alert(1)\n\n[a]', '\n\n[a]'],
  ['Use `<script>` in `List<Pet>` with <API_KEY>', 'Use `<script>` in `List<Pet>` with <API_KEY>'],
  ['```html\n<script>alert(1)</script>\n```', '```html\n<script>alert(1)</script>\n```'],
  ['`` a ` <b onclick=x>`` <b onclick=x>bold</b>', '`` a ` <b onclick=x>`` bold'],
  ['<svg onload=alert(1)><script>x</script></svg>ok', 'ok'],
  ['\uE0000\uE001<script>x</script>', '0'],
  ['[x](&#106;avascript&colon;alert(1))', 'x'],
];

test.each(CASES)('%j', (input, expected) => {
  expect(safeMarkdown(input)).toBe(expected);
});

test.each([
  '[x](javascript:alert((1)))',
  '[x](javascript:a(b(c(d))))',
  '[x](\njavascript:alert(1))',
  '[x][r]\n\n[r]:\n  javascript:alert(1)',
])('odd link syntax %j: no script sink once rendered', (input) => {
  expect(permissive.render(safeMarkdown(input))).not.toMatch(SCRIPT_SINK);
  expect(permissive.render(input)).toMatch(SCRIPT_SINK); // the case is a real attack
});

test('the hostile-descriptions fixture: its twin rendered by a permissive renderer has no script sink', async () => {
  const { specs } = await loadSpecs(join(REPO_ROOT, 'test/fixtures/openapi-xss'), ['openapi.yaml']);
  const spec = specs[0]!;
  const twin = operationMarkdown({ title: 'List items', view: operationView(spec, operationsOf(spec)[0]!) });
  const html = permissive.render(twin);
  expect(html).not.toMatch(SCRIPT_SINK);
  expect(twin).toContain('[docs](https://docs.example.com/items)');
});
