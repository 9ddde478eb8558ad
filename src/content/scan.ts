// Reads the front matter of every page once at setup, to check it and to know which pages exist.
// Rendering reads the pages again through the content collection; this pass only looks at the head.
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { Finding } from '../diagnostics/reporter.ts';
import { listPageFiles, pageIdOf } from './page-files.ts';
import { frontmatterKeyLine, sourceReader } from './frontmatter-line.ts';
import { simpleFrontmatter } from './simple-frontmatter.ts';
import { pageFrontmatterSchema } from './frontmatter.ts';
import { issueSentences } from '../config/zod-issues.ts';
import { formatJsonPath } from '../config/json-location.ts';

export interface ScannedPage {
  id: string;
  /** Path relative to the docs root, with extension. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** Its front matter could not be read (reported as page/invalid-frontmatter; nothing else is said of it). */
  invalidFrontmatter?: true;
}

/** Where the front matter's opening `---` (or `+++`) is, found the way Astro finds it (blank lines may come first). */
const OPENING = /(?:^\uFEFF?|^\s*\n)(?:---|\+\+\+)/;

function lineOfOpening(source: string): number {
  const match = OPENING.exec(source);
  if (!match) return 1;
  const before = source.slice(0, match.index + match[0].length - 3);
  return before.split('\n').length;
}

/**
 * A quoted value that holds its own quote mark (`'what's'`), the most common broken front matter in
 * real folders: the reader's complaint (often "bad indentation") does not say so.
 */
function quoteAdvice(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const single = /^\s*[\w-]+:\s*'(.*)'\s*$/.exec(line);
    if (single && /(^|[^'])'([^']|$)/.test(single[1]!)) return "the value in single quotes holds a ' of its own: write it twice ('') or put the value in double quotes";
    const double = /^\s*[\w-]+:\s*"(.*)"\s*$/.exec(line);
    if (double && /(^|[^\\])"/.test(double[1]!)) return 'the value in double quotes holds a " of its own: write it as \\" or put the value in single quotes';
  }
  return undefined;
}

/** What to do about a YAML complaint: the message says what is wrong; `lines`, where it was found. */
function yamlAdvice(reason: string, lines: readonly string[] = []): string {
  const quote = quoteAdvice(lines);
  if (quote) return quote;
  if (/duplicat|unique/i.test(reason)) return 'remove one of the two keys';
  if (/tab/i.test(reason)) return 'indent with spaces, not tabs';
  if (/alias/i.test(reason)) return 'write the value out instead of *aliases';
  if (/tag/i.test(reason)) return 'remove the !tag or quote the value';
  return 'put the value in double quotes if it holds ": ", " #" or starts with @, `, %, [, {, > or |';
}

interface ReaderError {
  reason?: string;
  message?: string;
  /** js-yaml: 0-based line within the front matter text (which starts on the opening line). */
  mark?: { line?: number };
  /** smol-toml: 1-based line within the front matter text. */
  line?: number;
}

/**
 * Reads a page's front matter exactly as Astro will (its own reader: js-yaml, or TOML between
 * `+++`), so a page that passes here never fails later inside Astro's MDX plugin with a stack trace.
 * The data comes from the `yaml` package, which also refuses alias bombs (thousands of `*refs`
 * expanding exponentially when Astro serialises the data); where only `yaml` objects, Astro's
 * reading is used.
 */
export function readFrontmatter(source: string): { data: Record<string, unknown>; error?: { line: number; message: string } } {
  const simple = simpleFrontmatter(source);
  return simple ? { data: simple } : parseFrontmatterText(source);
}

/** readFrontmatter with both YAML parsers, for front matter that is not simple. */
export function parseFrontmatterText(source: string): { data: Record<string, unknown>; error?: { line: number; message: string } } {
  let read: ReturnType<typeof parseFrontmatter>;
  try {
    read = parseFrontmatter(source, { frontmatter: 'preserve' });
  } catch (thrown) {
    const error = thrown as ReaderError;
    const reason = (error.reason ?? error.message ?? 'invalid front matter').split('\n')[0]!;
    const offset = error.mark?.line ?? (typeof error.line === 'number' ? error.line - 1 : 0);
    const line = lineOfOpening(source) + offset;
    // The reader may stop on the line after the one at fault.
    const near = source.split(/\r?\n/).slice(Math.max(0, line - 2), line).reverse();
    return { data: {}, error: { line, message: `${reason}; ${yamlAdvice(reason, near)}` } };
  }
  if (!read.rawFrontmatter) return { data: {} };
  const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  if (/^\s*\+\+\+/.test(source.replace(/^\uFEFF/, ''))) return { data: asObject(read.frontmatter) };
  try {
    return { data: asObject(parseYaml(read.rawFrontmatter) as unknown) };
  } catch (error) {
    const yamlError = error as YAMLParseError;
    const reason = yamlError.message.split('\n')[0] ?? 'invalid YAML';
    if (!/alias/i.test(reason)) return { data: asObject(read.frontmatter) };
    const line = lineOfOpening(source) + (yamlError.linePos?.[0]?.line ?? 1) - 1;
    return { data: {}, error: { line, message: `${reason}; ${yamlAdvice(reason)}` } };
  }
}

/**
 * Values of the keys Docsmith reads that the page collection's schema refuses (`hidden: "yes"`), each
 * at its key's line: Astro would stop the build on the first with no place.
 */
function frontmatterValueFindings(file: string, source: string, data: Record<string, unknown>): Finding[] {
  const checked = pageFrontmatterSchema.safeParse(data, { reportInput: true });
  if (checked.success) return [];
  return checked.error.issues.flatMap((issue) =>
    issueSentences(issue).map(({ path, message }) => {
      const key = String(path[0] ?? '');
      return { rule: 'page/invalid-frontmatter', file, line: frontmatterKeyLine(source, key), message: `front matter ${formatJsonPath(path)}: ${message}` };
    }),
  );
}

export function scanPages(root: string, read: (file: string) => string = sourceReader(root)): { pages: ScannedPage[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const pages = listPageFiles(root).map((file): ScannedPage => {
    const source = read(file);
    const { data, error } = readFrontmatter(source);
    const problems = error ? [{ rule: 'page/invalid-frontmatter', file, line: error.line, message: `front matter is not valid YAML: ${error.message}` }] : frontmatterValueFindings(file, source, data);
    findings.push(...problems);
    return problems.length ? { id: pageIdOf(file), file, frontmatter: data, invalidFrontmatter: true } : { id: pageIdOf(file), file, frontmatter: data };
  });
  return { pages, findings };
}

/** The spec requires a title and a description on every page. */
/** `titledElsewhere`: pages whose title comes from elsewhere when they have none (an `openapi:` operation's summary). */
export function checkRequiredFrontmatter(pages: ScannedPage[], titledElsewhere: ReadonlySet<string> = new Set()): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    if (page.invalidFrontmatter) continue;
    const { title, description } = page.frontmatter;
    if ((typeof title !== 'string' || !title.trim()) && !titledElsewhere.has(page.id)) {
      findings.push({ rule: 'page/missing-title', file: page.file, line: 1, message: 'front matter has no title; the file name is shown instead' });
    }
    if (typeof description !== 'string' || !description.trim()) {
      findings.push({ rule: 'page/missing-description', file: page.file, line: 1, message: 'front matter has no description' });
    }
  }
  return findings;
}
