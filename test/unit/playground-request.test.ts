// The playground's pure parts: the request built from the inputs, the samples with secrets masked,
// the JSON check with its line, highlighting tokens, and the secret store.
import { describe, expect, test } from 'vitest';
import type { PlaygroundSpec } from '../../src/playground/spec.ts';
import { buildRequest, type PlaygroundValues } from '../../components/islands/playground/request.ts';
import { curlSample, javascriptSample, pythonSample } from '../../components/islands/playground/samples.ts';
import { checkJson } from '../../components/islands/playground/json-check.ts';
import { jsonTokens } from '../../components/islands/playground/highlight.ts';
import { SecretStore } from '../../components/islands/playground/secrets.ts';
import { initialValues } from '../../components/islands/playground/values.ts';
import { mayUseProxy, proxiedUrl } from '../../components/islands/playground/send.ts';
import { playgroundWordsOf, useWords } from '../../components/islands/playground/words.ts';
import { fr } from '../../src/i18n/strings/fr.ts';

const spec: PlaygroundSpec = {
  method: 'post',
  path: '/teams/{team}/users',
  servers: ['https://api.example.com/v1/'],
  parameters: [
    { in: 'path', name: 'team', type: 'string', required: true },
    { in: 'query', name: 'tag', type: 'array', items: { type: 'string' } },
    { in: 'query', name: 'dry_run', type: 'boolean', default: false },
    { in: 'query', name: 'limit', type: 'integer' },
    { in: 'header', name: 'X-Trace', type: 'string' },
    { in: 'cookie', name: 'session', type: 'string' },
  ],
  body: { mediaType: 'application/json', required: true, example: '{\n  "name": "Ada"\n}' },
  auth: [{ type: 'bearer' }, { type: 'apiKey', in: 'query', name: 'key', inputPrefix: 'pk_' }, { type: 'basic' }],
  mode: 'show',
};

function values(overrides: Partial<PlaygroundValues> = {}): PlaygroundValues {
  const initial = initialValues(spec);
  return { ...initial, ...overrides, fields: { ...initial.fields, ...overrides.fields } };
}

describe('buildRequest', () => {
  test.each(['.', '..'])('a path value of %j is refused, not sent as a path step', (team) => {
    const request = buildRequest(spec, values({ fields: { 'path:team': team }, secrets: { token: 't' } }));
    expect(request.problems).toContainEqual({ key: 'path:team', message: `team (path) cannot be "${team}": it would change the endpoint` });
    expect(new URL(request.url).pathname).not.toMatch(/^\/v1\/users|^\/v1\/teams\/users/);
  });

  test('dots inside a path value stay one segment', () => {
    const request = buildRequest(spec, values({ fields: { 'path:team': '...' }, secrets: { token: 't' } }));
    expect(request.problems).toEqual([]);
    expect(new URL(request.url).pathname).toBe('/v1/teams/.../users');
  });

  test('fills the path, query, headers, cookies, body and the bearer token', () => {
    const request = buildRequest(
      spec,
      values({
        fields: { 'path:team': 'a b', 'query:tag': ['x', '', 'y'], 'query:dry_run': true, 'query:limit': '5', 'header:X-Trace': 't1', 'cookie:session': 's1' },
        secrets: { token: 'Bearer tok' },
      }),
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/teams/a%20b/users?tag=x&tag=y&dry_run=true&limit=5',
      headers: [['X-Trace', 't1'], ['Authorization', 'Bearer tok'], ['Content-Type', 'application/json']],
      cookies: [['session', 's1']],
      body: { kind: 'text', text: '{\n  "name": "Ada"\n}' },
      problems: [],
    });
  });

  test('masks secrets when built for display', () => {
    const query = buildRequest(spec, values({ authIndex: 1, fields: { 'path:team': 't' }, secrets: { token: 'pk_live_1' } }), { mask: true });
    expect(query.url).toBe('https://api.example.com/v1/teams/t/users?dry_run=false&key=pk_<API_KEY>');
    const basic = buildRequest(spec, values({ authIndex: 2, fields: { 'path:team': 't' }, secrets: { username: 'ada', password: 'pw' } }), { mask: true });
    expect(basic.basic).toEqual({ username: 'ada', password: '<PASSWORD>' });
    expect(basic.headers.some(([k]) => k === 'Authorization')).toBe(false);
  });

  test('bearer input prefixes: a scheme word replaces "Bearer", a token prefix stays part of the token', () => {
    const header = (inputPrefix: string | undefined, token: string, mask = false) => {
      const one: PlaygroundSpec = { ...spec, parameters: [], body: undefined, auth: [{ type: 'bearer', ...(inputPrefix ? { inputPrefix } : {}) }] };
      return buildRequest(one, { ...initialValues(one), secrets: { token } }, { mask }).headers;
    };
    expect(header(undefined, 'abc')).toEqual([['Authorization', 'Bearer abc']]);
    expect(header('Bearer ', 'Bearer abc')).toEqual([['Authorization', 'Bearer abc']]);
    expect(header('Token ', 'Token abc')).toEqual([['Authorization', 'Token abc']]);
    expect(header('Token ', 'Token abc', true)).toEqual([['Authorization', 'Token <API_KEY>']]);
    expect(header('sk_', 'sk_abc')).toEqual([['Authorization', 'Bearer sk_abc']]);
  });

  test('reports what stops sending', () => {
    const request = buildRequest(spec, values({ server: 'api.example.com', bodies: [{ fields: {}, text: ' ' }], fields: { 'query:limit': '1.5' } }), {});
    expect(request.problems).toEqual([
      { key: 'server', message: 'Base URL must start with http:// or https://' },
      { key: 'path:team', message: 'team (path) is required' },
      { key: 'query:limit', message: 'limit (query) must be a whole number' },
      { key: 'auth:token', message: 'Bearer token is required' },
      { key: 'body', message: 'Body is required' },
    ]);
    // In the page's language: the words the spec carries (Playground.astro gives the page's table).
    useWords(playgroundWordsOf(fr));
    try {
      const french = buildRequest(spec, values({ server: 'https://api.example.com', bodies: [{ fields: {}, text: ' ' }] }), {});
      expect(french.problems.map((p) => p.message)).toEqual(['team (chemin) est obligatoire', 'Jeton Bearer est obligatoire', 'Corps est obligatoire']);
    } finally {
      useWords(undefined);
    }
    const json = buildRequest(spec, values({ fields: { 'path:team': 't' }, secrets: { token: 'x' } }), { jsonProblem: 'Line 2, column 3: oops' });
    expect(json.problems).toEqual([{ key: 'body', message: 'Line 2, column 3: oops' }]);
  });

  test('form bodies', () => {
    const form: PlaygroundSpec = {
      ...spec,
      parameters: [],
      auth: [],
      body: {
        mediaType: 'multipart/form-data',
        fields: [
          { name: 'file', type: 'string', format: 'binary', required: true },
          { name: 'tags', type: 'array', items: { type: 'string' } },
        ],
      },
    };
    const file = { name: 'a.png' };
    const request = buildRequest(form, { ...initialValues(form), bodies: [{ fields: { 'body:file': file, 'body:tags': ['p', 'q'] }, text: '' }] });
    expect(request.body).toEqual({ kind: 'multipart', entries: [['file', file], ['tags', 'p'], ['tags', 'q']] });
    expect(request.headers).toEqual([]);
    expect(buildRequest(form, initialValues(form)).problems).toEqual([{ key: 'body:file', message: 'file is required' }]);
  });

  describe('a body in several media types', () => {
    const several: PlaygroundSpec = {
      ...spec,
      parameters: [],
      auth: [],
      body: { mediaType: 'application/json', required: true, example: '{"label": "Blue"}' },
      otherBodies: [
        { mediaType: 'application/x-www-form-urlencoded', required: true, fields: [{ name: 'label', type: 'string', required: true, example: 'Blue' }, { name: 'count', type: 'integer' }] },
        { mediaType: 'multipart/form-data', required: true, fields: [{ name: 'label', type: 'string' }, { name: 'photo', type: 'file' }] },
        { mediaType: 'application/xml', required: true, example: '<widget/>' },
      ],
    };

    test('each media type starts from its own example or fields; the first is chosen', () => {
      const initial = initialValues(several);
      expect(initial.bodyIndex).toBe(0);
      expect(initial.bodies).toEqual([
        { fields: {}, text: '{"label": "Blue"}', file: null },
        { fields: { 'body:label': 'Blue', 'body:count': '' }, text: '', file: null },
        { fields: { 'body:label': '', 'body:photo': null }, text: '', file: null },
        { fields: {}, text: '<widget/>', file: null },
      ]);
      expect(buildRequest(several, initial)).toMatchObject({ headers: [['Content-Type', 'application/json']], body: { kind: 'text', text: '{"label": "Blue"}' } });
    });

    test('the chosen media type decides the encoding and the Content-Type', () => {
      const initial = initialValues(several);
      const urlencoded = buildRequest(several, { ...initial, bodyIndex: 1 });
      // fetch sets the form types' Content-Type from the body itself (multipart needs its boundary).
      expect(urlencoded.headers).toEqual([]);
      expect(urlencoded.body).toEqual({ kind: 'urlencoded', entries: [['label', 'Blue']] });
      expect(curlSample(buildRequest(several, { ...initial, bodyIndex: 1 }, { mask: true }))).toBe(
        [`curl --request POST`, `--url 'https://api.example.com/v1/teams/{team}/users'`, `--data-urlencode 'label=Blue'`].join(' \\\n  '),
      );

      const photo = { name: 'p.png' };
      const multipart = buildRequest(several, { ...initial, bodyIndex: 2, bodies: initial.bodies.map((b, i) => (i === 2 ? { ...b, fields: { 'body:label': 'Red', 'body:photo': photo } } : b)) });
      expect(multipart.body).toEqual({ kind: 'multipart', entries: [['label', 'Red'], ['photo', photo]] });

      const xml = buildRequest(several, { ...initial, bodyIndex: 3 });
      expect(xml.headers).toEqual([['Content-Type', 'application/xml']]);
      expect(xml.body).toEqual({ kind: 'text', text: '<widget/>' });
    });

    test('only the chosen media type is checked', () => {
      const initial = initialValues(several);
      const emptyForm = initial.bodies.map((b, i) => (i === 1 ? { ...b, fields: { 'body:label': '', 'body:count': 'x' } } : b));
      // The form's inputs are wrong, but JSON is chosen: nothing stops sending.
      expect(buildRequest(several, { ...initial, bodies: emptyForm }).problems).toEqual([]);
      expect(buildRequest(several, { ...initial, bodies: emptyForm, bodyIndex: 1 }).problems).toEqual([
        { key: 'body:label', message: 'label is required' },
        { key: 'body:count', message: 'count must be a whole number' },
      ]);
      // A JSON problem belongs to the JSON body only.
      expect(buildRequest(several, { ...initial, bodyIndex: 1 }, { jsonProblem: 'Line 1, column 2: oops' }).problems).toEqual([]);
    });
  });
});

describe('samples', () => {
  const request = buildRequest(
    spec,
    values({ fields: { 'path:team': 't', 'cookie:session': 's' }, authIndex: 0, secrets: { token: 'secret-token' } }),
    { mask: true },
  );

  test('curl', () => {
    expect(curlSample(request)).toBe(
      [
        'curl --request POST',
        `  --url 'https://api.example.com/v1/teams/t/users?dry_run=false'`,
        `  --header 'Authorization: Bearer <API_KEY>'`,
        `  --header 'Content-Type: application/json'`,
        `  --cookie 'session=s'`,
        `  --data '{\n  "name": "Ada"\n}'`,
      ].join(' \\\n'),
    );
    expect(curlSample({ ...request, body: { kind: 'text', text: "it's" } })).toContain(`--data 'it'\\''s'`);
  });

  test('JavaScript and Python', () => {
    expect(javascriptSample(request)).toMatchInlineSnapshot(`
      "// Browsers do not send Cookie headers set by a script; run this in Node.js.

      const response = await fetch("https://api.example.com/v1/teams/t/users?dry_run=false", {
        method: "POST",
        headers: {
          "Authorization": "Bearer <API_KEY>",
          "Content-Type": "application/json",
          "Cookie": "session=s",
        },
        body: JSON.stringify({
          "name": "Ada"
        }),
      });
      console.log(response.status, await response.text());"
    `);
    expect(pythonSample(request)).toMatchInlineSnapshot(`
      "import requests

      response = requests.request(
          "POST",
          "https://api.example.com/v1/teams/t/users?dry_run=false",
          headers={
              "Authorization": "Bearer <API_KEY>",
          },
          cookies={
              "session": "s",
          },
          json={
              "name": "Ada",
          },
      )
      print(response.status_code, response.text)"
    `);
    for (const text of [curlSample(request), javascriptSample(request), pythonSample(request)]) expect(text).not.toContain('secret-token');
  });
});

test('JSON errors name their line and column', () => {
  expect(checkJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  const broken = checkJson('{\n  "a": 1,\n  "b": 2,\n}');
  expect(broken.ok).toBe(false);
  if (!broken.ok) {
    expect(broken.line).toBe(4);
    expect(broken.message).toMatch(/^Line 4, column 1: \S/);
  }
  const truncated = checkJson('{\n  "a": ');
  expect(truncated.ok || truncated.line).toBe(2);
});

test('JSON highlighting tokens', () => {
  expect(jsonTokens('{\n  "a": "x",\n  "n": -1.5e3, "t": null\n}').filter((t) => t.kind)).toEqual([
    { text: '"a"', kind: 'key' },
    { text: '"x"', kind: 'string' },
    { text: '"n"', kind: 'key' },
    { text: '-1.5e3', kind: 'number' },
    { text: '"t"', kind: 'key' },
    { text: 'null', kind: 'literal' },
  ]);
});

describe('secrets', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  test('stay in memory unless the reader opts in; clearing wipes both', () => {
    const storage = memoryStorage();
    const store = new SecretStore(storage);
    store.set('bearer:token', 't1');
    expect(storage.data.size).toBe(0);
    store.setRemember(true);
    expect(JSON.parse(storage.data.get('docsmith-playground-secrets') ?? '')).toEqual({ values: { 'bearer:token': 't1' } });
    expect(new SecretStore(storage).get('bearer:token')).toBe('t1');
    store.setRemember(false);
    expect(storage.data.size).toBe(0);
    expect(store.get('bearer:token')).toBe('t1');
    store.setRemember(true);
    store.clear();
    expect(storage.data.size).toBe(0);
    expect(store.get('bearer:token')).toBeUndefined();
    expect(store.remember).toBe(false);
  });

  test('work when storage throws', () => {
    const store = new SecretStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    store.setRemember(true);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

test('the proxy gets the target URL in `url`, and only for configured base URLs', () => {
  expect(proxiedUrl('/api-proxy', 'https://api.example.com/v1/x?a=1', 'https://docs.example.com/page/')).toBe(
    'https://docs.example.com/api-proxy?url=https%3A%2F%2Fapi.example.com%2Fv1%2Fx%3Fa%3D1',
  );
  expect(mayUseProxy('https://p.example.com', 'https://api.example.com/v1/', ['https://api.example.com/v1'])).toBe(true);
  expect(mayUseProxy('https://p.example.com', 'https://evil.example.com', ['https://api.example.com/v1'])).toBe(false);
  expect(mayUseProxy(undefined, 'https://api.example.com/v1', ['https://api.example.com/v1'])).toBe(false);
});
