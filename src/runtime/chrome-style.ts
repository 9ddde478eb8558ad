// Per-site CSS that is not colour: which versioned navigation shows for the version on <html>, the
// background image behind every page, and the current format's fonts. Config strings go through
// cssString (src/util/escape.ts) so none can end the rule or the <style> element.
import type { DocsConfig } from '../config/schema.ts';
import { cssString } from '../util/escape.ts';
import { assetHref, type UrlSettings } from '../util/urls.ts';
import { fontStyle } from './font-style.ts';

export function chromeStyle(config: Pick<DocsConfig, 'versions' | 'backgroundImage' | 'fonts'>, urls: UrlSettings): string {
  const versions = (config.versions ?? []).map((v) => cssString(v));
  const hideOtherVersions = versions
    .map((v) => `:root:not([data-version=${v}]) [data-ds-only-version=${v}]{display:none}`)
    .join('');
  const image = config.backgroundImage
    ? `:root{--ds-background-image:url(${cssString(assetHref(config.backgroundImage, urls))})}`
    : '';
  return hideOtherVersions + image + fontStyle(config.fonts, urls);
}
