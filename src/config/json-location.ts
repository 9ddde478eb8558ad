// Turns JSON parse failures and JSON paths into line:column places in the source text, so that
// every docs.json message points at the spot to fix.
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { findJsonSyntaxError } from './json-syntax.ts';

export interface Place {
  line: number;
  column: number;
}

export function placeOfOffset(text: string, offset: number): Place {
  const starts = lineStartsOf(text);
  // The last line start at or before the offset (binary search: files can have many findings).
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

// One docs.json gets many findings (a long navigation can list hundreds of missing or duplicate
// pages): its line starts and syntax tree are computed once per text, not once per finding.
let lineCache: { text: string; starts: number[] } | undefined;
let treeCache: { text: string; tree: Node | undefined } | undefined;

function lineStartsOf(text: string): number[] {
  if (lineCache?.text !== text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    lineCache = { text, starts };
  }
  return lineCache.starts;
}

function treeOf(text: string): Node | undefined {
  if (treeCache?.text !== text) treeCache = { text, tree: parseTree(text) };
  return treeCache.tree;
}

export interface JsonSyntaxProblem extends Place {
  message: string;
}

/** Parses strict JSON; on failure says where and what, with a hint for the usual mistakes. */
export function parseJsonStrict(text: string): { value: unknown } | { problem: JsonSyntaxProblem } {
  try {
    // JSON.parse builds the value (it keeps a "__proto__" key as a plain key) and takes any nesting.
    return { value: JSON.parse(text) };
  } catch (error) {
    // Node's messages no longer carry a position: the tolerant parser finds the place and the mistake.
    let syntax: ReturnType<typeof findJsonSyntaxError>;
    try {
      syntax = findJsonSyntaxError(text);
    } catch {
      syntax = undefined; // nesting deep enough to overflow that parser's recursion
    }
    if (syntax) return { problem: { ...placeOfOffset(text, syntax.offset), message: syntax.message } };
    return { problem: { ...placeOfOffset(text, text.length), message: (error as Error).message } };
  }
}

/** Finds where a JSON path lives in the text; falls back to the nearest existing parent. */
export function placeOfPath(text: string, path: (string | number)[]): Place | undefined {
  let tree: Node | undefined;
  try {
    tree = treeOf(text);
  } catch {
    return undefined; // nesting deep enough to overflow the parser's recursion: the message keeps the path
  }
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
