// Where this Docsmith was installed from, as a dependency spec a new site can install again: until
// the package is on the registry, `^version` cannot be installed, but the checkout, tarball or git
// URL this copy came from can.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { PACKAGE_ROOT } from './package-root.ts';

interface LockEntry {
  resolved?: string;
}

/** The enclosing node_modules folder and the project that owns it, if the package sits in one. */
function installedIn(packageRoot: string): { nodeModules: string; project: string } | undefined {
  const parts = packageRoot.replace(/[\\/]$/, '').split(sep);
  const index = parts.lastIndexOf('node_modules');
  if (index < 0) return undefined;
  const nodeModules = parts.slice(0, index + 1).join(sep);
  return { nodeModules, project: dirname(nodeModules) };
}

/** The spec npm recorded for this package in the installing project's hidden lockfile. */
function recordedSpec(packageRoot: string): string | undefined {
  const place = installedIn(packageRoot);
  if (!place) return undefined;
  const lockFile = join(place.nodeModules, '.package-lock.json');
  if (!existsSync(lockFile)) return undefined;
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages?: Record<string, LockEntry> };
  const key = `node_modules/${basename(packageRoot.replace(/[\\/]$/, ''))}`;
  const resolved = lock.packages?.[key]?.resolved;
  if (!resolved) return undefined;
  if (resolved.startsWith('file:')) return `file:${resolve(place.project, resolved.slice('file:'.length))}`;
  if (/^git\+|^git:|^github:/.test(resolved)) return resolved;
  // A registry tarball: the registry range installs it again.
  return undefined;
}

export function docsmithInstallSpec(packageRoot: string = PACKAGE_ROOT): string {
  const real = realpathSync(packageRoot);
  // A checkout, or a folder dependency (npm links those): depend on the same folder.
  if (!installedIn(real)) return `file:${real.replace(/[\\/]$/, '')}`;
  const { version } = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8')) as { version: string };
  return recordedSpec(real) ?? `^${version}`;
}
