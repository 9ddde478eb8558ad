// Benchmark scripts write their tables into bench/README.md between two markers, so no figure is
// pasted by hand: `<!-- NAME:start (written by bench/SCRIPT) -->` and `<!-- NAME:end -->`.
import { readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text between the markers of section `name` in `file`. */
export function writeMarkedSection(file, name, script, text) {
  const current = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start (written by bench/${script}) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} ... ${end} section`);
  writeFileSync(file, `${current.slice(0, from + start.length)}\n${text}\n${current.slice(to)}`);
}
