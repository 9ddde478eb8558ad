// docs.json `colors` as CSS custom properties: `primary` in light mode, `light` as the primary colour
// in dark mode, `dark` for important buttons, and the two backgrounds.
import type { DocsConfig } from '../config/schema.ts';

export const DEFAULT_PRIMARY = '#0D9373';
const DEFAULT_BG_LIGHT = '#ffffff';
const DEFAULT_BG_DARK = '#0f1117';

export function themeStyle(config: Pick<DocsConfig, 'colors'>): string {
  const colors = config.colors;
  const primary = colors?.primary ?? DEFAULT_PRIMARY;
  const primaryDarkMode = colors?.light ?? primary;
  const button = colors?.dark ?? primary;
  const bgLight = colors?.background?.light ?? DEFAULT_BG_LIGHT;
  const bgDark = colors?.background?.dark ?? DEFAULT_BG_DARK;
  return (
    `:root{--ds-color-primary:${primary};--ds-color-primary-dark-mode:${primaryDarkMode};` +
    `--ds-color-button:${button};--ds-color-bg-light:${bgLight};--ds-color-bg-dark:${bgDark};}`
  );
}
