// The docs.json schema. Every field of the product specification, with its default and a description
// that editors show through the generated JSON Schema (docs.schema.json). Keys that real hosted-platform
// files carry beyond the specification are declared at the end, so that they are accepted (and used
// where they mean something here) instead of being reported as unknown.
import { z } from 'astro/zod';
import type { FontsSetting } from '../runtime/font-style.ts';
import { pageFeatureKeys } from './page-features-schema.ts';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A hex colour such as `#0D9373`. */
export const hexColor = z
  .string()
  .regex(HEX, { message: 'expected a hex colour like "#0D9373"' })
  .describe('A hex colour such as "#0D9373".');

/** Icon styles of the icon library; the last five appear in real files beyond the specification. */
export const ICON_TYPES = [
  'brands',
  'duotone',
  'light',
  'sharp-solid',
  'solid',
  'thin',
  'regular',
  'sharp-light',
  'sharp-regular',
  'sharp-thin',
  'sharp-duotone-solid',
] as const;

const iconType = z.enum(ICON_TYPES).describe('Style of the icon: brands, duotone, light, sharp-solid, solid, thin or regular.');

/** One entry of a navigation group: a page path, or a nested group. */
export interface NavigationGroup {
  group: string;
  pages: Array<string | NavigationGroup>;
  icon?: string;
  iconType?: (typeof ICON_TYPES)[number];
  version?: string;
  [key: string]: unknown;
}

/** The accent colours, the same keys in both docs.json formats. */
export const accentColors = {
  primary: hexColor.describe('Primary colour in light mode: highlights, section headers, accents.'),
  light: hexColor.optional().describe('Primary colour for dark mode.'),
  dark: hexColor.optional().describe('Primary colour for important buttons.'),
};

const navigationGroup: z.ZodType<NavigationGroup> = z.lazy(() =>
  z.strictObject({
    group: z.string().describe('Name of the group; an empty name shows the pages without a heading.'),
    pages: z
      .array(z.union([z.string().describe('Page path relative to the docs root, without extension.'), navigationGroup]))
      .describe('Pages of the group: paths without extension, or nested groups.'),
    icon: z.string().optional().describe('Icon shown beside the group name.'),
    iconType: iconType.optional(),
    version: z.string().optional().describe('Shows the group only while this version is selected.'),
    expanded: z.boolean().optional().describe('Opens the group by default in the sidebar.'),
  }),
) as z.ZodType<NavigationGroup>;

const gradient = z.strictObject({
  from: hexColor.describe('Start colour of the gradient.'),
  to: hexColor.describe('End colour of the gradient.'),
});

const openapiSource = z
  .union([z.string(), z.array(z.string())])
  .describe('URL(s) or relative path(s) of OpenAPI file(s).');

export const anchorSchema = z.strictObject({
  name: z.string().describe('Anchor label.'),
  url: z.string().describe('Start of the URL that decides which pages belong to the anchor (usually a folder name), or an external URL.'),
  icon: z.string().optional().describe('Name of an icon from the icon library.'),
  iconType: iconType.default('duotone'),
  color: z
    .union([hexColor, gradient])
    .optional()
    .describe('Hex colour of the icon background, or an object with `from` and `to` for a gradient.'),
  version: z.string().optional().describe('Hides the anchor until that docs version is selected.'),
  isDefaultHidden: z
    .boolean()
    .default(false)
    .describe('Hides the anchor until someone is linked directly to a page inside it.'),
  openapi: openapiSource.optional().describe('OpenAPI file(s) whose operations fill this anchor.'),
});

export const tabSchema = z.strictObject({
  name: z.string().describe('Tab label.'),
  url: z.string().describe('Start of the URL that decides which pages belong to the tab; usually the folder name.'),
  version: z.string().optional().describe('Shows the tab only while this version is selected.'),
  openapi: openapiSource.optional().describe('OpenAPI file(s) whose operations fill this tab.'),
});

const topbarCta = z
  .strictObject({
    type: z
      .enum(['link', 'github'])
      .default('link')
      .describe('`link` shows a button; `github` shows the repository with its star count.'),
    url: z.string().describe('Target of the button, or the repository to show.'),
    name: z.string().optional().describe('Button text; required when `type` is `link`.'),
    style: z.string().optional().describe('Accepted for compatibility; not used.'),
    arrow: z.boolean().optional().describe('Accepted for compatibility; not used.'),
  })
  .superRefine((cta, ctx) => {
    if (cta.type === 'link' && !cta.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'required when type is "link" (the text of the button)',
        input: cta.name,
      });
    }
  });

const authSchema = z.strictObject({
  method: z
    .enum(['bearer', 'basic', 'key'])
    .optional()
    .describe('Authentication strategy for all API endpoints: bearer, basic or key.'),
  name: z
    .string()
    .optional()
    .describe('Name of the authentication parameter; for basic, "[usernameName]:[passwordName]".'),
  inputPrefix: z.string().optional().describe('Default prefix placed in the authentication input.'),
});

export const FOOTER_SOCIAL_KEYS = [
  'website',
  'x',
  'twitter',
  'github',
  'discord',
  'slack',
  'linkedin',
  'youtube',
  'facebook',
  'instagram',
  'medium',
  'telegram',
  'hacker-news',
  'reddit',
  'mastodon',
  'bluesky',
  'threads',
  'podcast',
] as const;

export const docsConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON Schema used by editors for completion.'),
    name: z.string().min(1, { message: 'expected a non-empty site name' }).describe('Project name; used for the global title.'),
    navigation: z.array(navigationGroup).describe('Groups of pages shown in the sidebar, in order.'),
    logo: z
      .union([
        z.string(),
        z.strictObject({
          light: z.string().describe('Logo path in light mode.'),
          dark: z.string().describe('Logo path in dark mode.'),
          href: z.string().default('/').describe('Target of a click on the logo.'),
        }),
      ])
      .optional()
      .describe('Path to a logo image, or an object with light and dark logo paths.'),
    favicon: z.string().optional().describe('Path to the favicon image.'),
    colors: z
      .strictObject({
        ...accentColors,
        background: z
          .strictObject({
            light: hexColor.optional().describe('Background in light mode.'),
            dark: hexColor.optional().describe('Background in dark mode.'),
          })
          .optional()
          .describe('Background colours; a side left out keeps the default background of its mode (with a warning).'),
        anchors: z
          .union([hexColor, gradient])
          .optional()
          .describe('Default colour (or gradient) of anchor icons.'),
        ultraLight: hexColor.optional().describe('Accepted for compatibility; not used.'),
        ultraDark: hexColor.optional().describe('Accepted for compatibility; not used.'),
      })
      .optional()
      .describe('Global theme colours, as hex colour codes.'),
    topbarLinks: z
      .array(
        z.strictObject({
          name: z.string().describe('Button label.'),
          url: z.string().describe('Target URL.'),
          type: z.string().optional().describe('Accepted for compatibility; not used.'),
        }),
      )
      .optional()
      .describe('Links shown in the top bar.'),
    topbarCtaButton: topbarCta.optional().describe('Call-to-action button in the top bar.'),
    versions: z
      .array(
        z.union([
          z.string().min(1),
          // The older object form: the name, whether it is the default, and a link or language Docsmith
          // does not use (a version is shown by its pages).
          z.strictObject({ name: z.string().min(1), default: z.literal(true).optional(), url: z.string().optional(), locale: z.string().optional() }),
        ]),
      )
      // Names, the default first.
      .transform((list) => {
        const names = list.map((v) => (typeof v === 'string' ? v : v.name));
        const chosen = list.find((v): v is { name: string; default: true } => typeof v !== 'string' && v.default === true)?.name;
        return chosen ? [chosen, ...names.filter((name) => name !== chosen)] : names;
      })
      .optional()
      .describe('Version names (or { "name", "default" } objects); shows a version dropdown. The first, or the one marked default, is the default.'),
    anchors: z.array(anchorSchema).optional().describe('Anchors of the navigation, listed above the sidebar.'),
    topAnchor: z
      .strictObject({
        name: z.string().default('Documentation').describe('Name of the top-most anchor.'),
        icon: z.string().default('book-open').describe('Icon name.'),
        iconType: iconType.default('duotone'),
      })
      .optional()
      .describe('Overrides for the top-most anchor.'),
    tabs: z.array(tabSchema).optional().describe('Navigational tabs shown under the top bar.'),
    api: z
      .strictObject({
        baseUrl: z
          .union([z.string(), z.array(z.string())])
          .optional()
          .describe('Base URL for all API endpoints; an array gives several the reader can choose from.'),
        auth: authSchema.optional().describe('Authentication settings of the playground.'),
        playground: z
          .strictObject({
            mode: z
              .enum(['show', 'simple', 'hide'])
              .default('show')
              .describe('show: interactive playground; simple: endpoint only; hide: no playground.'),
            proxy: z.boolean().optional().describe('Accepted for compatibility; see the playgroundProxy option.'),
          })
          .optional()
          .describe('Playground settings.'),
        maintainOrder: z
          .boolean()
          .optional()
          .describe('Keeps the key order of the OpenAPI file on API pages.'),
        examples: z
          .object({
            languages: z.array(z.enum(['curl', 'javascript', 'python', 'go'])).optional().describe('Request-sample languages shown, in order.'),
            defaults: z.enum(['required', 'all']).optional().describe('required: samples show required parameters only; all: optional ones with an example or default too.'),
            prefill: z.boolean().optional().describe('Accepted; the playground always starts from the values its samples show.'),
          })
          .optional()
          .describe('Request samples of API pages (the current format\'s `api.examples`, checked by its reader).'),
        paramFields: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
        request: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
      })
      .optional()
      .describe('API page and playground settings.'),
    openapi: openapiSource.optional(),
    footerSocials: z
      .union([
        z.record(z.string(), z.string()),
        z.array(z.strictObject({ type: z.string(), url: z.string() })),
      ])
      .optional()
      .describe('Social links in the footer: platform name to account URL.'),
    feedback: z
      .strictObject({
        suggestEdit: z.boolean().default(false).describe('Button to suggest edits through pull requests.'),
        raiseIssue: z.boolean().default(false).describe('Button to raise an issue about the documentation.'),
        thumbsRating: z.boolean().optional().describe('Accepted for compatibility; not used.'),
      })
      .optional()
      .describe('Feedback buttons.'),
    modeToggle: z
      .strictObject({
        default: z
          .enum(['light', 'dark'])
          .optional()
          .describe('Mode shown to new readers; unset follows the operating system.'),
        isHidden: z
          .boolean()
          .default(false)
          .describe('Hides the toggle; with `default`, forces that single mode.'),
      })
      .optional()
      .describe('Dark/light toggle settings.'),
    backgroundImage: z.string().optional().describe('Image displayed behind every page.'),

    // Keys real hosted-platform files carry beyond the specification.
    primaryTab: z
      .strictObject({ name: z.string().describe('Name of the implicit first tab.') })
      .optional()
      .describe('Names the implicit first tab (pages outside every tab).'),
    redirects: z
      .array(
        z.strictObject({
          source: z.string().describe('Path to redirect from; `:slug*` wildcards allowed.'),
          destination: z.string().describe('Path or URL to redirect to.'),
          permanent: z.boolean().optional(),
        }),
      )
      .optional()
      .describe('Static redirects.'),
    metadata: z.record(z.string(), z.string()).optional().describe('Site-wide meta tags.'),
    footer: z.record(z.string(), z.unknown()).optional().describe('Footer socials and links.'),
    search: z.strictObject({ prompt: z.string().optional() }).optional().describe('Search settings.'),
    seo: z.record(z.string(), z.unknown()).optional().describe('SEO settings.'),
    font: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    theme: z.string().optional().describe('Accepted for compatibility; not used.'),
    layout: z.string().optional().describe('Accepted for compatibility; not used.'),
    sidebar: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    rounded: z.string().optional().describe('Accepted for compatibility; not used.'),
    topbar: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    background: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    codeBlock: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    analytics: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; not used.'),
    // Page features (src/config/page-features-schema.ts).
    ...pageFeatureKeys,
  })
  .superRefine((config, ctx) => {
    // A version named by an anchor, tab or group must be declared, or it could never be selected.
    const declared = new Set(config.versions ?? []);
    const check = (version: string | undefined, path: (string | number)[]) => {
      if (version !== undefined && !declared.has(version)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'version'],
          input: version,
          message: declared.size
            ? `"${version}" is not listed in versions (${[...declared].map((v) => `"${v}"`).join(', ')})`
            : `"${version}" is used but no "versions" list declares it; add "versions": ["${version}"]`,
        });
      }
    };
    config.anchors?.forEach((a, i) => check(a.version, ['anchors', i]));
    config.tabs?.forEach((t, i) => check(t.version, ['tabs', i]));
    const walk = (entries: Array<string | NavigationGroup>, path: (string | number)[]) =>
      entries.forEach((entry, i) => {
        if (typeof entry === 'string') return;
        check(entry.version, [...path, i]);
        walk(entry.pages, [...path, i, 'pages']);
      });
    walk(config.navigation, ['navigation']);
  });

export type DocsConfigInput = z.input<typeof docsConfigSchema>;

/**
 * What the current-format reader (src/config/v2/) adds to a tab or an anchor: the pages it holds by
 * membership in the navigation tree (src/navigation/partition.ts), and the node's own properties.
 */
export interface ScopeMembership {
  /** Page ids listed under the node; present on every scope the current format makes. */
  pages?: string[];
  /** A dropdown's or product's description. */
  description?: string;
  /** Left out of the navigation; its pages still build. */
  hidden?: boolean;
  /** An anchor inside a tab (a tab's dropdowns, products, menu items): the tab's index. */
  insideTab?: number;
  /**
   * A tab or anchor inside an anchor (a product's languages, a language's tabs, dropdowns and
   * `global` links): the innermost one's index. It shows only on that anchor's pages; an anchor
   * inside another owns the pages listed under it (src/navigation/partition.ts).
   */
  insideAnchor?: number;
  /** A language of `navigation.languages`: its code as docs.json writes it (`fr`, `cn`, `pt-BR`). */
  language?: string;
  /** A menu item of a tab's `menu`: shown in the tab's menu in the tab row, not among the anchors. */
  menuItem?: boolean;
  /** A language's own top bar, footer and banner: each one set replaces the site's on its pages. */
  languageChrome?: LanguageChrome;
}

/** The parts of the chrome a language of the current format may set for itself (src/runtime/language-chrome.ts). */
export interface LanguageChrome {
  navbar?: Pick<DocsConfig, 'topbarLinks' | 'topbarCtaButton'>;
  footer?: Pick<DocsConfig, 'footerSocials' | 'footer'>;
  banner?: DocsConfig['banner'];
}

export type Anchor = z.output<typeof anchorSchema> & ScopeMembership;
export type Tab = z.output<typeof tabSchema> & ScopeMembership;

/** Settings only the current docs.json format has, filled by its reader (names as in that format). */
export interface CurrentFormatSettings {
  /** `legacy` (navigation array, mint.json) or `current` (navigation object). */
  format?: 'legacy' | 'current';
  description?: string;
  navbar?: Record<string, unknown>;
  appearance?: { default?: 'system' | 'light' | 'dark'; strict?: boolean };
  /** Fonts, checked by the current format's reader (src/config/v2/fonts.ts). */
  fonts?: FontsSetting;
  icons?: { library?: 'fontawesome' | 'lucide' | 'tabler' };
  /** Checked by the current format's reader (src/config/v2/styling.ts). */
  styling?: {
    eyebrows?: 'section' | 'breadcrumbs';
    /** Maths in pages: true renders `$…$` and `$$…$$`, false leaves dollars as text. */
    latex?: boolean;
    /** Shiki themes of code blocks per colour mode; unset: Docsmith's own colours. */
    codeblocks?: { light: string; dark: string };
  };
  errors?: { '404'?: { redirect?: boolean; title?: string; description?: string } };
  interaction?: { drilldown?: boolean };
  /** Favicon per colour mode (the current format's object form). */
  favicons?: { light: string; dark: string };
  banner?: unknown;
  contextual?: unknown;
  variables?: unknown;
  thumbnails?: unknown;
  markdown?: unknown;
  /** The URL folder of a site-level OpenAPI description's generated pages (`{ source, directory }`), by source. */
  openapiDirectories?: Record<string, string>;
  /** Last-modified dates on pages (the current format's `metadata.timestamp`). */
  timestamps?: boolean;
}

export type DocsConfig = Omit<z.output<typeof docsConfigSchema>, 'anchors' | 'tabs'> & {
  anchors?: Anchor[];
  tabs?: Tab[];
} & CurrentFormatSettings;

/** Keys accepted for compatibility that have no effect: each gets one info line when a file sets it. */
export const COMPATIBILITY_ONLY_KEYS = [
  'font',
  'theme',
  'layout',
  'sidebar',
  'rounded',
  'topbar',
  'background',
  'codeBlock',
  'analytics',
  'seo',
] as const;
