// Broken internal links for `docsmith lint`: the links module's checker over the page sources, with
// the site's paths read from the sources too (pages and their heading ids, asset files, redirect
// sources). The build runs the same checker later against the pages it wrote.
import { listAssetFiles, pageIdOf } from '../content/page-files.ts';
import { checkLinks, targetsFromSources, type PageSource } from '../links/check.ts';
import { expandRedirects } from '../redirects/expand.ts';
import type { SiteRule } from './index.ts';

export const BROKEN_LINKS_RULE: SiteRule = {
  id: 'links/broken',
  check: ({ root, pages, config }) => {
    const sources: PageSource[] = pages.map((p) => ({ id: pageIdOf(p.file), file: p.file, source: p.source }));
    const targets = targetsFromSources(sources, listAssetFiles(root));
    const redirects = expandRedirects({ redirects: config?.redirects ?? [], builtPaths: targets.pages });
    for (const page of redirects.pages) (targets.files as Set<string>).add(page.from);
    return checkLinks(sources, targets);
  },
};
