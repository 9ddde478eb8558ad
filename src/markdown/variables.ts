// docs.json `variables`: `{{name}}` in the prose of pages and snippets becomes the variable's value
// before the MDX compiler sees the source (and in the markdown twins). Code — fenced blocks, inline
// code, front matter, import/export lines — is left as written, so Handlebars or Jinja samples keep
// their braces. Values come from docs.json, so they are untrusted: in MDX they are inserted as text
// (braces and angle brackets as character references), never as markup or expressions.
import { splitRegions } from './repairs/regions.ts';

/** The site's `variables`, and the config file that defines them (docs.json or mint.json), named in messages. */
export interface SiteVariables {
  values: Readonly<Record<string, string>>;
  file: string;
}

export interface UndefinedVariable {
  name: string;
  /** 1-based line in the source. */
  line: number;
}

export interface VariablesResult {
  code: string;
  undefinedNames: UndefinedVariable[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g;

/** A value as MDX text: one line, and nothing MDX would read as a tag, an expression or an entity. */
export function mdxText(value: string): string {
  return value
    .replace(/\r?\n/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;')
    .replace(/"/g, '&quot;');
}

/**
 * Replaces `{{name}}` in prose. `asText` turns a value into what the target format needs (MDX text
 * for the compiler, the value itself for markdown). Names docs.json does not define stay as written
 * and are returned with their line, for the build to report.
 */
export function substituteVariables(source: string, variables: Readonly<Record<string, string>>, asText: (value: string) => string = mdxText): VariablesResult {
  const undefinedNames: UndefinedVariable[] = [];
  if (!source.includes('{{')) return { code: source, undefinedNames };
  let code = '';
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') {
      code += region.text;
      continue;
    }
    code += region.text.replace(PLACEHOLDER, (match, name: string, offset: number) => {
      if (Object.hasOwn(variables, name)) return asText(variables[name]!);
      undefinedNames.push({ name, line: region.line + (region.text.slice(0, offset).match(/\n/g)?.length ?? 0) });
      return match;
    });
  }
  return { code, undefinedNames };
}
