// docs.json settings for page features, in the hosted platform's current-format names and shapes
// (`contextual`, `banner`, `variables`, `timestamps`, `integrations`, `thumbnails`, `markdown`); the
// legacy format accepts them too, as Docsmith extensions. Behaviour: README "Page features".
import { z } from 'astro/zod';

/** Built-in page actions. Docsmith renders the first six; the others are accepted and warned about. */
export const CONTEXTUAL_RENDERED = ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'grok'] as const;
export const CONTEXTUAL_NOT_RENDERED = [
  'assistant',
  'download-pdf',
  'download-spec',
  'aistudio',
  'devin',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;

const customHref = z.union([
  z.string(),
  z.strictObject({
    base: z.string().describe('URL the query is added to.'),
    query: z.array(z.strictObject({ key: z.string(), value: z.string() })).optional().describe('Query parameters; values may use $page, $path and $mcp.'),
  }),
]);

export const contextualOption = z.union([
  z.enum([...CONTEXTUAL_RENDERED, ...CONTEXTUAL_NOT_RENDERED]),
  z.strictObject({
    title: z.string().describe('Label of the action.'),
    description: z.string().optional().describe('Second line under the label.'),
    icon: z.string().optional().describe('Icon name from the icon library.'),
    href: customHref.describe('Target: `$page` becomes the page\'s markdown URL, `$path` its path, `$mcp` the MCP server URL.'),
  }),
]);

export const contextualSchema = z
  .strictObject({
    options: z.array(contextualOption).describe('Actions in order; `[]` removes the page actions.'),
    display: z.enum(['header', 'toc']).optional().describe('Beside the page title (`header`, default) or above the table of contents (`toc`).'),
  })
  .describe('Page actions: copy the page as markdown, view it as markdown, open it in an AI assistant, custom links.');

const colourPair = z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]);

export const bannerSchema = z
  .strictObject({
    content: z.string().describe('Text of the banner: markdown links, bold, italic and code.'),
    type: z.enum(['info', 'warning', 'critical']).optional().describe('Colour of the banner (default info).'),
    dismissible: z.boolean().optional().describe('Lets readers close it; remembered per banner text.'),
    color: colourPair.optional().describe('Accepted for compatibility; the type picks the colour.'),
  })
  .describe('A strip above every page.');

export const variablesSchema = z
  .record(z.string().regex(/^[A-Za-z0-9_-]+$/, { message: 'expected a name of letters, digits, `-` and `_`' }), z.string())
  .describe('`{{name}}` in the prose of pages and snippets is replaced by its value at build time.');

const integrationServices = {
  ga4: z.strictObject({ measurementId: z.string() }),
  gtm: z.strictObject({ tagId: z.string() }),
  plausible: z.strictObject({ domain: z.string(), server: z.string().optional() }),
  fathom: z.strictObject({ siteId: z.string() }),
  posthog: z.strictObject({ apiKey: z.string(), apiHost: z.string().optional(), sessionRecording: z.boolean().optional() }),
  clarity: z.strictObject({ projectId: z.string() }),
  hotjar: z.strictObject({ hjid: z.string(), hjsv: z.string() }),
  intercom: z.strictObject({ appId: z.string() }),
  pirsch: z.strictObject({ id: z.string() }),
  segment: z.strictObject({ key: z.string() }),
} as const;
export type IntegrationService = keyof typeof integrationServices;
export const INTEGRATION_SERVICES = Object.keys(integrationServices) as IntegrationService[];

export const integrationsSchema = z
  .looseObject(Object.fromEntries(Object.entries(integrationServices).map(([k, v]) => [k, v.optional()])) as { [K in IntegrationService]: z.ZodOptional<(typeof integrationServices)[K]> })
  .describe('Analytics and chat services: one script per service on built pages (never in the dev server).');

export const thumbnailsSchema = z
  .strictObject({
    appearance: z.enum(['light', 'dark']).optional().describe('Colours of the image (default light).'),
    background: z.string().optional().describe('Background image path; accepted, not drawn.'),
    fonts: z.record(z.string(), z.unknown()).optional().describe('Accepted for compatibility; Docsmith draws with its own font.'),
  })
  .describe('Social images (1200×630 PNG) made at build time from each page\'s title; a page\'s og:image wins.');

export const markdownSchema = z
  .strictObject({
    instructions: z.string().optional().describe('Text added at the top of llms.txt and llms-full.txt, e.g. how AI tools should use these docs.'),
  })
  .describe('The markdown outputs for AI tools.');

/** The keys docsConfigSchema spreads in. */
export const pageFeatureKeys = {
  contextual: contextualSchema.optional(),
  banner: bannerSchema.optional(),
  variables: variablesSchema.optional(),
  timestamps: z.boolean().optional().describe('Shows "Last updated" under every page, from git history (else the file time).'),
  integrations: integrationsSchema.optional(),
  thumbnails: thumbnailsSchema.optional(),
  markdown: markdownSchema.optional(),
};
