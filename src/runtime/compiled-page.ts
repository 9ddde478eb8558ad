// Renders an MDX page compiled while it renders (see src/markdown/page-compiler.ts): the compiled ES
// module is turned into a function body and run with Astro's runtime modules, the same instances the
// rest of the page uses. Its only imports are Astro's JSX and server runtimes; anything else means the
// page should have taken the module path, and says so.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as jsxRuntime from 'astro/jsx-runtime';
import * as serverRuntime from 'astro/runtime/server/index.js';
import { init, parse } from 'es-module-lexer';
import { pageCompilerFor } from '../markdown/page-compiler.ts';
import { pageError } from '../markdown/mdx-errors.ts';

const TOO_DEEP_MESSAGE = 'elements are nested too deeply to compile';
const TOO_DEEP_HINT = 'Close components and tags sooner: a page cannot nest thousands of them.';

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

function codeOf(result: { code: string } | string | null | undefined, file: string): string {
  const code = typeof result === 'string' ? result : result?.code;
  if (typeof code !== 'string') throw new Error(`Docsmith: the MDX compiler returned nothing for ${file}.`);
  return code;
}

/**
 * The module's code as a function body: imports of the runtime modules become bindings read from
 * `__modules` (hoisted, as imports are), exports become plain declarations, and the body returns
 * what a page needs.
 */
export function moduleAsFunctionBody(code: string, file: string): string {
  const [imports] = parse(code);
  const bindings: string[] = [];
  let body = '';
  let last = 0;
  for (const entry of imports) {
    const statement = code.slice(entry.ss, entry.se);
    const named = /^import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']\s*;?$/.exec(statement);
    if (entry.d !== -1 || !entry.n || !(entry.n in RUNTIME_MODULES) || !named) {
      throw new Error(`Docsmith: ${file} compiled to \`${statement}\`, which a page compiled while rendering cannot load.`);
    }
    const names = named[1]!.split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.replace(/\s+as\s+/, ': '));
    bindings.push(`const { ${names.join(', ')} } = __modules[${JSON.stringify(entry.n)}];`);
    body += code.slice(last, entry.ss);
    last = entry.se;
  }
  body += code.slice(last);
  body = body.replace(/^export\s+default\s+[\w$]+\s*;?[ \t]*$/gm, '').replace(/^export\s+(?=(?:const|let|var|function|async\s+function|class)\b)/gm, '');
  if (/^export\b/m.test(body)) throw new Error(`Docsmith: ${file} compiled to an export a page compiled while rendering cannot take.`);
  return `${bindings.join('\n')}\n${body}\nreturn { Content, getHeadings };`;
}

/** Compiles and loads the page whose file is `filePath` (relative to the Astro project root). */
export async function compilePage(filePath: string, docsRoot: string): Promise<CompiledPage> {
  const compiler = pageCompilerFor(docsRoot);
  if (!compiler) throw new Error(`Docsmith: no MDX compiler was registered for ${docsRoot}; is @astrojs/mdx in the integrations?`);
  const file = resolve(compiler.projectRoot, filePath);
  const source = compiler.prepare(await readFile(file, 'utf8'), file);
  const compiled = codeOf(await compiler.compile(source, file), file);
  const code = codeOf(await compiler.postprocess(compiled, file), file);
  await init;
  let run: (modules: Record<string, unknown>) => { Content: unknown; getHeadings: () => MarkdownHeading[] };
  try {
    run = new Function('__modules', moduleAsFunctionBody(code, file)) as typeof run;
  } catch (error) {
    // JavaScript's parser gives up on thousands of nested elements (hostile input, never a real page).
    if (error instanceof RangeError) throw pageError({ file }, docsRoot, TOO_DEEP_MESSAGE, TOO_DEEP_HINT);
    throw error;
  }
  const loaded = run(RUNTIME_MODULES);
  return { Content: loaded.Content, headings: loaded.getHeadings() };
}
