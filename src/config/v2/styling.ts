// The current format's `styling`, checked key by key: `eyebrows` (section or breadcrumbs), `latex`
// (maths on or off) and `codeblocks` (the Shiki themes of code blocks). A wrong value is a placed
// warning with a did-you-mean and leaves Docsmith's default in place.
import { bundledThemesInfo } from 'shiki/themes';
import type { DocsConfig } from '../schema.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import type { SiteKeysReport } from './site-keys.ts';
import type { JsonPath } from './refs.ts';

const KEYS = ['eyebrows', 'latex', 'codeblocks'];
const EYEBROWS = ['section', 'breadcrumbs'];
/** Every theme name Shiki ships, the names the format's `codeblocks` takes. */
export const CODE_THEMES = bundledThemesInfo.map((t) => t.id);
/** Docsmith's own colours are Shiki's CSS-variables theme: naming it keeps them. */
const DEFAULT_THEME = 'css-variables';
/** `dark`: dark code blocks in both modes, with the theme Docsmith's dark colours follow. */
const DARK_THEME = 'github-dark';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function themeName(value: unknown, path: JsonPath, report: SiteKeysReport): string | undefined {
  if (typeof value === 'string' && (CODE_THEMES.includes(value) || value === DEFAULT_THEME)) return value;
  const shown = JSON.stringify(value);
  report('config/invalid-value', path, `${path.join('.')}: expected a Shiki theme name such as "github-light" or "dracula", got ${shown}${typeof value === 'string' ? didYouMeanSuffix(value, CODE_THEMES) : ''}; the default colours are kept`);
  return undefined;
}

/** `system`, `dark`, a theme name, `{ light, dark }`, or `{ theme: one of those }` as a theme per mode. */
function readCodeThemes(value: unknown, path: JsonPath, report: SiteKeysReport): { light: string; dark: string } | undefined {
  if (value === 'system') return undefined;
  if (value === 'dark') return { light: DARK_THEME, dark: DARK_THEME };
  if (isRecord(value) && 'theme' in value) {
    for (const key of Object.keys(value)) {
      if (key === 'languages') report('config/compatibility-key', [...path, key], `${path.join('.')}.languages: custom grammars are not loaded by Docsmith yet; their blocks are shown as plain text`);
      else if (key !== 'theme') report('config/unknown-key', [...path, key], `unknown key "${path.join('.')}.${key}"${didYouMeanSuffix(key, ['theme', 'languages'])}; it is ignored`);
    }
    return readCodeThemes(value.theme, [...path, 'theme'], report);
  }
  if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      if (key !== 'light' && key !== 'dark') report('config/unknown-key', [...path, key], `unknown key "${path.join('.')}.${key}"${didYouMeanSuffix(key, ['light', 'dark'])}; it is ignored`);
    }
    const light = value.light === undefined ? undefined : themeName(value.light, [...path, 'light'], report);
    const dark = value.dark === undefined ? undefined : themeName(value.dark, [...path, 'dark'], report);
    if (!light && !dark) return undefined;
    const themes = { light: light ?? DEFAULT_THEME, dark: dark ?? DEFAULT_THEME };
    return themes.light === DEFAULT_THEME && themes.dark === DEFAULT_THEME ? undefined : themes;
  }
  const name = themeName(value, path, report);
  return name && name !== DEFAULT_THEME ? { light: name, dark: name } : undefined;
}

export function readStyling(value: unknown, report: SiteKeysReport): DocsConfig['styling'] {
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    report('config/invalid-value', ['styling'], `styling: expected an object like { "eyebrows": "breadcrumbs" }, got ${JSON.stringify(value)}; it is ignored`);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) report('config/unknown-key', ['styling', key], `unknown key "styling.${key}"${didYouMeanSuffix(key, KEYS)}; it is ignored`);
  }
  const out: NonNullable<DocsConfig['styling']> = {};
  if (value.eyebrows !== undefined) {
    if (typeof value.eyebrows === 'string' && EYEBROWS.includes(value.eyebrows)) out.eyebrows = value.eyebrows as 'section' | 'breadcrumbs';
    else report('config/invalid-value', ['styling', 'eyebrows'], `styling.eyebrows: expected "section" or "breadcrumbs", got ${JSON.stringify(value.eyebrows)}${typeof value.eyebrows === 'string' ? didYouMeanSuffix(value.eyebrows, EYEBROWS) : ''}; "section" is used`);
  }
  if (value.latex !== undefined) {
    if (typeof value.latex === 'boolean') out.latex = value.latex;
    else report('config/invalid-value', ['styling', 'latex'], `styling.latex: expected true or false, got ${JSON.stringify(value.latex)}; maths is rendered where a page has it`);
  }
  if (value.codeblocks !== undefined) {
    const themes = readCodeThemes(value.codeblocks, ['styling', 'codeblocks'], report);
    if (themes) out.codeblocks = themes;
  }
  return out;
}
