// The README's tables made from code: the rules (ids, severities, stages) and the mapping of each item
// of the specification's authoring rules to the rules file and to a lint rule. Unit tests check that
// the README holds exactly these tables.
import { allRules, type RuleStage } from '../diagnostics/rules.ts';
import '../lint/index.ts';
import '../playground/page-playground.ts';
import { APPENDIX, RULE_TITLES } from './appendix.ts';

/** Escapes pipes, and puts component tags in code so that Markdown renderers show them. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/(?<!`)<[A-Za-z][^>]*>(?!`)/g, (tag) => `\`${tag}\``);

export function appendixTable(): string {
  const rows = APPENDIX.map(
    (a) => `| ${a.rule}. ${RULE_TITLES[a.rule]} | ${cell(a.item)} | ${cell(a.text)} | ${a.lint.length ? a.lint.map((id) => `\`${id}\``).join(', ') : 'rules file only'} |`,
  );
  return ['| rule | item of the specification | what the rules file says | lint rule |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The pipeline's stages in their order, for the rule table. */
const STAGE_ORDER: RuleStage[] = ['config', 'pages', 'api', 'navigation', 'checks', 'setup', 'render', 'outputs'];

/**
 * The README's rule table, made from the rule registry (src/diagnostics/rules.ts and the rules features
 * define next to their code), in the order of the pipeline's stages. A unit test checks the README.
 */
export function ruleTable(): string {
  const rules = Object.entries(allRules());
  const rows = STAGE_ORDER.flatMap((stage) =>
    rules
      .filter(([, info]) => info.stage === stage)
      .map(([id, info]) => `| \`${id}\` | ${info.lintSeverity ? `${info.severity} (${info.lintSeverity} in \`docsmith lint\`)` : info.severity} | ${stage} | ${cell(info.description)} |`),
  );
  return ['| rule id | default | reported by | what it checks |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
