// Which navbar, footer and banner a page of a language shows (pure, unit-tested): each part the
// language sets replaces the site's whole part; a part it leaves out is the site's.
import type { DocsConfig } from '../config/schema.ts';

export type ChromeKeys = Pick<DocsConfig, 'topbarLinks' | 'topbarCtaButton' | 'footerSocials' | 'footer' | 'banner'>;

export function chromeKeysFor(config: DocsConfig, languageCode: string | undefined): ChromeKeys {
  const site: ChromeKeys = {
    topbarLinks: config.topbarLinks,
    topbarCtaButton: config.topbarCtaButton,
    footerSocials: config.footerSocials,
    footer: config.footer,
    banner: config.banner,
  };
  if (languageCode === undefined) return site;
  const own = config.anchors?.find((anchor) => anchor.language === languageCode && anchor.languageChrome)?.languageChrome;
  if (!own) return site;
  return {
    ...site,
    ...(own.navbar ? { topbarLinks: own.navbar.topbarLinks, topbarCtaButton: own.navbar.topbarCtaButton } : {}),
    ...(own.footer ? { footerSocials: own.footer.footerSocials, footer: own.footer.footer } : {}),
    ...(own.banner ? { banner: own.banner } : {}),
  };
}
