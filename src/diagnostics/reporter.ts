// Collects findings during a build (or a lint run), applies the rule options, and prints them
// summarised: a rule with many warnings prints one line with a count and the first few places;
// errors are listed one by one.
import { ruleInfo, severityOf, type RuleOptions, type RuleSeverity } from './rules.ts';
import { formatJsonPath } from '../config/json-location.ts';

export interface Finding {
  rule: string;
  message: string;
  /** File relative to the docs root (or the project), when the finding has one. */
  file?: string;
  line?: number;
  column?: number;
}

/** A finding at a place found in a file (a JSON path's line and column); no place, no line. */
/** A finding at `place`; a place in another file (a docs.json `$ref` target) names that file. */
export function findingAt(rule: string, file: string, place: { line: number; column: number; file?: string } | undefined, message: string): Finding {
  return { rule, file: place?.file ?? file, line: place?.line, column: place?.column, message };
}

/** A key of docs.json (or mint.json) as the user wrote it: its path there, and where it is. */
export interface WrittenKey {
  path: (string | number)[];
  file: string;
  line?: number;
  column?: number;
}

/** A finding about a key, at the key and named as written (`navbar.primary: …`). */
export function findingAtKey(rule: string, key: WrittenKey, message: string): Finding {
  return { rule, file: key.file, line: key.line, column: key.column, message: `${formatJsonPath(key.path)}: ${message}` };
}

export interface ResolvedFinding extends Finding {
  severity: Exclude<RuleSeverity, 'off'>;
}

export interface SummaryLogger {
  warn(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** How many places a summarised rule names before it only counts. */
const SHOWN_PER_RULE = 5;

export function formatPlace(f: Finding): string {
  if (!f.file) return '';
  return f.line ? `${f.file}:${f.line}${f.column ? `:${f.column}` : ''}` : f.file;
}

export function formatFinding(f: Finding): string {
  const place = formatPlace(f);
  return `${place ? `${place}: ` : ''}${f.message} [${f.rule}]`;
}

export class DiagnosticReporter {
  readonly findings: ResolvedFinding[] = [];
  private readonly seen = new Set<string>();

  private readonly options: RuleOptions;

  constructor(options: RuleOptions) {
    this.options = options;
  }

  report(finding: Finding): void {
    const severity = severityOf(finding.rule, this.options);
    if (severity === 'off') return;
    const key = `${finding.rule}\0${formatFinding(finding)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.findings.push({ ...finding, severity });
  }

  get errors(): ResolvedFinding[] {
    return this.findings.filter((f) => f.severity === 'error');
  }

  get warnings(): ResolvedFinding[] {
    return this.findings.filter((f) => f.severity === 'warn');
  }

  /** Prints every finding, grouped by rule; a rule with many findings is summarised. */
  flush(logger: SummaryLogger): void {
    for (const lines of summarise(this.findings)) {
      if (lines.severity === 'error') logger.error(lines.text);
      else logger.warn(lines.text);
    }
    this.findings.length = 0;
    this.seen.clear();
  }
}

export function summarise(findings: ResolvedFinding[]): { severity: 'warn' | 'error'; text: string }[] {
  const byRule = new Map<string, ResolvedFinding[]>();
  for (const f of findings) {
    const list = byRule.get(f.rule) ?? [];
    list.push(f);
    byRule.set(f.rule, list);
  }
  const out: { severity: 'warn' | 'error'; text: string }[] = [];
  for (const [rule, list] of byRule) {
    const severity = list[0]!.severity;
    // Errors are listed in full: each one must be fixed (every broken page of a build, for one).
    if (list.length <= SHOWN_PER_RULE || severity === 'error') {
      for (const f of list) out.push({ severity, text: formatFinding(f) });
      continue;
    }
    const what = ruleInfo(rule)?.summary ?? `findings of ${rule}`;
    const first = list
      .slice(0, SHOWN_PER_RULE)
      .map((f) => `  ${formatPlace(f) || '-'}: ${f.message}`)
      .join('\n');
    out.push({ severity, text: `${list.length} ${what} [${rule}]; first ${SHOWN_PER_RULE}:\n${first}` });
  }
  return out;
}
