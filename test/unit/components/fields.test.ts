import { describe, expect, test } from 'vitest';
import ParamField from '../../../components/content/ParamField.astro';
import ResponseField from '../../../components/content/ResponseField.astro';
import Expandable from '../../../components/content/Expandable.astro';
import { renderComponent } from './render.ts';

describe('ParamField', () => {
  test('shows a linkable name, the location, type, badges and default', async () => {
    const { html, findings } = await renderComponent(
      ParamField,
      { query: 'limit', type: 'integer', required: true, deprecated: true, default: 20 },
      { default: '<p>How many.</p>' },
    );
    expect(findings).toEqual([]);
    expect(html).toMatchInlineSnapshot(`"<div class="ds-field ds-field--deprecated" id="param-limit"><div class="ds-field-head"><a class="ds-field-name" href="#param-limit"><code>limit</code></a> <span class="ds-field-type">integer</span> <span class="ds-field-location">query</span> <span class="ds-badge ds-badge--required">required</span> <span class="ds-badge ds-badge--deprecated">deprecated</span> <span class="ds-field-default">default: <code>20</code></span></div><div class="ds-field-body"><p>How many.</p></div></div>"`);
  });

  test('a placeholder is shown as an example', async () => {
    const { html } = await renderComponent(ParamField, { header: 'X-Id', placeholder: 'abc' });
    expect(html).toContain('<p class="ds-field-placeholder">Example: <code>abc</code></p>');
  });

  test('no location: a warning naming the component and the fix, and a visible fallback name', async () => {
    const { html, findings } = await renderComponent(ParamField, { type: 'string' });
    expect(findings).toMatchInlineSnapshot(`
      [
        {
          "file": "/page/",
          "message": "<ParamField>: needs one of path, body, query or header holding the parameter name, e.g. <ParamField query="limit" type="integer">",
          "rule": "component/invalid-props",
        },
      ]
    `);
    expect(html).toContain('<code>unnamed parameter</code>');
  });

  test('two locations: a warning telling to keep one', async () => {
    const { html, findings } = await renderComponent(ParamField, { path: 'id', query: 'id' });
    expect(findings.map((f) => f.message)).toMatchInlineSnapshot(`
      [
        "<ParamField>: has path and query; keep exactly one location, e.g. <ParamField path="id">",
      ]
    `);
    expect(html).toContain('<code>id</code>');
  });
});

describe('ResponseField', () => {
  test('shows name, type, required badge and default; no location', async () => {
    const { html, findings } = await renderComponent(
      ResponseField,
      { name: 'id', type: 'string', required: true, default: 'svc_1' },
      { default: 'Its id.' },
    );
    expect(findings).toEqual([]);
    expect(html).toMatchInlineSnapshot(`"<div class="ds-field" id="response-id"><div class="ds-field-head"><a class="ds-field-name" href="#response-id"><code>id</code></a> <span class="ds-field-type">string</span> <span class="ds-badge ds-badge--required">required</span> <span class="ds-field-default">default: <code>svc_1</code></span></div><div class="ds-field-body">Its id.</div></div>"`);
  });

  test('a missing name is a warning', async () => {
    const { findings } = await renderComponent(ResponseField, { type: 'string' });
    expect(findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([
      'component/invalid-props: <ResponseField>: needs a `name`, e.g. <ResponseField name="id" type="string">',
    ]);
  });
});

describe('Expandable', () => {
  test('is a closed disclosure titled by `title`, open with defaultOpen', async () => {
    const closed = await renderComponent(Expandable, { title: 'properties' }, { default: '<div class="ds-field">x</div>' });
    expect(closed.html).toMatchInlineSnapshot(`"<details class="ds-expandable"><summary class="ds-expandable-summary" data-pagefind-ignore="all"><span class="ds-expandable-closed">Show properties</span><span class="ds-expandable-opened">Hide properties</span></summary><div class="ds-expandable-body"><div class="ds-field">x</div></div></details>"`);
    const open = await renderComponent(Expandable, { title: 'owner', defaultOpen: true });
    expect(open.html).toMatch(/^<details class="ds-expandable" open>/);
  });
});

test('a field without a description has no empty body', async () => {
  const { html } = await renderComponent(ResponseField, { name: 'id', type: 'string' });
  expect(html).toBe('<div class="ds-field" id="response-id"><div class="ds-field-head"><a class="ds-field-name" href="#response-id"><code>id</code></a> <span class="ds-field-type">string</span> </div></div>');
});
