// Every page as markdown at its URL plus `.md`, generated operation pages included. In a build, the
// route hands the integration the function that makes the pages' twins and the llms.txt files
// (../text-files.ts) and renders only the generated operation pages' twins.
import type { APIRoute } from 'astro';
import { getSiteData } from '../../runtime/site-data.ts';
import { markdownPage } from '../site-markdown.ts';
import { siteTextFiles } from '../site-text-files.ts';
import { handOverTextFiles, textFilesExpected } from '../text-files.ts';
import { markdownSlug } from '../urls.ts';
import { generatedMarkdown, generatedSummaries } from '../../openapi/render.ts';
import { apiStore } from '../../openapi/route-store.ts';

export async function getStaticPaths() {
  const generated = generatedSummaries(apiStore).map((page) => ({ params: { slug: markdownSlug(page.id) }, props: { id: page.id, generated: true } }));
  if (textFilesExpected()) {
    handOverTextFiles(siteTextFiles);
    return generated;
  }
  const { entries } = await getSiteData();
  return [...entries.map((entry) => ({ params: { slug: markdownSlug(entry.id) }, props: { id: entry.id, generated: false } })), ...generated];
}

export const GET: APIRoute = async ({ props }) => {
  const { id, generated } = props as { id: string; generated: boolean };
  // A generated operation page's twin is built from its own operation alone, never from the whole site.
  const markdown = generated ? generatedMarkdown(apiStore, id) : (await markdownPage(id))?.markdown;
  return new Response(markdown ?? '', { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
