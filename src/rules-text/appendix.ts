// Every item of the product specification's authoring rules (its appendix, rules 1 to 7), with the
// sentence our rules file says about it and the lint rule that checks it, if a machine can. The rules
// file (rules-file.ts) and the README's mapping table are built from this list, and a unit test checks
// that the specification has no item missing here.

export interface AppendixItem {
  /** Number of the appendix rule (1-7). */
  rule: number;
  /** The item as the specification words it (one `;`-separated part of the rule). */
  item: string;
  /** What our rules file tells the writer, in our own words. */
  text: string;
  /** Lint rule ids that check it; empty when only the rules file covers it. */
  lint: string[];
}

export const RULE_TITLES: Record<number, string> = {
  1: 'Language',
  2: 'Organisation',
  3: 'User focus',
  4: 'Code samples',
  5: 'API pages',
  6: 'Accessibility',
  7: 'Component choice',
};

export const APPENDIX: AppendixItem[] = [
  { rule: 1, item: 'clear, direct language for technical audiences', text: 'Write plainly for readers who build software: say the thing, skip the preamble.', lint: [] },
  { rule: 1, item: 'second person for instructions', text: 'Address the reader as "you" when telling them what to do.', lint: [] },
  { rule: 1, item: 'active voice', text: 'Name who acts: "the CLI writes the file", not "the file is written".', lint: [] },
  { rule: 1, item: 'present tense for current states, future tense for outcomes', text: 'Describe how things are in the present tense; use the future tense only for what a step will bring about.', lint: [] },
  { rule: 1, item: 'define jargon at first use', text: 'Explain a technical term or abbreviation where it first appears.', lint: [] },
  { rule: 1, item: 'consistent terminology', text: 'Pick one word for each concept and keep it across every page.', lint: [] },
  { rule: 1, item: 'concise sentences', text: 'Keep sentences short; one idea per sentence.', lint: [] },
  { rule: 1, item: 'parallel structure in lists, headings and procedures', text: 'Give items of one list, heading level or procedure the same grammatical shape.', lint: [] },

  { rule: 2, item: 'most important information first', text: 'Open each page and section with what the reader most needs.', lint: [] },
  { rule: 2, item: 'basic before advanced', text: 'Cover the common case before options and edge cases.', lint: [] },
  { rule: 2, item: 'complex procedures as numbered steps', text: 'Write any procedure of more than a couple of actions as numbered steps.', lint: [] },
  { rule: 2, item: 'prerequisites and context before instructions', text: 'State what the reader needs (accounts, versions, permissions) and why before the first instruction.', lint: [] },
  { rule: 2, item: 'expected outcome for each major step', text: 'After each major step, say what the reader should now see.', lint: [] },
  { rule: 2, item: 'descriptive keyword-rich headings', text: 'Make headings say what the section covers, with the words a reader would search for.', lint: [] },
  { rule: 2, item: 'related information grouped', text: 'Keep related material together instead of scattering it across sections.', lint: [] },

  { rule: 3, item: 'goals over features', text: 'Organise around what the reader wants to get done, not around the product\'s feature list.', lint: [] },
  { rule: 3, item: 'anticipate questions', text: 'Answer the questions a reader will likely have at each point.', lint: [] },
  { rule: 3, item: 'troubleshooting for likely failures', text: 'Add a troubleshooting note for the failures readers are likely to hit.', lint: [] },
  { rule: 3, item: 'scannable layout', text: 'Use short paragraphs, lists and headings so that a reader can scan the page.', lint: [] },
  { rule: 3, item: 'verification steps', text: 'Tell the reader how to check that what they did worked.', lint: [] },

  { rule: 4, item: 'complete and runnable', text: 'Make every sample complete enough to copy and run as it is.', lint: [] },
  { rule: 4, item: 'with error handling and edge cases', text: 'Show how the sample handles errors and edge cases.', lint: [] },
  { rule: 4, item: 'realistic data', text: 'Use realistic values, not foo and bar.', lint: [] },
  { rule: 4, item: 'expected outputs', text: 'Show what running the sample prints or returns.', lint: [] },
  { rule: 4, item: 'language and file name stated where relevant', text: 'Tag every code block with its language, and put the file name after the language when the code belongs in a file (`ts src/client.ts` on the opening fence).', lint: ['code/missing-language'] },
  { rule: 4, item: 'comments for complex logic', text: 'Comment the lines whose logic is not obvious.', lint: [] },
  { rule: 4, item: 'no real keys or secrets', text: 'Never put a real key, token or password in a sample; use placeholders such as `<API_KEY>`, `$TOKEN` or `${API_KEY}`.', lint: ['code/secret', 'code/possible-secret'] },

  { rule: 5, item: 'document every parameter including optional ones', text: 'Document every parameter of an endpoint, optional ones included, with its type and default.', lint: [] },
  { rule: 5, item: 'success and error samples', text: 'Show a success response and at least one error response for every endpoint.', lint: ['api/missing-error-example'] },
  { rule: 5, item: 'specific rate limits', text: 'State the endpoint\'s actual rate limits.', lint: [] },
  { rule: 5, item: 'authentication examples in the proper format', text: 'Show authentication as the header `Authorization: Bearer <API_KEY>`.', lint: ['code/auth-header-format'] },
  { rule: 5, item: 'all HTTP status codes', text: 'List every HTTP status code the endpoint can return and what it means.', lint: [] },
  { rule: 5, item: 'full request/response cycles', text: 'Show a full request and the response it gets back.', lint: [] },

  { rule: 6, item: 'alt text for all images and diagrams', text: 'Give every image and diagram alt text that says what it shows, and wrap it in <Frame>.', lint: ['media/missing-alt', 'media/outside-frame'] },
  { rule: 6, item: 'specific link text instead of generic phrases', text: 'Make link text name where it goes; never "click here", "here", "read more" or "this link".', lint: ['link/generic-text'] },
  { rule: 6, item: 'heading hierarchy from level 2', text: 'The page title is the only level-1 heading: start body headings at ## and never skip a level.', lint: ['heading/h1-in-body', 'heading/skipped-level'] },
  { rule: 6, item: 'keyboard-navigation considerations', text: 'When you describe an interface, say how to reach and use it with the keyboard.', lint: [] },
  { rule: 6, item: 'sufficient colour contrast', text: 'Keep text in images and diagrams at a contrast that reads in light and dark mode.', lint: [] },
  { rule: 6, item: 'scannable structure', text: 'Break long passages up with headings, lists and callouts.', lint: [] },

  { rule: 7, item: '`Steps` for procedures', text: 'Use <Steps> with a titled <Step> for each action of a procedure.', lint: [] },
  { rule: 7, item: '`Tabs` for platform-specific or alternative content', text: 'Use <Tabs> and <Tab title="…"> for content that differs per platform or alternative.', lint: [] },
  { rule: 7, item: '`CodeGroup` for one concept in several languages', text: 'Use <CodeGroup> when one concept is shown in several languages.', lint: [] },
  { rule: 7, item: 'accordions for progressive disclosure', text: 'Use <AccordionGroup> and <Accordion title="…"> for detail most readers can skip.', lint: [] },
  { rule: 7, item: '`RequestExample`/`ResponseExample` only for API endpoint documentation', text: 'Use <RequestExample> and <ResponseExample> only on API endpoint pages (front matter `openapi:` or `api:`).', lint: ['api/example-outside-api-page'] },
  { rule: 7, item: '`ParamField` for parameters and `ResponseField` for responses', text: 'Document request parameters with <ParamField> and response fields with <ResponseField>.', lint: [] },
  { rule: 7, item: '`Expandable` for nested properties', text: 'Nest the properties of an object field in <Expandable>.', lint: [] },
];

/** Checks that the rules file adds beyond the appendix: page format (spec, Resource 2) and components. */
export const PAGE_FORMAT: { text: string; lint: string[] }[] = [
  { text: 'Start every page with front matter holding a non-empty `title` and `description`.', lint: ['page/missing-title', 'page/missing-description'] },
  { text: 'Use only the components the site provides (listed below), or import your own at the top of the page.', lint: ['page/unknown-component'] },
];
