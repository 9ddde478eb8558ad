// What each page's social image shows: its title, its top navigation group and the site's name, in
// the docs.json colours.
import type { SiteModel } from '../site.ts';
import { titleFromId } from '../content/frontmatter.ts';
import { groupTrailOf } from '../search/page-group.ts';
import type { ThumbnailJob } from './write.ts';

export function thumbnailJobs(site: Pick<SiteModel, 'config' | 'navigation' | 'pages'>): ThumbnailJob[] {
  const appearance = site.config.thumbnails?.appearance ?? 'light';
  const colors = site.config.colors;
  const accent = (appearance === 'dark' ? (colors?.light ?? colors?.primary) : colors?.primary) ?? '#0d9373';
  return site.pages.map((page) => {
    const title = typeof page.frontmatter.title === 'string' && page.frontmatter.title.trim() ? page.frontmatter.title : titleFromId(page.id);
    const eyebrow = groupTrailOf(site.navigation, page.id)?.[0];
    return { pageId: page.id, title, siteName: site.config.name, ...(eyebrow ? { eyebrow } : {}), appearance, accent };
  });
}
