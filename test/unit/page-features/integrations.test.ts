// docs.json integrations: one script per service, config values never become code.
import { expect, test } from 'vitest';
import { integrationFindings, integrationsScript, serviceScripts } from '../../../src/integrations/scripts.ts';
import { docsConfigSchema } from '../../../src/config/schema.ts';
import { placeOfPath } from '../../../src/config/json-location.ts';

test('each configured service gets its script, in a fixed order', () => {
  const { scripts, skipped } = serviceScripts({ ga4: { measurementId: 'G-ABC123' }, plausible: { domain: 'docs.example.com' }, posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.i.posthog.com' }, intercom: { appId: 'xyz9' } });
  expect(skipped).toEqual([]);
  expect(scripts.map((s) => [s.service, s.src, s.attributes])).toEqual([
    ['ga4', 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', undefined],
    ['plausible', 'https://plausible.io/js/script.js', { 'data-domain': 'docs.example.com' }],
    ['posthog', 'https://eu-assets.i.posthog.com/static/array.js', { 'data-docsmith-posthog': '' }],
    ['intercom', 'https://widget.intercom.io/widget/xyz9', undefined],
  ]);
  const code = integrationsScript(scripts);
  expect(code).toContain(`gtag('config',"G-ABC123")`);
  expect(code).toContain('window.intercomSettings={app_id:"xyz9"}');
  expect(integrationsScript([])).toBe('');
});

test('hostile values: an id that could break out is left out and reported; hosts must be https', () => {
  const { scripts, skipped } = serviceScripts({ ga4: { measurementId: "G-1');alert(1);//" }, plausible: { domain: 'docs.example.com', server: 'javascript:alert(1)' } });
  expect(skipped).toEqual(['ga4']);
  expect(scripts.map((s) => s.src)).toEqual(['https://plausible.io/js/script.js']);
  expect(integrationFindings({ ga4: { measurementId: '</script><script>x' } }, 'docs.json').map((f) => f.message)).toEqual([
    'integrations.ga4: the id has characters such ids never have (letters, digits, _ . : - only); the service is left out',
  ]);
  // Placed where docs.json names the service.
  const text = '{\n  "name": "X",\n  "integrations": {\n    "ga4": { "measurementId": "</script>" }\n  }\n}\n';
  const placed = integrationFindings({ ga4: { measurementId: '</script>' } }, 'docs.json', (path) => placeOfPath(text, path));
  expect(placed.map((f) => `${f.file}:${f.line}`)).toEqual(['docs.json:4']);
  expect(integrationsScript(serviceScripts({ hotjar: { hjid: '123', hjsv: '</script>' } }).scripts)).not.toContain('</script>');
});

test('docs.json integrations: known services checked, others accepted', () => {
  const base = { name: 'X', navigation: [] };
  expect(docsConfigSchema.safeParse({ ...base, integrations: { ga4: { measurementId: 'G-1' }, mixpanel: { projectToken: 't' } } }).success).toBe(true);
  expect(docsConfigSchema.safeParse({ ...base, integrations: { ga4: { id: 'G-1' } } }).success).toBe(false);
});
