// The line above a page's title (the current format's `styling.eyebrows`): `section` shows the name
// of the sidebar group that holds the page, `breadcrumbs` the groups from the top one down to it.
// The hosted platform shows `section` when the key is unset, so a current-format site does too; a
// legacy site shows none unless it sets the key.
import type { DocsConfig } from '../config/schema.ts';
import type { NavigationModel } from '../navigation/model.ts';
import { groupTrailOf } from '../search/page-group.ts';

export type EyebrowStyle = 'section' | 'breadcrumbs';

export function eyebrowStyleOf(config: Pick<DocsConfig, 'format' | 'styling'>): EyebrowStyle | undefined {
  const set = config.styling?.eyebrows;
  if (set === 'section' || set === 'breadcrumbs') return set;
  return config.format === 'current' ? 'section' : undefined;
}

/** The labels shown above the title: one for `section`, the whole trail for `breadcrumbs`. */
export function eyebrowOf(config: Pick<DocsConfig, 'format' | 'styling'>, navigation: NavigationModel, pageId: string): string[] {
  const style = eyebrowStyleOf(config);
  const trail = style ? groupTrailOf(navigation, pageId) : undefined;
  if (!trail?.length) return [];
  return style === 'breadcrumbs' ? trail : [trail.at(-1)!];
}
