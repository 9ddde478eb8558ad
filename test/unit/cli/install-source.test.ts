// The dependency spec `docsmith init` writes: where this Docsmith was installed from.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { docsmithInstallSpec } from '../../../src/cli/install-source.ts';
import { REPO_ROOT } from '../../support/paths.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'docsmith-source-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A project whose node_modules holds a docsmith copy that npm recorded as installed from `resolved`. */
function installedCopy(resolved: string | undefined): string {
  const copy = join(work, 'project/node_modules/docsmith');
  mkdirSync(copy, { recursive: true });
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ name: 'docsmith', version: '1.2.3' }));
  const entry = resolved ? { version: '1.2.3', resolved } : { version: '1.2.3' };
  writeFileSync(join(work, 'project/node_modules/.package-lock.json'), JSON.stringify({ packages: { 'node_modules/docsmith': entry } }));
  return copy;
}

it('a checkout depends on itself', () => {
  expect(docsmithInstallSpec(REPO_ROOT)).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
});

it('a folder dependency (a link in node_modules) depends on the linked folder', () => {
  mkdirSync(join(work, 'project/node_modules'), { recursive: true });
  symlinkSync(REPO_ROOT, join(work, 'project/node_modules/docsmith'), 'dir');
  expect(docsmithInstallSpec(join(work, 'project/node_modules/docsmith'))).toBe(`file:${REPO_ROOT.replace(/\/$/, '')}`);
});

it('a tarball install depends on the tarball, by absolute path', () => {
  expect(docsmithInstallSpec(installedCopy('file:../docsmith-1.2.3.tgz'))).toBe(`file:${join(work, 'docsmith-1.2.3.tgz')}`);
});

it('a git install depends on the same git URL and commit', () => {
  const url = 'git+file:///srv/git/docsmith.git#0123456789abcdef0123456789abcdef01234567';
  expect(docsmithInstallSpec(installedCopy(url))).toBe(url);
});

it('a registry install, or one npm left no record of, depends on the registry range', () => {
  expect(docsmithInstallSpec(installedCopy('https://registry.npmjs.org/docsmith/-/docsmith-1.2.3.tgz'))).toBe('^1.2.3');
  expect(docsmithInstallSpec(installedCopy(undefined))).toBe('^1.2.3');
});
