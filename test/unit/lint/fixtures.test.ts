// Every lint rule has a fixture that breaks it (bad/) and one that passes (good/), under
// test/fixtures/lint/<rule id>/. A good fixture must be clean under every rule, not only its own.
import { existsSync, readFileSync } from 'node:fs';
import type { DocsConfig } from '../../../src/config/schema.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRequiredFrontmatter, scanPages } from '../../../src/content/scan.ts';
import { formatPlace, type Finding } from '../../../src/diagnostics/reporter.ts';
import { checkPages, checkPagesInSlices, PAGE_RULES, registerSiteRule } from '../../../src/lint/index.ts';
import { prepareApi } from '../../../src/openapi/site-api.ts';
import { COMPONENT_NAMES } from '../../../components/names.ts';
import { REPO_ROOT } from '../../support/paths.ts';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/lint');

/** The site's components plus the spec's that the fixtures use, so that fixtures do not depend on
 * which components have been written yet (page/unknown-component has its own fixtures). */
const COMPONENTS = new Set<string>([...COMPONENT_NAMES, 'Frame', 'RequestExample', 'ResponseExample']);

async function lintFolder(root: string): Promise<Finding[]> {
  const scanned = scanPages(root);
  const configFile = join(root, 'docs.json');
  const config = existsSync(configFile) ? (JSON.parse(readFileSync(configFile, 'utf8')) as DocsConfig) : undefined;
  // The responses of `openapi:` operations come from the descriptions the site pipeline loads.
  const api = await prepareApi(root, config ?? ({ name: 'fixture', navigation: [] } as never), scanned.pages, { apiPages: 'referenced' });
  const checks = checkPages(root, scanned.pages, { components: COMPONENTS, standalone: true, config, operationResponses: api.operationResponses });
  return [...scanned.findings, ...checkRequiredFrontmatter(scanned.pages), ...checks];
}

const RULE_IDS = ['page/missing-title', 'page/missing-description', ...PAGE_RULES.map((r) => r.id), 'links/broken'];

describe.each(RULE_IDS)('%s', (id) => {
  it('has a bad and a good fixture', () => {
    expect(existsSync(join(FIXTURES, id, 'bad'))).toBe(true);
    expect(existsSync(join(FIXTURES, id, 'good'))).toBe(true);
  });

  it('reports the bad fixture', async () => {
    const findings = await lintFolder(join(FIXTURES, id, 'bad'));
    expect(findings.filter((f) => f.rule === id).length).toBeGreaterThan(0);
  });

  it('passes the good fixture under every rule', async () => {
    expect((await lintFolder(join(FIXTURES, id, 'good'))).map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([]);
  });
});

it('reports each bad fixture with its place and message', async () => {
  const found = await Promise.all(RULE_IDS.map(async (id) => [id, await lintFolder(join(FIXTURES, id, 'bad'))] as const));
  const lines = found.flatMap(([id, findings]) =>
    findings
      .filter((f) => f.rule === id)
      .map((f) => `${id}/bad/${formatPlace(f)} ${f.message}`),
  );
  expect(lines).toMatchInlineSnapshot(`
    [
      "page/missing-title/bad/empty.mdx:1 front matter has no title; the file name is shown instead",
      "page/missing-title/bad/page.mdx:1 front matter has no title; the file name is shown instead",
      "page/missing-description/bad/page.mdx:1 front matter has no description",
      "heading/h1-in-body/bad/page.mdx:6:1 "Introduction" is a level-1 heading; the page title is the h1, so start body headings at level 2 (##)",
      "heading/skipped-level/bad/first.mdx:6:1 "Starts too deep" is an h3 after the page title; use ## (h2) so no level is skipped",
      "heading/skipped-level/bad/page.mdx:8:1 "Details" is an h4 after an h2; use ### (h3) so no level is skipped",
      "media/missing-alt/bad/page.mdx:9:3 image /images/flow.png has no alt text; describe what it shows in ![…]",
      "media/missing-alt/bad/page.mdx:13:3 image /images/flow.png has no alt text; describe what it shows in alt="…"",
      "media/outside-frame/bad/page.mdx:8:1 image /images/flow.png is not inside <Frame>; wrap it: <Frame>…</Frame>",
      "link/generic-text/bad/page.mdx:8:12 link text "click here" does not say where it goes; name the destination (e.g. "the configuration guide")",
      "link/generic-text/bad/page.mdx:8:56 link text "here" does not say where it goes; name the destination (e.g. "the configuration guide")",
      "link/generic-text/bad/page.mdx:8:70 link text "Read more" does not say where it goes; name the destination (e.g. "the configuration guide")",
      "code/missing-language/bad/page.mdx:8:1 code block has no language tag; add one after the fence (\`\`\`bash, \`\`\`json, or \`\`\`text for plain output)",
      "code/unknown-language/bad/page.mdx:8:1 code block language "cel" is not one the highlighter knows, so it is shown as plain text; use a language Shiki knows, or \`text\` for plain output",
      "code/unknown-language/bad/page.mdx:14:1 code block language "JSON" is not one the highlighter knows, so it is shown as plain text; did you mean "json"? (\`text\` marks plain output)",
      "code/ignored-option/bad/page.mdx:8:1 code block option \`twoslash\` is not applied by Docsmith; the code is shown without it (remove the option to silence this)",
      "code/secret/bad/page.mdx:9:22 code sample holds what looks like a cloud access key id; replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/secret/bad/page.mdx:13:28 code sample holds what looks like a live payment key; replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/secret/bad/page.mdx:17:19 code sample holds what looks like a code-hosting token; replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/secret/bad/page.mdx:21:1 code sample holds what looks like a private key; replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/possible-secret/bad/page.mdx:10:29 code sample holds what looks like a bearer token; replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/possible-secret/bad/page.mdx:14:13 code sample holds what looks like a signed token (JWT); replace it with a placeholder such as <API_KEY> and revoke it if it is real",
      "code/auth-header-format/bad/page.mdx:10:22 auth example "Authorization: Token your-api-key" should read "Authorization: Bearer <API_KEY>"",
      "code/auth-header-format/bad/page.mdx:14:30 auth example "Authorization: Bearer YOUR_API_KEY" should read "Authorization: Bearer <API_KEY>"",
      "api/example-outside-api-page/bad/page.mdx:8:1 <RequestExample> belongs on API endpoint pages; add \`api:\` or \`openapi:\` to the front matter, or use <CodeGroup>",
      "api/missing-error-example/bad/endpoint.mdx:4:1 the operation "GET /items/{id}" documents no error response (4xx/5xx); add one to the OpenAPI file or a <ResponseExample> with an error sample",
      "api/missing-error-example/bad/page.mdx:4:1 API page shows no error response sample (its <ResponseExample> has only success samples); add an error sample titled with its status, e.g. \`\`\`json 400",
      "page/unknown-component/bad/page.mdx:8:1 <Marquee> is not a component Docsmith provides; import it in the page or use one of the built-in components",
      "links/broken/bad/page.mdx:8:6 link "/deploy" points at /deploy, which is not a page of this site",
    ]
  `);
});

it('runs registered site rules in docsmith lint (standalone), not in the build setup', () => {
  registerSiteRule({
    id: 'test/site-rule',
    info: { severity: 'warn', stage: 'checks', description: 'A test rule over every page.', summary: 'test findings' },
    check: ({ pages }) => [{ rule: 'test/site-rule', message: `${pages.length} pages`, file: pages[0]!.file }],
  });
  const root = join(FIXTURES, 'heading/skipped-level/good');
  const scanned = scanPages(root);
  expect(checkPages(root, scanned.pages, { components: COMPONENTS }).filter((f) => f.rule === 'test/site-rule')).toEqual([]);
  expect(checkPages(root, scanned.pages, { components: COMPONENTS, standalone: true }).filter((f) => f.rule === 'test/site-rule')).toEqual([
    { rule: 'test/site-rule', message: '1 pages', file: 'page.mdx' },
  ]);
});

it('leaves rules the build checks while rendering out of its setup pass', () => {
  const root = join(FIXTURES, 'page/unknown-component/bad');
  const scanned = scanPages(root);
  const ids = (standalone: boolean) => checkPages(root, scanned.pages, { standalone }).map((f) => f.rule);
  expect(ids(true)).toContain('page/unknown-component');
  expect(ids(false)).not.toContain('page/unknown-component');
});

it('a slice at a time (the dev server), the checks find the same as at once', async () => {
  let found = 0;
  for (const id of RULE_IDS) {
    const root = join(FIXTURES, id, 'bad');
    const scanned = scanPages(root);
    const options = { components: COMPONENTS, standalone: true };
    const atOnce = checkPages(root, scanned.pages, options);
    await expect(checkPagesInSlices(root, scanned.pages, options)).resolves.toEqual(atOnce);
    found += atOnce.length;
  }
  // Not vacuous: the bad fixtures have findings to compare.
  expect(found).toBeGreaterThan(RULE_IDS.length / 2);
});
