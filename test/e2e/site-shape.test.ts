// Shapes real folders have that a first build must still turn into a working site, saying what it
// changed: no `index` page (the home redirects to the first page), a tab none of whose pages exists
// (left out, not a link to nowhere), logo and favicon files that are not there (the site's name in their
// place, no broken image), a banner link to a missing page, `.md` pages written in MDX beside plain
// Markdown ones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, removeSite, type BuiltSite } from '../support/build-site.ts';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic } from '../support/static-server.ts';

const DOCS_JSON = `{
  "name": "Shapes",
  "theme": "mint",
  "colors": { "primary": "#16A34A" },
  "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg" },
  "favicon": "/favicon.svg",
  "banner": { "content": "New: [the MCP page](/integrations/mcp) and [the guide](/guides/start)" },
  "navigation": {
    "tabs": [
      { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["guides/start", "guides/next", "guides/plain"] }] },
      { "tab": "API Reference", "groups": [{ "group": "Resources", "pages": ["api-reference/agents"] }] }
    ]
  }
}
`;

const page = (title: string) => `---\ntitle: ${title}\ndescription: The ${title.toLowerCase()} page.\n---\n\nText of ${title}.\n`;

describe('a folder without an index page, with an empty tab and missing chrome files', () => {
  let site: BuiltSite;
  beforeAll(() => {
    site = buildSite({
      files: {
        'docs.json': DOCS_JSON,
        'guides/start.mdx': page('Start'),
        // The dark logo is there; the light one and the favicon are not.
        'logo/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24"><rect width="96" height="24" fill="#fff"/></svg>',
        // `.md` pages: one written in MDX (the hosted platform reads them as MDX), one plain Markdown
        // with what MDX would refuse.
        'guides/next.md': `${page('Next')}\n<Note>\nRead **the start** first.\n</Note>\n\n\`\`\`html\n<Card>not a component</Card>\n\`\`\`\n`,
        'guides/plain.md': `${page('Plain')}\nWhen a < b, write {braces} as they are.\n`,
      },
    });
  }, 600_000);
  afterAll(() => removeSite(site));

  test('builds, and the home redirects to the first page of the navigation', () => {
    expect(site.status, site.output.slice(-3000)).toBe(0);
    const home = readFileSync(join(site.distDir, 'index.html'), 'utf8');
    expect(home).toContain('<meta http-equiv="refresh" content="0; url=/guides/start/">');
    // The brand link of every page goes to the home, which now exists.
    expect(readFileSync(join(site.distDir, 'guides/next/index.html'), 'utf8')).toContain('<a class="ds-brand" href="/">');
  });

  test('the tab whose only page is missing is left out of the tab row, and said so at its place', () => {
    const html = readFileSync(join(site.distDir, 'guides/start/index.html'), 'utf8');
    const tabs = [...html.matchAll(/<a class="ds-tab" href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => [m[1], m[2]]);
    expect(tabs).toContainEqual(['/guides/start/', 'Guides']);
    expect(tabs.map(([, name]) => name)).not.toContain('API Reference');
    expect(site.output).toMatch(/docs\.json:\d+:\d+: navigation\.tabs\[1\]: none of the pages of the tab "API Reference" exists, so it is left out of the navigation \[nav\/empty-section\]/);
  });

  test('missing logo and favicon files are reported at their place; the banner link to a missing page too', () => {
    expect(site.output).toMatch(/docs\.json:5:\d+: logo\.light: "\/logo\/light\.svg" is not in the docs folder \(looked for logo\/light\.svg\)/);
    expect(site.output).not.toMatch(/logo\.dark: "\/logo\/dark\.svg" is not in the docs folder/);
    expect(site.output).toMatch(/docs\.json:6:\d+: favicon: "\/favicon\.svg" is not in the docs folder/);
    expect(site.output).toMatch(/docs\.json:7:\d+: banner\.content "\/integrations\/mcp" points at \/integrations\/mcp, which is not a page of this site \[links\/broken\]/);
    // Its link to a page that exists is not reported.
    expect(site.output).not.toContain('"/guides/start" points at');
  });

  test('the top bar shows the site name, not a broken image, in the mode whose logo is missing; no icon links to a missing file', async () => {
    const html = readFileSync(join(site.distDir, 'guides/start/index.html'), 'utf8');
    expect(html).not.toContain('logo/light.svg');
    expect(html).not.toContain('favicon.svg');
    expect(html).not.toMatch(/<link rel="icon"/);
    expect(html).toContain('<span class="ds-brand-name ds-logo--light">Shapes</span>');
    expect(html).toMatch(/<img class="ds-logo ds-logo--dark" src="\/logo\/dark\.svg"/);

    const server = await serveStatic(site.distDir);
    const browser = await launchBrowser();
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        const tab = await browser.newPage({ colorScheme });
        const failed: string[] = [];
        tab.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
        await tab.goto(`${server.url}/guides/start/`);
        const shown = await tab.$$eval('.ds-brand > *', (parts) =>
          parts.filter((part) => getComputedStyle(part).display !== 'none').map((part) => (part instanceof HTMLImageElement ? `img ${part.getAttribute('src')} ${part.naturalWidth}` : part.textContent)),
        );
        expect(shown, colorScheme).toEqual(colorScheme === 'light' ? ['Shapes'] : ['img /logo/dark.svg 96']);
        expect(failed, colorScheme).toEqual([]);
        await tab.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('.md pages', () => {
  let site: BuiltSite;
  beforeAll(() => {
    site = buildSite({
      files: {
        'docs.json': JSON.stringify({ name: 'Md', navigation: [{ group: 'G', pages: ['index', 'plain'] }] }),
        'index.md': `${page('Home')}\n<Note>\nRead **the guide** first.\n</Note>\n\n<Steps>\n<Step title="Install">\nRun it.\n</Step>\n</Steps>\n\n\`\`\`html\n<Card>not a component</Card>\n\`\`\`\n`,
        'plain.md': `${page('Plain')}\nWhen a < b, write {braces} as they are.\n`,
      },
    });
  }, 600_000);
  afterAll(() => removeSite(site));

  test('a .md page with components is read as MDX, as the hosted platform reads it; its code stays code', () => {
    expect(site.status, site.output.slice(-3000)).toBe(0);
    const html = readFileSync(join(site.distDir, 'index.html'), 'utf8');
    expect(html).toContain('<aside class="ds-callout ds-callout--note"');
    expect(html).toContain('<strong>the guide</strong>');
    expect(html).toMatch(/class="ds-steps/);
    expect(html).not.toContain('<Note>');
    // The fenced <Card> is highlighted code, not a card.
    const code = /<pre[\s\S]*?<\/pre>/.exec(html)![0].replace(/<[^>]+>/g, '').replace(/&#x3C;|&lt;/g, '<').replace(/&gt;/g, '>');
    expect(code).toContain('<Card>not a component</Card>');
    expect(html).not.toContain('class="ds-card');
  });

  test('a .md page without components stays Markdown, which takes a stray < and braces', () => {
    const html = readFileSync(join(site.distDir, 'plain/index.html'), 'utf8');
    expect(html).toContain('When a &lt; b, write {braces} as they are.');
  });
});

describe('snippets written as JSX components', () => {
  let site: BuiltSite;
  beforeAll(() => {
    site = buildSite({
      files: {
        'docs.json': JSON.stringify({ name: 'Jsx', navigation: [{ group: 'G', pages: ['index'] }] }),
        'snippets/Badge.jsx': "export const Badge = ({ label, children }) => (\n  <span className=\"badge\" style={{ color: 'red' }}>\n    {label}: {children}\n  </span>\n);\n",
        'index.mdx': `${page('Home')}\nimport { Badge } from '/snippets/Badge.jsx'\n\n<Badge label="New">**bold** text</Badge>\n`,
      },
    });
  }, 600_000);
  afterAll(() => removeSite(site));

  test('render on the server with their props and children, with no React in the project', () => {
    expect(site.status, site.output.slice(-3000)).toBe(0);
    const html = readFileSync(join(site.distDir, 'index.html'), 'utf8');
    expect(html).toContain('<span class="badge" style="color:red">New: <strong>bold</strong> text</span>');
  });
});
