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
  /** Astro's `site`, when set. */
  export const site: string | null;
}

declare module 'virtual:docsmith/user-css' {}
