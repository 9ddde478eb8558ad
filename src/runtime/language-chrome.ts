// The top bar's links, the footer and the banner of the page being rendered: a page of a language of
// `navigation.languages` shows that language's own `navbar`, `footer` and `banner` where it sets
// them, the site's otherwise. The layout records the page (usePageLanguage) before the
// chrome renders; components read their part with chromeKeysOf(Astro.locals).
import { config } from 'virtual:docsmith/config';
import { renderedPageOf } from './ui-strings.ts';
import { chromeKeysFor, type ChromeKeys } from './language-chrome-keys.ts';

export type { ChromeKeys };

export function chromeKeysOf(locals: object): ChromeKeys {
  return chromeKeysFor(config, renderedPageOf(locals));
}
