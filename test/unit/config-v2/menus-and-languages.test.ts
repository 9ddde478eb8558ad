// The current format's tab menus (items that own their pages, shown in the tab row, not among the
// anchors) and a language's own navbar, footer and banner (each replacing the site's on its pages).
import { describe, expect, test } from 'vitest';
import { validateDocsConfig } from '../../../src/config/load.ts';
import { anchorLinks, scopeOf, scopedGroups, tabLinks } from '../../../src/navigation/sections.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';
import { chromeKeysFor } from '../../../src/runtime/language-chrome-keys.ts';
import { anchorIconFindings } from '../../../src/runtime/anchor-icon-findings.ts';
import { linkPolicyFindings } from '../../../src/config/link-fields.ts';

const read = (config: unknown) => validateDocsConfig(JSON.stringify(config, null, 2), 'docs.json');
const urls = { base: '/', format: 'directory' as const };

function model(config: ReturnType<typeof read>['config'], pageIds: string[]) {
  return buildNavigation({ navigation: config.navigation, pageIds: new Set(pageIds), configFile: 'docs.json', locate: () => undefined }).model;
}

describe('a tab with a menu', () => {
  const { config, findings } = read({
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        {
          tab: 'Tools',
          menu: [
            { item: 'CLI', icon: 'terminal', description: 'The command', groups: [{ group: 'CLI', pages: ['tools/cli', 'tools/cli-config'] }] },
            { item: 'Dashboard', pages: ['tools/dashboard'] },
            { item: 'Status', href: 'https://status.example.com' },
          ],
        },
      ],
    },
  });
  const pages = ['index', 'tools/cli', 'tools/cli-config', 'tools/dashboard'];
  const ctx = { navigation: model(config, pages), urls, versions: new Map<string, string>() };

  test('its items are anchors inside the tab, marked as menu items, owning their pages', () => {
    expect(findings).toEqual([]);
    expect(config.anchors!.map((a) => [a.name, a.menuItem, a.insideTab, a.pages])).toEqual([
      ['CLI', true, 1, ['tools/cli', 'tools/cli-config']],
      ['Dashboard', true, 1, ['tools/dashboard']],
      ['Status', true, 1, []],
    ]);
    expect(scopeOf('tools/cli-config', config)).toEqual({ anchor: 0, tab: 1 });
  });

  test('the tab link carries the menu, the reader\'s item marked; the anchors list leaves the items out', () => {
    const tools = tabLinks(config, ctx, 'tools/cli-config')[1]!;
    expect(tools).toMatchObject({ name: 'Tools', current: true });
    expect(tools.menu!.map((i) => [i.name, i.href, i.current, i.description, i.icon, i.external])).toEqual([
      ['CLI', '/tools/cli/', true, 'The command', 'terminal', false],
      ['Dashboard', '/tools/dashboard/', false, undefined, undefined, false],
      ['Status', 'https://status.example.com', false, undefined, undefined, true],
    ]);
    expect(tabLinks(config, ctx, 'index')[0]!.menu).toBeUndefined();
    expect(anchorLinks(config, ctx, 'tools/cli')).toEqual([]);
  });

  test("an item's pages are the sidebar of its pages, and only theirs", () => {
    const groups = (id: string) => scopedGroups(ctx.navigation.groups, config, scopeOf(id, config)).map((g) => [g.label, g.entries.map((e) => (e.type === 'page' ? e.id : e.label))]);
    expect(groups('tools/cli')).toEqual([['CLI', ['tools/cli', 'tools/cli-config']]]);
    expect(groups('tools/dashboard')).toEqual([['', ['tools/dashboard']]]);
  });
});

test("findings about an item's icon or link are placed at the item in the file, in the site's icon library", () => {
  const { config, locate, findings } = read({
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    icons: { library: 'lucide' },
    navigation: {
      tabs: [
        {
          tab: 'Tools',
          menu: [
            { item: 'Lucide only', icon: 'braces', pages: ['a'] },
            { item: 'Injected', icon: "\"); -webkit-mask-image: url('x');/*", pages: ['b'] },
            { item: 'Odd', href: 'ftp://files.example.com' },
          ],
        },
      ],
    },
  });
  const placed = (findings: { rule: string; line?: number; column?: number }[]) => findings.map((f) => `${f.rule} ${f.line}:${f.column}`);
  expect(placed(anchorIconFindings(config, locate!, 'docs.json'))).toEqual(['component/unknown-icon 24:13']);
  // The reader checks the link as it maps the item; the config-wide check leaves it to it, so it is said once.
  expect(placed(findings.filter((f) => f.rule.startsWith('links/')))).toEqual(['links/unusual-scheme 31:13']);
  expect(linkPolicyFindings(config, locate!, 'docs.json')).toEqual([]);
});

describe("a language's own navbar, footer and banner", () => {
  const site = {
    name: 'Acme',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navbar: { links: [{ label: 'Status', href: 'https://status.example.com' }] },
    footer: { socials: { x: 'https://x.com/acme' } },
    banner: { content: 'Version 2 is out' },
  };
  const languages = (fr: Record<string, unknown>) => ({
    ...site,
    navigation: { languages: [{ language: 'en', pages: ['index'] }, { language: 'fr', pages: ['fr/index'], ...fr }] },
  });

  test('each part a language sets replaces the site\'s on its pages; the others stay the site\'s', () => {
    const { config, findings } = read(
      languages({
        navbar: { links: [{ label: 'Statut', href: 'https://status.example.com/fr' }], primary: { type: 'button', label: "S'inscrire", href: '/fr/signup' } },
        banner: { content: 'La version 2 est là', type: 'warning' },
      }),
    );
    expect(findings).toEqual([]);
    expect(chromeKeysFor(config, 'fr/index')).toEqual({
      topbarLinks: [{ name: 'Statut', url: 'https://status.example.com/fr' }],
      topbarCtaButton: { type: 'link', url: '/fr/signup', name: "S'inscrire" },
      footerSocials: { x: 'https://x.com/acme' },
      footer: undefined,
      banner: { content: 'La version 2 est là', type: 'warning' },
    });
    const siteKeys = { topbarLinks: [{ name: 'Status', url: 'https://status.example.com' }], topbarCtaButton: undefined, footerSocials: { x: 'https://x.com/acme' }, footer: undefined, banner: { content: 'Version 2 is out' } };
    expect(chromeKeysFor(config, 'index')).toEqual(siteKeys);
    expect(chromeKeysFor(config, undefined)).toEqual(siteKeys);
  });

  test('an empty footer of its own shows no socials; a language without a banner shows the site\'s', () => {
    const { config } = read(languages({ footer: { links: [] } }));
    expect(chromeKeysFor(config, 'fr/index')).toMatchObject({ footerSocials: undefined, footer: { links: [] }, banner: { content: 'Version 2 is out' } });
  });

  test('hidden schemes, wrong shapes and a bad banner are placed messages, and left out', () => {
    const { config, findings } = read(
      languages({
        navbar: { links: [{ label: 'x', href: ' java\tscript:alert(1)' }], primary: { type: 'button', href: 'data:text/html,<script>alert(1)</script>' }, extra: 1 },
        footer: 'nope',
        banner: { content: 5, type: 'loud' },
      }),
    );
    expect(findings.map((f) => `${f.rule} ${f.line}:${f.column} ${f.message.replace(/ \(use an http.*$/, '')}`)).toEqual([
      'config/unknown-key 47:11 navigation.languages[1].navbar.extra: unknown key "navbar.extra"; it is ignored',
      'links/unsafe-url 40:15 navigation.languages[1].navbar.links[0].href: " java\\tscript:alert(1)" uses the javascript: scheme, which can run script or open local files; the link is left out',
      'links/unsafe-url 45:13 navigation.languages[1].navbar.primary.href: "data:text/html,<script>alert(1)</script>" uses the data: scheme, which can run script or open local files; the link is left out',
      'config/invalid-value 49:9 navigation.languages[1].footer: footer: expected an object; the site\'s is shown',
      'config/invalid-value 51:11 navigation.languages[1].banner.content: banner: Invalid input: expected string, received number; the banner is left out',
      'config/invalid-value 52:11 navigation.languages[1].banner.type: banner: Invalid option: expected one of "info"|"warning"|"critical"; the banner is left out',
    ]);
    expect(chromeKeysFor(config, 'fr/index')).toMatchObject({ topbarLinks: [], topbarCtaButton: undefined, footerSocials: { x: 'https://x.com/acme' }, banner: { content: 'Version 2 is out' } });
  });

  test('a site banner of the wrong shape is a placed message and no banner, not a failed page', () => {
    const { config, findings } = read({ ...site, banner: { content: ['a'] }, navigation: { pages: ['index'] } });
    expect(config.banner).toBeUndefined();
    expect(findings.map((f) => `${f.rule} ${f.line}:${f.column}`)).toEqual(['config/invalid-value 21:5']);
  });
});
