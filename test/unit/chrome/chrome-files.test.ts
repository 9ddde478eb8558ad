// Logo, favicon and background image files docs.json names that are not in the docs folder: reported, and left out of
// the config the chrome renders, per colour mode, so that no page links a file that is not there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DocsConfig } from '../../../src/config/schema.ts';
import { chromeFilePaths, missingChromeFileFindings, withoutMissingChromeFiles } from '../../../src/runtime/chrome-files.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'docsmith-chrome-files-'));
  mkdirSync(join(root, 'logo'));
  writeFileSync(join(root, 'logo/dark.svg'), '<svg/>');
  writeFileSync(join(root, 'icon.png'), 'png');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = (config: Partial<DocsConfig>) => ({ name: 'Site', navigation: [], ...config }) as DocsConfig;
const chrome = (config: Partial<DocsConfig>) => {
  const { logo, favicon, favicons, backgroundImage } = withoutMissingChromeFiles(site(config), root);
  return { logo, favicon, favicons, backgroundImage };
};

test('a logo missing in one mode is left out of that mode only, and its link stays', () => {
  expect(chrome({ logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: '/home' } })).toEqual({ logo: { light: '', dark: '/logo/dark.svg', href: '/home' } });
  expect(chrome({ logo: { light: '/logo/dark.svg', dark: 'logo/none.svg', href: '/' } })).toEqual({ logo: { light: '/logo/dark.svg', dark: '', href: '/' } });
  expect(chrome({ logo: { light: '/a.svg', dark: '/b.svg', href: '/' } })).toEqual({ logo: { light: '', dark: '', href: '/' } });
});

test('a single logo or favicon that is missing is no logo or favicon', () => {
  expect(chrome({ logo: '/logo.svg', favicon: '/favicon.svg' })).toEqual({});
  expect(chrome({ logo: 'logo/dark.svg', favicon: 'icon.png' })).toEqual({ logo: 'logo/dark.svg', favicon: 'icon.png' });
});

test('favicons per mode keep the mode whose file is there', () => {
  expect(chrome({ favicon: '/none.png', favicons: { light: '/none.png', dark: '/icon.png' } })).toEqual({ favicons: { light: '', dark: '/icon.png' } });
  expect(chrome({ favicon: '/a.png', favicons: { light: '/a.png', dark: '/b.png' } })).toEqual({});
});

test('URLs, and paths that climb out of the folder, are not judged', () => {
  const config = { logo: { light: 'https://cdn.example.com/logo.svg', dark: '../outside.svg', href: '/' }, favicon: 'data:image/png;base64,AA==' };
  expect(chrome(config)).toEqual(config);
  expect(missingChromeFileFindings(site(config), root, (path) => ({ path, file: 'docs.json' }))).toEqual([]);
});

test('the files the dev server watches for are the folder paths docs.json names', () => {
  const config = site({ logo: { light: '/logo/light.svg', dark: 'https://cdn.example.com/d.svg', href: '/' }, favicon: 'icon.png' });
  expect(chromeFilePaths(config, root)).toEqual([join(root, 'logo/light.svg'), join(root, 'icon.png')]);
});

test('the report says what pages show instead, at the key as written', () => {
  const config = site({ logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: '/' }, favicon: '/favicon.svg', backgroundImage: '/images/bg.png' });
  // The current format writes the background image as background.image.
  const configKey = (path: (string | number)[]) => ({ path: path[0] === 'backgroundImage' ? ['background', 'image'] : path, file: 'docs.json', line: 3, column: 5 });
  expect(missingChromeFileFindings(config, root, configKey).map((f) => `${f.file}:${f.line}:${f.column}: ${f.message}`)).toMatchInlineSnapshot(`
    [
      "docs.json:3:5: logo.light: "/logo/light.svg" is not in the docs folder (looked for logo/light.svg); the top bar shows the site name in its place",
      "docs.json:3:5: favicon: "/favicon.svg" is not in the docs folder (looked for favicon.svg); pages link no icon",
      "docs.json:3:5: background.image: "/images/bg.png" is not in the docs folder (looked for images/bg.png); pages show no background image",
    ]
  `);
});

test('a background image that is not there is left out of every page', () => {
  expect(chrome({ backgroundImage: '/images/bg.png' })).toEqual({});
  writeFileSync(join(root, 'bg.png'), 'png');
  expect(chrome({ backgroundImage: '/bg.png' })).toEqual({ backgroundImage: '/bg.png' });
});
