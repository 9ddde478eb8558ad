// The `docsmith` command: dev, build, preview (a docs folder as it is), init, rules, lint. `run` takes the arguments and an I/O object and returns
// the exit code, so tests can drive it in-process; bin.ts is the executable entry.
import { parseArgs } from 'node:util';
import { initCommand } from './init.ts';
import { UsageError, type CliIo } from './io.ts';
import { packageVersion } from './package-root.ts';
import { rulesCommand } from './rules.ts';

export const USAGE = `Usage: docsmith <command> [options]

Commands:
  dev [dir]               Serve a docs folder (docs.json or mint.json and pages) with live reload
  build [dir]             Build a docs folder into dir/dist
  preview [dir]           Serve the built dir/dist
      --site URL          The deployed site's URL (canonical links, sitemap)
      --base PATH         The path the site is served under, such as /docs
      --port N, --host H  Where dev and preview listen (default 127.0.0.1:4321)
                          (no Astro files are written to dir: the generated project lives in dir/.docsmith)
  init [dir]              Create a new Docsmith site in dir (default: the current folder)
      --force             Write into a folder that is not empty
      --link PATH         Depend on a local docsmith checkout instead of the registry
      --existing          Add only the Astro files to an existing docs folder (docs.json or mint.json)
  rules [dir]             Write the authoring rules for AI editors (.cursor/rules/docs.mdc, AGENTS.md)
      --check             Exit 1 if those files are missing or out of date; write nothing
  lint [dir]              Check the pages against the authoring rules (dir: the Astro project or docs folder)
      --format json       Print the findings as JSON
      --strict            Treat every warning as an error
      --site URL          The deployed site's URL, as build gets it (default: astro.config's site)

  docsmith --version | --help`;

export async function run(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  try {
    switch (command) {
      case 'init': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { force: { type: 'boolean', default: false }, existing: { type: 'boolean', default: false }, link: { type: 'string' } },
        });
        if (positionals.length > 1) throw new UsageError('init takes one folder');
        return initCommand({ dir: positionals[0], force: values.force, existing: values.existing, link: values.link }, io);
      }
      case 'dev':
      case 'build':
      case 'preview': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { site: { type: 'string' }, base: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
        });
        if (positionals.length > 1) throw new UsageError(`${command} takes one folder`);
        const port = values.port === undefined ? undefined : Number(values.port);
        if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new UsageError(`--port: expected a port number, got "${values.port}"`);
        // Loaded on demand: these load Astro.
        const { docsFolderCommand } = await import('./docs-folder.ts');
        return await docsFolderCommand({ command, dir: positionals[0], site: values.site, base: values.base, port, host: values.host }, io);
      }
      case 'rules': {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { check: { type: 'boolean', default: false } } });
        return rulesCommand({ dir: positionals[0], check: values.check }, io);
      }
      case 'lint': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { format: { type: 'string', default: 'text' }, strict: { type: 'boolean', default: false }, site: { type: 'string' } },
        });
        if (values.format !== 'text' && values.format !== 'json') throw new UsageError(`--format: expected text or json, got "${values.format}"`);
        // Loaded on demand: linting reads docs.json through the integration's schema (astro/zod).
        const { lintCommand } = await import('./lint.ts');
        return await lintCommand({ dir: positionals[0], format: values.format, strict: values.strict, site: values.site }, io);
      }
      case '--version':
      case '-v':
        io.out(packageVersion());
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(USAGE);
        return 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`docsmith: ${(error as Error).message}`);
      io.err('Run docsmith --help for usage.');
      return 2;
    }
    throw error;
  }
}
