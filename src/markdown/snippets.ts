// `<Snippet file="get-help.mdx" />` renders a file from the docs root's `snippets/` or `_snippets/`
// folder. `virtual:docsmith/snippets` lists those files with a lazy import each, so a page loads only
// the snippets it uses.
import { globSync } from 'tinyglobby';
import type { Plugin } from 'vite';

const ID = 'virtual:docsmith/snippets';
const RESOLVED = `\0${ID}`;

export function listSnippetFiles(root: string): string[] {
  return globSync(['snippets/**/*.{md,mdx}', '_snippets/**/*.{md,mdx}'], { cwd: root, ignore: ['**/node_modules/**'] }).sort();
}

/** The keys a `file` attribute may match: as written, then inside each snippets folder. */
export function snippetCandidates(file: string): string[] {
  const clean = file.replace(/^\.?\/+/, '');
  const withExt = /\.mdx?$/.test(clean) ? [clean] : [`${clean}.mdx`, `${clean}.md`];
  return withExt.flatMap((f) => [f, `snippets/${f}`, `_snippets/${f}`]);
}

export function snippetsModuleSource(root: string): string {
  const entries = listSnippetFiles(root).map(
    (file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(`${root.replace(/\/+$/, '')}/${file}`)}),`,
  );
  return `export const snippets = {\n${entries.join('\n')}\n};\n`;
}

export function snippetsPlugin(getDocsRoot: () => string): Plugin {
  return {
    name: 'docsmith:snippets',
    resolveId: {
      order: 'pre',
      filter: { id: /^virtual:docsmith\/snippets$/ },
      handler: () => RESOLVED,
    },
    load: {
      filter: { id: /^\0virtual:docsmith\/snippets$/ },
      handler: () => snippetsModuleSource(getDocsRoot()),
    },
  };
}
