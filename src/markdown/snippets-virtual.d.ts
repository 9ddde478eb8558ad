declare module 'virtual:docsmith/snippets' {
  /** Snippet files by path relative to the docs root (`_snippets/get-help.mdx`), each loaded lazily. */
  export const snippets: Record<string, () => Promise<{ Content?: unknown; default?: unknown }>>;
}
