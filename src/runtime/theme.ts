// docs.json `colors` as CSS custom properties: `primary` in light mode, `light` as the primary colour
// in dark mode, `dark` for important buttons, and the two backgrounds. Also the contrast check that
// warns when a primary colour is hard to see on its mode's background.
import type { DocsConfig } from '../config/schema.ts';
import { findingAt, type Finding } from '../diagnostics/reporter.ts';
import type { Place } from '../config/json-location.ts';

export const DEFAULT_PRIMARY = '#0D9373';
const DEFAULT_BG_LIGHT = '#ffffff';
const DEFAULT_BG_DARK = '#0f1117';

/** Below this ratio a primary colour (links, active items, focus rings) is hard to see (WCAG non-text contrast). */
export const MIN_CONTRAST = 3;

interface ResolvedColors {
  primary: string;
  primaryDarkMode: string;
  button: string;
  bgLight: string;
  bgDark: string;
}

function resolveColors(colors: DocsConfig['colors']): ResolvedColors {
  const primary = colors?.primary ?? DEFAULT_PRIMARY;
  return {
    primary,
    primaryDarkMode: colors?.light ?? primary,
    button: colors?.dark ?? primary,
    bgLight: colors?.background?.light ?? DEFAULT_BG_LIGHT,
    bgDark: colors?.background?.dark ?? DEFAULT_BG_DARK,
  };
}

export function themeStyle(config: Pick<DocsConfig, 'colors'>): string {
  const c = resolveColors(config.colors);
  return (
    `:root{--ds-color-primary:${c.primary};--ds-color-primary-dark-mode:${c.primaryDarkMode};` +
    `--ds-color-button:${c.button};--ds-color-bg-light:${c.bgLight};--ds-color-bg-dark:${c.bgDark};}`
  );
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  const channel = (i: number) => {
    const v = parseInt(full.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colors.background` with one side: the other mode keeps its default background, which the author may not expect. */
export function partialBackgroundFindings(colors: DocsConfig['colors'], locate: (path: (string | number)[]) => Place | undefined, file: string): Finding[] {
  const background = colors?.background;
  if (!background || (background.light && background.dark) || (!background.light && !background.dark)) return [];
  const [set, missing, fallback] = background.light ? ['light', 'dark', DEFAULT_BG_DARK] : ['dark', 'light', DEFAULT_BG_LIGHT];
  return [
    findingAt(
      'config/partial-background',
      file,
      locate(['colors', 'background']),
      `colors.background sets only "${set}"; ${missing} mode keeps the default background ${fallback} (add "${missing}": "#rrggbb" to choose it)`,
    ),
  ];
}

export function contrastFindings(
  colors: DocsConfig['colors'],
  locate: (path: (string | number)[]) => Place | undefined,
  file: string,
  /** A mode forced by modeToggle: the other mode never shows, so it is not checked. */
  forced: 'light' | 'dark' | null = null,
): Finding[] {
  if (!colors) return [];
  const c = resolveColors(colors);
  const checks = [
    { key: 'primary', color: c.primary, bg: c.bgLight, mode: 'light' },
    { key: colors.light ? 'light' : 'primary', color: c.primaryDarkMode, bg: c.bgDark, mode: 'dark' },
  ].filter((check) => !forced || check.mode === forced);
  return checks.flatMap(({ key, color, bg, mode }) => {
    const ratio = contrastRatio(color, bg);
    if (ratio >= MIN_CONTRAST) return [];
    const place = locate(['colors', key]);
    const hint = mode === 'dark' && key === 'primary' ? '; set colors.light to a lighter colour for dark mode' : '';
    // Rounded, but never up to the minimum it fails: 2.9985 reads "2.99", not "3.00".
    const shown = (Math.min(Math.round(ratio * 100), MIN_CONTRAST * 100 - 1) / 100).toFixed(2);
    return [findingAt('config/low-contrast', file, place, `colors.${key}: ${color} has a contrast of ${shown}:1 against the ${mode}-mode background ${bg} (at least ${MIN_CONTRAST}:1 keeps links and active items visible)${hint}`)];
  });
}
