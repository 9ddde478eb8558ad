// Builds a fixture docs root (test/fixtures/NAME) as a site, after replacing placeholders such as
// __ECHO_URL__ in its files: tests that need a server's address at build time use this.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteProject, runAstroBuild } from './build-site.ts';
import { REPO_ROOT } from './paths.ts';

export interface FixtureSite {
  distDir: string;
  remove(): void;
}

const TEXT = /\.(?:mdx?|json|ya?ml)$/;

function replaceIn(dir: string, replacements: Record<string, string>): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) replaceIn(path, replacements);
    else if (TEXT.test(name)) {
      let text = readFileSync(path, 'utf8');
      for (const [from, to] of Object.entries(replacements)) text = text.split(from).join(to);
      writeFileSync(path, text);
    }
  }
}

/** `options`: extra docsmith() options as source, e.g. `playgroundProxy: '/proxy'`. */
export function buildFixtureSite(name: string, replacements: Record<string, string>, options = ''): FixtureSite {
  const { projectDir, docsDir } = createSiteProject({
    copyFrom: join(REPO_ROOT, 'test', 'fixtures', name),
    docsRoot: 'docs',
    options: `{ root: 'docs'${options ? `, ${options}` : ''} }`,
  });
  replaceIn(docsDir, replacements);
  const { status, output } = runAstroBuild(projectDir);
  const remove = () => rmSync(projectDir, { recursive: true, force: true });
  if (status !== 0) {
    remove();
    throw new Error(`astro build of fixture "${name}" failed (exit ${status}):\n${output}`);
  }
  return { distDir: join(projectDir, 'dist'), remove };
}
