// The linter: runs every page rule over the pages of a docs root. The build (src/site.ts) and
// `docsmith lint` both call checkPages, so they report the same findings under the same rule ids.
import type { Finding } from '../diagnostics/reporter.ts';
import type { DocsConfig } from '../config/schema.ts';
import type { Place } from '../config/json-location.ts';
import { defineRules, type RuleInfo } from '../diagnostics/rules.ts';
import { BROKEN_LINKS_RULE } from './links.ts';
import { defaultComponents, PAGE_RULES, type LintContext } from './rules.ts';
import { scanPage } from './scan.ts';
import { sourceReader } from '../content/frontmatter-line.ts';
import { isMdxPage } from '../content/compiled-pages.ts';
import { mdxSourceFindings } from '../markdown/repairs/vite-plugin.ts';

export { PAGE_RULES, isApiPage } from './rules.ts';

export interface PageInput {
  /** Path relative to the docs root, with extension. */
  file: string;
  frontmatter: Record<string, unknown>;
}

export interface SitePage extends PageInput {
  source: string;
}

/**
 * A check over the whole site rather than one page (broken internal links need every page). Features
 * that own such a check register it here; `docsmith lint` runs it with the page rules. The build leaves
 * site rules out (see `standalone`): it checks the same things later, against the pages it built.
 */
export interface SiteRule {
  /** Names the check; its findings carry their own rule ids (one check may report several). */
  id: string;
  /** Rule table entry, when the id is not already declared in src/diagnostics/rules.ts. */
  info?: RuleInfo;
  check(site: { root: string; pages: SitePage[]; config?: DocsConfig; configPlace?: ConfigPlace }): Finding[];
}

const siteRules: SiteRule[] = [];

export function registerSiteRule(rule: SiteRule): void {
  if (siteRules.some((r) => r.id === rule.id)) return;
  if (rule.info) defineRules({ [rule.id]: rule.info });
  siteRules.push(rule);
}

registerSiteRule(BROKEN_LINKS_RULE);

export function registeredSiteRules(): readonly SiteRule[] {
  return siteRules;
}

/** docs.json's file name and where a path of it is written, for findings about docs.json itself. */
export interface ConfigPlace {
  file: string;
  locate: (path: (string | number)[]) => Place | undefined;
}

export interface CheckOptions {
  /** The site's docs.json (site rules read redirects from it). */
  config?: DocsConfig;
  configPlace?: ConfigPlace;
  /**
   * The responses an `openapi:` reference's operation documents, from the site's loaded API
   * descriptions (src/site.ts); without it, pages with `openapi:` are not checked for error samples.
   */
  operationResponses?: LintContext['operationResponses'];
  /** Reads a page by its path under the root (the setup passes its cached reader); default: from disk. */
  read?: (file: string) => string;
  /** Components the site provides; default: the list in components/names.ts. */
  components?: ReadonlySet<string>;
  /**
   * `docsmith lint` runs alone, so it also makes the checks a build makes later: the registered site
   * rules (links, checked against the built pages) and the page rules marked `checkedWhileRendering`.
   * The build's setup pass leaves those out, so that nothing is reported twice.
   */
  standalone?: boolean;
  /** Called after each page, for progress output on large sites. */
  onProgress?: (done: number, total: number) => void;
}

/** Runs the page rules and the registered site rules over the given pages of `root`. */
export function checkPages(root: string, pages: PageInput[], options: CheckOptions = {}): Finding[] {
  const run = pageChecker(root, pages, options);
  pages.forEach((page, index) => run.page(page, index));
  return run.finish();
}

/**
 * How long the checks in slices run before they let other work (a request to the dev server, an
 * edit) in, and how long they then leave the thread to it: a fifth of it is theirs, so an edit made
 * while they run shows almost as soon as without them.
 */
const SLICE_MS = 20;
const PAUSE_MS = 80;

/**
 * The same checks as checkPages, a slice at a time, pausing between slices: the dev server runs them
 * once it has served its first page, and answers requests meanwhile.
 */
export async function checkPagesInSlices(root: string, pages: PageInput[], options: CheckOptions = {}): Promise<Finding[]> {
  const run = pageChecker(root, pages, options);
  let sliceStart = performance.now();
  for (const [index, page] of pages.entries()) {
    run.page(page, index);
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    sliceStart = performance.now();
  }
  return run.finish();
}

function pageChecker(root: string, pages: PageInput[], options: CheckOptions) {
  const context: LintContext = {
    components: options.components ?? defaultComponents(),
    operationResponses: options.operationResponses ?? (() => undefined),
  };
  const findings: Finding[] = [];
  const sources: SitePage[] = [];
  const read = options.read ?? sourceReader(root);
  const variables = options.config?.variables && { values: options.config.variables, file: options.configPlace?.file ?? 'docs.json' };
  return {
    page(page: PageInput, index: number): void {
      const source = read(page.file);
      // Only the site rules of a standalone run read every source again.
      if (options.standalone) sources.push({ ...page, source });
      const scan = scanPage(source);
      for (const rule of PAGE_RULES) {
        if (rule.checkedWhileRendering && !options.standalone) continue;
        for (const f of rule.check({ file: page.file, frontmatter: page.frontmatter, source, scan }, context)) {
          findings.push({ rule: rule.id, file: page.file, line: f.line, column: f.column, message: f.message });
        }
      }
      // What the build's source transform reports while it compiles the page (repairs, missing images,
      // undefined docs.json variables).
      if (options.standalone && isMdxPage(page.file, source)) {
        findings.push(...mdxSourceFindings(source, page.file, root, { componentsImport: false, variables }).findings);
      }
      options.onProgress?.(index + 1, pages.length);
    },
    finish(): Finding[] {
      if (options.standalone) for (const rule of siteRules) findings.push(...rule.check({ root, pages: sources, config: options.config, configPlace: options.configPlace }));
      return findings;
    },
  };
}
