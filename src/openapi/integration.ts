// Glue between the integration and the API side: prepares the descriptions for a site model (adding
// generated sidebar groups and findings to it), and keeps the result for the routes.
import type { SiteModel } from '../site.ts';
import type { DocsmithOptions } from '../options.ts';
import { prepareApi, withApiNavigation, type ApiPageSummary } from './site-api.ts';
import { setApiStore } from './store.ts';
import { placeOperationPages } from './navigation-operations.ts';

export interface ApiVirtualData {
  /** Generated operation pages (titles and method badges for the sidebar). */
  generated: ApiPageSummary[];
  /** Pages with `openapi:` front matter: defaults for title and the method badge. */
  referenced: ApiPageSummary[];
}

export interface SiteApi {
  data: ApiVirtualData;
  /** Folders of generated pages: one injected route each. */
  bases: string[];
}

/** Loads the site's OpenAPI files (once) and extends `site` in place with their navigation and findings. */
export async function prepareSiteApi(site: SiteModel, options: DocsmithOptions): Promise<SiteApi> {
  const entries = site.operations ?? [];
  const api = await prepareApi(site.root, site.config, site.pages, options, {
    entries,
    place: (entry) => {
      const place = site.locate(entry.path);
      return { file: place?.file ?? site.configFile, line: place?.line, column: place?.column };
    },
  });
  setApiStore(api.store);
  if (api.navigationPages.length) {
    // The operation entries of the navigation take their place in it, then the model is made again.
    placeOperationPages(api.navigationPages);
    site.navigation = site.renavigate(api.navigationPages.map((p) => p.page.id)).model;
  }
  site.navigation = withApiNavigation(site.navigation, api.groups);
  // An `openapi:` page without a title takes the operation's summary.
  const titled = new Set(api.referencedPages.map((p) => p.id));
  const pageFile = new Map(site.pages.map((p) => [p.file, p.id]));
  site.findings = [
    ...site.findings.filter((f) => !(f.rule === 'page/missing-title' && f.file && titled.has(pageFile.get(f.file) ?? ''))),
    ...api.findings,
  ];
  return { data: { generated: api.generatedPages, referenced: api.referencedPages }, bases: api.bases };
}
