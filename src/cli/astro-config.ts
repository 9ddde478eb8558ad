// Finds the docsmith() options (root, rules, strict) in an Astro project's config, so that
// `docsmith lint` checks the same folder under the same rules as `astro build`.
//
// The config is imported by Node itself. Its `import docsmith from 'docsmith'` is answered by a tiny
// stand-in that only records the options it is called with: the real integration ships TypeScript,
// which Node does not run from node_modules, and linting needs none of its build machinery. Every
// other import of the config (astro/config, other integrations) loads as usual.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docsmithOptionsSchema, type DocsmithOptions } from '../options.ts';
import { UsageError } from './io.ts';

export const CONFIG_FILES = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts', 'astro.config.cjs', 'astro.config.cts'];

const OPTIONS = 'docsmith.cli.options';

const STAND_IN = `data:text/javascript,${encodeURIComponent(
  `export default function docsmith(options = {}) { return { name: 'docsmith', hooks: {}, [Symbol.for(${JSON.stringify(OPTIONS)})]: options }; }`,
)}`;

let hooked = false;

function answerDocsmithImports(): void {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'docsmith') return { url: STAND_IN, shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}

export function findAstroConfig(projectDir: string): string | undefined {
  return CONFIG_FILES.map((name) => join(projectDir, name)).find((file) => existsSync(file));
}

function flatten(list: unknown): unknown[] {
  return Array.isArray(list) ? list.flatMap(flatten) : [list];
}

export interface ProjectOptions {
  /** The Astro config file read, if any. */
  configFile?: string;
  /** Whether that config uses the docsmith() integration. */
  usesDocsmith: boolean;
  options: DocsmithOptions;
  /** The config's `site`, when it is a string. */
  site?: string;
}

export async function readProjectOptions(projectDir: string): Promise<ProjectOptions> {
  const configFile = findAstroConfig(projectDir);
  if (!configFile) return { usesDocsmith: false, options: docsmithOptionsSchema.parse({}) };
  answerDocsmithImports();
  let module: { default?: { integrations?: unknown; site?: unknown } };
  try {
    module = (await import(/* @vite-ignore */ `${pathToFileURL(configFile).href}?t=${Date.now()}`)) as typeof module;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UsageError(
      `could not load ${basename(configFile)}: ${reason}. Install the project's dependencies (npm install), or lint the docs folder directly: docsmith lint path/to/docs`,
    );
  }
  const integrations = flatten(module.default?.integrations ?? []);
  const ours = integrations.find((i) => i && typeof i === 'object' && Symbol.for(OPTIONS) in i) as Record<symbol, unknown> | undefined;
  const site = typeof module.default?.site === 'string' ? module.default.site : undefined;
  if (!ours) return { configFile, usesDocsmith: false, options: docsmithOptionsSchema.parse({}), site };
  const parsed = docsmithOptionsSchema.safeParse(ours[Symbol.for(OPTIONS)] ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`).join('; ');
    throw new UsageError(`${basename(configFile)}: invalid docsmith() options: ${problems}`);
  }
  return { configFile, usesDocsmith: true, options: parsed.data, site };
}
