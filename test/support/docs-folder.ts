// A docs folder of the given files (path -> text) in a fresh temporary folder, for tests that run the
// site pipeline on it. The caller removes it (rmSync(root, { recursive: true, force: true })).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function writeDocsFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsmith-folder-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A page with a title and a description, so that it raises no finding of its own. */
export const PLAIN_PAGE = '---\ntitle: Intro\ndescription: d\n---\n\nText.\n';
