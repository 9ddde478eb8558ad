// `openapi-schema:` front matter: a page that shows one named component schema of the site's OpenAPI
// files ("Pet", or "petstore Pet" to name the file, like `openapi:` references). Resolved once at
// setup; an unknown name is a warning at the page's line with a did-you-mean, and the page then says
// the schema is unavailable.
import type { Finding } from '../diagnostics/reporter.ts';
import type { ScannedPage } from '../content/scan.ts';
import { frontmatterKeyLine } from '../content/frontmatter-line.ts';
import { didYouMeanSuffix } from '../util/did-you-mean.ts';
import type { SpecLoadFailure } from './load.ts';
import { escapeSegment } from './pointer.ts';
import { referenceNamesSpec } from './reference.ts';
import type { JsonObject, LoadedSpec } from './types.ts';

export const SCHEMA_KEY = 'openapi-schema';

export interface SchemaReference {
  /** The file part as written, when given. */
  file?: string;
  name: string;
}

/** What a schema page renders: the schema, a failure to load its file, or the name nothing matched. */
export type PageSchema =
  | { specIndex: number; file: string; pointer: string; name: string }
  | { failure: SpecLoadFailure }
  | { missing: string };

/** `Pet` or `petstore Pet`; anything else is not a reference. */
export function parseSchemaReference(value: string): SchemaReference | undefined {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 1) return { name: tokens[0]! };
  if (tokens.length === 2) return { file: tokens[0], name: tokens[1]! };
  return undefined;
}

/** The `openapi-schema:` value of a page, when it is a non-empty string. */
export function schemaValueOf(page: Pick<ScannedPage, 'frontmatter'>): string | undefined {
  const value = page.frontmatter[SCHEMA_KEY];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Names of the component schemas of a description's entry document. */
export function componentSchemaNames(spec: LoadedSpec): string[] {
  const entry = spec.documents.get(spec.file) as JsonObject | undefined;
  const schemas = (entry?.components as JsonObject | undefined)?.schemas;
  return schemas && typeof schemas === 'object' && !Array.isArray(schemas) ? Object.keys(schemas) : [];
}

export interface SchemaPagesResult {
  pages: Map<string, PageSchema>;
  findings: Finding[];
}

export function resolveSchemaPages(
  pages: readonly Pick<ScannedPage, 'id' | 'file' | 'frontmatter'>[],
  specs: readonly LoadedSpec[],
  failures: readonly SpecLoadFailure[],
  readSource: (file: string) => string,
  /** docs.json or mint.json, named in messages. */
  configFile: string,
): SchemaPagesResult {
  const resolved = new Map<string, PageSchema>();
  const findings: Finding[] = [];
  for (const page of pages) {
    const value = schemaValueOf(page);
    if (!value) continue;
    const warn = (message: string) =>
      findings.push({ rule: 'openapi/unknown-schema', file: page.file, line: frontmatterKeyLine(readSource(page.file), SCHEMA_KEY), message });
    const reference = parseSchemaReference(value);
    if (!reference) {
      warn(`${SCHEMA_KEY}: "${value}" is not a schema reference (expected "SchemaName" or "file SchemaName"); the page says the schema is unavailable`);
      resolved.set(page.id, { missing: value });
      continue;
    }
    const failure = reference.file ? failures.find((f) => referenceNamesSpec(reference.file!, f)) : !specs.length ? failures[0] : undefined;
    if (failure) {
      resolved.set(page.id, { failure });
      continue;
    }
    const candidates = specs.map((spec, specIndex) => ({ spec, specIndex })).filter(({ spec }) => !reference.file || referenceNamesSpec(reference.file, spec));
    if (reference.file && !candidates.length) {
      warn(`${SCHEMA_KEY}: "${value}" names no OpenAPI file listed in ${configFile} or found in the folder (known: ${specs.map((s) => s.name).join(', ') || 'none'}); the page says the schema is unavailable`);
      resolved.set(page.id, { missing: value });
      continue;
    }
    const match = candidates.find(({ spec }) => componentSchemaNames(spec).includes(reference.name));
    if (!match) {
      const names = candidates.flatMap(({ spec }) => componentSchemaNames(spec));
      const where = candidates.map(({ spec }) => spec.file).join(', ') || 'any OpenAPI file (the site has none)';
      warn(`${SCHEMA_KEY}: "${reference.name}" is not a schema of ${where}${didYouMeanSuffix(reference.name, names)}; the page says the schema is unavailable`);
      resolved.set(page.id, { missing: value });
      continue;
    }
    resolved.set(page.id, {
      specIndex: match.specIndex,
      file: match.spec.file,
      pointer: `/components/schemas/${escapeSegment(reference.name)}`,
      name: reference.name,
    });
  }
  return { pages: resolved, findings };
}
