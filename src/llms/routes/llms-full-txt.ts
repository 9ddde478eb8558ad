// /llms-full.txt: the navigation pages of the home page's language and the default version as
// markdown (generated operation pages too), in reading order.
import type { APIRoute } from 'astro';
import { scopeLlmsFullTxt, siteScopes } from '../site-llms.ts';

export const GET: APIRoute = async () => {
  return new Response(await scopeLlmsFullTxt(siteScopes()[0]!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
