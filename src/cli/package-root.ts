// The installed docsmith package's own folder. The command runs from src/cli/ (sources) or from
// dist/cli/ and its chunks (the compiled command): the folder is found by walking up, not by depth.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `start` holding the package.json of package `name`. */
export function packageFolderAbove(start: string, name: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name) return dir;
    if (dirname(dir) === dir) throw new Error(`no ${name} package above ${start}`);
  }
}

export const PACKAGE_ROOT = `${packageFolderAbove(dirname(fileURLToPath(import.meta.url)), 'docsmith')}/`;

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}
