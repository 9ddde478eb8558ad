// Links authors write in component props (`href` of Card, Tile, Link): pages get their canonical URL,
// as links in markdown do. The set of page ids is made once per build, not once per link.
import { pages, urls } from 'virtual:docsmith/config';
import { resolveAuthorLink } from '../../src/util/urls.ts';

const idSets = new WeakMap<object, ReadonlySet<string>>();

export function authorLink(href: string): string {
  let pageIds = idSets.get(pages);
  if (!pageIds) idSets.set(pages, (pageIds = new Set(pages.map((p) => p.id))));
  return resolveAuthorLink(href, urls, { pageIds });
}
