// Named schemas deeper than a page inlines are written once as fragments and fetched on demand.
import { trimBase, type UrlSettings } from '../util/urls.ts';

export const FRAGMENT_FOLDER = '_docsmith/schemas';

/** The URL of a schema fragment, honouring `base` and `build.format`. */
export function fragmentHref(key: string, urls: UrlSettings): string {
  const base = trimBase(urls.base);
  return urls.format === 'file' ? `${base}/${FRAGMENT_FOLDER}/${key}.html` : `${base}/${FRAGMENT_FOLDER}/${key}/`;
}
