// The names of the content components pages may use without an import line. Plain data (no .astro
// imports) so that the linter and the command-line tool can read it in Node; a unit test checks that
// it matches the component map in components/index.ts.
export const COMPONENT_NAMES = [
  'Note',
  'Tip',
  'Warning',
  'Warn',
  'Info',
  'Check',
  'CodeGroup',
  'RequestExample',
  'ResponseExample',
  'Steps',
  'Step',
  'Tabs',
  'Tab',
  'AccordionGroup',
  'Accordion',
  'Card',
  'CardGroup',
  'ParamField',
  'ResponseField',
  'Expandable',
  'Frame',
  'Tooltip',
  'Update',
  'Icon',
] as const;
