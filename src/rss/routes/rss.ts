// <page>/rss.xml for every page with `rss: true`: its <Update> entries as an RSS feed (rss/feed.ts).
import type { APIRoute } from 'astro';
import { site, urls } from 'virtual:docsmith/config';
import { getSiteData, type DocsEntry } from '../../runtime/site-data.ts';
import { pageHref, slugOf } from '../../util/urls.ts';
import { onSite } from '../../llms/urls.ts';
import { feedEntries, rssXml } from '../feed.ts';
import { pageBody } from '../../runtime/page-body.ts';

export async function getStaticPaths() {
  const { entries } = await getSiteData();
  return entries.filter((entry) => entry.data.rss === true).map((entry) => ({ params: { slug: slugOf(entry.id) || 'index' }, props: { entry } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { entry } = props as { entry: DocsEntry };
  const { pages } = await getSiteData();
  const description = typeof entry.data.description === 'string' ? entry.data.description : undefined;
  const xml = rssXml({
    title: pages.get(entry.id)?.title ?? entry.id,
    description,
    pageUrl: onSite(pageHref(entry.id, urls), site),
    entries: feedEntries(pageBody(entry)),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
