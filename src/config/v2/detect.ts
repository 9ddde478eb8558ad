// Which docs.json format a file is in. The shape of `navigation` decides: an object is the current
// format, an array the legacy one. A current-format `theme` counts only when `navigation` is missing
// or neither; `mint.json` is legacy unless its `navigation` is an object. Signals that disagree give a
// warning, and the shape wins.
import type { Finding } from '../../diagnostics/reporter.ts';
import type { JsonPath } from './refs.ts';
import type { Place } from '../json-location.ts';

/** `theme` values of the current format (the legacy format's themes have other names). */
export const CURRENT_THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;

/**
 * Top-level keys only the current format has: their presence beside an array `navigation` is
 * suspicious. The page features (`contextual`, `banner`, `variables`…) are not among them: a legacy
 * docs.json may set them too, as Docsmith's extensions of that format.
 */
const CURRENT_ONLY_KEYS = ['navbar', 'appearance', 'fonts', 'icons', 'styling', 'errors', 'interaction'];

export type ConfigFormat = 'legacy' | 'current';

export function detectFormat(
  fileName: string,
  value: Record<string, unknown>,
  locate: (path: JsonPath) => (Place & { file?: string }) | undefined,
): { format: ConfigFormat; findings: Finding[] } {
  const navigation = value.navigation;
  const currentTheme = typeof value.theme === 'string' && (CURRENT_THEMES as readonly string[]).includes(value.theme);
  const warn = (path: JsonPath, message: string): Finding => {
    const place = locate(path);
    return { rule: 'config/format-signals', file: place?.file ?? fileName, line: place?.line, column: place?.column, message };
  };
  if (fileName === 'mint.json') {
    // The current format belongs in docs.json; a mint.json written in it is read in it all the same.
    if (!navigation || typeof navigation !== 'object' || Array.isArray(navigation)) return { format: 'legacy', findings: [] };
    return { format: 'current', findings: [warn(['navigation'], '"navigation" is an object, so mint.json is read in the current format, which belongs in docs.json: rename the file to docs.json')] };
  }
  if (Array.isArray(navigation)) {
    const signals = [...CURRENT_ONLY_KEYS.filter((key) => key in value).map((key) => `"${key}"`), ...(currentTheme ? [`"theme": "${value.theme}"`] : [])];
    return {
      format: 'legacy',
      findings: signals.length
        ? [warn(['navigation'], `"navigation" is an array, so ${fileName} is read in the legacy format, but ${signals.join(', ')} belong${signals.length === 1 ? 's' : ''} to the current format; make "navigation" an object to use the current format`)]
        : [],
    };
  }
  if (navigation && typeof navigation === 'object') return { format: 'current', findings: [] };
  return { format: currentTheme ? 'current' : 'legacy', findings: [] };
}
