// The authoring rules a machine can check, one per rule id. Their ids and default severities join the
// shared rule table (src/diagnostics/rules.ts), so `rules` and `strict` tune them in the build and in
// `docsmith lint` alike. The spec's appendix says which authoring rule each one comes from.
import { COMPONENT_NAMES } from '../../components/names.ts';
import { defineRules, type RuleInfo } from '../diagnostics/rules.ts';
import { type CodeBlock, type ScannedPage } from './scan.ts';
import { findAuthHeaderProblems, findSecrets } from './secrets.ts';
import { frontmatterKeyLine } from '../content/frontmatter-line.ts';
import { isKnownCodeLanguage, KNOWN_CODE_LANGUAGES } from '../markdown/code-languages.ts';
import { parseCodeMeta } from '../markdown/code-meta.ts';
import { didYouMean } from '../util/did-you-mean.ts';

export interface LintPage {
  /** Path relative to the docs root, with extension. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** The page's text, for places the scan does not keep (front matter keys). */
  source: string;
  scan: ScannedPage;
}

/** Where a front matter key is written (its line, column 1), or the top of the file. */
function frontmatterPlace(source: string, key: string): { line: number; column: number } {
  return { line: frontmatterKeyLine(source, key), column: 1 };
}

export interface PageFinding {
  message: string;
  line: number;
  column: number;
}

export interface LintContext {
  /** Components the site provides to every page. */
  components: ReadonlySet<string>;
  /** The documented responses of an operation named by an `openapi:` front matter value, if known. */
  operationResponses(reference: string): string[] | undefined;
}

export interface PageRule {
  id: string;
  /** The stage follows from `checkedWhileRendering` (`render`, else `checks`). */
  info: Omit<RuleInfo, 'stage'>;
  /** The build reports this rule while it renders the page (under the same id), so its setup pass skips it. */
  checkedWhileRendering?: boolean;
  check(page: LintPage, context: LintContext): PageFinding[];
}

/** The spec: "RequestExample / ResponseExample: request and response samples for an API endpoint page". */
export function isApiPage(frontmatter: Record<string, unknown>): boolean {
  return ['openapi', 'api'].some((key) => typeof frontmatter[key] === 'string' && (frontmatter[key] as string).trim() !== '');
}

const GENERIC_LINK_TEXT = new Set(['click here', 'here', 'read more', 'this link', 'learn more', 'more', 'link', 'click']);

const at = (place: { line: number; column: number }, message: string): PageFinding => ({ line: place.line, column: place.column, message });

const headingRules: PageRule[] = [
  {
    id: 'heading/h1-in-body',
    info: {
      severity: 'warn',
      description: 'A page body has a level-1 heading; the title is the only h1, body headings start at level 2.',
      summary: 'level-1 headings in page bodies',
    },
    check: (page) =>
      page.scan.headings
        .filter((h) => h.level === 1)
        .map((h) => at(h, `"${h.text}" is a level-1 heading; the page title is the h1, so start body headings at level 2 (##)`)),
  },
  {
    id: 'heading/skipped-level',
    info: {
      severity: 'warn',
      description: 'A heading skips a level (an h4 right after an h2, or a first heading below h2).',
      summary: 'headings that skip a level',
    },
    check: (page) => {
      const out: PageFinding[] = [];
      let previous = 1;
      for (const h of page.scan.headings) {
        if (h.level > previous + 1) {
          const expected = '#'.repeat(previous + 1);
          const after = previous === 1 ? 'the page title' : `an h${previous}`;
          out.push(at(h, `"${h.text}" is an h${h.level} after ${after}; use ${expected} (h${previous + 1}) so no level is skipped`));
        }
        previous = h.level;
      }
      return out;
    },
  },
];

const imageRules: PageRule[] = [
  {
    id: 'media/missing-alt',
    checkedWhileRendering: true,
    info: {
      severity: 'warn',
      description: 'An image has no alt text.',
      summary: 'images without alt text',
    },
    check: (page) =>
      page.scan.images
        .filter((img) => !img.alt?.trim())
        .map((img) => at(img, `image ${img.src || '(no src)'} has no alt text; describe what it shows${img.kind === 'markdown' ? ' in ![…]' : ' in alt="…"'}`)),
  },
  {
    id: 'media/outside-frame',
    info: {
      severity: 'warn',
      description: 'An image is not wrapped in a `<Frame>` (a `<Tile>` preview is framed already).',
      summary: 'images outside a Frame',
    },
    check: (page) =>
      page.scan.images
        .filter((img) => !img.ancestors.includes('Frame') && !img.ancestors.includes('Tile'))
        .map((img) => at(img, `image ${img.src || '(no src)'} is not inside <Frame>; wrap it: <Frame>…</Frame>`)),
  },
];

const linkRules: PageRule[] = [
  {
    id: 'link/generic-text',
    info: {
      severity: 'warn',
      description: 'Link text does not say where it goes ("click here", "here", "read more", "this link"…).',
      summary: 'links with generic text',
    },
    check: (page) =>
      page.scan.links
        .filter((l) => GENERIC_LINK_TEXT.has(l.text.toLowerCase().replace(/[.,:;!?…]+$/g, '').trim()))
        .map((l) => at(l, `link text "${l.text}" does not say where it goes; name the destination (e.g. "the configuration guide")`)),
  },
];

function secretFindings(page: LintPage, certain: boolean): PageFinding[] {
  return page.scan.codeBlocks.flatMap((b) =>
    findSecrets(b.code)
      .filter((hit) => hit.certain === certain)
      .map((hit) => ({
        line: b.codeLine + hit.line,
        column: hit.column + 1,
        message: `code sample holds what looks like ${hit.kind}; replace it with a placeholder such as <API_KEY> and revoke it if it is real`,
      })),
  );
}

/** Every fence is tagged, plain output too (`text`), so readers and highlighters know what it is. */
const codeRules: PageRule[] = [
  {
    id: 'code/missing-language',
    info: {
      severity: 'warn',
      description: 'A code block has no language tag (use `text` for plain output).',
      summary: 'code blocks without a language tag',
    },
    check: (page) =>
      page.scan.codeBlocks
        .filter((b) => !b.lang)
        .map((b) => at(b, 'code block has no language tag; add one after the fence (```bash, ```json, or ```text for plain output)')),
  },
  {
    id: 'code/unknown-language',
    info: {
      severity: 'warn',
      description: 'A code block\'s language tag is not one the highlighter knows, so it is shown as plain text (with a did-you-mean).',
      summary: 'code blocks in languages the highlighter does not know',
    },
    check: (page) =>
      page.scan.codeBlocks
        .filter((b) => b.lang && !isKnownCodeLanguage(b.lang))
        .map((b) => {
          const lower = b.lang!.toLowerCase();
          // Short names are too close to too many others for a guess (`cel` is not `rel`).
          const suggestion = isKnownCodeLanguage(lower) ? lower : lower.length >= 4 ? didYouMean(lower, KNOWN_CODE_LANGUAGES) : undefined;
          const fix = suggestion ? `did you mean "${suggestion}"? (\`text\` marks plain output)` : 'use a language Shiki knows, or `text` for plain output';
          return at(b, `code block language "${b.lang}" is not one the highlighter knows, so it is shown as plain text; ${fix}`);
        }),
  },
  {
    id: 'code/ignored-option',
    info: {
      severity: 'warn',
      description: 'A code block\'s fence names a hosted-platform option Docsmith does not apply (`twoslash` type hovers), so the block is shown without it.',
      summary: 'code blocks with options Docsmith does not apply',
    },
    check: (page) =>
      page.scan.codeBlocks.flatMap((b) =>
        parseCodeMeta(b.meta).ignored.map((option) => at(b, `code block option \`${option}\` is not applied by Docsmith; the code is shown without it (remove the option to silence this)`)),
      ),
  },
  {
    id: 'code/secret',
    info: {
      severity: 'warn',
      lintSeverity: 'error',
      description: 'A code sample holds a credential in a format that is nothing else: a private key body, a live payment key (`sk_live_`, `rk_live_`), a cloud access key id (`AKIA…`), a code-hosting token (`ghp_…`).',
      summary: 'code samples that hold secrets',
    },
    check: (page) => secretFindings(page, true),
  },
  {
    id: 'code/possible-secret',
    info: {
      severity: 'warn',
      description: 'A code sample holds something that may be a real credential: a JWT, a bearer token, an AI-service, cloud API or chat-workspace key.',
      summary: 'code samples that may hold secrets',
    },
    check: (page) => secretFindings(page, false),
  },
  {
    id: 'code/auth-header-format',
    info: {
      severity: 'warn',
      description: 'An authentication example does not use the form `Authorization: Bearer <API_KEY>`.',
      summary: 'auth examples not in the Bearer <API_KEY> form',
    },
    check: (page) =>
      page.scan.codeBlocks.flatMap((b) =>
        findAuthHeaderProblems(b.code).map((hit) => ({
          line: b.codeLine + hit.line,
          column: hit.column + 1,
          message: `auth example "Authorization: ${hit.value}" should read "Authorization: Bearer <API_KEY>"`,
        })),
      ),
  },
];

const EXAMPLE_COMPONENTS = ['RequestExample', 'ResponseExample'];
const ERROR_SAMPLE = /\b[45]\d\d\b|\berror|\bfail|\binvalid|unauthori[sz]ed|forbidden|not found|bad request|too many/i;

function isErrorSample(block: CodeBlock): boolean {
  return ERROR_SAMPLE.test(block.meta) || /^\s*\{?\s*"?(error|errors|detail)"?\s*:/m.test(block.code.split('\n').slice(0, 3).join('\n'));
}

const apiRules: PageRule[] = [
  {
    id: 'api/example-outside-api-page',
    info: {
      severity: 'warn',
      description: '`<RequestExample>`/`<ResponseExample>` on a page that is not an API page (no `openapi:` or `api:` front matter).',
      summary: 'request/response examples outside API pages',
    },
    check: (page) =>
      isApiPage(page.frontmatter)
        ? []
        : page.scan.elements
            .filter((e) => EXAMPLE_COMPONENTS.includes(e.name))
            .map((e) => at(e, `<${e.name}> belongs on API endpoint pages; add \`api:\` or \`openapi:\` to the front matter, or use <CodeGroup>`)),
  },
  {
    id: 'api/missing-error-example',
    info: {
      severity: 'warn',
      description: 'An API page shows no error response sample (a 4xx/5xx response) beside its success sample.',
      summary: 'API pages without an error response sample',
    },
    check: (page, context) => {
      if (!isApiPage(page.frontmatter)) return [];
      const samples = page.scan.codeBlocks.filter((b) => b.ancestors.includes('ResponseExample'));
      if (samples.some(isErrorSample)) return [];
      const reference = page.frontmatter['openapi'];
      if (typeof reference === 'string') {
        const responses = context.operationResponses(reference);
        // An operation we cannot find is the OpenAPI checks' business, not ours.
        if (!responses) return [];
        if (responses.some((code) => /^[45]|^default$/i.test(code))) return [];
        return [{ ...frontmatterPlace(page.source, 'openapi'), message: `the operation "${reference}" documents no error response (4xx/5xx); add one to the OpenAPI file or a <ResponseExample> with an error sample` }];
      }
      const where = samples.length ? 'its <ResponseExample> has only success samples' : 'it has no <ResponseExample>';
      return [{ ...frontmatterPlace(page.source, 'api'), message: `API page shows no error response sample (${where}); add an error sample titled with its status, e.g. \`\`\`json 400` }];
    },
  },
];

const componentRules: PageRule[] = [
  {
    id: 'page/unknown-component',
    checkedWhileRendering: true,
    info: {
      severity: 'warn',
      description: 'A page uses a component that the site does not provide and the page does not import.',
      summary: 'uses of components the site does not provide',
    },
    check: (page, context) =>
      page.scan.elements
        .filter((e) => /^[A-Z]/.test(e.name) && !e.name.includes('.') && !context.components.has(e.name) && !page.scan.localNames.has(e.name))
        .map((e) => at(e, `<${e.name}> is not a component Docsmith provides; import it in the page or use one of the built-in components`)),
  },
];

/** Every page rule, in the order findings are reported. */
export const PAGE_RULES: PageRule[] = [...headingRules, ...imageRules, ...linkRules, ...codeRules, ...apiRules, ...componentRules];

export const LINT_RULE_INFO: Record<string, RuleInfo> = Object.fromEntries(
  PAGE_RULES.map((r) => [r.id, { ...r.info, stage: r.checkedWhileRendering ? 'render' : 'checks' }]),
);
defineRules(LINT_RULE_INFO);

export function defaultComponents(): Set<string> {
  return new Set<string>(COMPONENT_NAMES);
}
