// Builds the example site and the legacy folders the tests keep (test/corpora/mintlify-sites), keeps
// their HTML in one folder, and compares two such folders file by file. A refactoring that must not
// change the output is checked by building before and after:
//   node scripts/diff-builds.ts build OUT      (build this checkout's sites into OUT)
//   node scripts/diff-builds.ts compare A B    (list the HTML files that differ; exit 1 if any)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite, removeSite } from '../test/support/build-site.ts';
import { CORPORA, REPO_ROOT } from '../test/support/paths.ts';

const LEGACY_FOLDERS = ['mem0', 'triggerdev'];

function htmlFilesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) found.push(relative(dir, path));
    }
  };
  if (existsSync(dir)) walk(dir);
  return found.sort();
}

function keepHtml(fromDist: string, toDir: string): void {
  for (const file of htmlFilesUnder(fromDist)) {
    mkdirSync(join(toDir, file, '..'), { recursive: true });
    cpSync(join(fromDist, file), join(toDir, file));
  }
}

function build(out: string): void {
  rmSync(out, { recursive: true, force: true });
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, DOCSMITH_OFFLINE: '1' } });
  keepHtml(join(REPO_ROOT, 'example-site/dist'), join(out, 'example-site'));
  for (const name of LEGACY_FOLDERS) {
    const site = buildSite({ copyFrom: join(CORPORA, 'mintlify-sites', name) });
    if (site.status !== 0) throw new Error(`${name} failed to build:\n${site.output}`);
    keepHtml(site.distDir, join(out, name));
    removeSite(site);
  }
  console.log(`kept ${htmlFilesUnder(out).length} HTML files in ${out}`);
}

/**
 * What depends on where a checkout lives rather than on Docsmith's code: Astro's scope ids hash the
 * component's absolute path, and a test site inside a git repository is a sub-folder of it in "Suggest
 * edits" links (the folder's name is random).
 */
function withoutPlaces(html: string): string {
  return html.replace(/data-astro-cid-[a-z0-9]+/g, 'data-astro-cid').replace(/\.test-sites\/site-[A-Za-z0-9]+\//g, '');
}

/** The text of a page without its markup: code highlighting split differently leaves it the same. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/\s+/g, '');
}

function compare(before: string, after: string): number {
  const a = new Set(htmlFilesUnder(before));
  const b = new Set(htmlFilesUnder(after));
  let differences = 0;
  for (const file of new Set([...a, ...b])) {
    if (!a.has(file) || !b.has(file)) {
      console.log(`${a.has(file) ? 'only before' : 'only after'}: ${file}`);
      differences++;
    } else {
      const [old, now] = [before, after].map((dir) => withoutPlaces(readFileSync(join(dir, file), 'utf8')));
      if (old === now) continue;
      // Shiki gives up tokenizing a long line after a time limit, so a loaded machine can highlight
      // a line in fewer spans: markup that differs around the same text is named apart.
      console.log(`${textOf(old!) === textOf(now!) ? 'differs in markup only' : 'differs'}: ${file}`);
      differences++;
    }
  }
  console.log(`${a.size} files before, ${b.size} after, ${differences} differ`);
  return differences;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'build' && first) build(first);
else if (command === 'compare' && first && second) process.exitCode = compare(first, second) ? 1 : 0;
else {
  console.error('usage: node scripts/diff-builds.ts build OUT | compare BEFORE AFTER');
  process.exitCode = 2;
}
