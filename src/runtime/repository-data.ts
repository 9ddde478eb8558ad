// What the chrome shows of the site's repository, resolved once per site model when the build or the
// dev server sets up (not while pages render): the repository the feedback buttons point at and the
// star count of a code-hosting call-to-action. Components read it from `virtual:docsmith/config`.
import type { DocsConfig } from '../config/schema.ts';
import type { DocsmithOptions } from '../options.ts';
import { findingAtKey, type Finding, type WrittenKey } from '../diagnostics/reporter.ts';
import { formatJsonPath } from '../config/json-location.ts';
import type { JsonPath } from '../config/v2/refs.ts';
import { repoNameOf, resolveRepository, type Repository } from './repository.ts';
import { starCount } from './repo-stars.ts';

export interface RepositoryData {
  /** Where "Suggest edits" and "Raise issue" go; null when the buttons are off or no repository is known. */
  feedback: Repository | null;
  /** Stars of the code-hosting call-to-action's repository; null when there is none or it could not be loaded. */
  stars: number | null;
}

/** `configKey`: the site model's (src/site.ts), so that the warnings name and place the keys as written. */
export async function repositoryData(config: DocsConfig, option: DocsmithOptions['repository'], docsRoot: string, configKey: (path: JsonPath) => WrittenKey): Promise<{ data: RepositoryData; findings: Finding[] }> {
  const findings: Finding[] = [];
  const cta = config.topbarCtaButton;
  const button = configKey(['topbarCtaButton']);
  const wantsFeedback = Boolean(config.feedback?.suggestEdit || config.feedback?.raiseIssue);
  const feedback = wantsFeedback ? resolveRepository({ option, cta, docsRoot }) : undefined;
  if (wantsFeedback && !feedback) {
    const message = `the buttons need a repository; set the \`repository\` option of docsmith(), a code-hosting ${formatJsonPath(button.path)}, or a git remote. They are left out.`;
    findings.push(findingAtKey('chrome/no-repository', configKey(['feedback']), message));
  }
  const stars = cta && cta.type !== 'link' && repoNameOf(cta.url) ? await starCount(cta.url, button) : undefined;
  findings.push(...(stars?.findings ?? []));
  return { data: { feedback: feedback ?? null, stars: stars?.count ?? null }, findings };
}
