// llms.txt and llms-full.txt per language and version. A site of 4 languages × 25 versions would
// otherwise put 25,000 pages in one file that no tool can read; instead each language and version
// has its own pair under its own path (`/es/v2/llms.txt`), and the site's `/llms.txt` is the pair of
// the reader's first stop (the home page's language, the default version) plus a list of the others.
// Pure: the endpoints in routes/ feed it the site's languages, versions and page ids.

export interface LlmsScope {
  /** The language code as docs.json writes it, when the site has languages. */
  language?: string;
  /** The version name, when the site has versions. */
  version?: string;
  /** Where the scope's files live, without slashes around it (`es/v2`); '' on a site without languages and versions. */
  path: string;
}

export interface ScopeInput {
  /** Language codes in docs.json order. */
  languages: readonly string[];
  /** Version names, the default first. */
  versions: readonly string[];
  /** The home page's language: its scopes come first and the site's own pair is its default version's. */
  homeLanguage?: string;
}

/** A path segment for a language code or version name: lower case, anything but letters, digits, `.`, `_` and `-` folded to `-`. */
function segmentOf(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'scope';
}

/**
 * Every language × version of the site, the default first, each with a path of its own (two names
 * that fold to one segment get `-2`, `-3`). A site without languages or versions has one scope,
 * the site itself, and needs no scoped files.
 */
export function llmsScopes(input: ScopeInput): LlmsScope[] {
  const languages: (string | undefined)[] = input.languages.length ? [...input.languages] : [undefined];
  if (input.homeLanguage && languages.includes(input.homeLanguage)) {
    languages.splice(languages.indexOf(input.homeLanguage), 1);
    languages.unshift(input.homeLanguage);
  }
  const versions: (string | undefined)[] = input.versions.length ? [...input.versions] : [undefined];
  const uniqueSegments = (names: (string | undefined)[]) => {
    const taken = new Set<string>();
    return names.map((name) => {
      if (name === undefined) return undefined;
      const base = segmentOf(name);
      let segment = base;
      for (let n = 2; taken.has(segment); n++) segment = `${base}-${n}`;
      taken.add(segment);
      return segment;
    });
  };
  const languageSegments = uniqueSegments(languages);
  const versionSegments = uniqueSegments(versions);
  return languages.flatMap((language, l) =>
    versions.map((version, v) => ({
      ...(language !== undefined ? { language } : {}),
      ...(version !== undefined ? { version } : {}),
      path: [languageSegments[l], versionSegments[v]].filter(Boolean).join('/'),
    })),
  );
}

/**
 * The site's languages for its scopes: the languages of its anchors, in docs.json order, leaving out
 * one none of whose pages exists (the site model's anchors hold only their pages that exist).
 */
export function languagesOfAnchors(anchors: ReadonlyArray<{ language?: string; pages?: readonly string[] }>): string[] {
  return [...new Set(anchors.flatMap((anchor) => (anchor.language && anchor.pages?.length !== 0 ? [anchor.language] : [])))];
}

/** Where a build writes a pair: the folder (`es/v2`, '' for the site root) and the scope it holds. */
export interface LlmsPair {
  scope: LlmsScope;
  folder: string;
}

/**
 * Every llms.txt and llms-full.txt pair of a site: the site's own at the root (the first scope's,
 * with the list of the others), then each scope's under its path. The build writes these and
 * `docsmith lint` counts them as link targets, so both read them from here.
 */
export function llmsPairs(scopes: readonly LlmsScope[]): LlmsPair[] {
  return [{ scope: scopes[0]!, folder: '' }, ...scopes.filter((scope) => scope.path).map((scope) => ({ scope, folder: scope.path }))];
}

/** The site path of a pair's file: `/llms.txt`, `/es/v2/llms-full.txt`. */
export function llmsFilePath(pair: LlmsPair, file: 'llms.txt' | 'llms-full.txt'): string {
  return `/${pair.folder ? `${pair.folder}/` : ''}${file}`;
}

export interface PageScopeOf {
  languageOf(pageId: string): string | undefined;
  versionOf(pageId: string): string | undefined;
}

/**
 * The pages of every scope, by scope path, in the order given, made in one pass (filtering the whole
 * order once per scope grew with the number of scopes times the size of the site). A scope holds
 * the pages of its language (pages outside every language count as the first language) and of its
 * version or of none: an unversioned page shows in every version, as in the sidebar.
 */
export function pagesByScope(order: readonly string[], scopes: readonly LlmsScope[], firstLanguage: string | undefined, of: PageScopeOf): Map<string, string[]> {
  const key = (language: string | undefined, version: string | undefined) => `${language ?? ''}\0${version ?? ''}`;
  const hasLanguages = scopes.some((scope) => scope.language !== undefined);
  const hasVersions = scopes.some((scope) => scope.version !== undefined);
  const byKey = new Map(scopes.map((scope) => [key(scope.language, scope.version), scope.path]));
  const ofLanguage = new Map<string | undefined, string[]>();
  for (const scope of scopes) ofLanguage.set(scope.language, [...(ofLanguage.get(scope.language) ?? []), scope.path]);
  const byPath = new Map<string, string[]>(scopes.map((scope) => [scope.path, []]));
  for (const id of order) {
    const language = hasLanguages ? (of.languageOf(id) ?? firstLanguage) : undefined;
    const version = hasVersions ? of.versionOf(id) : undefined;
    const own = version === undefined ? undefined : byKey.get(key(language, version));
    const paths = version === undefined ? (ofLanguage.get(language) ?? []) : own === undefined ? [] : [own];
    for (const path of paths) byPath.get(path)!.push(id);
  }
  return byPath;
}
