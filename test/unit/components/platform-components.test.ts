// The newer components of the hosted platform's current format, rendered as a page renders them.
import { describe, expect, test } from 'vitest';
import Callout from '../../../components/content/Callout.astro';
import Danger from '../../../components/content/Danger.astro';
import Critical from '../../../components/content/Critical.astro';
import Link from '../../../components/content/Link.astro';
import Badge from '../../../components/content/Badge.astro';
import Columns from '../../../components/content/Columns.astro';
import Column from '../../../components/content/Column.astro';
import Tile from '../../../components/content/Tile.astro';
import Tree from '../../../components/content/Tree.astro';
import TreeFolder from '../../../components/content/TreeFolder.astro';
import TreeFile from '../../../components/content/TreeFile.astro';
import Panel from '../../../components/content/Panel.astro';
import Prompt from '../../../components/content/Prompt.astro';
import Color from '../../../components/content/Color.astro';
import ColorRow from '../../../components/content/ColorRow.astro';
import ColorItem from '../../../components/content/ColorItem.astro';
import View from '../../../components/content/View.astro';
import Visibility from '../../../components/content/Visibility.astro';
import CodeBlock from '../../../components/content/CodeBlock.astro';
import { renderComponent } from './render.ts';

describe('Callout and Danger', () => {
  test('a public Callout takes an icon and a hex colour that tints it', async () => {
    const { html, findings } = await renderComponent(Callout, { icon: 'rocket', color: '7c3aed' }, { default: '<p>Go</p>' });
    expect(html).toMatch(/^<aside class="ds-callout ds-callout--custom ds-callout--tinted" aria-label="Callout" style="--ds-callout:#7c3aed"><svg class="ds-icon ds-callout-icon"[^>]*data-icon="rocket"/);
    expect(html).toContain('<div class="ds-callout-body"><p>Go</p></div></aside>');
    expect(findings).toEqual([]);
  });

  test('a colour that is not hex is refused (it would go into a style attribute)', async () => {
    const { html, findings } = await renderComponent(Callout, { color: 'red;background:url(x)' }, { default: 'x' });
    expect(html).not.toContain('style=');
    expect(findings.map((f) => f.message)).toEqual(['<Callout>: color "red;background:url(x)" is not a hex colour like "#7c3aed"; using the default']);
  });

  test('Danger and the undocumented Critical are danger callouts; Critical warns once per build', async () => {
    const danger = await renderComponent(Danger, {}, { default: 'Deletes everything.' });
    expect(danger.html).toMatch(/^<aside class="ds-callout ds-callout--danger" aria-label="Danger">/);
    const first = await renderComponent(Critical, {}, { default: 'x' });
    expect(first.html).toMatch(/^<aside class="ds-callout ds-callout--danger" aria-label="Danger">/);
    const second = await renderComponent(Critical, {}, { default: 'y' });
    expect([...first.findings, ...second.findings].map((f) => f.message)).toEqual([
      '<Critical> is an undocumented component of the hosted platform; Docsmith renders it as <Danger> (use <Danger> to silence this)',
    ]);
  });

  test('the undocumented Link is a link', async () => {
    const { html } = await renderComponent(Link, { href: 'https://example.com/a' }, { default: 'the site' });
    expect(html).toBe('<a href="https://example.com/a">the site</a>');
  });
});

describe('Badge', () => {
  test('colour, size, shape, outline, disabled and icon', async () => {
    const { html } = await renderComponent(Badge, { color: 'green', size: 'sm', shape: 'pill', stroke: true, disabled: true, icon: 'check' }, { default: 'Stable' });
    expect(html).toMatch(/^<span class="ds-tag ds-tag--green ds-tag--sm ds-tag--pill ds-tag--stroke ds-tag--disabled" aria-disabled="true"><svg class="ds-icon"[^>]*data-icon="check"/);
    expect(html).toMatch(/<\/svg>Stable<\/span>$/);
  });

  test('defaults, and an unknown colour is a warning with the allowed names', async () => {
    const { html, findings } = await renderComponent(Badge, { color: 'pink' }, { default: 'New' });
    expect(html).toBe('<span class="ds-tag ds-tag--gray ds-tag--md ds-tag--rounded">New</span>');
    expect(findings.map((f) => f.message)).toEqual([
      '<Badge>: color "pink" is not one of gray, blue, green, yellow, orange, red, purple, white, surface, white-destructive, surface-destructive; using gray',
    ]);
  });
});

describe('Columns, Column and Tile', () => {
  test('Columns sets the column count; out of range falls back to 2 with a warning', async () => {
    expect((await renderComponent(Columns, { cols: 3 }, { default: 'x' })).html).toBe('<div class="ds-columns" style="--ds-cols:3">x</div>');
    const wrong = await renderComponent(Columns, { cols: 7 }, { default: 'x' });
    expect(wrong.html).toBe('<div class="ds-columns" style="--ds-cols:2">x</div>');
    expect(wrong.findings).toHaveLength(1);
    expect((await renderComponent(Column, {}, { default: '<p>a</p>' })).html).toBe('<div class="ds-column"><p>a</p></div>');
  });

  test('a Tile is one link: preview area, title, description', async () => {
    const { html } = await renderComponent(Tile, { href: '/quickstart', title: 'Quickstart', description: 'Five minutes' }, { default: '<img src="/a.svg" alt="">' });
    expect(html).toMatch(/^<a href="\/quickstart\/?" class="ds-tile ds-tile--link">/);
    expect(html).toContain('<span class="ds-tile-preview"><img src="/a.svg" alt=""></span><span class="ds-tile-text"><span class="ds-tile-title">Quickstart</span> <span class="ds-tile-description">Five minutes</span>');
  });

  test('a Tile without href is a card and a warning', async () => {
    const { html, findings } = await renderComponent(Tile, { title: 'X' });
    expect(html).toMatch(/^<div class="ds-tile">/);
    expect(findings.map((f) => f.message)).toEqual(['<Tile>: needs an `href`, e.g. <Tile href="/quickstart" title="Quickstart">']);
  });
});

describe('Tree', () => {
  test('folders are native disclosures (open with defaultOpen), files reachable by arrow keys', async () => {
    const folder = await renderComponent(TreeFolder, { name: 'src', defaultOpen: true }, { default: '<li>x</li>' });
    expect(folder.html).toMatch(/^<li class="ds-tree-folder"><details open><summary class="ds-tree-item"><svg[^>]*><path[^>]*><\/path><\/svg>src<\/summary><ul class="ds-tree-list"><li>x<\/li><\/ul><\/details><\/li>$/);
    const closed = await renderComponent(TreeFolder, { name: 'lib' });
    expect(closed.html).toMatch(/^<li class="ds-tree-folder"><details><summary/);
    const file = await renderComponent(TreeFile, { name: 'index.ts' });
    expect(file.html).toMatch(/^<li class="ds-tree-file"><span class="ds-tree-item" tabindex="-1"><svg[^>]*>.*<\/svg>index.ts<\/span><\/li>$/);
    const tree = await renderComponent(Tree, {}, { default: folder.html });
    expect(tree.html).toMatch(/^<docsmith-tree class="ds-tree"><ul class="ds-tree-list" aria-label="File tree"><li class="ds-tree-folder">/);
  });
});

describe('Panel, Prompt and Color', () => {
  test('a Panel outside a page with a right-hand column renders in place', async () => {
    expect((await renderComponent(Panel, {}, { default: '<p>Side</p>' })).html).toBe('<div class="ds-panel"><p>Side</p></div>');
  });

  test('a Prompt shows its description, the prompt, a copy button carrying the text and a Cursor link', async () => {
    const { html } = await renderComponent(Prompt, { description: 'Add a page', actions: ['copy', 'cursor'] }, { default: '<p>Write a page about &quot;auth&quot;.</p><p>Keep it short.</p>' });
    expect(html).toContain('<p class="ds-prompt-description">Add a page</p>');
    expect(html).toContain('<button type="button" class="ds-prompt-action" data-ds-copy="Write a page about &quot;auth&quot;.\n\nKeep it short.">Copy prompt</button>');
    expect(html).toContain(`<a class="ds-prompt-action" href="cursor://anysphere.cursor-deeplink/prompt?text=${encodeURIComponent('Write a page about "auth".\n\nKeep it short.')}">Open in Cursor</a>`);
    expect(html).toContain('<div class="ds-prompt-body"><p>Write a page about &quot;auth&quot;.</p><p>Keep it short.</p></div>');
  });

  test('a Prompt copies by default and names unknown actions', async () => {
    const { html, findings } = await renderComponent(Prompt, { actions: 'share' }, { default: 'x' });
    expect(html).not.toContain('Copy prompt');
    expect(findings.map((f) => f.message)).toEqual(['<Prompt>: action "share" is not one of copy, cursor']);
    expect((await renderComponent(Prompt, {}, { default: 'x' })).html).toContain('data-ds-copy="x">Copy prompt</button>');
  });

  test('Color items copy their value; {light, dark} copies per mode; unsafe values are refused', async () => {
    const one = await renderComponent(ColorItem, { name: 'Brand', value: '#16a34a' });
    expect(one.html).toMatch(/^<button type="button" class="ds-color-item" data-ds-copy="#16a34a" aria-label="Copy Brand #16a34a">/);
    expect(one.html).toContain('<span class="ds-color-swatch" style="--ds-swatch-light:#16a34a;--ds-swatch-dark:#16a34a"></span>');
    const pair = await renderComponent(ColorItem, { name: 'Text', value: { light: '#111', dark: 'rgb(240, 240, 240)' } });
    expect(pair.html).toContain('data-ds-copy="#111" data-ds-copy-dark="rgb(240, 240, 240)" aria-label="Copy Text #111 / rgb(240, 240, 240)"');
    const bad = await renderComponent(ColorItem, { name: 'X', value: 'red;x:url(a)' });
    expect(bad.html).not.toContain('style=');
    expect(bad.findings).toHaveLength(1);
    expect((await renderComponent(Color, { variant: 'table' }, { default: 'x' })).html).toBe('<div class="ds-color ds-color--table">x</div>');
    expect((await renderComponent(ColorRow, { title: 'Greens' }, { default: 'x' })).html).toBe('<div class="ds-color-row"><span class="ds-color-row-title">Greens</span><div class="ds-color-row-items">x</div></div>');
  });
});

describe('View, Visibility and CodeBlock', () => {
  test('a View is a titled section the picker finds by its title', async () => {
    const { html } = await renderComponent(View, { title: 'Python' }, { default: '<p>pip install</p>' });
    expect(html).toMatch(/^<docsmith-view class="ds-view" data-ds-view="Python" data-ds-view-label="View"><p class="ds-view-title">Python<\/p><p>pip install<\/p><\/docsmith-view><script type="module" src="\/components\/content\/View.astro/);
  });

  test('Visibility: humans see their content, agents\' content is left out of the page', async () => {
    expect((await renderComponent(Visibility, { for: 'humans' }, { default: '<p>Click</p>' })).html).toBe('<p>Click</p>');
    expect((await renderComponent(Visibility, { for: 'agents' }, { default: '<p>Run</p>' })).html).toBe('');
  });

  test('CodeBlock takes the platform\'s props and code as children', async () => {
    const { html } = await renderComponent(CodeBlock, { language: 'js', filename: 'a.js', highlight: '{2}' }, { default: 'const a = 1;\nconst b = 2;' });
    expect(html).toContain('data-ds-code-title="a.js"');
    expect(html).toContain('<span class="ds-code-file">a.js</span>');
    expect(html).toMatch(/class="line ds-line-highlighted"><span[^>]*>const<\/span><span[^>]*> b/);
    const own = await renderComponent(CodeBlock, { code: 'x', lang: 'bash', title: 'Shell' });
    expect(own.html).toContain('data-ds-code-title="Shell"');
  });
});

describe('Tree from a markdown list', () => {
  test('a trailing slash makes a folder, nesting follows the list', async () => {
    const list = '<ul>\n<li>src/\n<ul>\n<li>index.ts</li>\n<li><code>a&amp;b.ts</code></li>\n</ul>\n</li>\n<li>README.md</li>\n</ul>';
    const { html } = await renderComponent(Tree, {}, { default: list });
    const names = [...html.matchAll(/<(summary|span) class="ds-tree-item"[^>]*>(?:<svg[\s\S]*?<\/svg>)([^<]*)</g)].map((m) => `${m[1] === 'summary' ? 'folder' : 'file'} ${m[2]}`);
    expect(names).toEqual(['folder src', 'file index.ts', 'file a&amp;b.ts', 'file README.md']);
    expect(html).toMatch(/<li class="ds-tree-folder"><details open><summary class="ds-tree-item">[\s\S]*?src<\/summary><ul class="ds-tree-list"><li class="ds-tree-file">/);
  });
});
