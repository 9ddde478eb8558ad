// Snippets written as JSX components (`snippets/Card.jsx`: `export const Hello = () => <p>Hi</p>`),
// which hosted-platform pages import. Vite compiles JSX for React by default, and an Astro site has
// no React: the docs root's `.jsx` files are compiled for Astro's own JSX runtime instead, the one
// MDX pages use, so such a component renders on the server like any MDX content (components that use
// React hooks or browser events need React, which Docsmith does not add).
import { sep } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

export function jsxSnippetsPlugin(getDocsRoot: () => string): Plugin {
  return {
    name: 'docsmith:jsx-snippets',
    enforce: 'pre',
    transform: {
      filter: { id: /\.jsx$/ },
      async handler(code, id) {
        const root = getDocsRoot();
        if (!id.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return undefined;
        const result = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'astro' } });
        return { code: result.code, map: result.map };
      },
    },
  };
}
