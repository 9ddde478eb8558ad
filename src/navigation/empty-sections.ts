// A tab, anchor, dropdown, product or language of the current format whose pages are all missing is
// left out of the page chrome (sections.ts): its link would lead nowhere. So is a version none of whose
// pages exists, from the version switch, when other versions have pages. Each missing page is reported
// where it is listed; this says what became of the section that held them.
import type { Finding } from '../diagnostics/reporter.ts';
import { formatJsonPath as formatPath } from '../config/json-location.ts';
import type { NavigationModel } from './model.ts';
import { isEmptySection, pageVersions, scopeOf, type SectionConfig } from './sections.ts';

type Locate = (path: (string | number)[]) => { file?: string; line?: number; column?: number } | undefined;

export function emptySectionFindings(config: SectionConfig, order: readonly string[], locate: Locate, file: string, realPath: (path: (string | number)[]) => (string | number)[] = (path) => path): Finding[] {
  const findings: Finding[] = [];
  const report = (path: (string | number)[], label: string, kind: string) => {
    const place = locate(path);
    findings.push({
      rule: 'nav/empty-section',
      file: place?.file ?? file,
      line: place?.line,
      column: place?.column,
      message: `${formatPath(realPath(path))}: none of the pages of ${kind} "${label}" exists, so it is left out of the navigation`,
    });
  };
  const anchors = config.anchors ?? [];
  (config.tabs ?? []).forEach((tab, index) => {
    const first = order.find((id) => scopeOf(id, config).tab === index);
    const items = anchors.some((item, i) => item.menuItem && item.insideTab === index && !isEmptySection(item, order.find((id) => scopeOf(id, config).anchor === i)));
    if (isEmptySection(tab, first) && !items) report(['tabs', index], tab.name, 'the tab');
  });
  anchors.forEach((anchor, index) => {
    const first = order.find((id) => scopeOf(id, config).anchor === index);
    if (isEmptySection(anchor, first)) report(['anchors', index], anchor.name, anchor.language ? 'the language' : 'the section');
  });
  return findings;
}

/**
 * The versions that hold pages, and a finding for each left out. A page of the navigation that carries
 * no version shows in every version (legacy folders tag only their older versions' pages), so while
 * there is one, every version keeps something to show and none is left out.
 */
export function versionsWithPages(config: SectionConfig, navigation: NavigationModel, locate: Locate, file: string, realPath: (path: (string | number)[]) => (string | number)[] = (path) => path): { versions: string[] | undefined; findings: Finding[] } {
  const named = config.versions;
  if (!named?.length) return { versions: named, findings: [] };
  const tagged = pageVersions(navigation, config, navigation.order);
  if (navigation.order.some((id) => !tagged.has(id))) return { versions: named, findings: [] };
  const used = new Set(tagged.values());
  const findings = named.flatMap((version, index): Finding[] => {
    if (used.has(version)) return [];
    const place = locate(['versions', index]);
    const where = formatPath(realPath(['versions', index]));
    return [{ rule: 'nav/empty-section', file: place?.file ?? file, line: place?.line, column: place?.column, message: `${where}: none of the pages of the version "${version}" exists, so it is left out of the version switch` }];
  });
  return { versions: named.filter((version) => used.has(version)), findings };
}
