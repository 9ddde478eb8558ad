#!/usr/bin/env node
// The `docsmith` command's launcher, in plain JavaScript: it checks the Node version before loading
// anything that an older Node could not parse.
import { fileURLToPath } from 'node:url';
import { oldNodeMessage } from './node-version.js';

const tooOld = oldNodeMessage(process.versions.node);
if (tooOld) {
  process.stderr.write(`${tooOld}\n`);
  process.exit(1);
}

// Node runs TypeScript sources, except inside node_modules. A checkout, or a folder dependency (a link
// to one), runs the sources and is never stale; an installed copy (tarball, git) runs the command
// compiled when it was packed or prepared (scripts/build-cli.mjs).
const installed = /[\\/]node_modules[\\/]/.test(fileURLToPath(import.meta.url));
await import(installed ? '../dist/cli/docsmith.js' : '../src/cli/bin.ts');
