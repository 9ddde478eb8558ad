// The API side of a site, prepared once per build at `astro:config:setup`: load the descriptions,
// tie `openapi:` pages to their operations, decide which operations get generated pages, add their
// sidebar groups, check the `$ref`s rendered operations need, and keep it all for the routes.
import type { DocsConfig } from '../config/schema.ts';
import type { Finding } from '../diagnostics/reporter.ts';
import type { NavGroupNode, NavigationModel } from '../navigation/model.ts';
import type { ScannedPage } from '../content/scan.ts';
import type { DocsmithOptions } from '../options.ts';
import { fileKeyOf, loadSpecs, specNameOf, type SpecLoadFailure } from './load.ts';
import { discoverDescriptions } from './discover.ts';
import { oversizedSampleFindings } from './limits.ts';
import { kebabCase, operationGroup, operationObject, operationSlug, operationsOf, operationTitle } from './operations.ts';
import { matchReference, parseOperationReference, referenceNamesSpec } from './reference.ts';
import { refTargetFile, splitRef } from './refs.ts';
import { escapeSegment, valueAt } from './pointer.ts';
import { emptyApiStore, type ApiStore, type GeneratedPage } from './store.ts';
import type { JsonObject, LoadedSpec, OperationRef } from './types.ts';
import { parseSchemaReference, resolveSchemaPages, schemaValueOf } from './schema-pages.ts';
import { frontmatterKeyLine, sourceReader } from '../content/frontmatter-line.ts';
import type { NavigationOperation } from '../config/v2/navigation.ts';
import { navigationOperationPages, type PlacedOperation } from './navigation-operations.ts';

export const DEFAULT_API_BASE = 'api-reference';

export interface ApiPageSummary {
  id: string;
  title: string;
  method: string;
  description?: string;
  deprecated?: boolean;
}

/** What components read of the API side (`api` of virtual:docsmith/config). */
export interface ApiVirtualData {
  /** Generated operation pages (titles and method badges for the sidebar). */
  generated: ApiPageSummary[];
  /** Pages with `openapi:` front matter: defaults for title and the method badge. */
  referenced: ApiPageSummary[];
}

export interface PreparedApi {
  store: ApiStore;
  findings: Finding[];
  /** Groups to append to the navigation, in order. */
  groups: NavGroupNode[];
  /** Generated pages, for titles and method badges in the sidebar. */
  generatedPages: ApiPageSummary[];
  /** `openapi:` pages: title/description defaults and the method badge. */
  referencedPages: ApiPageSummary[];
  /** Folders that hold generated pages (one injected route each). */
  bases: string[];
  /** The response codes an `openapi:` reference's operation documents (undefined: no such operation). */
  operationResponses(reference: string): string[] | undefined;
  /** Current format: the generated pages of the navigation's operation entries, to place in it. */
  navigationPages: PlacedOperation[];
}

interface SourceEntry {
  source: string;
  /** Generated pages go under this folder. */
  base: string;
  /** Found in the folder, not listed in docs.json: it serves `openapi:` pages and gets no generated pages. */
  discovered?: boolean;
}

function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

function baseOfUrl(url: string): string {
  return url.trim().replace(/^\/+|\/+$/g, '') || DEFAULT_API_BASE;
}

/** The `openapi:` and `openapi-schema:` front matter of pages that has the shape of a reference. */
function pageReferences(pages: ScannedPage[]): { file?: string }[] {
  return pages.flatMap((p) => {
    const value = p.frontmatter.openapi;
    const reference = typeof value === 'string' ? parseOperationReference(value) : undefined;
    const schemaValue = schemaValueOf(p);
    const schema = schemaValue ? parseSchemaReference(schemaValue) : undefined;
    return [...(reference ? [reference] : []), ...(schema ? [schema] : [])];
  });
}

function sourcesOf(config: DocsConfig, root: string, pages: ScannedPage[]): SourceEntry[] {
  const out: SourceEntry[] = [];
  for (const tab of config.tabs ?? []) for (const s of asList(tab.openapi)) out.push({ source: s, base: baseOfUrl(tab.url) });
  for (const anchor of config.anchors ?? []) {
    if (/^[a-z]+:/i.test(anchor.url)) continue;
    for (const s of asList(anchor.openapi)) out.push({ source: s, base: baseOfUrl(anchor.url) });
  }
  for (const s of asList(config.openapi)) out.push({ source: s, base: config.openapiDirectories?.[s] ?? DEFAULT_API_BASE });
  return [...out, ...discoveredSources(root, out, pageReferences(pages))];
}

/**
 * Like the hosted platform, pages may name OpenAPI files docs.json does not list, wherever they are in
 * the folder: a reference's file part ("spec-name GET /x") picks the files it names; a reference
 * without one uses every description found, when docs.json lists none. The folder is searched only
 * when a reference needs it.
 */
function discoveredSources(root: string, listed: SourceEntry[], references: { file?: string }[]): SourceEntry[] {
  const listedSpecs = listed.map((s) => ({ file: fileKeyOf(s.source), name: specNameOf(fileKeyOf(s.source)) }));
  const namesUnlisted = (file: string) => !listedSpecs.some((spec) => referenceNamesSpec(file, spec));
  const wantsAny = !listed.length && references.some((r) => !r.file);
  const wantedNames = references.flatMap((r) => (r.file && namesUnlisted(r.file) ? [r.file] : []));
  if (!wantsAny && !wantedNames.length) return [];
  const listedFiles = new Set(listedSpecs.map((s) => s.file));
  return discoverDescriptions(root)
    .filter((file) => !listedFiles.has(file))
    .filter((file) => wantsAny || wantedNames.some((name) => referenceNamesSpec(name, { file, name: specNameOf(file) })))
    .map((file) => ({ source: file, base: DEFAULT_API_BASE, discovered: true }));
}

/** Every `$ref` a set of operations needs, followed through every file; the unresolvable ones are errors. */
function checkReferences(spec: LoadedSpec, ops: OperationRef[]): Finding[] {
  const findings: Finding[] = [];
  const visited = new Set<string>();
  const reported = new Set<string>();
  const stack: { value: unknown; file: string; pointer: string }[] = [];
  for (const op of ops) {
    const { value, file, pointer } = operationObject(spec, op);
    stack.push({ value, file, pointer });
  }
  while (stack.length) {
    const { value, file, pointer } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, file, pointer: `${pointer}/${i}` }));
      continue;
    }
    const ref = (value as JsonObject).$ref;
    if (typeof ref === 'string') {
      const parts = splitRef(ref);
      const targetFile = refTargetFile(file, parts.file);
      const key = `${targetFile}#${parts.pointer}`;
      const document = spec.documents.get(targetFile);
      const target = document === undefined ? undefined : valueAt(document, parts.pointer);
      if (target === undefined) {
        const place = `${file}#${pointer}`;
        if (!reported.has(place)) {
          reported.add(place);
          const why = document === undefined ? `${targetFile} could not be loaded` : `${targetFile} has nothing at ${parts.pointer || '/'}`;
          findings.push({ rule: 'openapi/unresolved-ref', file, message: `${pointer}/$ref: "${ref}" cannot be resolved (${why})${spec.converted && file === spec.file ? ' (pointer in the file converted from Swagger 2.0)' : ''}` });
        }
      } else if (!visited.has(key)) {
        visited.add(key);
        stack.push({ value: target, file: targetFile, pointer: parts.pointer });
      }
    }
    for (const [k, child] of Object.entries(value as JsonObject)) {
      if (k === '$ref' || !child || typeof child !== 'object') continue;
      stack.push({ value: child, file, pointer: `${pointer}/${escapeSegment(k)}` });
    }
  }
  return findings;
}

/** Tag order: the file's `tags` list first, then tags in the order operations use them. */
function groupOrder(spec: LoadedSpec, ops: OperationRef[]): string[] {
  const entry = spec.documents.get(spec.file) as JsonObject;
  const declared = Array.isArray(entry.tags) ? entry.tags.map((t) => (t && typeof t === 'object' ? String((t as JsonObject).name) : '')).filter(Boolean) : [];
  const used = ops.map(operationGroup);
  const order = [...declared.filter((t) => used.includes(t)), ...used];
  return [...new Set(order)];
}

/** Current format: the operation entries of its navigation, and where each stands in the files. */
export interface NavigationOperations {
  entries: NavigationOperation[];
  place: (entry: NavigationOperation) => Pick<Finding, 'file' | 'line' | 'column'>;
}

export async function prepareApi(
  root: string,
  config: DocsConfig,
  pages: ScannedPage[],
  options: Pick<DocsmithOptions, 'apiPages' | 'playgroundProxy'> & {
    openapiRefHosts?: string[];
    /** The config file read (docs.json or mint.json), named in messages; docs.json when a config is given without one. */
    configFile?: string;
  },
  navigation: NavigationOperations = { entries: [], place: () => ({}) },
): Promise<PreparedApi> {
  const configFile = options.configFile ?? 'docs.json';
  const findings: Finding[] = [];
  const listed = sourcesOf(config, root, pages);
  // Descriptions named by navigation nodes serve their operation entries only: no page per operation.
  const entrySources = [...new Set(navigation.entries.flatMap((e) => e.specs.map((s) => s.source)))]
    .filter((source) => !listed.some((s) => fileKeyOf(s.source) === fileKeyOf(source)))
    .map((source) => ({ source, base: DEFAULT_API_BASE, discovered: true }));
  const sources = [...listed, ...entrySources];
  const store = emptyApiStore();
  store.api = config.api;
  store.playgroundProxy = options.playgroundProxy;
  const empty: PreparedApi = { store, findings, groups: [], generatedPages: [], referencedPages: [], bases: [], operationResponses: () => undefined, navigationPages: [] };
  if (!sources.length && !navigation.entries.length && !pages.some((p) => typeof p.frontmatter.openapi === 'string' || schemaValueOf(p))) return empty;

  const loaded = await loadSpecs(root, sources.map((s) => s.source), { refHosts: options.openapiRefHosts });
  findings.push(...loaded.findings);
  store.specs = loaded.specs;
  store.failures = loaded.failures;
  const baseOf = (file: string) => sources.find((s) => fileKeyOf(s.source) === file)?.base ?? DEFAULT_API_BASE;
  const catalog = loaded.specs.map((spec) => ({ spec, operations: operationsOf(spec) }));

  // Duplicate operationIds, named with both places.
  for (const { spec, operations } of catalog) {
    const first = new Map<string, OperationRef>();
    for (const op of operations) {
      if (!op.operationId) continue;
      const seen = first.get(op.operationId);
      if (seen) {
        findings.push({ rule: 'openapi/duplicate-operation-id', file: spec.file, message: `${op.pointer}: operationId "${op.operationId}" is also used at ${seen.pointer}` });
      } else first.set(op.operationId, op);
    }
  }

  for (const { spec, operations } of catalog) findings.push(...oversizedSampleFindings(spec, operations));

  // Pages with `openapi:` front matter.
  const referencedOps = new Map<number, Set<OperationRef>>();
  const referencedFiles = new Set<number>();
  const referencedPages: ApiPageSummary[] = [];
  const readSource = sourceReader(root);
  for (const page of pages) {
    const value = page.frontmatter.openapi;
    if (typeof value !== 'string' || !value.trim()) continue;
    // Messages about the reference point at the page's `openapi:` line (read only when there is one).
    const lineOf = () => {
      try {
        return frontmatterKeyLine(readSource(page.file), 'openapi');
      } catch {
        return 1; // a page given without its file (API checks run on their own in tests)
      }
    };
    const reference = parseOperationReference(value);
    if (!reference) {
      findings.push({ rule: 'openapi/unknown-operation', file: page.file, line: lineOf(), message: `openapi: "${value}" is not an operation reference (expected "METHOD /path" or "file METHOD /path")` });
      continue;
    }
    if (reference.file) {
      const failure = loaded.failures.find((f) => referenceNamesSpec(reference.file!, f));
      if (failure) {
        store.pageOperations.set(page.id, { failure });
        continue;
      }
    }
    const match = matchReference(reference, catalog);
    if (match.unknownFile) {
      findings.push({ rule: 'openapi/unknown-operation', file: page.file, line: lineOf(), message: `openapi: "${value}" names no OpenAPI file listed in ${configFile} or found in the folder (known: ${catalog.map((c) => c.spec.name).join(', ') || 'none'})` });
      continue;
    }
    if (!match.op) {
      const soleFailure = !reference.file && !catalog.length ? loaded.failures[0] : undefined;
      if (soleFailure) {
        store.pageOperations.set(page.id, { failure: soleFailure });
        continue;
      }
      findings.push({ rule: 'openapi/unknown-operation', file: page.file, line: lineOf(), message: `openapi: "${value}" matches no operation in ${catalog.map((c) => c.spec.file).join(', ') || 'any OpenAPI file'}` });
      continue;
    }
    if (match.others.length) {
      findings.push({
        rule: 'openapi/ambiguous-reference',
        file: page.file,
        line: lineOf(),
        message: `openapi: "${value}" matches ${[match.op, ...match.others].map((o) => `${o.file}#${o.pointer}`).join(' and ')}; using the first (write "${catalog.find((c) => c.spec.file === match.op!.file)!.spec.name} ${value.trim()}" to choose)`,
      });
    }
    const specIndex = catalog.findIndex((c) => c.spec.file === match.op!.file);
    store.pageOperations.set(page.id, { specIndex, op: match.op });
    referencedFiles.add(specIndex);
    let set = referencedOps.get(specIndex);
    if (!set) referencedOps.set(specIndex, (set = new Set()));
    set.add(match.op);
    const title = typeof page.frontmatter.title === 'string' && page.frontmatter.title.trim() ? page.frontmatter.title : operationTitle(match.op);
    const description = typeof page.frontmatter.description === 'string' ? page.frontmatter.description : undefined;
    referencedPages.push({ id: page.id, title, method: match.op.kind === 'webhook' ? 'HOOK' : match.op.method.toUpperCase(), description, deprecated: match.op.deprecated });
  }

  // Pages with `openapi-schema:` front matter: one named schema, then the page's content.
  const schemaPages = resolveSchemaPages(pages, loaded.specs, loaded.failures, sourceReader(root), configFile);
  findings.push(...schemaPages.findings);
  store.pageSchemas = schemaPages.pages;
  const schemaFiles = new Set<number>();
  for (const page of pages) {
    const schema = schemaPages.pages.get(page.id);
    if (!schema) continue;
    if ('specIndex' in schema) schemaFiles.add(schema.specIndex);
    const ownTitle = typeof page.frontmatter.title === 'string' && page.frontmatter.title.trim() ? page.frontmatter.title : undefined;
    const name = 'name' in schema ? schema.name : 'missing' in schema ? (parseSchemaReference(schema.missing)?.name ?? schema.missing) : undefined;
    const title = ownTitle ?? name;
    if (title) referencedPages.push({ id: page.id, title, method: '', description: typeof page.frontmatter.description === 'string' ? page.frontmatter.description : undefined });
  }

  // Generated pages: first those the navigation's operation entries ask for.
  const pageIds = new Set(pages.map((p) => p.id));
  const usedIds = new Set<string>();
  const groups: NavGroupNode[] = [];
  const bases = new Set<string>();
  const generatedPages: ApiPageSummary[] = [];
  // An operation entry without a node `directory` goes in its description's site-level one (`api.openapi`).
  const siteDirectoryOf = (file: string) => Object.entries(config.openapiDirectories ?? {}).find(([source]) => fileKeyOf(source) === file)?.[1];
  const fromNavigation = navigationOperationPages(navigation.entries, catalog, usedIds, pageIds, navigation.place, siteDirectoryOf);
  findings.push(...fromNavigation.findings);
  for (const { page } of fromNavigation.placed) {
    store.generated.push(page);
    generatedPages.push({ id: page.id, title: page.title, method: page.op.kind === 'webhook' ? 'HOOK' : page.op.method.toUpperCase(), deprecated: page.op.deprecated });
    bases.add(page.base);
    referencedFiles.add(page.specIndex);
    let set = referencedOps.get(page.specIndex);
    if (!set) referencedOps.set(page.specIndex, (set = new Set()));
    set.add(page.op);
  }
  catalog.forEach(({ spec, operations }, specIndex) => {
    const referenced = referencedFiles.has(specIndex);
    if (referenced && options.apiPages !== 'all') return;
    if (!referenced && sources.find((s) => fileKeyOf(s.source) === spec.file)?.discovered) return;
    const already = referencedOps.get(specIndex) ?? new Set();
    const ops = operations.filter((op) => !already.has(op));
    if (!ops.length) return;
    const base = baseOf(spec.file);
    const byGroup = new Map<string, GeneratedPage[]>();
    for (const op of ops) {
      const group = operationGroup(op);
      let id = `${base}/${kebabCase(group) || 'endpoints'}/${operationSlug(op)}`;
      for (let n = 2; usedIds.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
      if (pageIds.has(id)) {
        findings.push({ rule: 'openapi/page-collision', file: spec.file, message: `${op.pointer}: its generated page /${id}/ would replace the page ${id}; the page is kept and the operation gets no generated page` });
        continue;
      }
      usedIds.add(id);
      const page: GeneratedPage = { id, base, specIndex, op, title: operationTitle(op), group };
      store.generated.push(page);
      generatedPages.push({ id, title: page.title, method: op.kind === 'webhook' ? 'HOOK' : op.method.toUpperCase(), deprecated: op.deprecated });
      let list = byGroup.get(group);
      if (!list) byGroup.set(group, (list = []));
      list.push(page);
    }
    if (byGroup.size) bases.add(base);
    for (const group of groupOrder(spec, ops)) {
      const list = byGroup.get(group);
      if (list?.length) groups.push({ type: 'group', label: group, entries: list.map((p) => ({ type: 'page', id: p.id })) });
    }
  });

  // A remote description that could not be downloaded still gets a visible page saying so.
  for (const failure of loaded.failures) {
    if (failure.reason !== 'unavailable') continue;
    if ([...store.pageOperations.values()].some((v) => 'failure' in v && v.failure === failure)) continue;
    const base = baseOf(failure.file);
    const id = `${base}/${kebabCase(failure.name) || 'openapi'}`;
    if (pageIds.has(id) || usedIds.has(id)) continue;
    usedIds.add(id);
    bases.add(base);
    store.unavailable.push({ id, base, failure });
    generatedPages.push({ id, title: `${failure.name} (unavailable)`, method: '' });
    groups.push({ type: 'group', label: failure.name, entries: [{ type: 'page', id }] });
  }

  // Every `$ref` a rendered operation needs must resolve.
  catalog.forEach(({ spec }, specIndex) => {
    const rendered = [...store.generated.filter((g) => g.specIndex === specIndex).map((g) => g.op), ...(referencedOps.get(specIndex) ?? [])];
    if (rendered.length) findings.push(...checkReferences(spec, rendered));
  });

  // Fragments: every component schema of a description with rendered operations, for on-demand expansion.
  const usedFragmentKeys = new Set<string>();
  catalog.forEach(({ spec }, specIndex) => {
    const rendered = store.generated.some((g) => g.specIndex === specIndex) || referencedFiles.has(specIndex) || schemaFiles.has(specIndex);
    if (!rendered) return;
    const entry = spec.documents.get(spec.file) as JsonObject;
    const schemas = (entry.components as JsonObject | undefined)?.schemas;
    if (!schemas || typeof schemas !== 'object') return;
    const prefix = kebabCase(spec.name) || `spec-${specIndex}`;
    for (const name of Object.keys(schemas as JsonObject)) {
      let key = `${prefix}/${kebabCase(name) || 'schema'}`;
      for (let n = 2; usedFragmentKeys.has(key); n++) key = `${prefix}/${kebabCase(name) || 'schema'}-${n}`;
      usedFragmentKeys.add(key);
      const pointer = `/components/schemas/${escapeSegment(name)}`;
      store.fragments.set(key, { key, specIndex, file: spec.file, pointer, name });
      store.fragmentByLocation.set(`${specIndex}\0${spec.file}#${pointer}`, key);
    }
  });

  return {
    store,
    findings,
    groups,
    generatedPages,
    referencedPages,
    bases: [...bases],
    operationResponses: operationResponsesIn(catalog),
    navigationPages: fromNavigation.placed,
  };
}

/** Response codes of the operation an `openapi:` value names, matched as pages are (webhooks answer no caller). */
function operationResponsesIn(catalog: { spec: LoadedSpec; operations: OperationRef[] }[]): PreparedApi['operationResponses'] {
  return (value) => {
    const reference = parseOperationReference(value);
    if (!reference || reference.kind === 'webhook') return undefined;
    const { op } = matchReference(reference, catalog);
    const spec = op && catalog.find((c) => c.spec.file === op.file)?.spec;
    if (!op || !spec) return undefined;
    const responses = operationObject(spec, op).value?.responses;
    return responses && typeof responses === 'object' ? Object.keys(responses) : [];
  };
}

/** Adds the generated groups after docs.json's navigation, and their pages to the reading order. */
export function withApiNavigation(navigation: NavigationModel, groups: NavGroupNode[]): NavigationModel {
  if (!groups.length) return navigation;
  const ids = groups.flatMap((g) => g.entries.filter((e) => e.type === 'page').map((e) => (e as { id: string }).id));
  const listed = new Set(navigation.order);
  return { ...navigation, groups: [...navigation.groups, ...groups], order: [...navigation.order, ...ids.filter((id) => !listed.has(id))] };
}

export type { SpecLoadFailure };
