// The PlaygroundSpec of hand-written `api:` pages: front matter, ParamFields, docs.json `api`.
import { describe, expect, test } from 'vitest';
import {
  apiPagePlayground,
  authFromConfig,
  bodyOf,
  modeOf,
  paramFieldsOf,
  parseApiFrontmatter,
  splitEndpoint,
  typeOf,
} from '../../src/playground/from-api-page.ts';

const PAGE = `---
title: Update a user
api: PATCH https://api.example.com/v1/users/{id}
---

import Snippet from '/snippets/x.mdx';

Some text.

<ParamField path="id" type="string" required>
  The user's **id**.
</ParamField>

<ParamField query="expand" type="string[]" enum={["teams", "roles"]}>Related objects.</ParamField>

<ParamField header="X-Request-Id" type="string" placeholder="req_123" />

<Tabs>
  <Tab title="Body">
    <ParamField body="name" type="string" required default="Ada" />
    <ParamField body="age" type="integer" placeholder="36" />
    <ParamField body="admin" type="boolean" deprecated />
    <ParamField body="address" type="object">
      <Expandable title="properties">
        <ParamField body="city" type="string" placeholder="Paris" />
      </Expandable>
    </ParamField>
  </Tab>
</Tabs>
`;

describe('front matter', () => {
  test('api: "METHOD URL"', () => {
    expect(parseApiFrontmatter('POST https://host/path/{id}')).toEqual({ method: 'POST', url: 'https://host/path/{id}' });
    expect(parseApiFrontmatter(' get /users ')).toEqual({ method: 'GET', url: '/users' });
    expect(parseApiFrontmatter('/users')).toBeUndefined();
    expect(parseApiFrontmatter('FETCH /users')).toBeUndefined();
  });

  test('an absolute URL under a configured base URL keeps the selector', () => {
    const servers = ['https://sandbox.example.com/v1', 'https://api.example.com/v1/'];
    expect(splitEndpoint('https://api.example.com/v1/users/{id}', servers)).toEqual({
      servers: ['https://api.example.com/v1/', 'https://sandbox.example.com/v1'],
      path: '/users/{id}',
    });
    expect(splitEndpoint('https://other.example.com/x/{id}', servers)).toEqual({ servers: ['https://other.example.com'], path: '/x/{id}' });
    expect(splitEndpoint('/users', servers)).toEqual({ servers, path: '/users' });
    expect(splitEndpoint('users', [])).toEqual({ servers: [], path: '/users' });
  });

  test('modes: docs.json api.playground.mode, overridden by the page', () => {
    expect(modeOf(undefined, undefined)).toBe('show');
    expect(modeOf({ playground: { mode: 'simple' } }, undefined)).toBe('simple');
    expect(modeOf({ playground: { mode: 'simple' } }, 'interactive')).toBe('show');
    expect(modeOf({ playground: { mode: 'show' } }, 'none')).toBe('hide');
    expect(modeOf({ playground: { mode: 'hide' } }, 'whatever')).toBe('hide');
  });
});

describe('authentication from docs.json api.auth', () => {
  test('each method', () => {
    expect(authFromConfig({ method: 'bearer', inputPrefix: 'Bearer ' })).toEqual([{ type: 'bearer', inputPrefix: 'Bearer ' }]);
    expect(authFromConfig({ method: 'basic', name: 'email:api_token' })).toEqual([{ type: 'basic', usernameName: 'email', passwordName: 'api_token' }]);
    expect(authFromConfig({ method: 'basic' })).toEqual([{ type: 'basic' }]);
    expect(authFromConfig({ method: 'key', name: 'X-Api-Key', inputPrefix: 'sk_' })).toEqual([
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', inputPrefix: 'sk_' },
    ]);
    expect(authFromConfig({ method: 'key' })).toEqual([{ type: 'apiKey', in: 'header', name: 'Authorization' }]);
    expect(authFromConfig(undefined)).toEqual([]);
  });

  test("a page's authMethod wins; docs.json's name and prefix only apply to docs.json's method", () => {
    const auth = { method: 'key' as const, name: 'X-Api-Key', inputPrefix: 'sk_' };
    expect(authFromConfig(auth, 'bearer')).toEqual([{ type: 'bearer' }]);
    expect(authFromConfig(auth, 'none')).toEqual([]);
    expect(authFromConfig(auth, 'key')).toEqual([{ type: 'apiKey', in: 'header', name: 'X-Api-Key', inputPrefix: 'sk_' }]);
  });
});

describe('ParamFields', () => {
  test('types', () => {
    expect(typeOf('string[]')).toEqual({ type: 'array', items: { type: 'string' } });
    expect(typeOf('array<integer>')).toEqual({ type: 'array', items: { type: 'integer' } });
    expect(typeOf('int')).toEqual({ type: 'integer' });
    expect(typeOf('number | null')).toEqual({ type: 'number' });
    expect(typeOf('File')).toEqual({ type: 'file' });
    expect(typeOf(undefined)).toEqual({ type: 'string' });
  });

  test('are read from the MDX source, also inside other components, with nested body names', () => {
    expect(paramFieldsOf(PAGE)).toEqual([
      { in: 'path', name: 'id', type: 'string', required: true, description: "The user's id." },
      { in: 'query', name: 'expand', type: 'array', items: { type: 'string', enum: ['teams', 'roles'] }, description: 'Related objects.' },
      { in: 'header', name: 'X-Request-Id', type: 'string', example: 'req_123' },
      { in: 'body', name: 'name', type: 'string', required: true, default: 'Ada' },
      { in: 'body', name: 'age', type: 'integer', example: '36' },
      { in: 'body', name: 'admin', type: 'boolean', deprecated: true },
      { in: 'body', name: 'address', type: 'object' },
      { in: 'body', name: 'address.city', type: 'string', example: 'Paris' },
    ]);
  });

  test('a JSON body starts from every field; form bodies list their top-level fields', () => {
    const fields = paramFieldsOf(PAGE);
    const json = bodyOf(fields);
    expect(json?.mediaType).toBe('application/json');
    expect(json?.required).toBe(true);
    expect(JSON.parse(json?.example ?? '')).toEqual({ name: 'Ada', age: 36, admin: false, address: { city: 'Paris' } });
    const form = bodyOf(fields, 'multipart/form-data');
    expect(form?.fields?.map((f) => f.name)).toEqual(['name', 'age', 'admin', 'address']);
    expect(bodyOf([{ in: 'body', name: 'file', type: 'file' }])?.mediaType).toBe('multipart/form-data');
    expect(bodyOf([{ in: 'query', name: 'q', type: 'string' }])).toBeUndefined();
  });
});

test('the whole page', () => {
  const api = {
    baseUrl: ['https://api.example.com/v1', 'https://sandbox.example.com/v1'],
    auth: { method: 'bearer' as const },
    playground: { mode: 'show' as const },
  };
  const result = apiPagePlayground({ data: { api: 'PATCH https://api.example.com/v1/users/{id}/{team}' }, body: PAGE }, api, 'https://proxy.example.com/');
  expect(result.mode).toBe('show');
  if (!('spec' in result)) throw new Error('expected a spec');
  const { spec } = result;
  expect(spec.method).toBe('PATCH');
  expect(spec.path).toBe('/users/{id}/{team}');
  expect(spec.servers).toEqual(api.baseUrl);
  expect(spec.auth).toEqual([{ type: 'bearer' }]);
  expect(spec.proxy).toBe('https://proxy.example.com/');
  // `team` has no ParamField but still needs an input.
  expect(spec.parameters.map((p) => `${p.in}:${p.name}${p.required ? '*' : ''}`)).toEqual(['path:id*', 'query:expand', 'header:X-Request-Id', 'path:team*']);
  expect(spec.body?.mediaType).toBe('application/json');

  expect(apiPagePlayground({ data: { api: 'GET /x', playground: 'hide' }, body: '' }, api)).toEqual({ mode: 'hide' });
  expect(apiPagePlayground({ data: { api: 'users' }, body: '' }, api)).toEqual({
    mode: 'invalid',
    message: 'api: expected "METHOD URL" like "POST https://api.example.com/users/{id}", got "users"',
  });
});

test('a page with an unreadable api: value gets no playground and a warning naming the file', async () => {
  const { playgroundOfEntry } = await import('../../src/playground/page-playground.ts');
  const { drainRenderFindings } = await import('../../src/diagnostics/render-findings.ts');
  const { ruleInfo } = await import('../../src/diagnostics/rules.ts');
  drainRenderFindings();
  const config = { name: 'x', navigation: [] };
  expect(playgroundOfEntry({ id: 'guide', data: { title: 'Guide' } }, config, undefined)).toBeUndefined();
  expect(playgroundOfEntry({ id: 'api/x', data: { api: 'GET /x' }, body: '' }, config, '/proxy')).toMatchObject({
    mode: 'show',
    spec: { method: 'GET', path: '/x', servers: [], proxy: '/proxy' },
  });
  expect(playgroundOfEntry({ id: 'api/y', data: { api: 'users' }, filePath: 'docs/api/y.mdx' }, config, undefined)).toMatchObject({ mode: 'invalid' });
  expect(drainRenderFindings()).toEqual([
    {
      rule: 'api/invalid-endpoint',
      file: 'docs/api/y.mdx',
      message: 'api: expected "METHOD URL" like "POST https://api.example.com/users/{id}", got "users"',
    },
  ]);
  expect(ruleInfo('api/invalid-endpoint')?.severity).toBe('warn');
});
