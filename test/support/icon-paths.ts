// The shapes an inline SVG icon draws, compared by path data so that the browser's serialisation
// (`<path/>` read back as `<path></path>`) does not matter.
import { findIcon, type IconType } from '../../src/icons/icon-sets.ts';

/** The `d` of every path in the free-set icon that `name` and `iconType` resolve to. */
export function iconPaths(name: string, iconType: IconType): string[] {
  const body = findIcon(name, iconType)?.body ?? '';
  const paths = [...body.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1]!);
  // An empty list would make every comparison with a placeholder pass.
  if (!paths.length) throw new Error(`no path data for the icon "${name}" (${iconType})`);
  return paths;
}
