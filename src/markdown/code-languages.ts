// The code block languages the highlighter knows: every language and alias Shiki bundles, its plain
// names (`text`, `txt`, `plain`, `ansi`), and the fences Docsmith turns into something else (`mermaid`
// diagrams; `math`, which Astro leaves unhighlighted). Any other fence is shown as plain text, which
// `docsmith lint` and the build report at the fence (src/lint/rules.ts, `code/unknown-language`).
import { bundledLanguages } from 'shiki/langs';

const OWN_FENCES = ['mermaid', 'math'];
const PLAIN = ['text', 'txt', 'plain', 'plaintext', 'ansi'];

export const KNOWN_CODE_LANGUAGES: readonly string[] = [...Object.keys(bundledLanguages), ...PLAIN, ...OWN_FENCES];

const known = new Set(KNOWN_CODE_LANGUAGES);

export function isKnownCodeLanguage(lang: string): boolean {
  return known.has(lang);
}
