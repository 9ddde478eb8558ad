// The first syntax error of a JSON text, at the character where it is, with what to do about the
// usual mistakes. Node's JSON.parse no longer says where most errors are (`Unexpected token ']'`
// has no position), so the place comes from jsonc-parser's scanner, run as a strict JSON reader.
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';

/** jsonc-parser's error names (its codes are a const enum, which this project's TypeScript settings cannot read). */
type ErrorName = ReturnType<typeof printParseErrorCode>;

export interface JsonSyntaxError {
  /** Offset of the character to fix. */
  offset: number;
  message: string;
}

function firstError(text: string): { code: ErrorName; offset: number; length: number } | undefined {
  let found: { code: ErrorName; offset: number; length: number } | undefined;
  try {
    visit(
      text,
      {
        onError: (code, offset, length) => {
          found ??= { code: printParseErrorCode(code as ParseErrorCode), offset, length };
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (error) {
    // The scanner recurses per nesting level: thousands of levels overflow it before any error it
    // found could be placed. JSON.parse then decides (load.ts reports such nesting with its path).
    if (error instanceof RangeError) return found;
    throw error;
  }
  return found;
}

function describeToken(text: string, offset: number): string {
  const ch = text[offset];
  return ch === undefined ? 'end of file' : JSON.stringify(ch);
}

/** The comma right before `offset` (skipping whitespace), if any. */
function commaBefore(text: string, offset: number): number | undefined {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === ',' ? i : undefined;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** What went wrong at the error's place, and how to fix it. */
function explain(text: string, code: ErrorName, offset: number): string {
  const token = describeToken(text, offset);
  const ch = text[offset];
  const comma = ch === '}' || ch === ']' ? commaBefore(text, offset) : undefined;
  if (comma !== undefined) {
    return `Unexpected ${token} (trailing comma? JSON allows no comma after the last item: remove the one on line ${lineOf(text, comma)})`;
  }
  switch (code) {
    case 'InvalidCommentToken':
      return `Unexpected ${token} (JSON has no comments: remove the comment, or move the note into a "description" field)`;
    case 'CommaExpected':
      return `Unexpected ${token} (missing comma? separate items and key-value pairs with a comma)`;
    case 'ColonExpected':
      return `Unexpected ${token} (missing colon? write "key": value)`;
    case 'UnexpectedEndOfString':
      return 'Unexpected end of line in a string (close the string with " on the line where it starts; write \\n for a line break)';
    case 'EndOfFileExpected':
      return `Unexpected ${token} after the end of the JSON value (an extra closing bracket or brace?)`;
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      if (ch === undefined) return `Unexpected end of file (missing closing ${code === 'CloseBraceExpected' ? '}' : ']'}?)`;
      return `Unexpected ${token} (expected ${code === 'CloseBraceExpected' ? '"," or "}"' : '"," or "]"'})`;
    default:
      break;
  }
  if (ch === "'") return `Unexpected ${token} (JSON strings use double quotes: "…")`;
  if (ch === undefined) return text.trim() ? 'Unexpected end of file (missing closing bracket or brace?)' : 'Unexpected end of file (the file is empty; it needs a JSON object)';
  if (code === 'InvalidSymbol' || code === 'InvalidNumberFormat') {
    const word = /^[^\s,:{}[\]"]+/.exec(text.slice(offset))?.[0] ?? ch;
    if (/^\s*:/.test(text.slice(offset + word.length))) return `Unexpected word ${word} (keys need double quotes: "${word}")`;
    if (/^[A-Za-z_$]/.test(word)) {
      return `Unexpected word ${word} (strings need double quotes, "${word}"; the only bare words are true, false and null)`;
    }
    return `Unexpected ${JSON.stringify(word)} (not a JSON value: write a number like 1.5, a "string", true, false or null)`;
  }
  if (code === 'PropertyNameExpected') return `Unexpected ${token} (expected a key in double quotes)`;
  return `Unexpected ${token}`;
}

/** The first syntax error of strict JSON `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const error = firstError(text);
  if (!error) return undefined;
  if (error.code === 'InvalidEscapeCharacter') {
    // The scanner places it at the string; point at the backslash.
    const escape = /\\(?:[^"\\/bfnrtu]|u(?![0-9a-fA-F]{4}))/.exec(text.slice(error.offset, error.offset + error.length));
    const at = error.offset + (escape?.index ?? 0);
    return { offset: at, message: `Unexpected escape ${escape?.[0] ?? '\\'} (write \\\\ for a backslash, or \\" for a quote)` };
  }
  return { offset: error.offset, message: explain(text, error.code, error.offset) };
}
