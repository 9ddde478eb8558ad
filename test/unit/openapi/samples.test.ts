// Code samples, `openapi:` references and the playground contract.
import { describe, expect, test } from 'vitest';
import { codeSamples, type RequestModel } from '../../../src/openapi/samples.ts';
import { buildRequest } from '../../../components/islands/playground/request.ts';
import { sample } from '../../../components/islands/playground/samples.ts';
import { initialValues, placeholderSecrets } from '../../../components/islands/playground/values.ts';
import { parseOperationReference, matchReference } from '../../../src/openapi/reference.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { operationMarkdown } from '../../../src/openapi/operation-markdown.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { playgroundSpecFor } from '../../../src/openapi/playground.ts';
import type { LoadedSpec } from '../../../src/openapi/types.ts';

/** A one-file OpenAPI 3.1 description held in memory, served from https://api.example.com. */
function inMemorySpec(file: string, document: object): LoadedSpec {
  const entry = { openapi: '3.1.0', servers: [{ url: 'https://api.example.com' }], ...document };
  return { source: file, file, name: file.replace(/\.json$/, ''), version: '3.1.0', converted: false, documents: new Map([[file, entry]]) };
}


const request: RequestModel = {
  method: 'POST',
  path: '/services',
  servers: ['https://api.example.com/v2'],
  parameters: [{ in: 'query', name: 'dry_run', type: 'boolean', required: true, example: true }],
  body: { mediaType: 'application/json', required: true, example: JSON.stringify({ name: 'checkout', env: { LOG_LEVEL: 'info' } }, null, 2) },
  auth: [{ type: 'bearer' }],
};

describe('code samples', () => {
  test('curl, JavaScript, Python and Go with a placeholder bearer token', () => {
    const samples = codeSamples(request);
    expect(samples.map((s) => [s.label, s.lang])).toEqual([
      ['cURL', 'bash'],
      ['JavaScript', 'javascript'],
      ['Python', 'python'],
      ['Go', 'go'],
    ]);
    expect(samples[0]!.code).toMatchInlineSnapshot(`
      "curl --request POST \\
        --url 'https://api.example.com/v2/services?dry_run=true' \\
        --header 'Authorization: Bearer <API_KEY>' \\
        --header 'Content-Type: application/json' \\
        --data '{
        "name": "checkout",
        "env": {
          "LOG_LEVEL": "info"
        }
      }'"
    `);
    expect(samples[2]!.code).toMatchInlineSnapshot(`
      "import requests

      response = requests.request(
          "POST",
          "https://api.example.com/v2/services?dry_run=true",
          headers={
              "Authorization": "Bearer <API_KEY>",
          },
          json={
              "name": "checkout",
              "env": {
                  "LOG_LEVEL": "info",
              },
          },
      )
      print(response.status_code, response.text)"
    `);
    expect(samples[3]!.code).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      	"strings"
      )

      func main() {
      	payload := strings.NewReader(\`{
        "name": "checkout",
        "env": {
          "LOG_LEVEL": "info"
        }
      }\`)
      	req, err := http.NewRequest("POST", "https://api.example.com/v2/services?dry_run=true", payload)
      	if err != nil {
      		panic(err)
      	}
      	req.Header.Set("Authorization", "Bearer <API_KEY>")
      	req.Header.Set("Content-Type", "application/json")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()

      	data, _ := io.ReadAll(res.Body)
      	fmt.Println(res.Status, string(data))
      }"
    `);
    for (const s of samples) expect(s.code).toContain('https://api.example.com/v2/services');
    expect(samples[1]!.code).toContain(`"Authorization": "Bearer <API_KEY>"`);
  });

  test('the playground starts from the same request, so its first sample is the page\'s', () => {
    const spec = { ...request, mode: 'show' as const };
    const request0 = buildRequest(spec, { ...initialValues(spec), secrets: placeholderSecrets(spec) }, { mask: true });
    expect(sample('curl', request0)).toBe(codeSamples(request)[0]!.code);
  });

  test('without a server, samples show a placeholder base URL', () => {
    expect(codeSamples({ ...request, servers: [] })[0]!.code).toContain(`--url '<BASE_URL>/services?dry_run=true'`);
  });

  test("the file's x-codeSamples come first", () => {
    const samples = codeSamples(request, 0, [{ lang: 'Ruby', label: 'Ruby SDK', source: 'Acme::Service.create(name: "checkout")' }]);
    expect(samples.map((s) => s.label)).toEqual(['Ruby SDK', 'cURL', 'JavaScript', 'Python', 'Go']);
    expect(samples[0]!.lang).toBe('ruby');
  });
});

describe('openapi: front matter', () => {
  test('method and path, with a file name or path, case-insensitive', () => {
    expect(parseOperationReference('GET /users')).toEqual({ kind: 'operation', method: 'get', path: '/users' });
    expect(parseOperationReference('post /v1/memories/')).toEqual({ kind: 'operation', method: 'post', path: '/v1/memories/' });
    expect(parseOperationReference('v3-openapi POST /api/v1/runs')).toEqual({ file: 'v3-openapi', kind: 'operation', method: 'post', path: '/api/v1/runs' });
    expect(parseOperationReference('/specs/a.json get /x')).toEqual({ file: '/specs/a.json', kind: 'operation', method: 'get', path: '/x' });
    expect(parseOperationReference('webhook newPet')).toEqual({ kind: 'webhook', path: 'newPet' });
    expect(parseOperationReference('just words')).toBeUndefined();
  });

  test('a reference matching two files is ambiguous; naming the file chooses', () => {
    const spec = (file: string): LoadedSpec => ({
      source: file,
      file,
      name: file.replace(/\.json$/, ''),
      version: '3.1.0',
      converted: false,
      documents: new Map([[file, { openapi: '3.1.0', paths: { '/x': { get: { responses: {} } } } }]]),
    });
    const catalog = ['a.json', 'b.json'].map((f) => ({ spec: spec(f), operations: operationsOf(spec(f)) }));
    const both = matchReference(parseOperationReference('GET /x')!, catalog);
    expect([both.op?.file, both.others.map((o) => o.file)]).toEqual(['a.json', ['b.json']]);
    const chosen = matchReference(parseOperationReference('b GET /x')!, catalog);
    expect([chosen.op?.file, chosen.others]).toEqual(['b.json', []]);
  });
});

describe('playgroundSpecFor', () => {
  const file = 'api.json';
  const spec: LoadedSpec = {
    source: file,
    file,
    name: 'api',
    version: '3.1.0',
    converted: false,
    documents: new Map([
      [
        file,
        {
          openapi: '3.1.0',
          servers: [{ url: 'https://{region}.example.com/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }, { url: 'https://sandbox.example.com/v1' }],
          security: [{ key: [] }, { oauth: ['read'] }],
          components: {
            securitySchemes: {
              key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
              oauth: { type: 'oauth2', flows: {} },
            },
          },
          paths: {
            '/items/{id}': {
              post: {
                parameters: [
                  { name: 'id', in: 'path', required: true, schema: { type: 'string', example: 'it_1' } },
                  { name: 'verbose', in: 'query', schema: { type: 'boolean', default: false } },
                ],
                requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', example: 'Lamp' } } } } } },
                responses: { '200': { description: 'OK' } },
              },
            },
          },
        },
      ],
    ]),
  };
  const view = operationView(spec, operationsOf(spec)[0]!);

  test('servers with variables, parameters, body and auth alternatives from the security schemes', () => {
    expect(playgroundSpecFor(view, { playgroundProxy: 'https://proxy.example.com' })).toMatchInlineSnapshot(`
      {
        "auth": [
          {
            "in": "header",
            "name": "X-Api-Key",
            "schemeName": "key",
            "type": "apiKey",
          },
          {
            "schemeName": "oauth",
            "type": "oauth2",
          },
        ],
        "body": {
          "example": "{
        "name": "Lamp"
      }",
          "mediaType": "application/json",
          "required": true,
        },
        "method": "POST",
        "mode": "show",
        "parameters": [
          {
            "example": "it_1",
            "in": "path",
            "name": "id",
            "required": true,
            "type": "string",
          },
          {
            "default": false,
            "example": false,
            "in": "query",
            "name": "verbose",
            "type": "boolean",
          },
        ],
        "path": "/items/{id}",
        "proxy": "https://proxy.example.com",
        "servers": [
          "https://eu.example.com/v1",
          "https://sandbox.example.com/v1",
        ],
      }
    `);
  });

  test('the file\'s security wins over docs.json api.auth; baseUrl and mode still apply; hide means no playground', () => {
    const withAuth = operationView(spec, operationsOf(spec)[0]!, { api: { auth: { method: 'bearer', inputPrefix: 'Bearer ' }, baseUrl: 'https://api.acme.test' } });
    const result = playgroundSpecFor(withAuth, { api: { playground: { mode: 'simple' } } })!;
    expect([result.auth.map((a) => a.type), result.mode, result.servers]).toEqual([['apiKey', 'oauth2'], 'simple', ['https://api.acme.test']]);
    expect(playgroundSpecFor(view, { api: { playground: { mode: 'hide' } } })).toBeUndefined();
  });
});

describe('authentication precedence', () => {
  const file = 'auth.json';
  const op = (extra: object) => ({ ...extra, responses: { '200': { description: 'OK' } } });
  const specWith = (topLevel: object): LoadedSpec =>
    inMemorySpec(file, {
      ...topLevel,
      components: {
        securitySchemes: {
          token: { type: 'http', scheme: 'bearer', description: 'A personal token.' },
          key: { type: 'apiKey', in: 'query', name: 'api_key' },
        },
      },
      paths: {
        '/own': { get: op({ operationId: 'own', security: [{ token: [] }] }) },
        '/open': { get: op({ operationId: 'open', security: [] }) },
        '/inherited': { get: op({ operationId: 'inherited' }) },
      },
    });
  const api = { auth: { method: 'key' as const, name: 'X-Docs-Key', inputPrefix: 'dk_' } };
  const viewOf = (spec: LoadedSpec, id: string) => operationView(spec, operationsOf(spec).find((o) => o.operationId === id)!, { api });
  const curlOf = (v: ReturnType<typeof viewOf>) => v.samples.find((s) => s.label === 'cURL')!.code;
  const summary = (v: ReturnType<typeof viewOf>) => ({
    section: v.security.map((group) => group.map((s) => (s.key ? `${s.key}: ${s.summary}` : s.summary))),
    playground: v.request.auth,
    curlAuth: curlOf(v).split('\n').filter((line) => /Authorization|X-Docs-Key|api_key/.test(line)),
  });

  test('the operation\'s own security decides; an empty list means none; docs.json covers what declares nothing', () => {
    const spec = specWith({});
    expect(summary(viewOf(spec, 'own'))).toEqual({
      section: [['token: Authorization: Bearer <API_KEY>']],
      playground: [{ type: 'bearer', schemeName: 'token', inputPrefix: undefined }],
      curlAuth: [`  --header 'Authorization: Bearer <API_KEY>'`],
    });
    expect(summary(viewOf(spec, 'open'))).toEqual({ section: [], playground: [{ type: 'none' }], curlAuth: [] });
    expect(summary(viewOf(spec, 'inherited'))).toEqual({
      section: [['X-Docs-Key: dk_<API_KEY>']],
      playground: [{ type: 'apiKey', in: 'header', name: 'X-Docs-Key', inputPrefix: 'dk_' }],
      curlAuth: [`  --header 'X-Docs-Key: dk_<API_KEY>'`],
    });
  });

  test('the page names a scheme of the file by its key, and the site\'s own api.auth by nothing (not the config file)', () => {
    const spec = specWith({});
    const authorization = (id: string) => /## Authorization\n\n(.*)/.exec(operationMarkdown({ title: id, view: viewOf(spec, id) }))?.[1];
    expect(authorization('own')).toBe('- `Authorization: Bearer <API_KEY>` (token): A personal token.');
    expect(authorization('inherited')).toBe('- `X-Docs-Key: dk_<API_KEY>`');
  });

  test('without its own security an operation takes the file\'s top-level security, not docs.json', () => {
    const spec = specWith({ security: [{ key: [] }] });
    expect(summary(viewOf(spec, 'inherited'))).toEqual({
      section: [['key: ?api_key=<API_KEY>']],
      playground: [{ type: 'apiKey', in: 'query', name: 'api_key', schemeName: 'key' }],
      curlAuth: [`  --url 'https://api.example.com/inherited?api_key=<API_KEY>'`],
    });
    // An explicit empty list still means none, and the operation's own list still wins.
    expect(summary(viewOf(spec, 'open')).section).toEqual([]);
    expect(summary(viewOf(spec, 'own')).section).toEqual([['token: Authorization: Bearer <API_KEY>']]);
  });
});

describe('request bodies with several media types', () => {
  const file = 'media.json';
  const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Lamp' }, tags: { type: 'array', items: { type: 'string', example: 'red' } } } };
  const spec = inMemorySpec(file, {
    paths: {
      '/items': {
        post: {
          requestBody: {
            content: {
              'application/json': { schema },
              'application/x-www-form-urlencoded': { schema: { ...schema, properties: { ...schema.properties, size: { type: 'integer', example: 3 } } } },
            },
          },
          responses: { '201': { description: 'Created' } },
        },
      },
    },
  });
  const view = operationView(spec, operationsOf(spec)[0]!);
  const curlOf = (samples: { label: string; code: string }[]) => samples.find((s) => s.label === 'cURL')!.code;

  test('the page shows each media type\'s fields, and each has its own samples in its own encoding', () => {
    expect(view.requestBody!.contents.map((c) => [c.mediaType, c.node?.children?.map((f) => f.name)])).toEqual([
      ['application/json', ['name', 'tags']],
      ['application/x-www-form-urlencoded', ['name', 'tags', 'size']],
    ]);
    expect(view.samplesByMediaType.map((set) => set.mediaType)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(curlOf(view.samplesByMediaType[0]!.samples)).toBe(curlOf(view.samples));
    expect(curlOf(view.samplesByMediaType[1]!.samples)).toMatchInlineSnapshot(`
      "curl --request POST \\
        --url 'https://api.example.com/items' \\
        --data-urlencode 'name=Lamp'"
    `);
    expect(view.samplesByMediaType[1]!.samples.find((s) => s.label === 'Python')!.code).toContain('data=[("name", "Lamp")]');
    expect(curlOf(view.samples)).toContain(`--header 'Content-Type: application/json'`);
  });

  test('the playground gets every media type: the first as its body, the others to pick from', () => {
    const playground = playgroundSpecFor(view)!;
    expect(playground.body).toEqual({ mediaType: 'application/json', required: false, example: '{\n  "name": "Lamp"\n}' });
    expect(playground.otherBodies?.map((b) => [b.mediaType, b.fields?.map((f) => `${f.name}: ${f.type}${f.required ? ' (required)' : ''}`)])).toEqual([
      ['application/x-www-form-urlencoded', ['name: string (required)', 'tags: array', 'size: integer']],
    ]);
  });

  test('a body with one media type has no per-media sets', () => {
    const single = structuredClone(spec);
    const body = ((single.documents.get(file) as { paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }> }).paths['/items']!.post.requestBody);
    delete body.content['application/json'];
    const v = operationView(single, operationsOf(single)[0]!);
    expect(v.samplesByMediaType).toEqual([]);
    expect(curlOf(v.samples)).toContain('--data-urlencode');
    expect(playgroundSpecFor(v)!.otherBodies).toBeUndefined();
  });
});
