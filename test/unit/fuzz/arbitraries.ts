// Generators of hostile input: docs.json files and page files that start from valid ones and are
// then broken in the ways real files are (wrong types, nulls, missing and unknown keys, huge and
// deeply nested arrays, odd unicode, very long strings, truncation, stray characters).
import fc from 'fast-check';

/** A valid docs.json using most fields, the starting point of every mutation. */
export const BASE_CONFIG = {
  name: 'Acme',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: '/' },
  favicon: '/favicon.svg',
  colors: { primary: '#0D9373', light: '#55D799', dark: '#0D9373', background: { light: '#FFFFFF', dark: '#0F1117' } },
  topbarLinks: [{ name: 'Status', url: 'https://status.example.com' }],
  topbarCtaButton: { type: 'link', name: 'Dashboard', url: 'https://app.example.com' },
  versions: ['v2', 'v1'],
  topAnchor: { name: 'Documentation', icon: 'book-open' },
  anchors: [{ name: 'API', icon: 'code', url: 'api', color: { from: '#0D9373', to: '#07C983' } }],
  tabs: [{ name: 'Guides', url: 'guides' }],
  navigation: [
    { group: 'Start', pages: ['index', 'quickstart'] },
    { group: 'Guides', pages: ['guides/one', { group: 'Nested', pages: ['guides/two'] }] },
  ],
  api: { baseUrl: ['https://api.example.com'], auth: { method: 'bearer' }, playground: { mode: 'show' } },
  openapi: [],
  footerSocials: { x: 'https://x.com/acme' },
  feedback: { suggestEdit: true },
  modeToggle: { default: 'dark', isHidden: false },
  backgroundImage: '/bg.svg',
};

/** A valid docs.json in the current format (navigation object) using each node kind and the site keys. */
export const CURRENT_BASE_CONFIG = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0D9373', light: '#55D799', dark: '#0D9373' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: '/' },
  favicon: { light: '/favicon.svg', dark: '/favicon-dark.svg' },
  icons: { library: 'lucide' },
  navbar: { links: [{ label: 'Status', href: 'https://status.example.com', icon: 'activity' }], primary: { type: 'github', href: 'https://github.com/acme/widgets' } },
  footer: { socials: { x: 'https://x.com/acme' }, links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://blog.example.com' }] }] },
  appearance: { default: 'dark', strict: true },
  background: { color: { light: '#FFFFFF', dark: '#0F1117' }, decoration: 'grid' },
  api: { openapi: ['openapi.yaml'], playground: { display: 'simple' }, mdx: { server: 'https://api.example.com', auth: { method: 'bearer' } } },
  seo: { metatags: { 'og:site_name': 'Acme' }, indexing: 'all' },
  errors: { '404': { redirect: false, title: 'Lost' } },
  redirects: [{ source: 'old/:slug*', destination: '/guides/:slug*', permanent: false }],
  navigation: {
    global: { anchors: [{ anchor: 'Forum', href: 'https://forum.example.com', icon: { name: 'users', style: 'solid' } }] },
    versions: [
      {
        version: 'v2',
        default: true,
        tabs: [
          { tab: 'Start', icon: 'rocket', groups: [{ group: 'Start', root: 'index', tag: 'New', pages: ['quickstart', 'GET /users'] }] },
          { tab: 'Guides', dropdowns: [{ dropdown: 'One', description: 'First', pages: ['guides/one', { group: 'Nested', expanded: false, pages: ['guides/two'] }] }] },
          { tab: 'Blog', href: 'https://blog.example.com' },
        ],
      },
      { version: 'v1', languages: [{ language: 'fr', groups: [{ group: 'Old', hidden: true, pages: ['guides/two'] }] }] },
    ],
  },
};

export const PAGE_IDS = ['index', 'quickstart', 'guides/one', 'guides/two'];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u202Eevil',
  '\u200B\u200C\u200D',
  '\uD800', // a lone surrogate
  '🚀🧪👩‍👩‍👧‍👦',
  'ǅ̸̨̛̖͔̪̊̽ͅ'.repeat(50),
  '../../../../etc/passwd',
  '/index',
  'index.mdx',
  '//',
  '__proto__',
  'constructor',
  'toString',
  '#GGGGGG',
  '#0D9373 ',
  'https://',
  'javascript:alert(1)',
  ' JaVa\tScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  'v1</style><script>alert(1)</script>',
  '"]{}</style><img src=x onerror=alert(1)>',
  '/../../../outside',
  '/index.html',
  'http://[',
  '{{ }}',
  'a'.repeat(100_000),
  '\n'.repeat(10_000),
  'x/'.repeat(5_000),
];

/** Strings a real file might hold, and strings only an attacker or a broken tool writes. */
export const hostileString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((n) => 'long '.repeat(Math.ceil(n / 5))),
);

/** A nested array or group `depth` levels deep. */
function deepArray(depth: number): unknown {
  let value: unknown = 'index';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
function deepGroup(depth: number): unknown {
  let value: unknown = { group: 'leaf', pages: ['index'] };
  for (let i = 0; i < depth; i++) value = { group: `g${i}`, pages: [value] };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}, [null], { '': null }) },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((n) => Array.from({ length: n }, (_, i) => `p${i}`)) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, () => ({ group: 'g', pages: ['index'] }))) },
  // Deeper than any real file; bounded so that the generator's own JSON.stringify does not overflow.
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 2_000 }).map(deepArray) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1_000 }).map(deepGroup) },
);

/** Every JSON path of a value (objects and arrays), for picking where to mutate. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}
const BASE_PATHS = pathsOf(BASE_CONFIG);

export type Mutation =
  | { op: 'set'; path: (string | number)[]; value: unknown }
  | { op: 'delete'; path: (string | number)[] }
  | { op: 'add-key'; path: (string | number)[]; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), path: fc.constantFrom(...BASE_PATHS), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), path: fc.constantFrom(...BASE_PATHS.filter((p) => p.length > 0)) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('add-key' as const),
      path: fc.constantFrom(...BASE_PATHS),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'navigaton', 'colours', 'nmae', 'prototype', ''), fc.string({ maxLength: 12 })),
      value: hostileValue,
    }),
  },
);

export function applyMutation(root: unknown, m: Mutation): unknown {
  if (m.path.length === 0) {
    if (m.op === 'set') return m.value;
    if (m.op === 'add-key' && root && typeof root === 'object' && !Array.isArray(root)) {
      Object.defineProperty(root, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    }
    return root;
  }
  let parent: unknown = root;
  for (const segment of m.path.slice(0, -1)) {
    if (!parent || typeof parent !== 'object') return root;
    parent = (parent as Record<string | number, unknown>)[segment];
  }
  if (!parent || typeof parent !== 'object') return root;
  const last = m.path[m.path.length - 1]!;
  const target = parent as Record<string | number, unknown>;
  if (m.op === 'set') target[last] = m.value;
  else if (m.op === 'delete') {
    if (Array.isArray(target) && typeof last === 'number') target.splice(last, 1);
    else delete target[last];
  } else {
    const child = target[last];
    if (child && typeof child === 'object' && !Array.isArray(child)) {
      Object.defineProperty(child, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    }
  }
  return root;
}

/** Damage to the text itself: JSON that no longer parses, or parses into something else. */
export const textDamage = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), text: fc.constantFrom(',', '}', '{', '"', ']', '\\', '//', '/*', '\u0000', '\n', 'NaN', 'undefined', "'", ',,') }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 8 }) }),
);

export function damage(text: string, d: { kind: string; at: number; text?: string; length?: number }): string {
  const at = Math.floor(d.at * text.length);
  if (d.kind === 'truncate') return text.slice(0, at);
  if (d.kind === 'insert') return text.slice(0, at) + d.text + text.slice(at);
  return text.slice(0, at) + text.slice(at + (d.length ?? 1));
}

/** A docs.json text: one of the base files (legacy or current format) with 1–4 mutations, sometimes damaged as text, sometimes with a BOM or CRLF. */
export const configText: fc.Arbitrary<string> = fc
  .record({
    base: fc.constantFrom<object>(BASE_CONFIG, CURRENT_BASE_CONFIG),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
    damage: fc.option(textDamage, { freq: 4 }),
    indent: fc.constantFrom(0, 2, '\t'),
    bom: fc.boolean(),
    crlf: fc.boolean(),
  })
  .map(({ base, mutations, damage: d, indent, bom, crlf }) => {
    let value: unknown = structuredClone(base);
    for (const m of mutations) value = applyMutation(value, m);
    let text = JSON.stringify(value, null, indent) ?? 'undefined';
    if (crlf) text = text.replace(/\n/g, '\r\n');
    if (d) text = damage(text, d);
    return (bom ? '\uFEFF' : '') + text;
  });

// --- pages -----------------------------------------------------------------------------------

const yamlScalar = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.constantFrom('null', '~', 'true', '123', '1e999', '[1, 2]', '{a: 1}', '&a x', '*a', '!!binary x', '|', '>-', '"unclosed', "'", ': :', '- - -'),
);

const frontmatter = fc.oneof(
  { weight: 3, arbitrary: fc.record({ title: yamlScalar, description: yamlScalar }).map((f) => `---\ntitle: ${f.title}\ndescription: ${f.description}\n---\n`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => `---\n${s}\n---\n`) },
  { weight: 1, arbitrary: fc.constantFrom('', '---\n', '---\n---\n', '---\ntitle: x\n', '\uFEFF---\ntitle: ok\n---\n', '---\r\ntitle: crlf\r\n---\r\n', '+++\ntitle = "toml"\n+++\n') },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => `---\ntitle: ${'[' .repeat(n)}\n---\n`) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 200 }).map((n) => `---\na: &a [x]\n${Array.from({ length: n }, (_, i) => `k${i}: &k${i} [*${i ? `k${i - 1}` : 'a'}, *${i ? `k${i - 1}` : 'a'}]`).join('\n')}\n---\n`) },
);

const BODY_FRAGMENTS = [
  '## Heading',
  '# Second h1',
  '###### deep',
  '<Note>Careful</Note>',
  '<Note>\nunclosed',
  '</Tip>',
  '<Warning title={1 + }>x</Warning>',
  '<CardGroup cols={2}><Card title="a" href="/x">b</Card></CardGroup>',
  '<Undefined prop="x" />',
  '<img src="/a.png">',
  '<iframe src="https://example.com"></iframe>',
  '<div>\n\n**bold**\n\n</div>',
  '{1 +',
  '{/* comment */}',
  '{`template ${x}`}',
  'import X from "./nope.mdx"',
  'export const a = 1',
  'export default function () {}',
  '```js\nunclosed fence',
  '```\n```',
  '| a | b |\n| - |\n| 1 | 2 | 3 |',
  '[link](../../../x.mdx) and [anchor](#héading) and [abs](/guides/one)',
  '![alt](/img.png)',
  '<a href="javascript:alert(1)">x</a>',
  '&nbsp; &#0; &#x110000; &bogus;',
  '<!-- html comment -->',
  '$$ x^2 $$',
  '> quote\n> > nested',
  '- list\n  - nested\n    - deeper',
  '<Steps><Step title="One">a</Step></Steps>',
  '<>fragment</>',
  '<a.b.c />',
  '<x:y />',
  '< Note>',
  '<Note {...props} />',
];

const bodyPiece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BODY_FRAGMENTS) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '<Note>'.repeat(n) + '</Note>'.repeat(n)) },
  // Nested quotes and lists: the MDX compiler's output grows with the square of the depth of one
  // line's markers (`- ` 2,400 times was 184 MB of JavaScript), so the source repairs escape the
  // markers past 64 levels; these cases check that guard.
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '> '.repeat(n) + 'deep quote') },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '{'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '- '.repeat(n) + 'deep list') },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '1. > * '.repeat(n) + 'deep mixed') },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => '['.repeat(n) + 'x' + ']'.repeat(n) + '(y)') },
);

/** A page file: front matter (valid, hostile or broken) and an MDX body of valid and broken pieces. */
export const pageSource: fc.Arbitrary<string> = fc
  .record({ head: frontmatter, body: fc.array(bodyPiece, { maxLength: 8 }), damage: fc.option(textDamage, { freq: 5 }) })
  .map(({ head, body, damage: d }) => {
    const text = head + body.join('\n\n') + '\n';
    return d ? damage(text, d) : text;
  });
