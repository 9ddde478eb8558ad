// Renders an MDX page compiled while it renders (see src/markdown/page-compiler.ts): the compiled ES
// module is turned into a function body and run with Astro's runtime modules, the same instances the
// rest of the page uses, and the snippets it imports, loaded from virtual:docsmith/snippets. Any other
// import means the page should have taken the module path, and says so.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as jsxRuntime from 'astro/jsx-runtime';
import * as serverRuntime from 'astro/runtime/server/index.js';
import { init, parse } from 'es-module-lexer';
import { snippets } from 'virtual:docsmith/snippets';
import { codeOf, pageCompilerFor, type PageCompiler } from '../markdown/page-compiler.ts';
import { missingSnippetText } from '../markdown/missing-snippet.ts';
import { pageErrorOf, reportPageProblem, standInSource } from '../markdown/mdx-errors.ts';
import { TOO_DEEP_HINT, TOO_DEEP_MESSAGE } from '../markdown/nesting-depth.ts';


const RUNTIME_MODULES: Record<string, unknown> = {
  'astro/jsx-runtime': jsxRuntime,
  'astro/runtime/server/index.js': serverRuntime,
};

export interface MarkdownHeading {
  depth: number;
  slug: string;
  text: string;
}

export interface CompiledPage {
  Content: unknown;
  headings: MarkdownHeading[];
}

type Imports = ReturnType<typeof parse>[0];

/**
 * The module's code as a function body: imports become bindings read from `__modules` (hoisted, as
 * imports are; named imports destructured, a default import its `default`), exports become plain
 * declarations, and the body returns what a page needs. `modules` names the specifiers it may import.
 */
export function moduleAsFunctionBody(
  code: string,
  file: string,
  modules: ReadonlySet<string> = new Set(Object.keys(RUNTIME_MODULES)),
  imports: Imports = parse(code)[0],
): string {
  const bindings: string[] = [];
  let body = '';
  let last = 0;
  for (const entry of imports) {
    const statement = code.slice(entry.ss, entry.se);
    const clause = /^import\s*(?:\{([^}]*)\}|([A-Za-z_$][\w$]*))\s*from\s*["'][^"']+["']\s*;?$/.exec(statement);
    if (entry.d !== -1 || !entry.n || !modules.has(entry.n) || !clause) {
      throw new Error(`Docsmith: ${file} compiled to \`${statement}\`, which a page compiled while rendering cannot load.`);
    }
    const source = `__modules[${JSON.stringify(entry.n)}]`;
    if (clause[2]) {
      bindings.push(`const ${clause[2]} = ${source}.default;`);
    } else {
      const names = clause[1]!.split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.replace(/\s+as\s+/, ': '));
      bindings.push(`const { ${names.join(', ')} } = ${source};`);
    }
    body += code.slice(last, entry.ss);
    last = entry.se;
  }
  body += code.slice(last);
  body = body.replace(/^export\s+default\s+[\w$]+\s*;?[ \t]*$/gm, '').replace(/^export\s+(?=(?:const|let|var|function|async\s+function|class)\b)/gm, '');
  if (/^export\b/m.test(body)) throw new Error(`Docsmith: ${file} compiled to an export a page compiled while rendering cannot take.`);
  return `${bindings.join('\n')}\n${body}\nreturn { Content, getHeadings };`;
}

/** A component in place of a snippet whose file is missing, as the module path's stand-in module. */
function missingSnippet(source: string): { default: unknown } {
  const Content = () => jsxRuntime.jsx('p', { class: 'ds-missing-snippet', role: 'note', children: missingSnippetText(source) });
  (Content as unknown as Record<symbol, boolean>)[Symbol.for('mdx-component')] = true;
  // Exported by Astro's server runtime for compiled MDX, but not in its type declarations.
  (serverRuntime as unknown as { __astro_tag_component__: (component: unknown, renderer: string) => void }).__astro_tag_component__(Content, 'astro:jsx');
  return { default: Content };
}

/**
 * The modules a compiled page imports: Astro's runtimes, and the snippets it names
 * (`/snippets/a.mdx`), the only other imports the loader lets a page compiled while rendering have.
 */
async function modulesOf(imports: Imports, file: string, compiler: PageCompiler): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = { ...RUNTIME_MODULES };
  for (const { n: source } of imports) {
    if (!source || source in modules) continue;
    const target = compiler.snippetFile(file, source);
    const load = target === undefined ? undefined : snippets[target];
    if (target !== undefined && !load) throw new Error(`Docsmith: ${file} imports ${source}, which is not in a snippets folder of the docs root.`);
    modules[source] = load ? await load() : missingSnippet(source);
  }
  return modules;
}

/**
 * Tells the page compiler of `docsRoot` the order in which the build renders the pages it compiles
 * (files relative to the Astro project root), so that a build worker can compile them ahead.
 */
export function expectCompiledPages(filePaths: () => string[], docsRoot: string): void {
  const compiler = pageCompilerFor(docsRoot);
  compiler?.expect(() => filePaths().map((filePath) => resolve(compiler.projectRoot, filePath)));
}

/** Compiles and loads the page whose file is `filePath` (relative to the Astro project root). */
export async function compilePage(filePath: string, docsRoot: string): Promise<CompiledPage> {
  const compiler = pageCompilerFor(docsRoot);
  if (!compiler) throw new Error(`Docsmith: no MDX compiler was registered for ${docsRoot}; is @astrojs/mdx in the integrations?`);
  const file = resolve(compiler.projectRoot, filePath);
  // Read synchronously: a page file is small and the rendering thread is the one busy thread. 1,000
  // page files read four at a time took 85 ms of this thread with the promise API, 10 ms this way.
  const source = readFileSync(file, 'utf8');
  try {
    return await compileSource(source, file, compiler);
  } catch (error) {
    // JavaScript's parser may still give up on deep nesting the check before compiling lets through (hostile input).
    if (!(error instanceof RangeError)) throw error;
    const problem = { place: { file }, message: TOO_DEEP_MESSAGE, hint: TOO_DEEP_HINT };
    if (!compiler.collectErrors) throw pageErrorOf(problem, docsRoot);
    reportPageProblem(problem, docsRoot);
    return compileSource(standInSource(source, problem), file, compiler);
  }
}

async function compileSource(source: string, file: string, compiler: PageCompiler): Promise<CompiledPage> {
  const compiled = await compiler.compile(source, file);
  const code = codeOf(await compiler.postprocess(compiled, file), file);
  await init;
  const [imports] = parse(code);
  const modules = await modulesOf(imports, file, compiler);
  const run = new Function('__modules', moduleAsFunctionBody(code, file, new Set(Object.keys(modules)), imports)) as (
    modules: Record<string, unknown>,
  ) => { Content: unknown; getHeadings: () => MarkdownHeading[] };
  const loaded = run(modules);
  return { Content: loaded.Content, headings: loaded.getHeadings() };
}
