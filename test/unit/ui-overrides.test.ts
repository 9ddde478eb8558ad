// The `components` and `strings` options: what they accept, and the module that maps layout parts.
import { expect, it } from 'vitest';
import { docsmithOptionsSchema } from '../../src/options.ts';
import { componentsModule, OVERRIDABLE_COMPONENTS } from '../../src/ui/overrides.ts';
import { en } from '../../src/i18n/strings/en.ts';
import { resolveUiStrings } from '../../src/i18n/ui-strings.ts';

it('accepts the replaceable parts and the known strings, and names a mistyped key', () => {
  expect(docsmithOptionsSchema.parse({ components: { Footer: './src/Footer.astro' }, strings: { next: 'Suivant' } })).toMatchObject({
    components: { Footer: './src/Footer.astro' },
    strings: { next: 'Suivant' },
  });
  const wrongPart = docsmithOptionsSchema.safeParse({ components: { Foot: './src/Footer.astro' } });
  expect(wrongPart.success).toBe(false);
  expect(wrongPart.error!.issues[0]!.message).toContain('"Foot"');
  expect(docsmithOptionsSchema.safeParse({ strings: { onThisPag: 'x' } }).success).toBe(false);
});

it('maps each part to the project component given, relative to the project root, else to Docsmith\'s own', () => {
  const text = componentsModule({ Footer: './src/Footer.astro', Header: 'my-theme/Header.astro' }, '/site');
  expect(text).toContain('export { default as Footer } from "/site/src/Footer.astro";');
  expect(text).toContain('export { default as Header } from "my-theme/Header.astro";');
  expect(text).toMatch(/export \{ default as Sidebar \} from ".*\/components\/chrome\/Sidebar\.astro";/);
  expect(text.split('\n')).toHaveLength(Object.keys(OVERRIDABLE_COMPONENTS).length);
});

it('fills the strings not given with Docsmith\'s', () => {
  expect(resolveUiStrings('en', { next: 'Suivant' }).strings).toEqual({ ...en, next: 'Suivant' });
});
