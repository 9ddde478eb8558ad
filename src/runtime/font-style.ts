// The current format's `fonts`: a family for body text (and `heading`/`body` overrides), and a
// `source` file of the docs folder served as an @font-face. Values are untrusted: family names keep
// only letters, digits, spaces and hyphens, and the file URL is written as an escaped CSS string.
import type { DocsConfig } from '../config/schema.ts';
import { assetHref, isExternal, type UrlSettings } from '../util/urls.ts';

interface FontSetting {
  family?: unknown;
  weight?: unknown;
  source?: unknown;
  format?: unknown;
}

/** A CSS string literal: every character outside a safe set is written as a CSS escape. */
export function cssString(text: string): string {
  return `"${text.replace(/[^\w\-./:@ ]/g, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;
}

function familyOf(setting: FontSetting | undefined): string | undefined {
  const family = typeof setting?.family === 'string' ? setting.family.replace(/[^\p{L}\p{N} -]/gu, '').trim() : '';
  return family || undefined;
}

function fontFace(setting: FontSetting | undefined, urls: UrlSettings): string {
  const family = familyOf(setting);
  if (!family || typeof setting?.source !== 'string' || isExternal(setting.source)) return '';
  const format = setting.format === 'woff' || setting.format === 'woff2' ? ` format("${setting.format}")` : '';
  const weight = typeof setting.weight === 'number' ? `font-weight:${Math.round(setting.weight)};` : '';
  return `@font-face{font-family:${cssString(family)};src:url(${cssString(assetHref(setting.source, urls))})${format};${weight}font-display:swap}`;
}

export function fontStyle(fonts: DocsConfig['fonts'], urls: UrlSettings): string {
  if (!fonts) return '';
  const all = fonts as FontSetting & { heading?: FontSetting; body?: FontSetting };
  const body = familyOf(all.body) ?? familyOf(all);
  const heading = familyOf(all.heading);
  const faces = [all, all.body, all.heading].map((s) => fontFace(s, urls)).join('');
  const vars = [
    body ? `--ds-font-sans:${cssString(body)}, ui-sans-serif, system-ui, sans-serif;` : '',
    heading ? `--ds-font-heading:${cssString(heading)}, ui-sans-serif, system-ui, sans-serif;` : '',
  ].join('');
  return faces + (vars ? `:root{${vars}}` : '') + (heading ? 'h1,h2,h3,h4{font-family:var(--ds-font-heading)}' : '');
}
