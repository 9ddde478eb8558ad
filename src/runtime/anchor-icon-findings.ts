// Setup-time check of the icon names of anchors and the top anchor: a name that no free Font Awesome
// set has is drawn as a neutral placeholder, so the author hears about it once, at its place in docs.json.
import type { DocsConfig } from '../config/schema.ts';
import { findingAt, type Finding } from '../diagnostics/reporter.ts';
import { formatJsonPath, type Place } from '../config/json-location.ts';
import { findIcon, isIconImage, suggestIcon } from '../icons/icon-sets.ts';
import { urlPolicyMessage, urlVerdict } from '../util/url-policy.ts';

export function anchorIconFindings(
  config: Pick<DocsConfig, 'anchors' | 'topAnchor' | 'icons'>,
  locate: (path: (string | number)[]) => Place | undefined,
  file: string,
): Finding[] {
  const icons: [string | undefined, (string | number)[]][] = [
    [config.topAnchor?.icon, ['topAnchor', 'icon']],
    ...(config.anchors ?? []).map((anchor, index): [string | undefined, (string | number)[]] => [anchor.icon, ['anchors', index, 'icon']]),
  ];
  return icons.flatMap(([icon, path]) => {
    // The site's icon library first (current format `icons.library`), as ChromeIcon draws them.
    if (icon && isIconImage(icon)) {
      // An image icon is a link like any other: one the URL policy refuses is drawn as the placeholder.
      const verdict = urlVerdict(icon);
      return verdict.kind === 'blocked' ? [findingAt('links/unsafe-url', file, locate(path), urlPolicyMessage(formatJsonPath(path), icon, verdict))] : [];
    }
    if (!icon || findIcon(icon, undefined, config.icons?.library)) return [];
    const place = locate(path);
    const suggestion = suggestIcon(icon);
    return [findingAt('component/unknown-icon', file, place, `${formatJsonPath(path)}: icon "${icon}" is not in the free Font Awesome sets${suggestion ? `; did you mean "${suggestion}"?` : ''}; a placeholder is shown`)];
  });
}
