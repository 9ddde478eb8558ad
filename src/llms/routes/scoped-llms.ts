// /<language>/<version>/llms.txt and llms-full.txt: each language and version's own pair, on a site
// that has languages or versions (../scopes.ts).
import type { APIRoute } from 'astro';
import { scopeLlmsFullTxt, scopeLlmsTxt, siteScopes } from '../site-llms.ts';
import type { LlmsScope } from '../scopes.ts';

export function getStaticPaths() {
  return siteScopes()
    .filter((scope) => scope.path)
    .flatMap((scope) => (['llms', 'llms-full'] as const).map((file) => ({ params: { scope: scope.path, file }, props: { scope } })));
}

export const GET: APIRoute = async ({ props, params }) => {
  const { scope } = props as { scope: LlmsScope };
  const text = params.file === 'llms-full' ? await scopeLlmsFullTxt(scope) : await scopeLlmsTxt(scope, false);
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
