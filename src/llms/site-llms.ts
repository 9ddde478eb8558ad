// The site's llms.txt and llms-full.txt, one pair per language and version (scopes.ts decides which
// pages each holds). Runs inside Astro; the routes in routes/ only serve what these return.
import { languageOf } from '../i18n/languages.ts';
import { languageOfPage } from '../navigation/language-twins.ts';
import { versionsOfPages } from '../runtime/chrome.ts';
import { trimBase } from '../util/urls.ts';
import { llmsFullTxt, llmsTxt, type ScopeLink } from './llms-txt.ts';
import { languagesOfAnchors, llmsScopes, pagesByScope, type LlmsScope } from './scopes.ts';
import { config, generatedMarkdownPages, markdownPages, navigation, site, siteDescription, type MarkdownPage } from './site-markdown.ts';
import { onSite } from './urls.ts';
import { urls } from '../runtime/site-data.ts';

const anchors = config.anchors ?? [];
const languages = languagesOfAnchors(anchors);

/** Every language × version of the site, the home page's first; one scope when the site has neither. */
export function siteScopes(): LlmsScope[] {
  const homeLanguage = languageOfPage(anchors, 'index') ?? languageOfPage(anchors, navigation.order[0] ?? '');
  return llmsScopes({ languages, versions: config.versions ?? [], homeLanguage });
}

/** The page ids of every scope, by scope path, in reading order. */
async function pageIdsByScope(): Promise<Map<string, string[]>> {
  const versions = await versionsOfPages();
  return pagesByScope(navigation.order, siteScopes(), languages[0], { languageOf: (id) => languageOfPage(anchors, id), versionOf: (id) => versions.get(id) });
}

let scopeIds: Promise<Map<string, string[]>> | undefined;

/** The navigation pages of a scope as markdown, in reading order (generated operation pages too). */
async function scopePages(scope: LlmsScope): Promise<MarkdownPage[]> {
  const ids = await (import.meta.env.DEV ? pageIdsByScope() : (scopeIds ??= pageIdsByScope()));
  const pages = await markdownPages();
  const generated = generatedMarkdownPages();
  return (ids.get(scope.path) ?? []).flatMap((id) => pages.get(id) ?? generated.get(id) ?? []);
}

function scopeName(scope: LlmsScope): string {
  const language = scope.language === undefined ? undefined : (languageOf(scope.language)?.name ?? scope.language);
  return [language, scope.version].filter(Boolean).join(' · ');
}

/** The site's name, with the scope's language and version when it has them. */
function titleOf(scope: LlmsScope): string {
  const name = scopeName(scope);
  return name ? `${config.name} (${name})` : config.name;
}

/** Where a scope's file is served (`/docs/es/v2/llms.txt`), absolute when `site` is set. */
function scopeFile(scope: LlmsScope, file: 'llms.txt' | 'llms-full.txt'): string {
  return onSite(`${trimBase(urls.base)}/${scope.path ? `${scope.path}/` : ''}${file}`, site);
}

/**
 * llms.txt of a scope. The site's own (`listScopes`) also names every scope's pair, so that a tool
 * that starts at /llms.txt finds the other languages and versions.
 */
export async function scopeLlmsTxt(scope: LlmsScope, listScopes: boolean): Promise<string> {
  const pages = await scopePages(scope);
  const scopes: ScopeLink[] = listScopes ? siteScopes().map((s) => ({ name: scopeName(s), href: scopeFile(s, 'llms.txt'), fullHref: scopeFile(s, 'llms-full.txt') })) : [];
  return llmsTxt({
    name: titleOf(scope),
    description: await siteDescription(),
    navigation,
    pages: new Map(pages.map((page) => [page.id, page])),
    instructions: config.markdown?.instructions,
    scopes: scopes.length > 1 ? scopes : [],
  });
}

/** llms-full.txt of a scope: its pages as markdown, in reading order. */
export async function scopeLlmsFullTxt(scope: LlmsScope): Promise<string> {
  const pages = (await scopePages(scope)).map((page) => ({ title: page.title, description: page.description, body: '', url: page.href, markdown: page.markdown }));
  return llmsFullTxt(titleOf(scope), pages, config.markdown?.instructions);
}
