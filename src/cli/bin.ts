// Executable entry of the `docsmith` command (compiled to dist/cli/docsmith.js when the package is packed).
import { run } from './main.ts';
import { processIo } from './io.ts';

run(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`docsmith: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
