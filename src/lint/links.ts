// Broken internal links for `docsmith lint`: the links module's checker over the page sources and
// docs.json's own links (top bar, logo, banner, redirect destinations), with the site's paths read
// from the sources too (pages and their heading ids, asset files, redirect sources, and the text files
// a build writes: each page's markdown twin and the llms.txt pairs). The build runs the same checker
// later against the files it wrote.
import { listAssetFiles, pageIdOf } from '../content/page-files.ts';
import { checkLinks, targetsFromSources, type PageSource } from '../links/check.ts';
import { checkConfigLinks } from '../links/config-links.ts';
import { snippetLinkSources } from '../links/snippet-sources.ts';
import { languagesOfAnchors, llmsFilePath, llmsPairs, llmsScopes } from '../llms/scopes.ts';
import { markdownSlug } from '../llms/urls.ts';
import { expandRedirects } from '../redirects/expand.ts';
import type { DocsConfig } from '../config/schema.ts';
import type { SiteRule } from './index.ts';

/** The markdown twins and llms.txt files a build of these pages writes, as site paths. */
function textFilePaths(pageIds: string[], config: DocsConfig | undefined): string[] {
  const scopes = llmsScopes({ languages: languagesOfAnchors(config?.anchors ?? []), versions: config?.versions ?? [] });
  return [
    ...pageIds.map((id) => `/${markdownSlug(id)}.md`),
    ...llmsPairs(scopes).flatMap((pair) => [llmsFilePath(pair, 'llms.txt'), llmsFilePath(pair, 'llms-full.txt')]),
  ];
}

export const BROKEN_LINKS_RULE: SiteRule = {
  id: 'links/broken',
  check: ({ root, pages, config, configPlace }) => {
    const sources: PageSource[] = pages.map((p) => ({ id: pageIdOf(p.file), file: p.file, source: p.source }));
    const targets = targetsFromSources(sources, listAssetFiles(root));
    const redirects = expandRedirects({ redirects: config?.redirects ?? [], builtPaths: targets.pages });
    const files = targets.files as Set<string>;
    for (const page of redirects.pages) files.add(page.from);
    // A build gives a site without a root page a home that redirects to its first page (redirects/home.ts).
    if (sources.length) files.add('/');
    for (const path of textFilePaths(sources.map((s) => s.id), config)) files.add(path);
    return [...checkLinks([...sources, ...snippetLinkSources(root)], targets), ...(config && configPlace ? checkConfigLinks(config, configPlace.file, configPlace.locate, targets) : [])];
  },
};
