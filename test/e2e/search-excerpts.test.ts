// Search excerpts are cut from the text Pagefind indexed. Read from the built example site, that text
// holds the pages' sentences, not their controls (playground, copy buttons, code-block labels, tab
// lists, Show/Hide toggles) and not words that markup glued together.
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EXAMPLE_DIST } from '../support/paths.ts';
import { pagefindRecords } from '../support/pagefind-fragments.ts';

const records = existsSync(EXAMPLE_DIST) ? pagefindRecords(EXAMPLE_DIST) : [];
const recordOf = (url: string) => records.find((r) => r.url === url);

/** Text of page controls that must never reach an excerpt. */
const CONTROL_TEXT = ['Try it', 'Copy', 'Send the request', 'Show child attributes', 'Hide child attributes', 'Loading…'];
/** An HTTP method run into the URL or path that follows it (`POSThttps://…`, `GET/services`). */
const GLUED_METHOD = /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|WEBHOOK)(?=https?:|\/)/;
/** A code block's file title run into its language label (`deploy.jsJavaScript`); a quoted name in code (`title="Python"`) is content. */
const GLUED_LANGUAGE = /[\w.](?:JavaScript|TypeScript|Python|Bash|Shell|JSON|YAML|MDX|cURL)\b/;

describe('search excerpts of the example site', () => {
  test('the index holds the example pages, API operation pages among them', () => {
    expect(records.length, `no Pagefind fragments in ${EXAMPLE_DIST}: build the example site first (npm run build)`).toBeGreaterThan(10);
    expect(recordOf('/api-reference/services/create-service/')).toBeDefined();
    expect(recordOf('/components/')).toBeDefined();
  });

  test.each(records.map((r) => [r.url, r] as const))('%s: no control text, no method glued to a URL, no title glued to its language', (_, record) => {
    for (const text of CONTROL_TEXT) expect(record.content).not.toContain(text);
    expect(record.content).not.toMatch(GLUED_METHOD);
    expect(record.content).not.toMatch(GLUED_LANGUAGE);
  });

  test('separated words read as the page shows them', () => {
    // The endpoint line: method, then the URL.
    expect(recordOf('/api-reference/services/create-service/')!.content).toContain('POST https://api.example.com/v2/services ');
    expect(recordOf('/api-reference/webhooks/deployment-finished/')!.content).toContain('WEBHOOK deploymentFinished');
    const components = recordOf('/components/')!.content;
    // A field's name, type, location and badge; an accordion's title and description; a code title and its code.
    expect(components).toContain('service_id string path required');
    expect(components).toContain('Can I self-host Acme Cloud? Short answer: yes');
    expect(components).toContain('deploy.js import { deploy }');
    // A schema fact: its term, then its values.
    expect(recordOf('/api-reference/billing/get-invoice/')!.content).toContain('Allowed values customer payments');
  });
});
