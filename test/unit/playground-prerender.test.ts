// The playground's build-time markup comes from the island's own builders, so that the page reserves
// exactly the space of the mounted island. The layout shift itself is measured in Chromium
// (test/e2e/playground.test.ts); this checks the markup carries what the reader must see.
import { describe, expect, test } from 'vitest';
import { prerenderedPlayground } from '../../components/islands/playground/prerender.ts';
import type { PlaygroundSpec } from '../../src/playground/spec.ts';

const spec: PlaygroundSpec = {
  method: 'POST',
  path: '/widgets/{id}',
  servers: ['https://a.example', 'https://b.example'],
  parameters: [
    { name: 'id', in: 'path', type: 'string', required: true },
    { name: 'size', in: 'query', type: 'string', enum: ['small', 'large'], default: 'large' },
    { name: 'verbose', in: 'query', type: 'boolean' },
    { name: 'tags', in: 'query', type: 'array', items: { type: 'string' } },
  ],
  body: { mediaType: 'application/json', example: '{\n  "label": "<b>x</b>"\n}' },
  auth: [{ type: 'bearer' }, { type: 'apiKey', in: 'header', name: 'X-Key', inputPrefix: 'k_' }],
  mode: 'show',
};

describe('prerenderedPlayground', () => {
  const html = prerenderedPlayground(spec, 'p1');

  test('has every section of the live island, marked as not yet live, with Send disabled', () => {
    expect(html).toMatch(/^<section class="ds-playground ds-playground--prerendered" aria-label="API playground">/);
    expect(html).not.toContain('ds-playground--live');
    expect(html).toMatch(/<button type="submit" class="ds-pg-send" disabled>Send<\/button>/);
    expect([...html.matchAll(/<legend class="ds-pg-legend">([^<]+)<\/legend>/g)].map((m) => m[1])).toEqual(['Authorization', 'Path parameters', 'Query parameters', 'Body']);
    expect([...html.matchAll(/<label for="[^"]+" class="ds-pg-name">([^<]+)<\/label>/g)].map((m) => m[1])).toEqual(['Method', 'Bearer token', 'id', 'size', 'verbose', 'tags']);
  });

  test('values show as the island sets them: chosen option, text of the editor, escaped', () => {
    expect(html).toContain('<option value="https://a.example">https://a.example</option>');
    // A default is a hint, not a value the island sends: the select starts on "(not sent)".
    expect(html).toMatch(/<option selected value>\(not sent\)<\/option><option value="small">small<\/option>/);
    expect(html).toContain('"label": "&lt;b&gt;x&lt;/b&gt;"');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toMatch(/<textarea [^>]*rows="4"[^>]*>\{/);
    // The request sample as the island first shows it, highlighted, secrets as placeholders.
    const sample = html.match(/<pre [^>]*class="ds-pg-code ds-pg-sample"[^>]*><code>([\s\S]*?)<\/code><\/pre>/)![1]!;
    expect(sample).toContain('<span class="ds-pg-syntax-command">curl</span> <span class="ds-pg-syntax-constant">--request</span>');
    const sampleText = sample.replace(/<[^>]+>/g, '');
    expect(sampleText).toContain('curl --request POST');
    expect(sampleText).toContain('Authorization: Bearer &lt;API_KEY&gt;');
  });

  test('a body in several media types: a media type select, the first type\'s inputs shown, the others hidden', () => {
    const several = prerenderedPlayground(
      {
        ...spec,
        otherBodies: [{ mediaType: 'application/x-www-form-urlencoded', fields: [{ name: 'label', type: 'string', required: true }] }],
      },
      'p1',
    );
    expect(several).toMatch(/<label for="([^"]+)" class="ds-pg-media-label">Media type<\/label><select id="\1" class="ds-pg-input ds-pg-media-select" autocomplete="off"><option selected value="application\/json">application\/json<\/option><option value="application\/x-www-form-urlencoded">/);
    expect(several).toMatch(/<div class="ds-pg-body" data-media-type="application\/json"><label [^>]*>Request body \(application\/json\)<\/label><textarea /);
    expect(several).toMatch(/<div class="ds-pg-body" data-media-type="application\/x-www-form-urlencoded" hidden><div class="ds-pg-field">/);
    // One media type: its name as text, no select.
    expect(html).toContain('<p class="ds-pg-media">application/json</p>');
    expect(html).not.toContain('ds-pg-media-select');
  });

  test('two playgrounds on one page get distinct ids; the same playground gets the same ids in every build', () => {
    const ids = (text: string) => [...text.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const both = [...ids(html), ...ids(prerenderedPlayground(spec, 'p2'))];
    expect(ids(html).length).toBeGreaterThan(3);
    expect(new Set(both).size).toBe(both.length);
    // Other pages rendered in between (pages render several at a time) do not change its ids.
    prerenderedPlayground(spec, 'p1');
    expect(prerenderedPlayground(spec, 'p1')).toBe(html);
  });
});
