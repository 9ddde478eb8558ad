import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findSiteFiles, siteScriptSource } from '../../../src/migration/site-files.ts';
import { classCandidates } from '../../../src/migration/class-candidates.ts';
import { siteClassCandidates, utilityCss } from '../../../src/migration/utilities.ts';
import { snippetCandidates, snippetsModuleSource } from '../../../src/markdown/snippets.ts';

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-site-files-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the folder\'s own .css and .js files', () => {
  test('are found, except config files, dot-files, node_modules and non-site folders', () => {
    const root = folder({
      'style.css': '', 'theme/extra.css': '', 'analytics.js': '', 'widgets/chat.js': '',
      'tailwind.config.js': '', 'postcss.config.cjs': '', '.hidden.js': '', '.cache/a.css': '',
      'node_modules/pkg/index.js': '', 'dist/app.js': '', '_private/x.js': '',
    });
    expect(findSiteFiles(root)).toEqual({ css: ['style.css', 'theme/extra.css'], js: ['analytics.js', 'widgets/chat.js'] });
    expect(siteScriptSource('/site', ['a.js'])).toBe('import "/site/a.js";');
  });
});

describe('utility classes', () => {
  test('candidates come from class and className in prose, not from code samples', () => {
    const source = '<img className="dark:hidden w-full" />\n<div class=\'block rounded-xl ds-own\'>x</div>\n<p className={"h-8"}>y</p>\n\n```html\n<div class="p-9">code</div>\n```\n';
    expect(classCandidates(source).sort()).toEqual(['block', 'dark:hidden', 'h-8', 'rounded-xl', 'w-full']);
  });

  test('the site\'s candidates: the pages\' as the setup found them, plus the snippets\', each page read once', () => {
    const root = folder({
      'guide.mdx': '<div className="read-by-the-setup">x</div>\n',
      'snippets/badge.mdx': '<span class="rounded-xl">x</span>\n',
      '_shared/note.mdx': '<p className="w-full">x</p>\n',
    });
    // The setup's candidates stand for guide.mdx, which is not read again.
    const known = { files: new Set(['guide.mdx']), candidates: ['from-the-setup'] };
    expect(siteClassCandidates(root, known)).toEqual(['from-the-setup', 'rounded-xl', 'w-full']);
  });

  test('only the given utilities are generated, dark: on the data-theme attribute', async () => {
    const css = await utilityCss(['dark:hidden', 'w-full', 'not-a-utility']);
    expect(css).toContain('.w-full {\n  width: 100%;\n}');
    expect(css).toContain('.dark\\:hidden:where([data-theme=dark], [data-theme=dark] *) {\n  display: none;\n}');
    expect(css).not.toContain('not-a-utility');
    expect(css).not.toMatch(/box-sizing|margin: 0;/); // no preflight
    await expect(utilityCss([])).resolves.toBe('');
  });
});

describe('snippets', () => {
  test('a file attribute matches the path as written, then each snippets folder', () => {
    expect(snippetCandidates('get-help.mdx')).toEqual(['get-help.mdx', 'snippets/get-help.mdx', '_snippets/get-help.mdx']);
    expect(snippetCandidates('/snippets/a')).toEqual(['snippets/a.mdx', 'snippets/snippets/a.mdx', '_snippets/snippets/a.mdx', 'snippets/a.md', 'snippets/snippets/a.md', '_snippets/snippets/a.md']);
  });

  test('the virtual module lists both folders with a lazy import each', () => {
    const root = folder({ '_snippets/get-help.mdx': '', 'snippets/intro.mdx': '', 'snippets/sub/deep.md': '', 'page.mdx': '' });
    expect(snippetsModuleSource(root)).toBe(
      `export const snippets = {\n  "_snippets/get-help.mdx": () => import("${root}/_snippets/get-help.mdx"),\n  "snippets/intro.mdx": () => import("${root}/snippets/intro.mdx"),\n  "snippets/sub/deep.md": () => import("${root}/snippets/sub/deep.md"),\n};\n`,
    );
  });
});
