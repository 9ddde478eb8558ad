// The MDX expressions of a text and their free variables: `{verb ?? "is"}`,
// `{items.map((item) => item.name)}`, `title={label}`. Each `{` of a prose slice is parsed with acorn (JSX included, as MDX allows it in
// expressions); names bound inside the expression (parameters, local declarations) are not free.
import { Parser, type Node } from 'acorn';
import jsx from 'acorn-jsx';

const JsxParser = Parser.extend(jsx());

export interface FreeIdentifier {
  name: string;
  /** Offsets of the name in the text. */
  start: number;
  end: number;
  /** `{ name }` in an object: the rewrite must keep the key (`{ name: props.name }`). */
  shorthand: boolean;
}

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** Names a pattern binds: `a`, `{ a, b: c }` (a, c), `[a, ...b]`, `a = 1`. */
function boundNames(pattern: unknown, into: Set<string>): void {
  if (!isNode(pattern)) return;
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name as string);
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AnyNode[]) boundNames(property.type === 'RestElement' ? property.argument : property.value, into);
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as unknown[]) boundNames(element, into);
      return;
    case 'RestElement':
      boundNames(pattern.argument, into);
      return;
    case 'AssignmentPattern':
      boundNames(pattern.left, into);
  }
}

/** Every name a function body declares (var, let, const, function, class, catch), nested blocks included. */
function declaredNames(node: unknown, into: Set<string>): void {
  if (!isNode(node)) return;
  if (node.type === 'VariableDeclarator') boundNames(node.id, into);
  else if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && isNode(node.id)) into.add(node.id.name as string);
  else if (node.type === 'CatchClause') boundNames(node.param, into);
  if (FUNCTIONS.has(node.type)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => declaredNames(item, into));
    else declaredNames(value, into);
  }
}

/** An identifier in this place names something rather than reading a variable. */
function isNameOnly(parent: AnyNode | undefined, key: string): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'MemberExpression':
      return key === 'property' && !parent.computed;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      return key === 'key' && !parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return key === 'label';
    case 'MetaProperty':
      return true;
    default:
      return false;
  }
}

function collect(node: AnyNode, parent: AnyNode | undefined, key: string, bound: ReadonlySet<string>, out: FreeIdentifier[]): void {
  if (FUNCTIONS.has(node.type)) {
    const inner = new Set(bound);
    if (isNode(node.id)) inner.add(node.id.name as string);
    for (const param of node.params as AnyNode[]) boundNames(param, inner);
    declaredNames(node.body, inner);
    for (const param of node.params as AnyNode[]) collect(param, node, 'params', inner, out);
    collect(node.body as AnyNode, node, 'body', inner, out);
    return;
  }
  if (node.type === 'Identifier') {
    const name = node.name as string;
    if (!bound.has(name) && !isNameOnly(parent, key)) {
      out.push({ name, start: node.start, end: node.end, shorthand: parent?.type === 'Property' && parent.shorthand === true && key === 'value' });
    }
    return;
  }
  // Patterns bind (handled above); their identifiers are not reads. Default values are.
  if (node.type === 'VariableDeclarator') {
    if (isNode(node.init)) collect(node.init, node, 'init', bound, out);
    return;
  }
  for (const [childKey, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && collect(item, node, childKey, bound, out));
    else if (isNode(value)) collect(value, node, childKey, bound, out);
  }
}

export interface MdxExpression {
  /** Offset of the `{`. */
  start: number;
  /** Offset just after the `}`. */
  end: number;
  /** `{name}`: a lone name. */
  bare: boolean;
  free: FreeIdentifier[];
}

/**
 * Every `{…}` expression in `text` (a prose slice of an MDX file) with the names it reads and does
 * not bind itself. `skip` marks offsets where a `{` is literal text (inside a quoted attribute value).
 * A `{` that does not start an expression (a comment, a spread, broken text) is passed over: the
 * compiler reports it.
 */
export function mdxExpressions(text: string, skip: Uint8Array): MdxExpression[] {
  const found: MdxExpression[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('{', from);
    if (open < 0) return found;
    from = open + 1;
    if (skip[open]) continue;
    let expression: AnyNode;
    try {
      expression = JsxParser.parseExpressionAt(text, open + 1, { ecmaVersion: 'latest', sourceType: 'module' }) as AnyNode;
    } catch {
      continue;
    }
    const close = /^\s*\}/.exec(text.slice(expression.end));
    if (!close) continue;
    const local = new Set<string>();
    declaredNames(expression, local);
    const free: FreeIdentifier[] = [];
    collect(expression, undefined, '', local, free);
    from = expression.end + close[0].length;
    found.push({ start: open, end: from, bare: expression.type === 'Identifier', free });
  }
}
