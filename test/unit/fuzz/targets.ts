// What the fuzz tests feed hostile input to, the way a build uses it. Each target returns a short
// summary of its result, or throws; the harness classifies what it throws.
import { mdxToJs, type MdxToJsResult } from 'satteri';
import { DocsmithUserError, validateDocsConfig } from '../../../src/config/load.ts';
import { placeOfPath } from '../../../src/config/json-location.ts';
import { buildNavigation } from '../../../src/navigation/model.ts';
import { sidebarEntries, neighbours, type PageInfo } from '../../../src/runtime/sidebar.ts';
import { themeStyle } from '../../../src/runtime/theme.ts';
import { anchorLinks, tabLinks } from '../../../src/navigation/sections.ts';
import { chromeStyle } from '../../../src/runtime/chrome-style.ts';
import { linkFields, withoutBlockedLinks } from '../../../src/config/link-fields.ts';
import { urlVerdict } from '../../../src/util/url-policy.ts';
import { sourcePath } from '../../../src/redirects/expand.ts';
import { scriptSinksInHtml } from '../../support/script-sinks.ts';
import { colorModeSettings } from '../../../src/runtime/color-mode.ts';
import { readFrontmatter } from '../../../src/content/scan.ts';
import { pageFrontmatterSchema, titleFromId } from '../../../src/content/frontmatter.ts';
import type { AstroConfig } from 'astro';
import type { HastPluginEntry, MdastPluginEntry } from 'satteri';
import { registerMarkdownPlugins } from '../../../src/markdown/register.ts';
import { transformMdxSource } from '../../../src/markdown/repairs/vite-plugin.ts';
import { findUnclosedExpression, UNCLOSED_EXPRESSION_MESSAGE } from '../../../src/markdown/unclosed-expression.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromeFindings } from '../../../src/runtime/chrome-findings.ts';
import { linkPolicyFindings } from '../../../src/config/link-fields.ts';
import { redirectFindings } from '../../../src/redirects/expand.ts';
import { chromeKeysFor } from '../../../src/runtime/language-chrome-keys.ts';
import { expectedPlaces, type CurrentSiteCase } from './current-format-site.ts';

export interface ConfigCase {
  text: string;
  /** Page ids that exist on disk. */
  pageIds: string[];
}

/** docs.json text -> validated config -> navigation model -> sidebar and theme, as a build does. */
export function runConfig({ text, pageIds }: ConfigCase): string {
  const { config, findings, locate, realPath } = validateDocsConfig(text, 'docs.json');
  const nav = buildNavigation({
    navigation: config.navigation,
    pageIds: new Set(pageIds),
    configFile: 'docs.json',
    locate: locate ?? ((path) => placeOfPath(text, path)),
    realPath,
  });
  const pages = new Map<string, PageInfo>(pageIds.map((id) => [id, { title: titleFromId(id) }]));
  const urls = { base: '/', format: 'directory' as const };
  const current = nav.model.order[0] ?? 'index';
  const sidebar = sidebarEntries(nav.model.groups, current, pages, urls);
  neighbours(nav.model, current, pages, urls);
  const ctx = { navigation: nav.model, urls, versions: new Map<string, string>() };
  tabLinks(config, ctx, current);
  anchorLinks(config, ctx, current);
  themeStyle(config);
  colorModeSettings(config);
  assertNoScriptSink(config, urls);
  return `ok: ${sidebar.length} groups, ${nav.model.order.length} pages, ${findings.length + nav.findings.length} findings`;
}

/**
 * The chrome a build writes from docs.json, checked for script sinks: the inline <style> holds one
 * element (no value closes it), no link the config keeps has a refused scheme, and no redirect
 * source the build would write leaves the site.
 */
function assertNoScriptSink(config: ReturnType<typeof validateDocsConfig>['config'], urls: { base: string; format: 'directory' }): void {
  const style = `<style>${themeStyle(config)}${chromeStyle(config, urls)}</style>`;
  const sinks = scriptSinksInHtml(style);
  const elements = (style.match(/<\/?[a-z][^>]*>/gi) ?? []).length;
  if (sinks.length || elements !== 2) throw new Error(`script sink in the inline style: ${style.slice(0, 300)}`);
  const kept = linkFields(withoutBlockedLinks(config)).filter((f) => !f.path.includes('redirects'));
  const refused = kept.find((f) => urlVerdict(f.url).kind === 'blocked');
  if (refused) throw new Error(`a refused link is kept at ${refused.path.join('.')}: ${refused.url}`);
  for (const redirect of config.redirects ?? []) {
    const source = sourcePath(redirect.source);
    if ('path' in source && source.path.split('/').includes('..')) throw new Error(`a redirect source leaves the site: ${redirect.source}`);
  }
}

const PAGE_ID_SET: ReadonlySet<string> = new Set(['index', 'quickstart', 'guides/one', 'guides/two']);

/** Exactly the plugins a build gives Sätteri: registered by the integration's own function. */
const SATTERI_OPTIONS = { mdastPlugins: [] as MdastPluginEntry[], hastPlugins: [] as HastPluginEntry[] };
registerMarkdownPlugins(
  { markdown: { processor: { name: 'satteri', options: SATTERI_OPTIONS }, shikiConfig: {} } } as unknown as AstroConfig,
  { urls: { base: '/', format: 'directory' }, root: '/docs', pageIds: () => PAGE_ID_SET },
);

/** A page file: front matter check and schema, then the source transform and the MDX compile with Docsmith's tree plugins. */
export function runPage(source: string): string {
  const { data, error } = readFrontmatter(source);
  if (error && !(error.line >= 1)) throw new Error(`front matter error without a line: ${JSON.stringify(error)}`);
  pageFrontmatterSchema.safeParse(data);
  // As in a build: the source transform (repairs), which stops a page with an unclosed `{`, then the compiler.
  const { code } = transformMdxSource(source, 'page.mdx');
  const unclosed = findUnclosedExpression(code);
  if (unclosed) throw new Error(`${unclosed.line}:${unclosed.column}: ${UNCLOSED_EXPRESSION_MESSAGE}`);
  const result = mdxToJs(code, SATTERI_OPTIONS) as MdxToJsResult;
  return `ok: ${result.code.length} characters of JavaScript${error ? `; front matter error at line ${error.line}` : ''}`;
}

/**
 * A current-format site with planted bad values (current-format-site.ts), read from its files as a
 * build reads it (`$ref` included): config, navigation, the chrome of each language, and the
 * setup-time findings. Every planted value must have a finding of its rule at its file:line:column.
 */
export function runCurrentSite(c: CurrentSiteCase): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-fuzz-current-'));
  try {
    for (const [file, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const loaded = validateDocsConfig(c.files['docs.json']!, 'docs.json', root);
    const locate = loaded.locate!;
    const nav = buildNavigation({ navigation: loaded.config.navigation, pageIds: new Set(c.pageIds), configFile: 'docs.json', locate, realPath: loaded.realPath });
    const findings = [
      ...loaded.findings,
      ...nav.findings,
      ...chromeFindings(loaded.config, locate, 'docs.json'),
      ...linkPolicyFindings(loaded.config, locate, 'docs.json'),
      ...redirectFindings(loaded.config.redirects ?? [], locate, 'docs.json'),
    ];
    const config = withoutBlockedLinks(loaded.config);
    const urls = { base: '/', format: 'directory' as const };
    const ctx = { navigation: nav.model, urls, versions: new Map<string, string>() };
    for (const id of c.pageIds) {
      const links = [...tabLinks(config, ctx, id), ...anchorLinks(config, ctx, id)];
      const all = links.flatMap((l) => [l, ...(l.menu ?? [])]);
      const refused = all.find((l) => urlVerdict(l.href).kind === 'blocked');
      if (refused) throw new Error(`a refused link reaches the chrome of ${id}: ${refused.href}`);
    }
    for (const page of [undefined, ...c.pageIds]) {
      const keys = chromeKeysFor(config, page);
      const hrefs = [...(keys.topbarLinks ?? []).map((l) => l.url), keys.topbarCtaButton?.url, ...Object.values(Array.isArray(keys.footerSocials) ? {} : (keys.footerSocials ?? {})), ...((keys.footer?.links as { items: { href: string }[] }[] | undefined) ?? []).flatMap((col) => col.items.map((i) => i.href))];
      const refused = hrefs.find((href) => href !== undefined && urlVerdict(href).kind === 'blocked');
      if (refused) throw new Error(`a refused link reaches the navbar or footer of ${page ?? 'a page outside the languages'}: ${refused}`);
      if (keys.banner !== undefined && typeof keys.banner.content !== 'string') throw new Error(`a banner without text reaches ${page ?? 'a page outside the languages'}`);
    }
    assertNoScriptSink(config, urls);
    const places = new Set(findings.map((f) => `${f.rule} ${f.file}:${f.line}:${f.column}`));
    const missing = expectedPlaces(c).filter(({ rule, place }) => !places.has(`${rule} ${place}`));
    if (missing.length) {
      throw new Error(`no placed message for ${missing.map((m) => `${m.rule} at ${m.place}`).join(', ')}; the findings were:\n${[...places].join('\n')}`);
    }
    return `ok: ${c.planted.length} planted values, ${findings.length} findings`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export { DocsmithUserError };
