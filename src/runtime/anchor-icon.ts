// The square behind an anchor's icon: docs.json's colour or `from`/`to` gradient, and an icon colour
// (white, or near-black when white would fall under the 3:1 that icons need) checked against every
// stop, so the icon stays readable whatever colour the author picked, in both colour modes (the square
// does not change with the mode).
import type { SectionLink } from '../navigation/sections.ts';
import { contrastRatio } from './theme.ts';

const LIGHT_ICON = '#ffffff';
const DARK_ICON = '#111827';
/** WCAG non-text contrast: what a graphic such as an icon needs against its background. */
const ICON_CONTRAST = 3;

export interface AnchorIconColours {
  background: string;
  foreground: string;
}

export function anchorIconColours(color: SectionLink['color']): AnchorIconColours | undefined {
  if (!color) return undefined;
  const stops = typeof color === 'string' ? [color] : [color.from, color.to];
  const worst = (icon: string) => Math.min(...stops.map((stop) => contrastRatio(icon, stop)));
  return {
    background: typeof color === 'string' ? color : `linear-gradient(135deg, ${color.from}, ${color.to})`,
    foreground: worst(LIGHT_ICON) >= ICON_CONTRAST || worst(LIGHT_ICON) >= worst(DARK_ICON) ? LIGHT_ICON : DARK_ICON,
  };
}
