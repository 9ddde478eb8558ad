// Code blocks: dual light/dark Shiki themes that follow the colour mode through CSS variables, so
// switching modes never re-renders. Transformers for titles, line highlights and the copy button
// are added to the returned config.
import type { ShikiTransformer } from 'shiki';

// The high-contrast variant: plain github-light's red (#D73A49) and orange (#E36209) tokens fall below
// WCAG AA contrast (4.5:1) on the light code background, which axe reports as a serious violation.
export const LIGHT_THEME = 'github-light-high-contrast';
export const DARK_THEME = 'github-dark';

export const codeBlockTransformers: ShikiTransformer[] = [];

export function codeBlockShikiConfig(current: Record<string, unknown>): Record<string, unknown> {
  const userThemes = current.themes && Object.keys(current.themes as object).length > 0;
  return {
    themes: userThemes ? current.themes : { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    transformers: [...((current.transformers as ShikiTransformer[] | undefined) ?? []), ...codeBlockTransformers],
  };
}
