// Every page as markdown at its URL plus `.md`.
import type { APIRoute } from 'astro';
import { getSiteData } from '../../runtime/site-data.ts';
import { markdownPage } from '../site-markdown.ts';
import { markdownSlug } from '../urls.ts';

export async function getStaticPaths() {
  const { entries } = await getSiteData();
  return entries.map((entry) => ({ params: { slug: markdownSlug(entry.id) }, props: { id: entry.id } }));
}

export const GET: APIRoute = async ({ props }) => {
  const page = await markdownPage((props as { id: string }).id);
  return new Response(page?.markdown ?? '', { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
