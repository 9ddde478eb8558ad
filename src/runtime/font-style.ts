// The current format's `fonts`: a family for body text (and `heading`/`body` overrides), loaded the
// way it can be without the build fetching anything:
// - a `source` file (a path of the docs folder, or a web address) becomes an @font-face;
// - a family without `source` comes from an installed `@fontsource/<family-slug>` package when there
//   is one (its CSS is bundled by Vite with the site's stylesheets, so the font is served by the site);
// - otherwise the reader's browser loads it from Google Fonts with a stylesheet link, as the hosted
//   platform does.
// Values are untrusted: family names keep only letters, digits, spaces and hyphens, and every value
// is written as an escaped CSS string (src/util/escape.ts).
import { cssString } from '../util/escape.ts';
import { assetHref, isExternal, type UrlSettings } from '../util/urls.ts';

export interface FontSetting {
  family?: string;
  weight?: number;
  source?: string;
  format?: 'woff' | 'woff2';
}
export interface FontsSetting extends FontSetting {
  heading?: FontSetting;
  body?: FontSetting;
}

/** The weights the theme draws text in: loaded for a family that names no `weight`. */
const THEME_WEIGHTS = [400, 500, 600, 700];
const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css2';

function familyOf(setting: FontSetting | undefined): string | undefined {
  const family = typeof setting?.family === 'string' ? setting.family.replace(/[^\p{L}\p{N} -]/gu, '').replace(/\s+/g, ' ').trim() : '';
  return family || undefined;
}

/** `Open Sans` → `open-sans`, the name of its Fontsource package. */
export function fontPackageSlug(family: string): string {
  return family.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
}

/** The settings that name a family and how each is loaded: a file, a package or the browser. */
function settingsOf(fonts: FontsSetting): FontSetting[] {
  return [fonts, fonts.body, fonts.heading].filter((s): s is FontSetting => !!familyOf(s));
}

const formatOf = (setting: FontSetting): string | undefined =>
  setting.format ?? (/\.woff2(?:[?#]|$)/i.test(setting.source ?? '') ? 'woff2' : /\.woff(?:[?#]|$)/i.test(setting.source ?? '') ? 'woff' : undefined);

function fontFace(setting: FontSetting, urls: UrlSettings): string {
  const family = familyOf(setting)!;
  const href = isExternal(setting.source!) ? setting.source! : assetHref(setting.source!, urls);
  const format = formatOf(setting);
  const weight = setting.weight ? `font-weight:${setting.weight};` : '';
  return `@font-face{font-family:${cssString(family)};src:url(${cssString(href)})${format ? ` format(${cssString(format)})` : ''};${weight}font-display:swap}`;
}

export interface FontLoading {
  /** Absolute paths of installed Fontsource CSS files, imported with the site's stylesheets. */
  packageCss: string[];
  /** The Google Fonts stylesheet the reader's browser loads for the families not installed. */
  googleHref?: string;
}

/**
 * How each family without a `source` is loaded. `resolveCss('@fontsource/inter/400.css')` returns
 * the file when the package is installed (the caller decides where to look), else undefined.
 */
export function fontLoading(fonts: FontsSetting | undefined, resolveCss: (specifier: string) => string | undefined): FontLoading {
  const packageCss: string[] = [];
  const google = new Map<string, Set<number>>();
  for (const setting of fonts ? settingsOf(fonts) : []) {
    if (setting.source) continue;
    const family = familyOf(setting)!;
    const weights = setting.weight ? [setting.weight] : THEME_WEIGHTS;
    const files = weights.map((w) => resolveCss(`@fontsource/${fontPackageSlug(family)}/${w}.css`));
    if (files.some(Boolean)) {
      for (const file of files) if (file && !packageCss.includes(file)) packageCss.push(file);
    } else {
      const set = google.get(family) ?? new Set<number>();
      for (const w of weights) set.add(w);
      google.set(family, set);
    }
  }
  if (!google.size) return { packageCss };
  const params = [...google].map(([family, weights]) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${[...weights].sort((a, b) => a - b).join(';')}`);
  return { packageCss, googleHref: `${GOOGLE_FONTS_CSS}?${params.join('&')}&display=swap` };
}

export function fontStyle(fonts: FontsSetting | undefined, urls: UrlSettings): string {
  if (!fonts) return '';
  const body = familyOf(fonts.body) ?? familyOf(fonts);
  const heading = familyOf(fonts.heading);
  const faces = settingsOf(fonts)
    .filter((s) => s.source)
    .map((s) => fontFace(s, urls))
    .join('');
  const vars = [
    body ? `--ds-font-sans:${cssString(body)}, ui-sans-serif, system-ui, sans-serif;` : '',
    heading ? `--ds-font-heading:${cssString(heading)}, ui-sans-serif, system-ui, sans-serif;` : '',
  ].join('');
  // `:root:root`: this inline style comes before the bundled stylesheet, whose :root sets the defaults.
  return faces + (vars ? `:root:root{${vars}}` : '') + (heading ? 'h1,h2,h3,h4{font-family:var(--ds-font-heading)}' : '');
}
