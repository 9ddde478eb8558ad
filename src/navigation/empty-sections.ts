// A tab, anchor, dropdown, product or language of the current format whose pages are all missing is
// left out of the page chrome (sections.ts): its link would lead nowhere. So is a version none of whose
// pages exists, from the version switch, when other versions have pages. Each missing page is reported
// where it is listed; this says what became of the section that held them. The site model's sections
// hold only the pages that exist (withExistingPages), so that nothing built from them (the language
// switch, hreflang links, the sitemap, llms.txt) leads to a page that is not there.
import { findingAtKey, type Finding, type WrittenKey } from '../diagnostics/reporter.ts';
import { pageOfRef, type NavigationModel } from './model.ts';
import { inAnchor, isEmptySection, pageVersions, scopeOf, type SectionConfig } from './sections.ts';

/** The site model's (src/site.ts): a config path as the file writes it, and where. */
type ConfigKey = (path: (string | number)[]) => WrittenKey;

export function emptySectionFindings(config: SectionConfig, order: readonly string[], configKey: ConfigKey): Finding[] {
  const findings: Finding[] = [];
  const report = (path: (string | number)[], label: string, kind: string) => {
    findings.push(findingAtKey('nav/empty-section', configKey(path), `none of the pages of ${kind} "${label}" exists, so it is left out of the navigation`));
  };
  const anchors = config.anchors ?? [];
  (config.tabs ?? []).forEach((tab, index) => {
    const first = order.find((id) => scopeOf(id, config).tab === index);
    const items = anchors.some((item, i) => item.menuItem && item.insideTab === index && !isEmptySection(item, order.find((id) => inAnchor(id, i, config))));
    if (isEmptySection(tab, first) && !items) report(['tabs', index], tab.name, 'the tab');
  });
  anchors.forEach((anchor, index) => {
    const first = order.find((id) => inAnchor(id, index, config));
    if (isEmptySection(anchor, first)) report(['anchors', index], anchor.name, anchor.language ? 'the language' : 'the section');
  });
  return findings;
}

/**
 * The config with each tab's and anchor's pages cut to those that exist, by their page ids (an entry
 * naming a folder becomes its index page, model.ts pageOfRef). The indexes of tabs and anchors stay.
 */
export function withExistingPages<T extends SectionConfig>(config: T, pageIds: ReadonlySet<string>): T {
  const existing = <S extends { pages?: string[] }>(section: S): S =>
    section.pages ? { ...section, pages: section.pages.map((ref) => pageOfRef(ref, pageIds)).filter((id) => pageIds.has(id)) } : section;
  return { ...config, ...(config.tabs ? { tabs: config.tabs.map(existing) } : {}), ...(config.anchors ? { anchors: config.anchors.map(existing) } : {}) };
}

/**
 * The config with only the versions that hold pages, and a finding for each left out. A page of the
 * navigation that carries no version shows in every version (legacy folders tag only their older
 * versions' pages), so while there is one, every version keeps something to show and none is left out.
 */
export function withVersionsThatHavePages<T extends SectionConfig>(config: T, navigation: NavigationModel, configKey: ConfigKey): { config: T; findings: Finding[] } {
  const named = config.versions;
  if (!named?.length) return { config, findings: [] };
  const tagged = pageVersions(navigation, config, navigation.order);
  if (navigation.order.some((id) => !tagged.has(id))) return { config, findings: [] };
  const used = new Set(tagged.values());
  const findings = named.flatMap((version, index) =>
    used.has(version) ? [] : [findingAtKey('nav/empty-section', configKey(['versions', index]), `none of the pages of the version "${version}" exists, so it is left out of the version switch`)],
  );
  return { config: findings.length ? { ...config, versions: named.filter((version) => used.has(version)) } : config, findings };
}
