// The README's table that maps each item of the specification's authoring rules to the rules file and
// to a lint rule. A unit test checks that the README holds exactly this table.
import { APPENDIX, RULE_TITLES } from './appendix.ts';

/** Escapes pipes, and puts component tags in code so that Markdown renderers show them. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/(?<!`)<[A-Za-z][^>]*>(?!`)/g, (tag) => `\`${tag}\``);

export function appendixTable(): string {
  const rows = APPENDIX.map(
    (a) => `| ${a.rule}. ${RULE_TITLES[a.rule]} | ${cell(a.item)} | ${cell(a.text)} | ${a.lint.length ? a.lint.map((id) => `\`${id}\``).join(', ') : 'rules file only'} |`,
  );
  return ['| rule | item of the specification | what the rules file says | lint rule |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
