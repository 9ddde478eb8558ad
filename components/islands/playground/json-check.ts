// Checks a JSON body before it is sent and says where it breaks, as "line 3, column 5".
import { fill, words } from './words.ts';

export type JsonCheck = { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

/** Line and column (1-based) of a character offset. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

export function checkJson(text: string): JsonCheck {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    // Engines word this differently; V8 gives "... at position 42 (line 3 column 5)" or "... at position 42".
    const lineCol = /line (\d+) column (\d+)/i.exec(raw);
    const position = /position (\d+)/i.exec(raw);
    let where: { line: number; column: number };
    if (lineCol) where = { line: Number(lineCol[1]), column: Number(lineCol[2]) };
    else if (position) where = lineColumnOf(text, Number(position[1]));
    else where = lineColumnOf(text, text.length);
    const reason = raw
      .replace(/^JSON\.parse: /, '')
      .replace(/,? ?"[^"]*(?:\.\.\.)?"? is not valid JSON$/, '')
      .replace(/ in JSON at position \d+.*$/i, '')
      .replace(/ at line \d+ column \d+.*$/i, '')
      .trim();
    return { ok: false, ...where, message: fill(words().jsonProblemAt, { line: String(where.line), column: String(where.column), reason: reason || words().invalidJson }) };
  }
}
