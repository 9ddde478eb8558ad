// /llms.txt: the site name, what it is, and the navigation pages (generated operation pages too) of
// the home page's language and the default version, grouped like the sidebar; on a site with
// languages or versions, a list of each one's own llms.txt follows (../site-llms.ts).
import type { APIRoute } from 'astro';
import { scopeLlmsTxt, siteScopes } from '../site-llms.ts';

export const GET: APIRoute = async () => {
  const text = await scopeLlmsTxt(siteScopes()[0]!, true);
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
