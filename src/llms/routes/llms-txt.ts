// /llms.txt: the site name, what it is, and every navigation page (generated operation pages too)
// grouped like the sidebar.
import type { APIRoute } from 'astro';
import { llmsTxt } from '../llms-txt.ts';
import { config, generatedMarkdownPages, markdownPages, navigation, siteDescription } from '../site-markdown.ts';

export const GET: APIRoute = async () => {
  const pages = await markdownPages();
  const inNavigation = new Set(navigation.order);
  const listed = new Map([...pages, ...generatedMarkdownPages()].filter(([id]) => inNavigation.has(id)));
  const text = llmsTxt({ name: config.name, description: siteDescription(pages), navigation, pages: listed, instructions: config.markdown?.instructions });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
