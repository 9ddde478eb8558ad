// The markdown of the site's pages, as the endpoints serve it. Runs inside Astro (collection and
// virtual module); the conversion itself is in to-markdown.ts.
import { getSiteData, navigation, urls, config } from '../runtime/site-data.ts';
import { site } from 'virtual:docsmith/config';
import { pageHref, resolveAuthorLink } from '../util/urls.ts';
import { pageMarkdown, type LlmsPage } from './llms-txt.ts';
import { markdownHref, onSite } from './urls.ts';
import { generatedMarkdown, generatedSummaries, pageOperationMarkdown } from '../openapi/render.ts';

export { navigation, config, site };

function descriptionOf(data: Record<string, unknown>): string | undefined {
  return typeof data.description === 'string' && data.description.trim() ? data.description.trim() : undefined;
}

export interface MarkdownPage extends LlmsPage {
  id: string;
  markdown: string;
}

export async function markdownPages(): Promise<Map<string, MarkdownPage>> {
  const { entries, pages } = await getSiteData();
  const result = new Map<string, MarkdownPage>();
  const pageIds = new Set(entries.map((e) => e.id));
  for (const entry of entries) {
    const title = pages.get(entry.id)?.title ?? entry.id;
    const description = descriptionOf(entry.data);
    const href = onSite(pageHref(entry.id, urls), site);
    const markdown = pageMarkdown(
      { title, description, body: entry.body ?? '', lead: pageOperationMarkdown(entry.id) },
      { mdx: !/\.md$/i.test(entry.filePath ?? ''), resolveUrl: (url) => resolveAuthorLink(url, urls, { pageIds, fromPageId: entry.id }) },
    );
    result.set(entry.id, { id: entry.id, title, description, href, markdownHref: onSite(markdownHref(entry.id, urls), site), markdown });
  }
  return result;
}

/**
 * Generated operation pages as llms.txt lists them. Their markdown is built when asked for (`markdown`
 * is a getter): a large description has hundreds of them and llms.txt needs only titles and links.
 */
export function generatedMarkdownPages(): Map<string, MarkdownPage> {
  const result = new Map<string, MarkdownPage>();
  for (const page of generatedSummaries()) {
    result.set(page.id, {
      id: page.id,
      title: page.title,
      description: page.description,
      href: onSite(pageHref(page.id, urls), site),
      markdownHref: onSite(markdownHref(page.id, urls), site),
      get markdown() {
        return generatedMarkdown(page.id) ?? '';
      },
    });
  }
  return result;
}

/** What the site is about, for llms.txt: the home page's description (docs.json has no such field). */
export function siteDescription(pages: Map<string, MarkdownPage>): string | undefined {
  return pages.get('index')?.description ?? pages.get(navigation.order[0] ?? '')?.description;
}
