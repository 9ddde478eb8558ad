// The source transform that runs before Astro's MDX compiler on every .mdx file of the docs root:
// repairs MDX the hosted platform accepted (see rules.ts), makes snippet props readable, and gives
// every file the component map so that snippets rendered on their own (imported with
// `import X from '/snippets/x.mdx'`) know <Note>, <Card>... too. It also resolves `/snippets/...`
// imports against the docs root, which is not always the project root. A `{` that is never closed
// is caught just before the compiler (mdx-errors.ts), after these repairs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { reportRenderFinding } from '../../diagnostics/render-findings.ts';
import type { Finding } from '../../diagnostics/reporter.ts';
import { namesDefinedByEsm } from '../unknown-components.ts';
import { repairMdxSource, type RepairFix } from './index.ts';
import { isSnippetFile, rewriteFreeVariables, type FreeVariable } from './snippet-props.ts';
import { ANONYMOUS_USER, firstUserRead } from './personalization.ts';
import { findMissingImages, findMissingScripts } from './missing-files.ts';
import { missingSnippetText } from '../missing-snippet.ts';
import { substituteVariables, type SiteVariables } from '../variables.ts';
import { escapeHeadingIds } from '../heading-ids.ts';
import { latexChildrenAsText } from '../latex.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';

const COMPONENTS_MODULE = fileURLToPath(new URL('../../../components/index.ts', import.meta.url));

function insideRoot(file: string, root: string): string | undefined {
  const rel = relative(root, file);
  if (!rel || rel.startsWith('..') || rel.includes(`node_modules${sep}`)) return undefined;
  return rel.split(sep).join('/');
}

function esmOf(code: string): string {
  return code
    .split('\n')
    .filter((line) => /^(?:import|export)\s/.test(line))
    .join('\n');
}

/** Names that exist only in a browser: a page is rendered when the site is built, where they do not. */
const BROWSER_NAMES = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history', 'alert']);

function undefinedVariableMessage({ name, leftOut }: FreeVariable): string {
  if (leftOut === undefined) return `{${name}} is not defined in this page; shown as the text "{${name}}"`;
  const flat = leftOut.replace(/\s+/g, ' ');
  const shown = flat.length > 60 ? `${flat.slice(0, 57)}…}` : flat;
  const which = BROWSER_NAMES.has(name)
    ? 'which exists only in the browser (pages are rendered when the site is built)'
    : `which this page does not define (define it with \`export const ${name} = …\`)`;
  return `${shown} reads \`${name}\`, ${which}; the expression is left out`;
}

/** The whole source transform, without Vite: used by the plugin and by tests. */
export function transformMdxSource(code: string, relativePath: string, { componentsImport = true } = {}): { code: string; fixes: RepairFix[] } {
  // <Latex> children are TeX, whose braces are groups, not expressions: one string before anything reads them.
  const repaired = repairMdxSource(escapeHeadingIds(latexChildrenAsText(code)));
  let out = repaired.code;
  const fixes = [...repaired.fixes];
  const snippet = isSnippetFile(relativePath);
  const defined = new Set(namesDefinedByEsm(esmOf(out)));
  const free = rewriteFreeVariables(out, defined, snippet ? 'props' : 'literal');
  out = free.code;
  if (!snippet) {
    for (const variable of free.found) fixes.push({ line: variable.line, repair: 'undefined-variable', message: undefinedVariableMessage(variable) });
  }
  // Appended, so no line moves; ESM may stand anywhere in MDX.
  const appended: string[] = [];
  const userLine = defined.has('user') ? undefined : firstUserRead(out);
  if (userLine !== undefined) {
    appended.push(ANONYMOUS_USER);
    fixes.push({ line: userLine, repair: 'personalization', message: "reads `user`, the signed-in reader of the hosted platform; a static site has none, so `user` is empty here and its fields are undefined (write a fallback: {user.name ?? 'there'})" });
  }
  if (componentsImport && !/^export\s+(?:const|let|var|function)\s+components\b/m.test(out)) {
    appended.push(`import { components as __docsmithComponents } from ${JSON.stringify(COMPONENTS_MODULE)};`, 'export const components = __docsmithComponents;');
  }
  if (appended.length) out += `${out.endsWith('\n') ? '' : '\n'}\n${appended.join('\n')}\n`;
  return { code: out, fixes: fixes.sort((a, b) => a.line - b.line) };
}

const MISSING_PREFIX = '\0docsmith-missing-import:';

/** The file a root-relative path (`/snippets/a.mdx`) names in the docs root, when it exists. */
function fileInRoot(root: string, path: string): string | undefined {
  const candidate = join(root, path);
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

/** The platform rendered a page whose snippet import was missing; so do we, with a warning. */
function reportMissingSnippet(importer: string, source: string, root: string): void {
  const line = lineOf(importer, source);
  reportRenderFinding({
    rule: 'page/missing-snippet',
    file: insideRoot(importer, root) ?? importer,
    ...(line ? { line } : {}),
    message: `imports ${source}, which does not exist in the docs root; a note is shown instead`,
  });
}

/**
 * The file a root-relative snippet import (`/snippets/a.mdx`) of page `importer` names, relative to
 * the docs root; undefined, with the finding reported, when there is no such file.
 */
export function snippetImportTarget(importer: string, source: string, root: string): string | undefined {
  const file = fileInRoot(root, source);
  const rel = file && insideRoot(file, root);
  if (rel) return rel;
  reportMissingSnippet(importer, source, root);
  return undefined;
}

/** A stand-in module for an import of a file that does not exist: renders a visible note. */
export function missingImportModule(source: string): string {
  const text = missingSnippetText(source);
  return [
    `import { jsx } from 'astro/jsx-runtime';`,
    `import { __astro_tag_component__ } from 'astro/runtime/server/index.js';`,
    `const Content = () => jsx('p', { class: 'ds-missing-snippet', role: 'note', children: ${JSON.stringify(text)} });`,
    `Content[Symbol.for('mdx-component')] = true;`,
    `__astro_tag_component__(Content, 'astro:jsx');`,
    `export { Content };`,
    `export default Content;`,
  ].join('\n');
}

function lineOf(file: string, needle: string): number | undefined {
  try {
    const index = readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(needle));
    return index >= 0 ? index + 1 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The source of docs-root file `id` (absolute) as the MDX compiler gets it, with its findings reported.
 * `componentsImport: false` leaves out the component map import, for pages compiled while rendering
 * (they get the map as a prop, see page-compiler.ts).
 */
export function prepareMdxSource(
  code: string,
  id: string,
  root: string,
  options: { componentsImport?: boolean; variables?: SiteVariables } = {},
): string {
  const prepared = mdxSourceFindings(code, insideRoot(id, root) ?? id, root, options);
  for (const finding of prepared.findings) reportRenderFinding(finding);
  return prepared.code;
}

/**
 * What prepareMdxSource makes of a file (`rel`: its docs-root path), with the findings it reports:
 * `docsmith lint` reports the same ones without compiling.
 */
export function mdxSourceFindings(
  code: string,
  rel: string,
  root: string,
  { componentsImport = true, variables }: { componentsImport?: boolean; variables?: SiteVariables } = {},
): { code: string; findings: Finding[] } {
  const findings: Finding[] = [];
  // docs.json `variables` first, so that the repairs see the text readers will see. Only a site that
  // defines variables gets `{{name}}` checked: elsewhere such text is the author's own.
  if (variables) {
    const substituted = substituteVariables(code, variables.values);
    code = substituted.code;
    for (const missing of substituted.undefinedNames) {
      findings.push({ rule: 'page/undefined-variable', file: rel, line: missing.line, message: `{{${missing.name}}} is not defined in ${variables.file} "variables"${didYouMeanSuffix(missing.name, Object.keys(variables.values))}` });
    }
  }
  for (const image of findMissingImages(code, rel, root)) {
    findings.push({ rule: 'page/missing-image', file: rel, line: image.line, message: `image ${image.path} has no file in the docs root` });
  }
  for (const script of findMissingScripts(code, rel, root)) {
    findings.push({ rule: 'page/missing-script', file: rel, line: script.line, message: `script ${script.path} has no file in the docs root` });
  }
  const result = transformMdxSource(code, rel, { componentsImport });
  for (const fix of result.fixes) findings.push({ rule: 'page/mdx-repaired', file: rel, line: fix.line, message: fix.message });
  return { code: result.code, findings };
}

export function mdxSourcePlugin(getDocsRoot: () => string, getVariables: () => SiteVariables | undefined = () => undefined): Plugin {
  return {
    name: 'docsmith:mdx-source',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      filter: { id: /^\// },
      handler(source, importer) {
        const root = getDocsRoot();
        if (!importer || !/\.mdx?$/.test(importer) || !insideRoot(importer, root)) return undefined;
        if (existsSync(source)) return undefined; // already a file-system path
        const candidate = fileInRoot(root, source);
        if (candidate) return candidate;
        if (!/\.mdx?$/.test(source)) return undefined;
        reportMissingSnippet(importer, source, root);
        return `${MISSING_PREFIX}${source}.js`; // not `.mdx`: the MDX compiler must not see it
      },
    },
    load: {
      filter: { id: /^\0docsmith-missing-import:/ },
      handler: (id) => missingImportModule(id.slice(MISSING_PREFIX.length, -'.js'.length)),
    },
    transform: {
      order: 'pre',
      filter: { id: /\.mdx$/ },
      handler(code, id) {
        const root = getDocsRoot();
        if (!insideRoot(id, root)) return undefined;
        return { code: prepareMdxSource(code, id, root, { variables: getVariables() }), map: null };
      },
    },
  };
}
