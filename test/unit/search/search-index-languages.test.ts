// A large site of several languages gets its search index one language at a time: the built files
// are grouped by their `<html lang>` into one glob per language (folders of one language whole), and
// the parts Pagefind writes are put together into the same index one run over every page writes.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { languageGlobs } from '../../../src/search/language-globs.ts';
import { buildSearchIndex } from '../../../src/search/build-index.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function page(language: string | undefined, words: string): string {
  const lang = language ? ` lang="${language}"` : '';
  return `<!DOCTYPE html><html${lang}><head><title>${words}</title></head><body><nav>menu</nav><main id="ds-content" data-pagefind-body><h1>${words}</h1><p>${words} and more words</p></main></body></html>`;
}

/** A built site: path -> language (undefined: no lang attribute, as sidebar fragments). */
function builtSite(files: Record<string, string | undefined>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsmith-search-'));
  made.push(dir);
  for (const [path, language] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), page(language, `${path.replace(/[^a-z]/gi, ' ')} ${language ?? 'none'}`));
  }
  writeFileSync(join(dir, 'style.css'), 'body {}');
  return dir;
}

function filesOf(dir: string): Map<string, string> {
  return new Map(
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), readFileSync(path).toString('base64')];
      }),
  );
}

test('languages in folders of their own: one folder pattern each; files without a language go with the first', () => {
  const dir = builtSite({
    'en/index.html': 'en', 'en/guide/index.html': 'en', 'fr/index.html': 'fr', 'fr/guide/index.html': 'fr',
    'ar/index.html': 'ar', '404.html': 'en', '_docsmith/nav/group.html': undefined,
  });
  expect(languageGlobs(dir)).toEqual(['{_docsmith/**/*.html,ar/**/*.html}', '{404.html,en/**/*.html}', 'fr/**/*.html']);
});

test('the default language at the root: its folders and root files, apart from the other languages', () => {
  const dir = builtSite({ 'index.html': 'en', 'guides/setup/index.html': 'en', 'api/get/index.html': 'en', 'es/index.html': 'es', 'es/guides/setup/index.html': 'es' });
  expect(languageGlobs(dir)).toEqual(['{index.html,api/**/*.html,guides/**/*.html}', 'es/**/*.html']);
});

test('versions above languages: a folder of several languages is split into its folders', () => {
  const dir = builtSite({ 'v1/en/a/index.html': 'en', 'v1/ja/a/index.html': 'ja', 'v2/en/a/index.html': 'en', 'v2/ja/a/index.html': 'ja', 'changelog/index.html': 'en' });
  expect(languageGlobs(dir)).toEqual(['{changelog/**/*.html,v1/en/**/*.html,v2/en/**/*.html}', '{v1/ja/**/*.html,v2/ja/**/*.html}']);
});

test('one language, or fewer pages than the threshold: one run over every page', () => {
  expect(languageGlobs(builtSite({ 'index.html': 'en', 'guide/index.html': 'en', 'x.html': undefined }))).toBeUndefined();
  const two = builtSite({ 'en/index.html': 'en', 'fr/index.html': 'fr' });
  expect(languageGlobs(two, 3)).toBeUndefined();
  expect(languageGlobs(two, 2)).toEqual(['en/**/*.html', 'fr/**/*.html']);
});

test('languages mixed file by file in many folders: one run', () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 120; i++) {
    files[`s${i}/a.html`] = 'en';
    files[`s${i}/b.html`] = 'de';
  }
  expect(languageGlobs(builtSite(files))).toBeUndefined();
});

test('folder names with glob characters are written as literals', () => {
  const dir = builtSite({ 'a(b)/index.html': 'en', 'x,y/index.html': 'de', '{z}/[q]/index.html': 'de' });
  expect(languageGlobs(dir)).toEqual(['{x\\,y/**/*.html,\\{z\\}/**/*.html}', 'a\\(b\\)/**/*.html']);
});

test('the index built a language at a time is the index built at once, file for file and byte for byte', async () => {
  const dir = builtSite({
    'index.html': 'en', 'guides/setup/index.html': 'en', 'x,y/index.html': 'en', 'a(b)/index.html': 'en',
    'fr/index.html': 'fr', 'fr/guides/setup/index.html': 'fr', '{z}/index.html': 'fr',
    'v1/ja/index.html': 'ja', 'v1/en/old/index.html': 'en', 'pt-BR/index.html': 'pt-BR', '_docsmith/nav/g.html': undefined,
  });
  const byLanguage = await buildSearchIndex(dir, { output: join(dir, 'by-language'), splitFrom: 0 });
  const atOnce = await buildSearchIndex(dir, { output: join(dir, 'at-once'), splitFrom: Number.POSITIVE_INFINITY });
  expect(byLanguage.runs).toBe(4);
  expect(atOnce.runs).toBe(1);
  expect(byLanguage.errors).toEqual([]);
  const split = filesOf(join(dir, 'by-language'));
  const whole = filesOf(join(dir, 'at-once'));
  const entry = JSON.parse(Buffer.from(whole.get('pagefind-entry.json')!, 'base64').toString()) as { languages: Record<string, unknown> };
  expect(Object.keys(entry.languages)).toEqual(['en', 'fr', 'ja', 'pt-br']);
  expect([...split.keys()].sort()).toEqual([...whole.keys()].sort());
  for (const [path, bytes] of whole) expect(split.get(path), path).toBe(bytes);
  // The parts are written beside the output and removed.
  expect(readdirSync(dir).filter((name) => name.startsWith('.pagefind-parts-'))).toEqual([]);
});

test('a page whose language the globs could not see lands in another language’s part: one run, nothing lost', async () => {
  const dir = builtSite({ 'en/index.html': 'en', 'en/guide/index.html': 'en', 'fr/index.html': 'fr' });
  // Its <html lang> comes after more than the bytes read for it.
  writeFileSync(join(dir, 'en/late.html'), `<!DOCTYPE html><!-- ${'x'.repeat(2000)} -->${page('fr', 'tardif')}`);
  expect(languageGlobs(dir)).toEqual(['en/**/*.html', 'fr/**/*.html']);
  const result = await buildSearchIndex(dir, { output: join(dir, 'by-language'), splitFrom: 0 });
  await buildSearchIndex(dir, { output: join(dir, 'at-once'), splitFrom: Number.POSITIVE_INFINITY });
  expect(result.runs).toBe(1);
  expect(filesOf(join(dir, 'by-language'))).toEqual(filesOf(join(dir, 'at-once')));
});
