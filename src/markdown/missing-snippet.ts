// What a page shows in place of a snippet import whose file does not exist, on either page path
// (a bundled module: repairs/vite-plugin.ts; compiled while rendering: runtime/compiled-page.ts).
export function missingSnippetText(source: string): string {
  return `Snippet “${source}” is missing.`;
}
