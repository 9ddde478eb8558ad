// Per-site CSS that is not colour: which versioned navigation shows for the version on <html>, the
// background image behind every page, and the current format's fonts.
import type { DocsConfig } from '../config/schema.ts';
import { assetHref, type UrlSettings } from '../util/urls.ts';
import { fontStyle } from './font-style.ts';

export function chromeStyle(config: Pick<DocsConfig, 'versions' | 'backgroundImage' | 'fonts'>, urls: UrlSettings): string {
  const versions = (config.versions ?? []).map((v) => JSON.stringify(v));
  const hideOtherVersions = versions
    .map((v) => `:root:not([data-version=${v}]) [data-ds-only-version=${v}]{display:none}`)
    .join('');
  const image = config.backgroundImage
    ? `:root{--ds-background-image:url(${JSON.stringify(assetHref(config.backgroundImage, urls))})}`
    : '';
  return hideOtherVersions + image + fontStyle(config.fonts, urls);
}
