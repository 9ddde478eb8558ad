// A capitalised tag that is neither a Docsmith component nor imported/defined in the file makes
// Astro's MDX throw while rendering ("Expected component `X` to be defined"). Hosted-platform pages
// use components Docsmith does not have, so such tags are rewritten at compile time to
// <UnknownComponent>, which renders the children and reports one warning per page and name.
// The decision is shared; the Sätteri and remark adapters only walk their own trees.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginEntry } from 'satteri';
import { COMPONENT_MEMBER_NAMES, COMPONENT_NAMES } from '../../components/names.ts';

export const FALLBACK_COMPONENT = 'UnknownComponent';

/** Names that are always defined in an Astro MDX page. */
const ALWAYS_DEFINED = ['Fragment'];

/** Bindings an ESM block (`import`/`export` lines of an MDX file) defines. */
export function namesDefinedByEsm(code: string): string[] {
  const names = new Set<string>();
  // import Default, { A, B as C } from '...'; import * as NS from '...'
  for (const match of code.matchAll(/\bimport\s+([^'";]*?)\s+from\s*['"]/g)) {
    const clause = match[1]!;
    const namespace = /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(clause);
    if (namespace) names.add(namespace[1]!);
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      for (const part of braces[1]!.split(',')) {
        const local = part.trim().split(/\s+as\s+/).pop()?.trim();
        if (local) names.add(local.replace(/^type\s+/, ''));
      }
    }
    const head = clause.replace(/\{[^}]*\}/, '').replace(/\*\s*as\s+[A-Za-z_$][\w$]*/, '');
    const defaultName = /^\s*([A-Za-z_$][\w$]*)/.exec(head);
    if (defaultName && defaultName[1] !== 'type') names.add(defaultName[1]!);
  }
  // export const A = ..., export function B(), export class C, export let/var
  for (const match of code.matchAll(/\bexport\s+(?:const|let|var|function\*?|class|async\s+function)\s+([A-Za-z_$][\w$]*)/g)) {
    names.add(match[1]!);
  }
  // export const { A, B } = ...
  for (const match of code.matchAll(/\bexport\s+(?:const|let|var)\s+\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) {
      const local = part.split(':').pop()?.trim();
      if (local) names.add(local);
    }
  }
  return [...names];
}

/**
 * Whether `<name>` must be rewritten: a capitalised name that neither Docsmith nor the file defines,
 * or a member expression (`<Foo.Bar>`, `<a.b.c>`) whose object the file does not define. Lower-case
 * plain names are HTML elements; a lower-case member expression is not (MDX reads `a` from the
 * component map, and the page would throw while rendering).
 */
export function needsFallback(name: string | null | undefined, defined: ReadonlySet<string>, known: ReadonlySet<string> = KNOWN): boolean {
  if (!name) return false; // a fragment
  const head = name.split('.')[0]!;
  if (name.includes('.')) return !known.has(name) && !defined.has(head);
  if (!/^[A-Z]/.test(head)) return false;
  return !known.has(name) && !defined.has(name);
}

export const KNOWN: ReadonlySet<string> = new Set<string>([...COMPONENT_NAMES, ...COMPONENT_MEMBER_NAMES, FALLBACK_COMPONENT, ...ALWAYS_DEFINED]);

export interface FallbackAttributes {
  /** The tag as written. */
  name: string;
  /** File relative to the docs root (or the file's path when it is outside). */
  file: string;
  /** Line of the first use of this name in the file: the warning is once per page and name. */
  line: number | undefined;
  inline: boolean;
}

/** Attributes of the fallback element, in the mdast MDX attribute shape both processors share. */
export function fallbackAttributes(info: FallbackAttributes) {
  const attrs = [
    { type: 'mdxJsxAttribute' as const, name: '__dsName', value: info.name },
    { type: 'mdxJsxAttribute' as const, name: '__dsFile', value: info.file },
  ];
  if (info.line) attrs.push({ type: 'mdxJsxAttribute' as const, name: '__dsLine', value: String(info.line) });
  if (info.inline) attrs.push({ type: 'mdxJsxAttribute' as const, name: '__dsInline', value: 'true' });
  return attrs;
}

export function displayFile(fileURL: URL | string | undefined, docsRoot: string): string {
  if (!fileURL) return '';
  const path = typeof fileURL === 'string' ? fileURL : fileURLToPath(fileURL);
  const rel = relative(docsRoot, path);
  return rel && !rel.startsWith('..') ? rel.split('\\').join('/') : path;
}

interface JsxNode {
  type: string;
  name?: string | null;
  children?: unknown[];
  position?: { start?: { line?: number } };
}

/** Keeps the first line each unknown name appears on, so all its uses report the same place. */
class FirstLines {
  private readonly lines = new Map<string, number | undefined>();
  lineFor(name: string, line: number | undefined): number | undefined {
    if (!this.lines.has(name)) this.lines.set(name, line);
    return this.lines.get(name);
  }
}

/** The Sätteri version: collects the file's ESM bindings first, then replaces unknown tags. */
export function unknownComponentsPlugin(docsRoot: string): MdastPluginEntry {
  return () => {
    const defined = new Set<string>();
    const firstLines = new FirstLines();
    const rewrite = (node: JsxNode & { attributes?: { name?: string }[] }, ctx: { fileURL: URL | undefined; replaceNode: (a: never, b: never) => void }) => {
      if (node.name === 'Snippet' && !node.attributes?.some((a) => a.name === '__dsFile')) {
        // Lets <Snippet> name the page and line when its file is missing.
        const place = [{ type: 'mdxJsxAttribute', name: '__dsFile', value: displayFile(ctx.fileURL, docsRoot) }];
        if (node.position?.start?.line) place.push({ type: 'mdxJsxAttribute', name: '__dsLine', value: String(node.position.start.line) });
        ctx.replaceNode(node as never, { ...node, attributes: [...(node.attributes ?? []), ...place], children: node.children ?? [] } as never);
        return;
      }
      if (!needsFallback(node.name, defined)) return;
      const name = node.name!;
      const replacement = {
        type: node.type,
        name: FALLBACK_COMPONENT,
        attributes: fallbackAttributes({
          name,
          file: displayFile(ctx.fileURL, docsRoot),
          line: firstLines.lineFor(name, node.position?.start?.line),
          inline: node.type === 'mdxJsxTextElement',
        }),
        children: node.children ?? [],
      };
      ctx.replaceNode(node as never, replacement as never);
    };
    return {
      name: 'docsmith-unknown-components',
      options: { position: true },
      before(root) {
        for (const child of root.children) {
          if (child.type === 'mdxjsEsm') namesDefinedByEsm(child.value).forEach((n) => defined.add(n));
        }
      },
      mdxJsxFlowElement: (node, ctx) => rewrite(node as JsxNode, ctx as never),
      mdxJsxTextElement: (node, ctx) => rewrite(node as JsxNode, ctx as never),
    };
  };
}

/** The remark version (projects on `@astrojs/markdown-remark`): same decision, mutating the tree. */
export function remarkUnknownComponents(options: { docsRoot: string }) {
  return (tree: { children: unknown[] }, file: { path?: string; history?: string[] }) => {
    const defined = new Set<string>();
    for (const child of tree.children as { type: string; value?: string }[]) {
      if (child.type === 'mdxjsEsm' && child.value) namesDefinedByEsm(child.value).forEach((n) => defined.add(n));
    }
    const firstLines = new FirstLines();
    const path = file.path ?? file.history?.[0];
    const walk = (node: JsxNode & { attributes?: { name?: string }[] }) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Snippet' && !node.attributes?.some((a) => a.name === '__dsFile')) {
        node.attributes = [...(node.attributes ?? []), { type: 'mdxJsxAttribute', name: '__dsFile', value: displayFile(path, options.docsRoot) } as never];
        if (node.position?.start?.line) node.attributes.push({ type: 'mdxJsxAttribute', name: '__dsLine', value: String(node.position.start.line) } as never);
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && needsFallback(node.name, defined)) {
        const name = node.name!;
        node.attributes = fallbackAttributes({
          name,
          file: displayFile(path, options.docsRoot),
          line: firstLines.lineFor(name, node.position?.start?.line),
          inline: node.type === 'mdxJsxTextElement',
        });
        node.name = FALLBACK_COMPONENT;
      }
      for (const child of (node.children ?? []) as JsxNode[]) walk(child);
    };
    walk(tree as JsxNode);
  };
}
