// The one registry of rules: every check Docsmith makes has a rule id here, with its default
// severity, what it checks and the stage of the site pipeline that reports it. Site-wide rules are
// listed below; features with rules of their own (the page rules of src/lint, the playground of `api:`
// pages) add them with defineRules, next to their code. The build and `docsmith lint` share the
// registry; the `rules` option and `strict` tune it; the README's rule table is made from it.

export type RuleSeverity = 'off' | 'warn' | 'error';

/**
 * Where a finding is made: reading docs.json (`config`), scanning the pages (`pages`), loading the
 * API descriptions (`api`), building the navigation (`navigation`), the setup checks (`checks`),
 * what `astro build`/`astro dev` resolve for the chrome once the model is built (`setup`: the
 * repository, a star count; not run by `docsmith lint`), rendering a page (`render`), or checking the
 * built output (`outputs`). See src/site.ts.
 */
export type RuleStage = 'config' | 'pages' | 'api' | 'navigation' | 'checks' | 'setup' | 'render' | 'outputs';

export interface RuleInfo {
  /** Severity when neither `rules` nor `strict` says otherwise. */
  severity: Exclude<RuleSeverity, 'off'>;
  /**
   * Default severity in `docsmith lint` when it differs from the build's: a finding that must block a
   * review (a live key in a sample) without stopping every build of a site that already has it.
   */
  lintSeverity?: Exclude<RuleSeverity, 'off'>;
  stage: RuleStage;
  /** One line for the README's rule table and for `docsmith lint --help`. */
  description: string;
  /** How a summary names many findings of this rule, e.g. "pages lack a description". */
  summary: string;
}

export const RULES = {
  'config/invalid': {
    severity: 'error',
    stage: 'config',
    description: 'docs.json is not valid JSON, or a value has the wrong type, format or enum, or names an undeclared version.',
    summary: 'invalid values in docs.json',
  },
  'config/unknown-key': {
    severity: 'warn',
    stage: 'config',
    description: 'docs.json has a key Docsmith does not know (with a did-you-mean).',
    summary: 'unknown keys in docs.json',
  },
  'config/missing-file': {
    severity: 'warn',
    stage: 'config',
    description: 'The logo or favicon docs.json names is not a file of the docs folder.',
    summary: 'logo or favicon files missing',
  },
  'config/compatibility-key': {
    severity: 'warn',
    stage: 'config',
    description: 'docs.json sets a hosted-platform key that Docsmith accepts but does not use.',
    summary: 'accepted keys without effect',
  },
  'config/format-signals': {
    severity: 'warn',
    stage: 'config',
    description: 'docs.json mixes signs of the legacy and the current format; the shape of `navigation` decides which is read.',
    summary: 'docs.json files with mixed format signals',
  },
  'config/invalid-value': {
    severity: 'warn',
    stage: 'config',
    description: 'A value of a current-format docs.json has the wrong shape and is left out (the rest builds).',
    summary: 'values of docs.json left out',
  },
  'config/unsupported-node': {
    severity: 'warn',
    stage: 'config',
    description: 'A current-format navigation node asks for pages Docsmith does not generate (AsyncAPI, GraphQL, SDK references).',
    summary: 'navigation nodes Docsmith does not generate',
  },
  'config/hosted-only': {
    severity: 'warn',
    stage: 'config',
    description: 'docs.json sets a key only the hosted platform can honour (its dashboard, authentication or assistant); it is ignored.',
    summary: 'hosted-only keys ignored',
  },
  'nav/missing-page': {
    severity: 'warn',
    stage: 'navigation',
    description: 'A navigation entry names a page that has no file (the entry is left out).',
    summary: 'navigation entries have no page',
  },
  'nav/empty-section': {
    severity: 'warn',
    stage: 'navigation',
    description: 'A tab, anchor, dropdown, product, language or version lists only pages that have no file (it is left out).',
    summary: 'navigation sections have none of their pages',
  },
  'nav/duplicate-page': {
    severity: 'warn',
    stage: 'navigation',
    description: 'A page is listed more than once in navigation.',
    summary: 'pages are listed twice in navigation',
  },
  'nav/version-conflict': {
    severity: 'warn',
    stage: 'navigation',
    description: 'A page\'s `version:` front matter differs from the version of a group it is listed in, so it never shows.',
    summary: 'pages never show because their version differs from their group\'s',
  },
  'page/missing-title': {
    severity: 'warn',
    stage: 'checks',
    description: 'A page has no `title` (the file name is shown).',
    summary: 'pages lack a title',
  },
  'page/missing-description': {
    severity: 'warn',
    stage: 'checks',
    description: 'A page has no `description`.',
    summary: 'pages lack a description',
  },
  'page/invalid-frontmatter': {
    severity: 'error',
    stage: 'pages',
    description: 'A page\'s front matter is not valid YAML, or a key Docsmith reads has a value of the wrong type (`hidden: "yes"`); an empty key (`title:`) counts as not set.',
    summary: 'pages with unparseable front matter',
  },
  'page/unknown-version': {
    severity: 'warn',
    stage: 'pages',
    description: 'A page\'s `version:` front matter names no version of docs.json (with a did-you-mean); the page shows in every version.',
    summary: 'pages name unknown versions',
  },
  'openapi/unparseable': {
    severity: 'error',
    stage: 'api',
    description: 'An OpenAPI file cannot be read or parsed (names the file, line and column).',
    summary: 'OpenAPI files cannot be parsed',
  },
  'openapi/unresolved-ref': {
    severity: 'error',
    stage: 'api',
    description: 'A `$ref` that a rendered operation needs cannot be resolved (names the file and the JSON pointer).',
    summary: 'unresolvable $refs in OpenAPI files',
  },
  'openapi/refused-ref': {
    severity: 'warn',
    stage: 'api',
    description: 'A `$ref` of an OpenAPI file names a file outside the docs root or not a regular file, or a host other than its file\'s origin (see `openapiRefHosts`), or something over the size limit; it is not read.',
    summary: 'OpenAPI $refs not followed',
  },
  'openapi/truncated': {
    severity: 'warn',
    stage: 'api',
    description: 'Embedded content of an OpenAPI file (a code sample, an example, a description) is over its size limit and is cut.',
    summary: 'OpenAPI content cut to its size limit',
  },
  'openapi/missing-file': {
    severity: 'warn',
    stage: 'api',
    description: 'An OpenAPI file that docs.json or a page names is not in the docs folder (placed where docs.json names it); its pages say "description unavailable".',
    summary: 'OpenAPI files are missing',
  },
  'openapi/unavailable': {
    severity: 'warn',
    stage: 'api',
    description: 'A remote OpenAPI file could not be downloaded and has no cached copy; its pages say "description unavailable".',
    summary: 'OpenAPI files are unavailable',
  },
  'openapi/invalid': {
    severity: 'warn',
    stage: 'api',
    description: 'An OpenAPI file breaks its specification but still renders (the first 20 per file, then a count).',
    summary: 'OpenAPI schema findings',
  },
  'openapi/duplicate-operation-id': {
    severity: 'warn',
    stage: 'api',
    description: 'Two operations share an `operationId` (both places are named).',
    summary: 'duplicate operationIds',
  },
  'openapi/unused-description': {
    severity: 'warn',
    stage: 'config',
    description: 'A navigation node lists pages and names an OpenAPI description, but none of its entries is an operation (`METHOD /path`), so no page is made from it.',
    summary: 'OpenAPI descriptions on navigation nodes that make no page',
  },
  'openapi/unknown-operation': {
    severity: 'warn',
    stage: 'api',
    description: 'A page\'s `openapi:` front matter names no known operation or file.',
    summary: 'pages name unknown operations',
  },
  'openapi/unknown-schema': {
    severity: 'warn',
    stage: 'api',
    description: 'A page\'s `openapi-schema:` front matter names no component schema of the OpenAPI files (with a did-you-mean); the page says the schema is unavailable.',
    summary: 'pages name unknown schemas',
  },
  'openapi/ambiguous-reference': {
    severity: 'warn',
    stage: 'api',
    description: 'A page\'s `openapi:` front matter matches operations in several files.',
    summary: 'ambiguous operation references',
  },
  'openapi/page-collision': {
    severity: 'warn',
    stage: 'api',
    description: 'A generated operation page would take the URL of a real page (the page wins).',
    summary: 'generated pages collide with pages',
  },
  'links/broken': {
    severity: 'warn',
    stage: 'outputs',
    description: 'An internal link (markdown link, `Card`/`<a>` `href`, docs.json top bar, logo, banner or redirect destination) points at no page or file of the site (with a did-you-mean).',
    summary: 'broken links',
  },
  'links/broken-fragment': {
    severity: 'warn',
    stage: 'outputs',
    description: 'A link\'s `#fragment` names no heading or `id` of the target page (with a did-you-mean).',
    summary: 'links to missing headings',
  },
  'redirects/source-is-page': {
    severity: 'warn',
    stage: 'outputs',
    description: 'A redirect source is the path of an existing page (the page is kept).',
    summary: 'redirect sources are existing pages',
  },
  'redirects/unexpandable': {
    severity: 'warn',
    stage: 'outputs',
    description: 'A redirect source has a parameter (`:slug*`) its destination lacks, so it cannot become static pages.',
    summary: 'redirects that cannot be expanded',
  },
  'links/unsafe-url': {
    severity: 'error',
    stage: 'checks',
    description: 'A link in docs.json, front matter or an OpenAPI file uses a javascript:, data:, vbscript: or file: URL; the link is left out.',
    summary: 'links with unsafe URLs',
  },
  'links/unusual-scheme': {
    severity: 'warn',
    stage: 'checks',
    description: 'A link uses a scheme other than http(s), mailto or tel (e.g. ftp:, slack:); it is kept.',
    summary: 'links with unusual schemes',
  },
  'links/dot-segments': {
    severity: 'warn',
    stage: 'checks',
    description: 'A tab or anchor `url` has `.` or `..` segments; they are dropped, so the URL stays inside the site (`../../guides` is `guides`).',
    summary: 'tab and anchor URLs with dot segments',
  },
  'redirects/outside-site': {
    severity: 'error',
    stage: 'checks',
    description: 'A redirect source leaves the site (`..`) or is not a path; the redirect is not written.',
    summary: 'redirect sources outside the site',
  },
  'redirects/invalid-destination': {
    severity: 'error',
    stage: 'checks',
    description: 'A redirect destination is not a URL a browser can follow (e.g. `http://[`); the redirect is not written.',
    summary: 'redirects with invalid destinations',
  },
  'assets/credential-file': {
    severity: 'warn',
    stage: 'checks',
    description: 'A file in the docs folder looks like a credential (`.env`, `*.pem`, `*.key`, a JSON or YAML file holding a private key); it is never copied to the site.',
    summary: 'credential-looking files left out of the site',
  },
  'component/invalid-props': {
    severity: 'warn',
    stage: 'render',
    description: 'A content component has a missing or wrong prop (a ParamField with no location or two, a CardGroup `cols` outside 1–4, a Step, Tab or Accordion without title…); the page shows a fallback.',
    summary: 'components with wrong props',
  },
  'component/unknown-icon': {
    severity: 'warn',
    stage: 'render',
    description: 'An `icon` (of a component, an anchor or `topAnchor`) names no icon of the free Font Awesome sets (with a did-you-mean); a neutral placeholder is shown.',
    summary: 'unknown icon names',
  },
  'media/iframe-title': {
    severity: 'warn',
    stage: 'render',
    description: 'An `<iframe>` has no `title` for screen readers.',
    summary: 'iframes without a title',
  },
  'page/missing-snippet': {
    severity: 'warn',
    stage: 'render',
    description: '`<Snippet file="...">` or an `import ... from \'/snippets/...\'` names a file that does not exist; a note is shown in its place.',
    summary: 'snippets have no file',
  },
  'page/mdx-repaired': {
    severity: 'warn',
    stage: 'render',
    description: 'MDX the hosted platform accepted but the MDX compiler rejects (HTML comment, unclosed `<br>`/`<img>`, `style` string, `<https://...>` autolink, an undefined `{name}`, lists nested more than 64 levels on one line, a code fence or tags left open at the end of the file, a closing tag that closes nothing, the `user` personalization variable) was repaired before compiling; fix the source to silence it.',
    summary: 'MDX repairs made before compiling',
  },
  'page/mdx-syntax': {
    severity: 'error',
    stage: 'render',
    description: 'A page cannot be compiled (an MDX syntax error, a `{` never closed, nesting too deep): its place, the message and a hint. The build lists every such page, then fails once; as a warning, the page shows a note instead.',
    summary: 'pages that cannot be compiled',
  },
  'page/mermaid': {
    severity: 'warn',
    stage: 'render',
    description: 'A Mermaid diagram type cannot be drawn at build time; its source is shown as code.',
    summary: 'Mermaid diagrams shown as code',
  },
  'page/missing-image': {
    severity: 'warn',
    stage: 'render',
    description: 'A page shows an image (markdown or `<img>`) whose file is not in the docs root.',
    summary: 'images have no file',
  },
  'page/missing-script': {
    severity: 'warn',
    stage: 'render',
    description: 'A page loads a script (`<script src>`) whose file is not in the docs root; scripts of other sites (`https:`, `//`) are not checked.',
    summary: 'scripts have no file',
  },
  'chrome/star-count-unavailable': {
    severity: 'warn',
    stage: 'setup',
    description: 'The star count of a `github` call-to-action could not be loaded (shown without it).',
    summary: 'star counts could not be loaded',
  },
  'chrome/no-repository': {
    severity: 'warn',
    stage: 'setup',
    description: 'Feedback buttons are on but no repository is known (they are left out).',
    summary: 'feedback buttons without a repository',
  },
  'config/unknown-social': {
    severity: 'warn',
    stage: 'checks',
    description: 'A `footerSocials` key names no known platform (the link gets a generic icon).',
    summary: 'unknown footerSocials keys',
  },
  'config/partial-background': {
    severity: 'warn',
    stage: 'checks',
    description: '`colors.background` sets only `light` or only `dark`; the other mode keeps its default background.',
    summary: 'backgrounds with one side',
  },
  'config/low-contrast': {
    severity: 'warn',
    stage: 'checks',
    description: 'A primary colour has under 3:1 contrast against its mode\'s background.',
    summary: 'colours with too little contrast',
  },
  'config/needs-site': {
    severity: 'warn',
    stage: 'checks',
    description: 'A setting needs absolute URLs (open-in-assistant page actions) but Astro\'s `site` is not set; it is left out.',
    summary: 'settings that need `site`',
  },
  'page/undefined-variable': {
    severity: 'error',
    stage: 'render',
    description: 'A page or snippet uses `{{name}}` but docs.json `variables` defines no such name.',
    summary: 'undefined variables',
  },
  'build/timestamps-approximate': {
    severity: 'warn',
    stage: 'checks',
    description: 'Page dates come from file times, not git history (no git, or a shallow clone).',
    summary: 'approximate page dates',
  },
} satisfies Record<string, RuleInfo>;

export type KnownRuleId = keyof typeof RULES;

const registry: Record<string, RuleInfo> = { ...RULES };

/** Lets each feature (components, OpenAPI, links, lint) declare its own rules next to its code. */
export function defineRules(rules: Record<string, RuleInfo>): void {
  for (const [id, info] of Object.entries(rules)) {
    const known = registry[id];
    // One definition per id: a second, different one is a mistake (a module evaluated again is not).
    if (known && JSON.stringify(known) !== JSON.stringify(info)) throw new Error(`rule ${id} is defined twice`);
    registry[id] = info;
  }
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
  /** `lint` when `docsmith lint` reports (rules may have a `lintSeverity` there); the build otherwise. */
  tool?: 'build' | 'lint';
}

/** The severity a finding of `id` has under the user's options. */
export function severityOf(id: string, options: RuleOptions): RuleSeverity {
  const configured = options.rules?.[id];
  const info = registry[id];
  const base: RuleSeverity = configured ?? (options.tool === 'lint' ? info?.lintSeverity : undefined) ?? info?.severity ?? 'warn';
  if (base === 'off') return 'off';
  return options.strict ? 'error' : base;
}
