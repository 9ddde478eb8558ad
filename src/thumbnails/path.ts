// Where a page's social image is written and served (kept apart from the renderer, so that pages
// import no drawing code).

/** `/_docsmith/og/guides/intro.png`. */
export function thumbnailPath(pageId: string): string {
  return `/_docsmith/og/${pageId}.png`;
}

const idSets = new WeakMap<readonly { id: string }[], ReadonlySet<string>>();

/** Whether `pageId` is a docs page (generated operation pages get no image); the set is made once. */
export function hasThumbnail(pages: readonly { id: string }[], pageId: string): boolean {
  let ids = idSets.get(pages);
  if (!ids) idSets.set(pages, (ids = new Set(pages.map((p) => p.id))));
  return ids.has(pageId);
}
