// /llms-full.txt: every navigation page as markdown (generated operation pages too), in reading order.
import type { APIRoute } from 'astro';
import { llmsFullTxt } from '../llms-txt.ts';
import { config, generatedMarkdownPages, markdownPages, navigation } from '../site-markdown.ts';

export const GET: APIRoute = async () => {
  const pages = new Map([...(await markdownPages()), ...generatedMarkdownPages()]);
  const ordered = navigation.order.flatMap((id) => {
    const page = pages.get(id);
    return page ? [{ title: page.title, description: page.description, body: '', url: page.href, markdown: page.markdown }] : [];
  });
  return new Response(llmsFullTxt(config.name, ordered, config.markdown?.instructions), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
