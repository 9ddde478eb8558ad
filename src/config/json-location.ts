// Turns JSON parse failures and JSON paths into line:column places in the source text, so that
// every docs.json message points at the spot to fix.
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export interface Place {
  line: number;
  column: number;
}

export function placeOfOffset(text: string, offset: number): Place {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export interface JsonSyntaxProblem extends Place {
  message: string;
}

/** Parses strict JSON; on failure says where and what, with a hint for the usual mistakes. */
export function parseJsonStrict(text: string): { value: unknown } | { problem: JsonSyntaxProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const raw = (error as Error).message;
    const position = /position (\d+)/.exec(raw);
    const offset = position ? Number(position[1]) : text.length;
    const place = placeOfOffset(text, offset);
    const token = text[offset];
    const tokenText = token === undefined ? 'end of file' : JSON.stringify(token);
    return { problem: { ...place, message: `Unexpected ${tokenText}${hintFor(text, offset)}` } };
  }
}

function hintFor(text: string, offset: number): string {
  const token = text[offset];
  const before = text.slice(0, offset).trimEnd();
  if ((token === '}' || token === ']') && before.endsWith(',')) return ' (trailing comma?)';
  if (token === "'") return ' (JSON strings use double quotes)';
  if (token === '/') return ' (JSON has no comments)';
  if (token === undefined) return ' (missing closing bracket or brace?)';
  if (token === '"' && /["\]}0-9el]$/.test(before)) return ' (missing comma?)';
  return '';
}

/** Finds where a JSON path lives in the text; falls back to the nearest existing parent. */
export function placeOfPath(text: string, path: (string | number)[]): Place | undefined {
  const tree = parseTree(text);
  if (!tree) return undefined;
  for (let depth = path.length; depth >= 0; depth--) {
    const node: Node | undefined = findNodeAtLocation(tree, path.slice(0, depth));
    if (node) {
      // For a property, point at its key rather than its value.
      const target = node.parent?.type === 'property' ? node.parent : node;
      return placeOfOffset(text, target.offset);
    }
  }
  return undefined;
}

/** `navigation[2].pages[4]`, the way the README and messages write JSON paths. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}
