// `docsmith init [dir]`: a new site from the package's example site (its docs.json is in the
// current format). `docsmith init --existing [dir]`:
// the few Astro files that turn a hosted-platform docs folder (docs.json or mint.json beside the
// pages) into a Docsmith project, leaving every page as it is.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { parseJsonStrict } from '../config/json-location.ts';
import { basename, join, relative, resolve } from 'node:path';
import { PACKAGE_ROOT } from './package-root.ts';
import { docsmithInstallSpec } from './install-source.ts';
import { UsageError, type CliIo } from './io.ts';
import { CONTENT_CONFIG_SOURCE } from '../content/config-file.ts';

export interface InitArgs {
  dir?: string;
  force: boolean;
  existing: boolean;
  /** A local docsmith checkout to depend on (`file:` dependency) instead of where this one came from. */
  link?: string;
}

const TEMPLATE_ENTRIES = ['astro.config.mjs', 'src', 'docs', 'tsconfig.json'];
// Docsmith runs Astro's programmatic API, which may change in any minor version: the range it was made for.
const ASTRO_RANGE = '~7.3.5';

const ASTRO_CONFIG_EXISTING = `import { defineConfig } from 'astro/config';
import docsmith from 'docsmith';

// docs.json (or mint.json) and the pages stay where they are: the docs root is this folder.
export default defineConfig({
  integrations: [docsmith({ root: '.' })],
});
`;

const GITIGNORE = ['node_modules/', 'dist/', '.astro/'];

function docsmithDependency(args: InitArgs, io: CliIo): string {
  if (!args.link) return docsmithInstallSpec();
  const target = resolve(io.cwd, args.link);
  if (!existsSync(join(target, 'package.json'))) throw new UsageError(`--link ${args.link}: no package.json there`);
  return `file:${target}`;
}

function packageName(dir: string): string {
  return basename(dir).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+/, '') || 'docs';
}

function writeGitignore(dir: string): void {
  const file = join(dir, '.gitignore');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = GITIGNORE.filter((line) => !current.split(/\r?\n/).includes(line));
  if (missing.length) writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
}

type PackageJson = { name?: string; private?: boolean; type?: string; scripts?: Record<string, string>; dependencies?: Record<string, string> } & Record<string, unknown>;

function withAstroScripts(pkg: PackageJson, docsmith: string): PackageJson {
  return {
    ...pkg,
    type: 'module',
    scripts: { dev: 'astro dev', build: 'astro build', preview: 'astro preview', lint: 'docsmith lint', ...pkg.scripts },
    dependencies: { ...pkg.dependencies, astro: pkg.dependencies?.['astro'] ?? ASTRO_RANGE, docsmith },
  };
}

/** The template's `$schema` points into the Docsmith checkout; a new site has the package in node_modules. */
function pointSchemaAtPackage(configFile: string): void {
  if (!existsSync(configFile)) return;
  const text = readFileSync(configFile, 'utf8');
  writeFileSync(configFile, text.replace(/("\$schema"\s*:\s*)"[^"]*"/, '$1"../node_modules/docsmith/docs.schema.json"'));
}

/** The project's package.json; a broken one is a placed usage error, and nothing is written. */
function readPackageJson(file: string, shown: string): PackageJson {
  const parsed = parseJsonStrict(readFileSync(file, 'utf8'));
  if ('problem' in parsed) {
    const { line, column, message } = parsed.problem;
    throw new UsageError(`${shown}:${line}:${column}: ${message}; fix package.json and run init again`);
  }
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    throw new UsageError(`${shown}: expected a JSON object; fix package.json and run init again`);
  }
  return parsed.value as PackageJson;
}

function printNextSteps(shown: string, io: CliIo): void {
  io.out('Next:');
  io.out(`  ${shown === '.' ? '' : `cd ${shown} && `}npm install`);
  io.out('  npm run dev');
}

export function initCommand(args: InitArgs, io: CliIo): number {
  const dir = resolve(io.cwd, args.dir ?? '.');
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new UsageError(`${relative(io.cwd, dir) || dir} is a file, not a folder; name a folder for the site`);
  }
  return args.existing ? initExisting(dir, args, io) : initNew(dir, args, io);
}

function initNew(dir: string, args: InitArgs, io: CliIo): number {
  if (existsSync(dir) && readdirSync(dir).length > 0 && !args.force) {
    throw new UsageError(`${relative(io.cwd, dir) || '.'} is not empty; choose an empty folder, or add --force to write into it (files with the same names are replaced)`);
  }
  const template = join(PACKAGE_ROOT, 'example-site');
  mkdirSync(dir, { recursive: true });
  for (const entry of TEMPLATE_ENTRIES.filter((e) => existsSync(join(template, e)))) {
    cpSync(join(template, entry), join(dir, entry), { recursive: true, filter: (src) => !/[\\/](node_modules|dist|\.astro)([\\/]|$)/.test(relative(template, src)) });
  }
  pointSchemaAtPackage(join(dir, 'docs', 'docs.json'));
  const pkg = withAstroScripts({ name: packageName(dir), version: '0.0.0', private: true }, docsmithDependency(args, io));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeGitignore(dir);
  const shown = relative(io.cwd, dir) || '.';
  io.out(`Created a Docsmith site in ${shown}: docs.json and the pages are in ${join(shown, 'docs')}.`);
  printNextSteps(shown, io);
  return 0;
}

function initExisting(dir: string, args: InitArgs, io: CliIo): number {
  const shown = relative(io.cwd, dir) || '.';
  if (!existsSync(join(dir, 'docs.json')) && !existsSync(join(dir, 'mint.json'))) {
    throw new UsageError(`${shown} has no docs.json or mint.json; run docsmith init --existing in your docs folder, or docsmith init to start a new site`);
  }
  const written: string[] = [];
  const kept: string[] = [];
  const pkgFile = join(dir, 'package.json');
  const pkg: PackageJson = existsSync(pkgFile) ? readPackageJson(pkgFile, join(shown, 'package.json')) : { name: packageName(dir), version: '0.0.0', private: true };
  writeFileSync(pkgFile, `${JSON.stringify(withAstroScripts(pkg, docsmithDependency(args, io)), null, 2)}\n`);
  written.push('package.json');

  const astroConfig = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts'].find((f) => existsSync(join(dir, f)));
  if (astroConfig && !args.force) kept.push(astroConfig);
  else {
    writeFileSync(join(dir, 'astro.config.mjs'), ASTRO_CONFIG_EXISTING);
    written.push('astro.config.mjs');
  }
  const contentConfig = join(dir, 'src', 'content.config.ts');
  if (existsSync(contentConfig) && !args.force) kept.push('src/content.config.ts');
  else {
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(contentConfig, CONTENT_CONFIG_SOURCE);
    written.push('src/content.config.ts');
  }
  writeGitignore(dir);
  written.push('.gitignore');
  io.out(`Added ${written.join(', ')} to ${shown}; the pages are unchanged.`);
  if (kept.length) io.out(`Kept ${kept.join(', ')} (already there; --force replaces ${kept.length === 1 ? 'it' : 'them'}).`);
  printNextSteps(shown, io);
  return 0;
}
