// Every check Docsmith makes has a rule id here, with its default severity. The build and
// `docsmith lint` share this table; the `rules` option and `strict` tune it.

export type RuleSeverity = 'off' | 'warn' | 'error';

export interface RuleInfo {
  /** Severity when neither `rules` nor `strict` says otherwise. */
  severity: Exclude<RuleSeverity, 'off'>;
  /** One line for the README's rule table and for `docsmith lint --help`. */
  description: string;
  /** How a summary names many findings of this rule, e.g. "pages lack a description". */
  summary: string;
}

export const RULES = {
  'config/invalid': {
    severity: 'error',
    description: 'docs.json is not valid JSON or a value has the wrong type, format or enum.',
    summary: 'invalid values in docs.json',
  },
  'config/unknown-key': {
    severity: 'warn',
    description: 'docs.json has a key Docsmith does not know (with a did-you-mean).',
    summary: 'unknown keys in docs.json',
  },
  'config/compatibility-key': {
    severity: 'warn',
    description: 'docs.json sets a hosted-platform key that Docsmith accepts but does not use.',
    summary: 'accepted keys without effect',
  },
  'nav/missing-page': {
    severity: 'warn',
    description: 'A navigation entry names a page that has no file.',
    summary: 'navigation entries have no page',
  },
  'nav/duplicate-page': {
    severity: 'warn',
    description: 'A page is listed more than once in navigation.',
    summary: 'pages are listed twice in navigation',
  },
  'nav/version-conflict': {
    severity: 'warn',
    description: "A page's `version:` front matter differs from the version of a group it is listed in, so it never shows.",
    summary: 'pages never show because their version differs from their group\'s',
  },
  'page/missing-title': {
    severity: 'warn',
    description: 'A page has no `title` in its front matter (the file name is used).',
    summary: 'pages lack a title',
  },
  'page/missing-description': {
    severity: 'warn',
    description: 'A page has no `description` in its front matter.',
    summary: 'pages lack a description',
  },
  'page/invalid-frontmatter': {
    severity: 'error',
    description: 'A page front matter cannot be parsed as YAML.',
    summary: 'pages with unparseable front matter',
  },
  'page/unknown-version': {
    severity: 'warn',
    description: 'A page\'s `version:` front matter names no version of docs.json (with a did-you-mean); the page shows in every version.',
    summary: 'pages name unknown versions',
  },
  'openapi/unparseable': {
    severity: 'error',
    description: 'An OpenAPI file cannot be read or parsed (JSON/YAML syntax, or not an OpenAPI or Swagger document).',
    summary: 'OpenAPI files cannot be parsed',
  },
  'openapi/unresolved-ref': {
    severity: 'error',
    description: 'A `$ref` that a rendered operation needs cannot be resolved (named with its file and JSON pointer).',
    summary: 'unresolvable $refs in OpenAPI files',
  },
  'openapi/unavailable': {
    severity: 'warn',
    description: 'A remote OpenAPI file could not be downloaded and has no cached copy (its pages say so).',
    summary: 'OpenAPI files are unavailable',
  },
  'openapi/invalid': {
    severity: 'warn',
    description: 'An OpenAPI file breaks its specification in a way that still renders (the first 20, then a count).',
    summary: 'OpenAPI schema findings',
  },
  'openapi/duplicate-operation-id': {
    severity: 'warn',
    description: 'Two operations share an `operationId` (both places are named).',
    summary: 'duplicate operationIds',
  },
  'openapi/unknown-operation': {
    severity: 'warn',
    description: 'A page\'s `openapi:` front matter names an operation (or file) that no OpenAPI file has.',
    summary: 'pages name unknown operations',
  },
  'openapi/unknown-schema': {
    severity: 'warn',
    description: 'A page\'s `openapi-schema:` front matter names no component schema of the OpenAPI files (with a did-you-mean); the page says the schema is unavailable.',
    summary: 'pages name unknown schemas',
  },
  'openapi/ambiguous-reference': {
    severity: 'warn',
    description: 'A page\'s `openapi:` front matter matches operations in several files (name the file to choose).',
    summary: 'ambiguous operation references',
  },
  'openapi/page-collision': {
    severity: 'warn',
    description: 'A generated operation page would have the URL of a real page (the real page wins).',
    summary: 'generated pages collide with pages',
  },
  'links/broken': {
    severity: 'warn',
    description: 'An internal link (in a page, a card or docs.json) points at a page or file that does not exist.',
    summary: 'broken links',
  },
  'links/broken-fragment': {
    severity: 'warn',
    description: 'A link\'s #fragment names a heading or id that the target page does not have.',
    summary: 'links to missing headings',
  },
  'redirects/source-is-page': {
    severity: 'warn',
    description: 'A redirect source is the path of an existing page (the page is kept, the redirect is not written).',
    summary: 'redirect sources are existing pages',
  },
  'redirects/unexpandable': {
    severity: 'warn',
    description: 'A redirect source has a parameter its destination lacks, so it cannot be expanded to static pages.',
    summary: 'redirects that cannot be expanded',
  },
  'component/invalid-props': {
    severity: 'warn',
    description: 'A content component has a missing or wrong prop (e.g. a ParamField with no location, a CardGroup `cols` of 7, a Step without title); a fallback is shown.',
    summary: 'components with wrong props',
  },
  'component/unknown-icon': {
    severity: 'warn',
    description: 'An `icon` (of a component, an anchor or topAnchor) names no icon of the free Font Awesome sets (a neutral placeholder is shown).',
    summary: 'unknown icon names',
  },
  'media/missing-alt': {
    severity: 'warn',
    description: 'An image has no alt text.',
    summary: 'images without alt text',
  },
  'media/iframe-title': {
    severity: 'warn',
    description: 'An iframe has no `title` for screen readers.',
    summary: 'iframes without a title',
  },
  'page/unknown-component': {
    severity: 'warn',
    description: 'A page uses a component Docsmith does not have (its content is shown without it).',
    summary: 'uses of unknown components',
  },
  'page/missing-snippet': {
    severity: 'warn',
    description: '`<Snippet file="...">` names a file that is in neither `snippets/` nor `_snippets/`.',
    summary: 'snippets have no file',
  },
  'page/mdx-repaired': {
    severity: 'warn',
    description: 'MDX the hosted platform accepted but the MDX compiler rejects (HTML comment, unclosed `<br>`/`<img>`, `style` string, `<https://...>`) was repaired before compiling; fix the source to silence it.',
    summary: 'MDX repairs made before compiling',
  },
  'page/mermaid': {
    severity: 'warn',
    description: 'A Mermaid diagram cannot be drawn at build time (an unsupported diagram type); its source is shown as code.',
    summary: 'Mermaid diagrams shown as code',
  },
  'page/missing-image': {
    severity: 'warn',
    description: 'A page shows an image (markdown or `<img>`) whose file is not in the docs root.',
    summary: 'images have no file',
  },
  'chrome/star-count-unavailable': {
    severity: 'warn',
    description: 'The star count of a code-hosting topbarCtaButton could not be loaded (offline, or no answer); the button shows the repository without it.',
    summary: 'star counts could not be loaded',
  },
  'chrome/no-repository': {
    severity: 'warn',
    description: 'feedback buttons are on but no repository is known (no `repository` option, code-hosting topbarCtaButton or git remote); they are left out.',
    summary: 'feedback buttons without a repository',
  },
  'config/unknown-social': {
    severity: 'warn',
    description: 'footerSocials has a key that names no known platform (with a did-you-mean); the link gets a generic icon.',
    summary: 'unknown footerSocials keys',
  },
  'config/low-contrast': {
    severity: 'warn',
    description: 'A primary colour has too little contrast (under 3:1) against the background of its colour mode.',
    summary: 'colours with too little contrast',
  },
  'config/needs-site': {
    severity: 'warn',
    description: 'A setting needs absolute URLs (open-in-assistant page actions) but Astro\'s `site` is not set; it is left out.',
    summary: 'settings that need `site`',
  },
  'page/undefined-variable': {
    severity: 'error',
    description: 'A page or snippet uses `{{name}}` but docs.json `variables` defines no such name.',
    summary: 'undefined variables',
  },
  'build/timestamps-approximate': {
    severity: 'warn',
    description: 'Page dates come from file times, not git history (no git, or a shallow clone).',
    summary: 'approximate page dates',
  },
} satisfies Record<string, RuleInfo>;

export type KnownRuleId = keyof typeof RULES;

const registry: Record<string, RuleInfo> = { ...RULES };

/** Lets each feature (components, OpenAPI, links, lint) declare its own rules next to its code. */
export function defineRules(rules: Record<string, RuleInfo>): void {
  Object.assign(registry, rules);
}

export function ruleInfo(id: string): RuleInfo | undefined {
  return registry[id];
}

export function allRules(): Record<string, RuleInfo> {
  return { ...registry };
}

export interface RuleOptions {
  rules?: Record<string, RuleSeverity>;
  strict?: boolean;
}

/** The severity a finding of `id` has under the user's options. */
export function severityOf(id: string, options: RuleOptions): RuleSeverity {
  const configured = options.rules?.[id];
  const base: RuleSeverity = configured ?? registry[id]?.severity ?? 'warn';
  if (base === 'off') return 'off';
  return options.strict ? 'error' : base;
}
