// The repository the feedback buttons point at: the integration's `repository` option, else a
// code-hosting topbarCtaButton, else the project's git remote. URLs follow the code host's web
// editor (`/edit/BRANCH/PATH`) and new-issue form (`/issues/new?title=&body=`).
import { execFileSync } from 'node:child_process';
import { isAbsolute, relative } from 'node:path';

export interface Repository {
  /** `https://github.com/owner/name`, without `.git` or a trailing slash. */
  url: string;
  branch: string;
  /** Where the docs root sits inside the repository (`docs`), or '' for the repository root. */
  docsPath: string;
}

/** `git@host:o/n.git`, `https://host/o/n.git/`, `ssh://git@host/o/n` -> `https://host/o/n`. */
export function webUrlOfRemote(remote: string): string | undefined {
  const trimmed = remote.trim().replace(/\.git\/?$/, '').replace(/\/+$/, '');
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(trimmed);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  const url = /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+)$/.exec(trimmed);
  return url ? `https://${url[1]}/${url[2]}` : undefined;
}

/** `https://github.com/acme/docs` -> { owner: 'acme', name: 'docs' }. */
export function repoNameOf(url: string): { owner: string; name: string } | undefined {
  const match = /^https?:\/\/[^/]+\/([^/]+)\/([^/?#]+)/.exec(webUrlOfRemote(url) ?? url);
  return match ? { owner: match[1]!, name: match[2]! } : undefined;
}

/**
 * What a code-hosting button shows: `owner/name` for a repository, the name alone for a user or an
 * organisation (`https://github.com/acme`, which has no star count); undefined for any other URL.
 */
export function codeHostLabel(url: string): string | undefined {
  const repo = repoNameOf(url);
  if (repo) return `${repo.owner}/${repo.name}`;
  return /^https?:\/\/[^/]+\/([^/?#]+)\/?(?:[?#]|$)/.exec(url)?.[1];
}

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface RepositorySources {
  option?: { url: string; branch: string; path: string };
  cta?: { type: string; url: string };
  /** Absolute docs root, to find the git remote and the docs folder inside the checkout. */
  docsRoot: string;
}

export function resolveRepository(sources: RepositorySources): Repository | undefined {
  const { option, cta, docsRoot } = sources;
  const clean = (path: string) => path.replace(/^\/+|\/+$/g, '');
  if (option) return { url: webUrlOfRemote(option.url) ?? option.url.replace(/\/+$/, ''), branch: option.branch, docsPath: clean(option.path) };
  const top = git(['rev-parse', '--show-toplevel'], docsRoot);
  const docsPath = top ? clean(relative(top, docsRoot).split('\\').join('/')) : '';
  // A button on a user or an organisation names no repository to edit in.
  const fromCta = cta && cta.type !== 'link' && repoNameOf(cta.url) ? webUrlOfRemote(cta.url) : undefined;
  const remote = fromCta ?? webUrlOfRemote(git(['remote', 'get-url', 'origin'], docsRoot) ?? '');
  if (!remote) return undefined;
  return { url: remote, branch: 'main', docsPath: docsPath.startsWith('..') || isAbsolute(docsPath) ? '' : docsPath };
}

/** The web editor for a page file (path relative to the docs root). */
export function editUrl(repo: Repository, file: string): string {
  const path = [repo.docsPath, file].filter(Boolean).join('/');
  return `${repo.url}/edit/${encodeURIComponent(repo.branch)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** A new issue prefilled with the page title and URL. */
export function issueUrl(repo: Repository, title: string, pageUrl: string): string {
  const params = new URLSearchParams({ title: `Docs: ${title}`, body: `Page: ${pageUrl}\n\n` });
  return `${repo.url}/issues/new?${params}`;
}

