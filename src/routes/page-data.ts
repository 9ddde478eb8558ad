// Everything the page route shows for one collection entry, decided in one place so that
// src/routes/page.astro only renders: the content (bundled, or compiled while rendering), the
// headings of the table of contents, the operation or schema of `openapi:`/`openapi-schema:` pages
// and the playground of `api:` pages. The sidebar and the previous/next links come from the
// navigation model in DocsLayout.
import { render } from 'astro:content';
import { config, docsRoot, options } from 'virtual:docsmith/config';
import { hasPanel, isApiPage } from '../../components/content/api-examples.ts';
import type { DocsEntry } from '../runtime/site-data.ts';
import { operationForPage, schemaForPage } from '../openapi/render.ts';
import { apiStore } from '../openapi/route-store.ts';
import { playgroundOfEntry } from '../playground/page-playground.ts';
import { leftToCompile } from '../content/compiled-pages.ts';
import { compilePage } from '../runtime/compiled-page.ts';
import { pageBody } from '../runtime/page-body.ts';

export async function pageRouteData(entry: DocsEntry) {
  // Pages without ESM of their own are compiled here rather than bundled (see markdown/page-compiler.ts).
  const { Content, headings } = leftToCompile(entry)
    ? await compilePage(entry.filePath!, docsRoot)
    : await render(entry as Parameters<typeof render>[0]);
  // `openapi:` pages: the operation first, then the page's own content.
  const api = operationForPage(apiStore, entry.id);
  // `openapi-schema:` pages: the schema's fields first, then the page's own content.
  const schema = schemaForPage(apiStore, entry.id);
  // The page's text, read once from its file (the data store keeps no bodies) for the two checks below.
  const body = pageBody(entry);
  return {
    Content,
    // The schema's fields come before the page's own headings, and so does their entry in the table of contents.
    headings: schema && 'node' in schema ? [{ depth: 2, slug: 'schema-fields', text: `${schema.name} fields` }, ...headings] : headings,
    // API pages, and pages with a <Panel>, which fills the right-hand column like an API page.
    apiPage: isApiPage(entry.data) || hasPanel({ data: entry.data, body }),
    api,
    schema,
    // `api:` pages: the playground from the page's ParamFields and docs.json `api`.
    playground: playgroundOfEntry({ ...entry, body }, config, options.playgroundProxy),
  };
}
