/**
 * The rows of a table-driven test read from files. A table with no rows would pass with zero tests
 * (a moved folder, an unbuilt site), so finding none fails the test file instead.
 */
export function casesFound<T>(rows: readonly T[], what: string): T[] {
  if (rows.length === 0) throw new Error(`no ${what} found: this table-driven test has no cases`);
  return [...rows];
}
