// Customisation for Astro users: the `components` option replaces layout parts with the project's own
// Astro components (which get the built-in's props and may wrap it), and `strings` replaces the words
// of the page chrome. One build of a small site with every part replaced.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { OVERRIDABLE_COMPONENTS } from '../../src/ui/overrides.ts';

let site: BuiltSite;
const page = (path: string) => readFileSync(join(site.distDir, path, 'index.html'), 'utf8');

const replaced = (name: string, body: string) => `---\nconst props = Astro.props;\n---\n<div data-override="${name}" data-props={Object.keys(props).sort().join(',')}>${body}</div>\n`;

beforeAll(() => {
  site = buildSite({
    files: {
      'docs.json': JSON.stringify({ name: 'Overrides', navigation: [{ group: 'Start', pages: ['index', 'second'] }] }),
      'index.mdx': '---\ntitle: Welcome\ndescription: The first page.\n---\n\n## A section\n\nText.\n',
      'second.mdx': '---\ntitle: Second\ndescription: The second page.\n---\n\n## Another section\n\nText.\n',
      'src/overrides/Header.astro': replaced('Header', 'My header'),
      'src/overrides/Sidebar.astro': replaced('Sidebar', 'My sidebar'),
      'src/overrides/TableOfContents.astro': replaced('TableOfContents', 'My contents'),
      // A footer that wraps Docsmith's own, imported from the package.
      'src/overrides/Footer.astro': "---\nimport DefaultFooter from 'docsmith/components/chrome/Footer.astro';\n---\n<div data-override=\"Footer\"><p>Above the footer</p><DefaultFooter /></div>\n",
      'src/overrides/PageTitle.astro': '---\nconst { title, description } = Astro.props;\n---\n<h1 data-override="PageTitle">{title.toUpperCase()}</h1><p>{description}</p>\n',
    },
    options: `{
      components: {
        Header: './src/overrides/Header.astro',
        Sidebar: './src/overrides/Sidebar.astro',
        PageTitle: './src/overrides/PageTitle.astro',
        TableOfContents: './src/overrides/TableOfContents.astro',
        Footer: './src/overrides/Footer.astro',
      },
      strings: { skipToContent: 'Aller au contenu', previous: 'Précédent', next: 'Suivant' },
    }`,
  });
}, 300_000);
afterAll(() => removeSite(site));

test('the site builds', () => {
  expect(site.status, site.output.slice(-3000)).toBe(0);
});

test('every replaceable part is the project\'s component, given the built-in\'s props', () => {
  const html = page('second');
  const names = Object.keys(OVERRIDABLE_COMPONENTS);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(html, name).toContain(`data-override="${name}"`);
  expect(html).toMatch(/data-override="Header" data-props="currentId"/);
  expect(html).toMatch(/data-override="Sidebar" data-props="chrome,currentId,version"/);
  expect(html).toMatch(/data-override="TableOfContents" data-props="headings"/);
  expect(html).toContain('<h1 data-override="PageTitle">SECOND</h1>');
  // Docsmith's own parts are gone where replaced, and kept where wrapped.
  expect(html).not.toContain('class="ds-toc-title"');
  expect(html).not.toContain('class="ds-page-title"');
  expect(html).toContain('Above the footer');
  expect(html).toMatch(/<footer[^>]*class="ds-footer/);
});

test('the strings option replaces the chrome\'s words; the others keep theirs', () => {
  const html = page('second');
  expect(html).toContain('>Aller au contenu</a>');
  expect(html).toContain('>Précédent</span>');
  expect(readFileSync(join(site.distDir, 'index.html'), 'utf8')).toContain('>Suivant</span>');
  expect(html).not.toContain('Skip to content');
});
