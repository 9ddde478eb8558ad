import { describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contrastFindings, contrastRatio, partialBackgroundFindings, themeStyle } from '../../../src/runtime/theme.ts';
import { socialFindings, socialLinks } from '../../../src/runtime/socials.ts';
import { codeHostLabel, editUrl, issueUrl, repoNameOf, resolveRepository, webUrlOfRemote } from '../../../src/runtime/repository.ts';
import { formatCount } from '../../../src/runtime/repo-stars.ts';
import { repositoryData } from '../../../src/runtime/repository-data.ts';
import { prepareSite } from '../../../src/site.ts';
import { formatFinding } from '../../../src/diagnostics/reporter.ts';
import { colorModeSettings } from '../../../src/runtime/color-mode.ts';
import { chromeStyle } from '../../../src/runtime/chrome-style.ts';
import { anchorIconColours } from '../../../src/runtime/anchor-icon.ts';
import { anchorIconFindings } from '../../../src/runtime/anchor-icon-findings.ts';

const locate = () => ({ line: 3, column: 5 });

describe('colours', () => {
  test('contrast ratio and the low-contrast warning per mode', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastFindings({ primary: '#0D9373', light: '#55D799' }, locate, 'docs.json')).toEqual([]);
    expect(contrastFindings({ primary: '#A8FF53' }, locate, 'docs.json').map((f) => f.message)).toMatchInlineSnapshot(`
      [
        "colors.primary: #A8FF53 has a contrast of 1.23:1 against the light-mode background #ffffff (at least 3:1 keeps links and active items visible)",
      ]
    `);
    expect(contrastFindings({ primary: '#1D4ED8' }, locate, 'docs.json').map((f) => f.message)).toMatchInlineSnapshot(`
      [
        "colors.primary: #1D4ED8 has a contrast of 2.82:1 against the dark-mode background #0f1117 (at least 3:1 keeps links and active items visible); set colors.light to a lighter colour for dark mode",
      ]
    `);
    // 2.9985:1 fails, and reads as failing.
    expect(contrastRatio('#851EE7', '#0f1117')).toBeCloseTo(2.9985, 4);
    expect(contrastFindings({ primary: '#851EE7' }, locate, 'docs.json').map((f) => f.message)).toEqual([
      'colors.primary: #851EE7 has a contrast of 2.99:1 against the dark-mode background #0f1117 (at least 3:1 keeps links and active items visible); set colors.light to a lighter colour for dark mode',
    ]);
    // A forced light site never shows dark mode, so its dark-mode contrast is not checked.
    expect(contrastFindings({ primary: '#1D4ED8' }, locate, 'docs.json', 'light')).toEqual([]);
  });
});

test('a background with one side: a warning, and the other mode keeps its default', () => {
  const colors = { primary: '#0D9373', background: { dark: '#101820' } };
  expect(partialBackgroundFindings(colors, locate, 'docs.json').map((f) => `${f.rule} ${f.message}`)).toMatchInlineSnapshot(`
    [
      "config/partial-background colors.background sets only "dark"; light mode keeps the default background #ffffff (add "light": "#rrggbb" to choose it)",
    ]
  `);
  expect(themeStyle({ colors })).toContain('--ds-color-bg-light:#ffffff;--ds-color-bg-dark:#101820;');
  expect(partialBackgroundFindings({ primary: '#0D9373', background: { light: '#fff', dark: '#000' } }, locate, 'docs.json')).toEqual([]);
});

describe('anchor icons', () => {
  test('white on a dark colour, near-black where white would be under 3:1, checked against both gradient stops', () => {
    expect(anchorIconColours(undefined)).toBeUndefined();
    expect(anchorIconColours('#1D4ED8')).toEqual({ background: '#1D4ED8', foreground: '#ffffff' });
    expect(anchorIconColours('#FACC15')).toEqual({ background: '#FACC15', foreground: '#111827' });
    // The light end of the gradient decides: white has under 3:1 against #FDE68A.
    expect(anchorIconColours({ from: '#7C3AED', to: '#FDE68A' })).toEqual({
      background: 'linear-gradient(135deg, #7C3AED, #FDE68A)',
      foreground: '#111827',
    });
    expect(anchorIconColours({ from: '#7C3AED', to: '#DB2777' })?.foreground).toBe('#ffffff');
  });

  test('unknown anchor and top anchor icons are warned at their place; images and free names are not', () => {
    const findings = anchorIconFindings(
      {
        topAnchor: { name: 'Home', icon: 'book-opne', iconType: 'duotone' },
        anchors: [
          { name: 'API', url: 'api', icon: 'code', iconType: 'duotone', isDefaultHidden: false },
          { name: 'Chat', url: 'https://chat.example.com', icon: 'discord', iconType: 'brands', isDefaultHidden: false },
          { name: 'Logo', url: 'logo', icon: '/images/logo.svg', iconType: 'duotone', isDefaultHidden: false },
          { name: 'Pro', url: 'pro', icon: 'square-terminal', iconType: 'duotone', isDefaultHidden: false },
        ],
      },
      locate,
      'docs.json',
    );
    expect(findings.map((f) => `${f.rule} ${f.line}:${f.column} ${f.message}`)).toMatchInlineSnapshot(`
      [
        "component/unknown-icon 3:5 topAnchor.icon: icon "book-opne" is not in the free Font Awesome sets; did you mean "book-open"?; a placeholder is shown",
        "component/unknown-icon 3:5 anchors[3].icon: icon "square-terminal" is not in the free Font Awesome sets; did you mean "square-minus"?; a placeholder is shown",
      ]
    `);
  });
});

describe('modeToggle', () => {
  test('the spec rule: isHidden with default forces that mode', () => {
    expect(colorModeSettings({ modeToggle: { default: 'dark', isHidden: true } })).toEqual({ default: 'dark', forced: 'dark', showToggle: false });
    expect(colorModeSettings({ modeToggle: { default: 'light', isHidden: false } })).toEqual({ default: 'light', forced: null, showToggle: true });
    expect(colorModeSettings({ modeToggle: { isHidden: true } })).toEqual({ default: null, forced: null, showToggle: false });
    expect(colorModeSettings({})).toEqual({ default: null, forced: null, showToggle: true });
  });
});

describe('footer socials', () => {
  test('named links, unknown keys warned with a did-you-mean', () => {
    expect(socialLinks({ x: 'https://x.com/a', gihtub: 'https://github.com/a' }).map((s) => [s.label, s.known])).toEqual([
      ['X', true],
      ['gihtub', false],
    ]);
    expect(socialFindings({ gihtub: 'https://github.com/a' }, locate, 'docs.json')[0]?.message).toMatch(
      /^footerSocials: "gihtub" is not a known platform; did you mean "github"\?/,
    );
  });
});

describe('repository', () => {
  test('remotes become web URLs', () => {
    expect(webUrlOfRemote('git@github.com:acme/docs.git')).toBe('https://github.com/acme/docs');
    expect(webUrlOfRemote('https://github.com/acme/docs.git')).toBe('https://github.com/acme/docs');
    expect(webUrlOfRemote('ssh://git@gitlab.example.com:2222/acme/docs')).toBe('https://gitlab.example.com/acme/docs');
    expect(repoNameOf('https://github.com/acme/docs/tree/main')).toEqual({ owner: 'acme', name: 'docs' });
  });

  test('the option wins; edit and issue URLs', () => {
    const repo = resolveRepository({ option: { url: 'https://github.com/acme/docs/', branch: 'dev', path: '/site/docs/' }, docsRoot: '/nowhere' })!;
    expect(repo).toEqual({ url: 'https://github.com/acme/docs', branch: 'dev', docsPath: 'site/docs' });
    expect(editUrl(repo, 'guides/a b.mdx')).toBe('https://github.com/acme/docs/edit/dev/site/docs/guides/a%20b.mdx');
    const issue = new URL(issueUrl(repo, 'Intro', 'https://docs.example.com/intro/'));
    expect(issue.pathname).toBe('/acme/docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Intro');
    expect(issue.searchParams.get('body')).toContain('https://docs.example.com/intro/');
  });

  test('without an option or a code-hosting button, the git remote and the docs folder inside the checkout', () => {
    const checkout = mkdtempSync(join(tmpdir(), 'docsmith-repo-'));
    execFileSync('git', ['init', '-q', checkout]);
    execFileSync('git', ['-C', checkout, 'remote', 'add', 'origin', 'git@github.com:acme/site.git']);
    const docsRoot = join(checkout, 'site', 'docs');
    mkdirSync(docsRoot, { recursive: true });
    expect(resolveRepository({ docsRoot, cta: { type: 'link', url: 'https://app.example.com' } })).toEqual({
      url: 'https://github.com/acme/site',
      branch: 'main',
      docsPath: 'site/docs',
    });
    // A code-hosting button names the repository; the folder still comes from the checkout.
    expect(resolveRepository({ docsRoot, cta: { type: 'github', url: 'https://github.com/acme/other' } })?.url).toBe('https://github.com/acme/other');
  });

  test('a button on a user or an organisation shows its name; it has no repository and no star count', () => {
    expect(codeHostLabel('https://github.com/acme/widgets')).toBe('acme/widgets');
    expect(codeHostLabel('https://github.com/AIFlow-agent')).toBe('AIFlow-agent');
    expect(codeHostLabel('https://github.com/AIFlow-agent/')).toBe('AIFlow-agent');
    expect(codeHostLabel('https://github.com')).toBeUndefined();
    const docsRoot = mkdtempSync(join(tmpdir(), 'docsmith-repo-'));
    expect(resolveRepository({ docsRoot, cta: { type: 'github', url: 'https://github.com/AIFlow-agent' } })).toBeUndefined();
  });

  test('offline, the star count warning names and places the button as the file writes it', async () => {
    const env = { ...process.env };
    const root = mkdtempSync(join(tmpdir(), 'docsmith-stars-'));
    try {
      process.env.DOCSMITH_OFFLINE = '1';
      process.env.DOCSMITH_CACHE_DIR = join(root, '.cache');
      writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\ndescription: Home page.\n---\n\nText.\n');
      const starWarning = async (file: string, config: object) => {
        rmSync(join(root, 'docs.json'), { force: true });
        writeFileSync(join(root, file), JSON.stringify(config, null, 2));
        const site = await prepareSite(root);
        const repo = await repositoryData(site.config, undefined, root, site.configKey);
        return repo.findings.map(formatFinding);
      };
      const why = '(offline (DOCSMITH_OFFLINE=1) and no cached copy of https://api.github.com/repos/acme/widgets)';
      const current = { name: 'X', theme: 'mint', colors: { primary: '#0D9373' }, navbar: { primary: { type: 'github', href: 'https://github.com/acme/widgets' } }, navigation: { pages: ['index'] } };
      expect(await starWarning('docs.json', current)).toEqual([
        `docs.json:8:5: navbar.primary: no star count for acme/widgets ${why}; the button shows the repository without it [chrome/star-count-unavailable]`,
      ]);
      const legacy = { name: 'X', topbarCtaButton: { type: 'github', url: 'https://github.com/acme/widgets' }, navigation: [{ group: 'A', pages: ['index'] }] };
      expect(await starWarning('mint.json', legacy)).toEqual([
        `mint.json:3:3: topbarCtaButton: no star count for acme/widgets ${why}; the button shows the repository without it [chrome/star-count-unavailable]`,
      ]);
      // An organisation has no star count to ask for.
      expect(await starWarning('mint.json', { ...legacy, topbarCtaButton: { type: 'github', url: 'https://github.com/acme' } })).toEqual([]);
    } finally {
      process.env = env;
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('star counts are short', () => {
    expect([950, 1000, 1234, 45678, 1_200_000].map(formatCount)).toEqual(['950', '1k', '1.2k', '45.7k', '1.2M']);
  });
});

test('version rules and the background image under base', () => {
  expect(chromeStyle({ versions: ['v2', 'v1'], backgroundImage: '/img/bg.png' }, { base: '/docs', format: 'directory' })).toBe(
    ':root:not([data-version="v2"]) [data-ds-only-version="v2"]{display:none}' +
      ':root:not([data-version="v1"]) [data-ds-only-version="v1"]{display:none}' +
      ':root{--ds-background-image:url("/docs/img/bg.png")}',
  );
});
