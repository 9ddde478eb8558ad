// Which navbar, footer and banner a page of a language shows (pure, unit-tested): each part the
// language sets replaces the site's whole part; a part it leaves out is the site's. The language is
// the one that lists the page: a code may be listed in several places (each product's or version's
// languages), each with a chrome of its own.
import type { DocsConfig } from '../config/schema.ts';
import { languageScopeOfPage } from '../navigation/language-twins.ts';

export type ChromeKeys = Pick<DocsConfig, 'topbarLinks' | 'topbarCtaButton' | 'footerSocials' | 'footer' | 'banner'>;

export function chromeKeysFor(config: DocsConfig, pageId: string | undefined): ChromeKeys {
  const site: ChromeKeys = {
    topbarLinks: config.topbarLinks,
    topbarCtaButton: config.topbarCtaButton,
    footerSocials: config.footerSocials,
    footer: config.footer,
    banner: config.banner,
  };
  const own = pageId === undefined ? undefined : languageScopeOfPage(config.anchors ?? [], pageId)?.languageChrome;
  if (!own) return site;
  return {
    ...site,
    ...(own.navbar ? { topbarLinks: own.navbar.topbarLinks, topbarCtaButton: own.navbar.topbarCtaButton } : {}),
    ...(own.footer ? { footerSocials: own.footer.footerSocials, footer: own.footer.footer } : {}),
    ...(own.banner ? { banner: own.banner } : {}),
  };
}
