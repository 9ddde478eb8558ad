// The markdown twin of a generated operation page, from real descriptions: what "Copy page" copies.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { CORPORA } from '../../support/paths.ts';
import { loadSpecs } from '../../../src/openapi/load.ts';
import { operationsOf } from '../../../src/openapi/operations.ts';
import { operationView } from '../../../src/openapi/view.ts';
import { operationMarkdown } from '../../../src/openapi/operation-markdown.ts';
import type { LoadedSpec } from '../../../src/openapi/types.ts';

const OPENAPI = join(CORPORA, 'openapi');

async function load(file: string): Promise<LoadedSpec> {
  const result = await loadSpecs(OPENAPI, [file]);
  return result.specs[0]!;
}

function twinOf(spec: LoadedSpec, method: string, path: string): string {
  const op = operationsOf(spec).find((o) => o.method === method && o.path === path)!;
  const view = operationView(spec, op);
  return operationMarkdown({ title: view.title, view });
}

describe('operation markdown twins', () => {
  test('petstore: method and path, parameters, responses and a curl sample', async () => {
    const twin = twinOf(await load('oai-examples/v3.0/petstore.yaml'), 'get', '/pets');
    expect(twin).toMatchInlineSnapshot(`
      "# List all pets

      \`GET http://petstore.swagger.io/v1/pets\`

      ## Query parameters

      - \`limit\` (integer, int32) How many items to return at one time (max 100)

      ## Responses

      ### 200 (\`application/json\`)

      A paged array of pets

      Headers:

      - \`x-next\` (string) A link to the next page of responses

      An array of \`Pet\`, each with:

      - \`id\` (integer, int64, required)
      - \`name\` (string, required)
      - \`tag\` (string)

      ### default (\`application/json\`)

      unexpected error

      - \`code\` (integer, int32, required)
      - \`message\` (string, required)

      ## Example request

      \`\`\`bash
      curl --request GET \\
        --url 'http://petstore.swagger.io/v1/pets'
      \`\`\`
      "
    `);
  });

  test('Twilio: HTTP basic auth and a form body, with a form-encoded curl sample', async () => {
    const spec = await load('twilio/twilio_api_v2010.json');
    const twin = twinOf(spec, 'post', '/2010-04-01/Accounts/{AccountSid}/Messages.json');
    expect(twin).toMatch(/^# \S/);
    expect(twin).toContain('`POST https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json`');
    expect(twin).toContain('## Authorization\n\n- `HTTP Basic: Authorization: Basic <credentials>`');
    expect(twin).toContain('## Path parameters\n\n- `AccountSid` (string, required)');
    expect(twin).toContain('Media type: `application/x-www-form-urlencoded`');
    expect(twin).toMatch(/^- `To` \(string, phone-number, required\)/m);
    expect(twin).toMatch(/^### 201 \(`application\/json`\)/m);
    expect(twin).toContain("--user '<USERNAME>:<PASSWORD>'");
    expect(twin).toContain("--data-urlencode 'To=");
  });

  test('Stripe: every operation\'s twin stays small, nested levels beyond the cap are left to the web page', { timeout: 300_000 }, async () => {
    const spec = await load('stripe/spec3.json');
    const customers = twinOf(spec, 'post', '/v1/customers');
    expect(customers).toContain('## Body\n\nMedia type: `application/x-www-form-urlencoded`');
    expect(customers).toContain('(nested fields on the web page)');
    expect(customers.length).toBeLessThan(20_000);
    let largest = 0;
    for (const op of operationsOf(spec).slice(0, 60)) {
      const view = operationView(spec, op);
      largest = Math.max(largest, operationMarkdown({ title: view.title, view }).length);
    }
    expect(largest).toBeLessThan(60_000);
  });
});
