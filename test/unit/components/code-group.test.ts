// CodeGroup, RequestExample/ResponseExample and the API examples column, rendered from real
// highlighted code blocks.
import { describe, expect, test } from 'vitest';
import CodeBlock from '../../../components/content/CodeBlock.astro';
import CodeGroup from '../../../components/content/CodeGroup.astro';
import RequestExample from '../../../components/content/RequestExample.astro';
import ResponseExample from '../../../components/content/ResponseExample.astro';
import ApiExamples from '../../../components/content/ApiExamples.astro';
import { collectedExamples, examplesCollector, isApiPage, startCollectingExamples } from '../../../components/content/api-examples.ts';
import { highlight } from './code-blocks.test.ts';
import { renderComponent } from './render.ts';

const blocks = async () => (await highlight('npm i x', 'bash', 'npm')) + '\n' + (await highlight('yarn add x', 'bash', 'yarn'));
const tabsOf = (html: string) => [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[0]);
const tabButtons = (html: string) => [...html.matchAll(/<button[^>]*role="tab".*?<\/button>/gs)].map((m) => m[0]);

describe('CodeGroup', () => {
  test('one tab per block, titled by file name; the first selected; blocks become labelled panels', async () => {
    const { html, findings } = await renderComponent(CodeGroup, {}, { default: await blocks() });
    expect(findings).toEqual([]);
    expect(html).toMatch(/^<docsmith-tabs class="ds-tabs ds-tabs--code" data-sync="code"><div class="ds-tablist" role="tablist" aria-label="Code examples" data-pagefind-ignore="all">/);
    expect(tabsOf(html)).toEqual([
      '<button type="button" role="tab" class="ds-tab" id="code-npm" aria-controls="code-npm-panel" aria-selected="true" tabindex="0" data-title="npm">npm</button>',
      '<button type="button" role="tab" class="ds-tab" id="code-yarn" aria-controls="code-yarn-panel" aria-selected="false" tabindex="-1" data-title="yarn">yarn</button>',
    ]);
    const panels = [...html.matchAll(/<figure [^>]*>/g)].map((m) => m[0]);
    expect(panels).toEqual([
      '<figure class="ds-code ds-code--titled" data-language="bash" role="tabpanel" id="code-npm-panel" aria-labelledby="code-npm" data-title="npm">',
      '<figure class="ds-code ds-code--titled" data-language="bash" role="tabpanel" id="code-yarn-panel" aria-labelledby="code-yarn" data-title="yarn" hidden>',
    ]);
  });

  test('blocks without a file name are titled by their language', async () => {
    const { html } = await renderComponent(CodeGroup, {}, { default: (await highlight('x = 1', 'py')) + (await highlight('x := 1', 'go')) });
    expect(tabsOf(html).map((t) => />([^<]*)</.exec(t)?.[1])).toEqual(['Python', 'Go']);
  });

  test('a block\'s icon is shown before its tab\'s title, hidden from screen readers; the tab is named by the title', async () => {
    const withIcon = await renderComponent(CodeBlock, { code: 'ls', lang: 'bash', title: 'install.sh', icon: 'terminal' });
    const { html, findings } = await renderComponent(CodeGroup, {}, { default: withIcon.html + (await highlight('yarn add x', 'bash', 'yarn')) });
    expect(findings).toEqual([]);
    const [iconTab, plainTab] = tabButtons(html);
    expect(iconTab).toMatch(
      /^<button [^>]*aria-selected="true"[^>]*data-title="install.sh"><span class="ds-tab-icon" aria-hidden="true"><svg class="ds-icon" viewBox="[^"]+" width="1em" height="1em" aria-hidden="true" focusable="false" data-icon="terminal">.*<\/svg><\/span>install.sh<\/button>$/,
    );
    expect(plainTab).toMatch(/^<button [^>]*data-title="yarn">yarn<\/button>$/);
    // The accessible name: the button's text without what is hidden from screen readers.
    expect(iconTab!.replace(/<span class="ds-tab-icon" aria-hidden="true">.*?<\/span>/, '').replace(/<[^>]*>/g, '')).toBe('install.sh');
  });

  test('a CodeGroup without code blocks is a warning and shows its content', async () => {
    const { html, findings } = await renderComponent(CodeGroup, {}, { default: '<p>Nothing</p>' });
    expect(findings.map((f) => f.message)).toEqual(['<CodeGroup>: holds no code block; put fenced code blocks (```js file.js) inside it']);
    expect(html).toBe('<div class="ds-code-group-empty"><p>Nothing</p></div>');
  });
});

describe('RequestExample and ResponseExample', () => {
  test('outside API pages they render in place like a CodeGroup', async () => {
    const request = await renderComponent(RequestExample, {}, { default: await blocks() });
    expect(request.html).toMatch(/^<div class="ds-api-example ds-api-example--request"><docsmith-tabs [^>]*><div class="ds-tablist" role="tablist" aria-label="Request example" data-pagefind-ignore="all">/);
    const response = await renderComponent(ResponseExample, {}, { default: await highlight('{}', 'json', '200') });
    expect(response.html).toMatch(/^<div class="ds-api-example ds-api-example--response"><docsmith-tabs [^>]*><div class="ds-tablist" role="tablist" aria-label="Response example" data-pagefind-ignore="all"><button[^>]*>200<\/button>/);
  });

  test('on an API page they render nothing in place and the examples column shows them', async () => {
    const locals = {};
    const collector = startCollectingExamples({ locals });
    const request = await renderComponent(RequestExample, {}, { default: await blocks() }, locals);
    const response = await renderComponent(ResponseExample, {}, { default: await highlight('{}', 'json', '200') }, locals);
    collector.finish();
    expect(request.html).toBe('');
    expect(response.html).toBe('');
    expect(examplesCollector({ locals })?.map((e) => e.kind)).toEqual(['request', 'response']);
    const column = await renderComponent(ApiExamples, {}, {}, locals);
    expect([...column.html.matchAll(/<div class="ds-api-example ds-api-example--(\w+)"><docsmith-tabs/g)].map((m) => m[1])).toEqual(['request', 'response']);
    expect(column.html).toContain('aria-label="Request example"');
    await expect(collectedExamples({ locals })).resolves.toHaveLength(2);
  });

  test('the examples column shows nothing (and does not wait) when the route collected nothing', async () => {
    const column = await renderComponent(ApiExamples, {}, {}, {});
    expect(column.html).toBe('');
  });

  test('API pages are the pages with `openapi:` or `api:` in front matter', () => {
    expect(isApiPage({ openapi: 'GET /users' })).toBe(true);
    expect(isApiPage({ api: 'POST https://api.test/users' })).toBe(true);
    expect(isApiPage({ title: 'Guide' })).toBe(false);
    expect(isApiPage({ openapi: '' })).toBe(false);
  });
});
