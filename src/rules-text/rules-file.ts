// The text of the authoring rules file that `docsmith rules` writes for AI editors, and the component
// guide generated from the list of components the site provides.
import { COMPONENT_NAMES } from '../../components/names.ts';
import { APPENDIX, PAGE_FORMAT, RULE_TITLES } from './appendix.ts';

interface GuideEntry {
  use: string;
  attributes?: string;
}

/** When to reach for each component of the specification, in our words. */
const GUIDE: Record<string, GuideEntry> = {
  Note: { use: 'extra information the reader may want' },
  Tip: { use: 'a best practice or shortcut' },
  Warning: { use: 'a caution: breaking changes, destructive or irreversible actions' },
  Warn: { use: 'the same as Warning (a shorter name some pages use)' },
  Info: { use: 'neutral background or context' },
  Check: { use: 'confirming that something succeeded' },
  CodeGroup: { use: 'one concept shown in several languages (one fenced block per language)' },
  RequestExample: { use: 'the request sample of an API endpoint page, shown beside the page' },
  ResponseExample: { use: 'the response samples (success and error) of an API endpoint page' },
  Steps: { use: 'a procedure; each action is a Step', attributes: '' },
  Step: { use: 'one action of a procedure, inside Steps', attributes: 'title' },
  Tabs: { use: 'content that differs per platform, language or alternative; each variant is a Tab' },
  Tab: { use: 'one variant inside Tabs', attributes: 'title' },
  AccordionGroup: { use: 'a set of collapsible sections' },
  Accordion: { use: 'detail most readers can skip (progressive disclosure)', attributes: 'title' },
  Card: { use: 'an emphasised link to another page or site', attributes: 'title, icon, href' },
  CardGroup: { use: 'cards laid out in columns', attributes: 'cols' },
  ParamField: { use: 'one request parameter', attributes: 'path | body | query | header (the parameter name), type, required, default' },
  ResponseField: { use: 'one field of a response', attributes: 'name, type, required, default' },
  Expandable: { use: 'the nested properties of an object field, inside ParamField or ResponseField', attributes: 'title' },
  Frame: { use: 'the wrapper of every image (images carry alt text)', attributes: 'caption (optional)' },
  Tooltip: { use: 'an inline definition of a term', attributes: 'tip' },
  Update: { use: 'one changelog entry', attributes: 'label, description' },
  Icon: { use: 'an inline icon from the icon library', attributes: 'icon, size, color' },
  Callout: { use: 'a callout with its own icon and colour', attributes: 'icon, color' },
  Danger: { use: 'a warning about a destructive or dangerous action' },
  Critical: { use: 'the hosted platform\'s undocumented name for Danger (prefer Danger)' },
  Link: { use: 'the hosted platform\'s undocumented inline link (prefer a markdown link)', attributes: 'href' },
  Badge: { use: 'a short label such as a status or a plan', attributes: 'color, size, shape, icon, stroke, disabled' },
  Columns: { use: 'a responsive grid of cards, tiles or any content', attributes: 'cols' },
  Column: { use: 'arbitrary content as one cell of Columns' },
  Tile: { use: 'a linked preview card with an image', attributes: 'href, title, description' },
  Tree: { use: 'a file and folder diagram, with Tree.Folder (name, defaultOpen) and Tree.File (name)' },
  FileTree: { use: 'the same as Tree' },
  Panel: { use: 'content shown in the right-hand column instead of the table of contents' },
  Prompt: { use: 'a ready-made prompt for an AI tool, with a copy button', attributes: 'description, actions, icon' },
  Color: { use: 'colour swatches, with Color.Row (title) and Color.Item (name, value)', attributes: 'variant' },
  View: { use: 'content that differs per language or framework, chosen once for the whole page', attributes: 'title, icon' },
  Visibility: { use: 'content only for human readers or only for the markdown given to AI tools', attributes: 'for' },
  CodeBlock: { use: 'a code block written as a component', attributes: 'language, filename, highlight, lines, wrap, expandable, icon' },
  Latex: { use: 'an inline formula; its text is TeX (for a displayed formula, $$…$$ on lines of its own)' },
};

/** The component guide: one line per component the site provides, in the order of the list. */
export function componentGuide(names: readonly string[] = COMPONENT_NAMES): string {
  const lines = names.map((name) => {
    const entry = GUIDE[name];
    const attributes = entry?.attributes ? ` (attributes: ${entry.attributes})` : '';
    return `- \`<${name}>\`${attributes}: ${entry?.use ?? 'provided by this site'}.`;
  });
  return lines.join('\n');
}

function lintNote(ids: string[]): string {
  return ids.length ? ` (checked: ${ids.map((id) => `\`${id}\``).join(', ')})` : '';
}

/** The rules as Markdown, without any editor-specific header. */
export function rulesMarkdown(names: readonly string[] = COMPONENT_NAMES): string {
  const sections: string[] = [
    '# Writing documentation pages',
    '',
    'Follow these rules for every page of this documentation (`.md` and `.mdx` files). `npx docsmith lint`',
    'checks the rules marked "checked" and names the rule id with each finding.',
    '',
    '## Page format',
    '',
    ...PAGE_FORMAT.map((p) => `- ${p.text}${lintNote(p.lint)}`),
  ];
  for (const rule of Object.keys(RULE_TITLES).map(Number)) {
    sections.push('', `## ${rule}. ${RULE_TITLES[rule]}`, '');
    for (const item of APPENDIX.filter((a) => a.rule === rule)) sections.push(`- ${item.text}${lintNote(item.lint)}`);
  }
  sections.push('', '## Components this site provides', '', 'Use them without an import line.', '', componentGuide(names), '');
  return sections.join('\n');
}

/** Cursor's project rule, applied whenever a Markdown or MDX file is in play. */
export function cursorRulesFile(names: readonly string[] = COMPONENT_NAMES): string {
  return [
    '---',
    'description: Authoring rules for the documentation pages (written by docsmith rules)',
    'globs: "**/*.md,**/*.mdx"',
    'alwaysApply: false',
    '---',
    '',
    rulesMarkdown(names),
  ].join('\n');
}

export const AGENTS_START = '<!-- docsmith:rules:start (written by `docsmith rules`; edits between the markers are replaced) -->';
export const AGENTS_END = '<!-- docsmith:rules:end -->';

export function agentsSection(names: readonly string[] = COMPONENT_NAMES): string {
  return `${AGENTS_START}\n${rulesMarkdown(names).replace(/^# /, '## ').replace(/^## (?=\d|Page|Components)/gm, '### ')}${AGENTS_END}`;
}

/** AGENTS.md with our section put in (replacing the old one between the markers), the rest untouched. */
export function withAgentsSection(existing: string | undefined, names: readonly string[] = COMPONENT_NAMES): string {
  const section = agentsSection(names);
  if (!existing?.trim()) return `${section}\n`;
  const start = existing.indexOf(AGENTS_START.slice(0, AGENTS_START.indexOf(' (')));
  const end = existing.indexOf(AGENTS_END);
  if (start >= 0 && end > start) return existing.slice(0, start) + section + existing.slice(end + AGENTS_END.length);
  return `${existing.replace(/\s*$/, '')}\n\n${section}\n`;
}
