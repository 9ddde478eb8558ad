import { describe, expect, test } from 'vitest';
import { DiagnosticReporter } from '../../src/diagnostics/reporter.ts';
import { drainRenderFindings, reportRenderFinding } from '../../src/diagnostics/render-findings.ts';
import '../../src/lint/rules.ts';

function collect(reporter: DiagnosticReporter) {
  const lines: string[] = [];
  reporter.flush({ warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`), info: (m) => lines.push(`info ${m}`) });
  return lines;
}

const missing = (i: number) => ({ rule: 'page/missing-description', file: `p${i}.mdx`, line: 1, message: 'front matter has no description' });

describe('rule model', () => {
  test('many findings of one rule are summarised with the first five places', () => {
    const reporter = new DiagnosticReporter({});
    for (let i = 1; i <= 88; i++) reporter.report(missing(i));
    expect(collect(reporter)).toMatchInlineSnapshot(`
      [
        "warn 88 pages lack a description [page/missing-description]; first 5:
        p1.mdx:1: front matter has no description
        p2.mdx:1: front matter has no description
        p3.mdx:1: front matter has no description
        p4.mdx:1: front matter has no description
        p5.mdx:1: front matter has no description",
      ]
    `);
  });

  test('strict turns a warning into an error; rules can silence or raise one rule', () => {
    const strict = new DiagnosticReporter({ strict: true });
    strict.report(missing(1));
    expect(strict.errors).toHaveLength(1);

    const off = new DiagnosticReporter({ rules: { 'page/missing-description': 'off' } });
    off.report(missing(1));
    expect(off.findings).toHaveLength(0);

    const raised = new DiagnosticReporter({ rules: { 'page/missing-description': 'error' } });
    raised.report(missing(1));
    expect(collect(raised)).toEqual(['error p1.mdx:1: front matter has no description [page/missing-description]']);
  });

  test('code/secret is a warning in the build and an error in docsmith lint; rules and strict change either', () => {
    const secret = { rule: 'code/secret', file: 'a.mdx', line: 3, message: 'code sample holds what looks like a live payment key' };
    const jwt = { rule: 'code/possible-secret', file: 'a.mdx', line: 4, message: 'code sample holds what looks like a signed token (JWT)' };
    const severities = (options: ConstructorParameters<typeof DiagnosticReporter>[0]) => {
      const reporter = new DiagnosticReporter(options);
      reporter.report(secret);
      reporter.report(jwt);
      return reporter.findings.map((f) => `${f.rule} ${f.severity}`);
    };
    expect(severities({})).toEqual(['code/secret warn', 'code/possible-secret warn']);
    expect(severities({ tool: 'lint' })).toEqual(['code/secret error', 'code/possible-secret warn']);
    expect(severities({ strict: true })).toEqual(['code/secret error', 'code/possible-secret error']);
    expect(severities({ tool: 'lint', rules: { 'code/secret': 'warn' } })).toEqual(['code/secret warn', 'code/possible-secret warn']);
    expect(severities({ rules: { 'code/secret': 'error', 'code/possible-secret': 'off' } })).toEqual(['code/secret error']);
  });

  test('errors are never summarised: each one must be fixed, so each is listed', () => {
    const reporter = new DiagnosticReporter({ strict: true });
    for (let i = 1; i <= 7; i++) reporter.report(missing(i));
    expect(collect(reporter)).toHaveLength(7);
  });
});

describe('findings made while rendering', () => {
  test('are taken in file and line order, whatever order the pages rendered in', () => {
    reportRenderFinding({ rule: 'media/missing-alt', file: 'b.mdx', line: 9, message: 'b9' });
    reportRenderFinding({ rule: 'media/missing-alt', file: 'a.mdx', line: 30, message: 'a30' });
    reportRenderFinding({ rule: 'media/missing-alt', file: 'b.mdx', line: 2, message: 'b2' });
    reportRenderFinding({ rule: 'media/missing-alt', file: 'a.mdx', line: 4, message: 'a4' });
    expect(drainRenderFindings().map((f) => f.message)).toEqual(['a4', 'a30', 'b2', 'b9']);
    expect(drainRenderFindings()).toEqual([]);
  });
});
