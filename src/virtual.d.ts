declare module 'virtual:docsmith/config' {
  export const config: import('./config/schema.ts').DocsConfig;
  export const navigation: import('./navigation/model.ts').NavigationModel;
  /** Absolute path of the docs root. */
  export const docsRoot: string;
  /** `docs.json` or `mint.json`. */
  export const configFile: string;
  export const pages: { id: string; file: string }[];
  export const options: import('./options.ts').DocsmithOptions;
  export const urls: import('./util/urls.ts').UrlSettings;
  /** OpenAPI pages: generated operation pages and `openapi:` pages (titles, method badges). */
  export const api: import('./openapi/site-api.ts').ApiVirtualData;
  /** Astro's `site`, when set. */
  export const site: string | null;
  /** "Last updated" times (epoch ms) by page id, when docs.json `timestamps` or a page asks for them. */
  export const lastUpdated: Record<string, number>;
  /** The Google Fonts stylesheet for `fonts` families no installed package provides, or null. */
  export const fontsLink: string | null;
  /** The feedback buttons' repository and the call-to-action's star count, resolved at setup. */
  export const repository: import('./runtime/repository-data.ts').RepositoryData;
}

/** The API stage's store (descriptions, generated pages), serialised; revived by src/openapi/route-store.ts. */
declare module 'virtual:docsmith/api' {
  export const store: string;
}

declare module 'virtual:docsmith/user-css' {}

/** The replaceable layout parts: the project's components where given, else Docsmith's (src/ui/overrides.ts). */
declare module 'virtual:docsmith/components' {
  export const Header: typeof import('../components/chrome/Topbar.astro').default;
  export const Sidebar: typeof import('../components/chrome/Sidebar.astro').default;
  export const PageTitle: typeof import('../components/chrome/PageTitle.astro').default;
  export const TableOfContents: typeof import('../components/chrome/TableOfContents.astro').default;
  export const Footer: typeof import('../components/chrome/Footer.astro').default;
}

/** The search dialog, imported when search first opens (src/vite/lazy-chunks.ts). */
declare module 'virtual:docsmith/lazy/search-dialog' {
  const load: () => Promise<typeof import('../components/islands/search/dialog.ts')>;
  export default load;
}
