// `docsmith lint [dir] [--format json]`: checks every page of a docs site against the authoring rules a
// machine can check, plus docs.json and navigation, under the same rule ids, `rules` and `strict` as
// the build. Exit code 1 when any finding is an error.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DocsmithUserError } from '../config/load.ts';
import { DiagnosticReporter, type ResolvedFinding } from '../diagnostics/reporter.ts';
import { prepareSite } from '../site.ts';
import { isUrl } from '../openapi/refs.ts';
import { readProjectOptions } from './astro-config.ts';
import { shownPath, UsageError, type CliIo } from './io.ts';
import { checkedSite } from './site-option.ts';

export interface LintArgs {
  dir?: string;
  format: 'text' | 'json';
  strict?: boolean;
  /** The site's URL (`--site`); otherwise the Astro config's `site`. */
  site?: string;
}

/** Sites with at least this many pages get progress lines while they are checked. */
const PROGRESS_FROM = 200;
const PROGRESS_EVERY = 100;

function hasDocsConfig(dir: string): boolean {
  return existsSync(join(dir, 'docs.json')) || existsSync(join(dir, 'mint.json'));
}

export async function lintCommand(args: LintArgs, io: CliIo): Promise<number> {
  const started = performance.now();
  const projectDir = resolve(io.cwd, args.dir ?? '.');
  const siteOption = checkedSite(args.site);
  if (!existsSync(projectDir)) throw new UsageError(`${args.dir}: no such folder`);
  const project = await readProjectOptions(projectDir);
  const options = { ...project.options, strict: project.options.strict || Boolean(args.strict) };
  const root = resolve(projectDir, options.root);
  if (!hasDocsConfig(root)) {
    throw new UsageError(
      `${relative(io.cwd, root) || '.'}: no docs.json or mint.json here` +
        (project.configFile ? ` (docsmith root "${options.root}" from ${relative(io.cwd, project.configFile)})` : '') +
        '. Pass the folder of your Astro project or of your docs: docsmith lint path/to/docs',
    );
  }

  const reporter = new DiagnosticReporter({ ...options, tool: 'lint' });
  let pages = 0;
  try {
    const site = await prepareSite(root, {
      apiPages: options.apiPages,
      playgroundProxy: options.playgroundProxy,
      openapiRefHosts: options.openapiRefHosts,
      standalone: true,
      site: siteOption ?? project.site,
      onProgress: (done, total) => {
        if ((total >= PROGRESS_FROM || io.interactive) && done % PROGRESS_EVERY === 0 && done < total) io.err(`checked ${done}/${total} pages…`);
      },
    });
    pages = site.pages.length;
    site.findings.forEach((f) => reporter.report(f));
  } catch (error) {
    if (!(error instanceof DocsmithUserError)) throw error;
    // Placed like any other finding (docs.json:4:1), so editors and CI annotations find the spot.
    const place = error.location;
    const message = place?.line ? error.message.replace(/^[^:\s]+:\d+:\d+: /, '') : error.message;
    reporter.report({
      rule: 'config/invalid',
      ...(place ? { file: relative(root, place.file), line: place.line, column: place.column } : {}),
      message: `${message}${error.hint ? ` (${error.hint})` : ''}`,
    });
  }
  const elapsed = Math.round(performance.now() - started);
  // A finding in a remote OpenAPI file names its URL, which is no path of the folder.
  const where = (file?: string) => (!file ? shownPath(io.cwd, root) : isUrl(file) ? file : shownPath(io.cwd, join(root, file)));
  const findings = [...reporter.findings].sort(
    (a, b) => where(a.file).localeCompare(where(b.file)) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  const errors = reporter.errors.length;
  const warnings = reporter.warnings.length;

  if (args.format === 'json') {
    io.out(
      JSON.stringify(
        {
          root: relative(io.cwd, root) || '.',
          pages,
          errors,
          warnings,
          durationMs: elapsed,
          counts: Object.fromEntries(countsOf(findings)),
          findings: findings.map((f) => ({ file: where(f.file), line: f.line ?? null, column: f.column ?? null, severity: f.severity === 'error' ? 'error' : 'warning', rule: f.rule, message: f.message })),
        },
        null,
        2,
      ),
    );
  } else {
    for (const f of findings) io.out(formatLine(f, where(f.file)));
    if (findings.length) {
      io.out('');
      for (const line of countsByRule(findings)) io.out(line);
    }
    io.out(summaryLine(errors, warnings, pages, elapsed));
  }
  return errors ? 1 : 0;
}

export function formatLine(f: ResolvedFinding, file: string): string {
  const place = `${file}:${f.line ?? 1}:${f.column ?? 1}`;
  return `${place}  ${f.severity === 'error' ? 'error' : 'warning'}  ${f.rule}  ${f.message}`;
}

/** Findings per rule id, most first. */
function countsOf(findings: ResolvedFinding[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** One line per rule, most findings first: `   216  page/unknown-component`. */
export function countsByRule(findings: ResolvedFinding[]): string[] {
  const sorted = countsOf(findings);
  const width = String(sorted[0]?.[1] ?? 0).length;
  return sorted.map(([rule, n]) => `  ${String(n).padStart(width)}  ${rule}`);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function summaryLine(errors: number, warnings: number, pages: number, ms: number): string {
  const total = errors + warnings;
  const problems = total ? `${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})` : 'no problems';
  return `${problems} in ${plural(pages, 'page')}, checked in ${ms} ms`;
}
