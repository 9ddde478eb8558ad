// Font Awesome names and styles (`iconType`) resolved against the free Font Awesome 7 sets from npm.
// The free sets have solid, regular and brands; the other styles map to the nearest free one, and a
// name missing from the preferred set is looked up in the others before it counts as unknown.
import { getIconData, iconToSVG } from '@iconify/utils';
import { icons as solid } from '@iconify-json/fa7-solid';
import { icons as regular } from '@iconify-json/fa7-regular';
import { icons as brands } from '@iconify-json/fa7-brands';
import { icons as lucide } from '@iconify-json/lucide';
import { icons as tabler } from '@iconify-json/tabler';
import { didYouMean } from '../util/did-you-mean.ts';

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin', 'regular'] as const;
export type IconType = (typeof ICON_TYPES)[number];

type FreeSet = 'solid' | 'regular' | 'brands';
type IconSet = Parameters<typeof getIconData>[0];
const SETS: Record<FreeSet, IconSet> = { solid, regular, brands };

/** The free sets to try, nearest style first. */
const LOOKUP_ORDER: Record<IconType, FreeSet[]> = {
  solid: ['solid', 'regular', 'brands'],
  'sharp-solid': ['solid', 'regular', 'brands'],
  duotone: ['solid', 'regular', 'brands'],
  regular: ['regular', 'solid', 'brands'],
  light: ['regular', 'solid', 'brands'],
  thin: ['regular', 'solid', 'brands'],
  brands: ['brands', 'solid', 'regular'],
};

export interface SvgIcon {
  /** The SVG's inner markup. */
  body: string;
  viewBox: string;
  set: FreeSet;
}

export function isIconType(value: unknown): value is IconType {
  return typeof value === 'string' && (ICON_TYPES as readonly string[]).includes(value);
}

/** `fa-house`, `fa-solid fa-house` and `house` all name `house`. */
export function normaliseIconName(name: string): string {
  const words = name.trim().toLowerCase().split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/^fa-/, '');
}

/**
 * `circle-1`…`circle-9` and `square-1`…`square-9` (paid Font Awesome icons authors use to number
 * screenshots) are drawn here: the shape in the current colour with the digit cut out in white.
 */
function numberIcon(name: string): SvgIcon | undefined {
  const match = /^(circle|square)-(\d)$/.exec(name);
  if (!match) return undefined;
  const shape =
    match[1] === 'circle' ? '<circle cx="256" cy="256" r="240" fill="currentColor"/>' : '<rect x="16" y="16" width="480" height="480" rx="64" fill="currentColor"/>';
  const digit = `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="320" font-weight="700" fill="#fff">${match[2]}</text>`;
  return { body: shape + digit, viewBox: '0 0 512 512', set: 'solid' };
}

/** Icon libraries a current-format docs.json may pick (`icons.library`); Font Awesome is the default. */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';
const LIBRARIES: Partial<Record<IconLibrary, IconSet>> = { lucide, tabler };

export function findIcon(name: string, iconType: IconType = 'solid', library: IconLibrary = 'fontawesome'): SvgIcon | undefined {
  const clean = normaliseIconName(name);
  const chosen = LIBRARIES[library];
  const data = chosen && getIconData(chosen, clean);
  if (data) {
    // Outline libraries: drawn with the current colour, as their own stroke attributes say.
    const svg = iconToSVG(data, { height: '1em' });
    return { body: svg.body, viewBox: svg.attributes.viewBox, set: 'regular' };
  }
  // A name the chosen library lacks (brands, mostly) is looked up in Font Awesome.
  for (const set of LOOKUP_ORDER[iconType]) {
    const data = getIconData(SETS[set], clean);
    if (!data) continue;
    const svg = iconToSVG(data, { height: '1em' });
    return { body: svg.body, viewBox: svg.attributes.viewBox, set };
  }
  return numberIcon(clean);
}

/** A known name close to `name`, for the warning about an unknown one. */
export function suggestIcon(name: string): string | undefined {
  const clean = normaliseIconName(name);
  return didYouMean(clean, [solid, regular, brands].flatMap((s) => Object.keys(s.icons)));
}

/** An `icon` value that is an image: a URL, a path, or a file name with an image extension. */
export function isIconImage(icon: string): boolean {
  return /^(?:[a-z]+:|\/|\.\.?\/)/i.test(icon) || /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i.test(icon);
}
