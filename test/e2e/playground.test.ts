// The API playground in Chromium against a real HTTP server on 127.0.0.1: what the reader types
// arrives at the server in the right form, answers and failures are shown, secrets stay out of
// persistent storage, and only API pages load the playground's code.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { closedPortUrl, startEchoServer, type EchoedRequest, type EchoServer } from '../support/echo-server.ts';
import { buildFixtureSite, type FixtureSite } from '../support/fixture-site.ts';

let echo: EchoServer;
let downUrl: string;
let site: FixtureSite;
let server: StaticServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  echo = await startEchoServer();
  downUrl = await closedPortUrl();
  site = buildFixtureSite('playground-site', { __ECHO_URL__: echo.url, __DOWN_URL__: downUrl });
  server = await serveStatic(site.distDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
  await echo?.close();
  site?.remove();
});

/** A fresh browser context (own storage and cookies) on one page of the fixture. */
async function open(
  path: string,
  options: { live?: boolean; colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; context: BrowserContext; requests: string[] }> {
  const context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light', viewport: options.viewport ?? { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(server.url + path);
  if (options.live !== false) await page.locator('.ds-playground--live').waitFor();
  return { page, context, requests };
}

/** Clicks Send and waits until the response panel shows an answer or a failure. */
async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('.ds-pg-response[aria-busy="false"] [data-outcome]').waitFor();
}

/** The echo server's answer, as shown in the response panel. */
async function echoed(page: Page): Promise<EchoedRequest> {
  return JSON.parse((await page.locator('.ds-pg-response-body').textContent()) ?? '') as EchoedRequest;
}

async function expectNoPersistedSecret(page: Page, context: BrowserContext, secret: string): Promise<void> {
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
    session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
    cookie: document.cookie,
  }));
  expect(storage.local).toEqual([]);
  expect(storage.cookie).toBe('');
  expect(storage.session.join()).not.toContain(secret);
  expect(await context.cookies()).toEqual([]);
  expect(page.url()).not.toContain(secret);
  expect(decodeURIComponent(page.url())).not.toContain(secret);
}

test('path, query and header values and the docs.json API key arrive; the sample masks the key', async () => {
  const { page, context } = await open('/api/get-item/');
  await page.getByLabel('id', { exact: true }).fill('item 42/x');
  await page.getByLabel('limit', { exact: true }).fill('5');
  await page.getByLabel('tags item 1', { exact: true }).fill('red');
  await page.getByRole('button', { name: 'Add tags item' }).click();
  await page.getByLabel('tags item 2', { exact: true }).fill('blue');
  await page.getByLabel('sort', { exact: true }).selectOption('oldest');
  await page.getByRole('switch', { name: 'verbose' }).check();
  await page.getByLabel('X-Trace-Id').fill('trace-1');
  const key = page.getByLabel('X-Api-Key', { exact: true });
  await expect(key.inputValue()).resolves.toBe('sk_test_');
  await expect(key.getAttribute('type')).resolves.toBe('password');
  await key.fill('sk_test_abc123');

  const sample = await page.locator('.ds-pg-sample').textContent();
  expect(sample).toContain(`--url '${echo.url}/items/item%2042%2Fx?limit=5&tags=red&tags=blue&sort=oldest&verbose=true'`);
  expect(sample).toContain(`--header 'X-Api-Key: sk_test_<API_KEY>'`);
  expect(sample).not.toContain('abc123');

  await send(page);
  await expect(page.locator('.ds-pg-status').textContent()).resolves.toBe('200 OK');
  await page.locator('.ds-pg-live', { hasText: 'Response: 200 OK.' }).waitFor({ state: 'attached' });
  const request = await echoed(page);
  expect(request.method).toBe('GET');
  expect(request.path).toBe('/items/item%2042%2Fx');
  expect(request.query).toEqual({ limit: '5', tags: ['red', 'blue'], sort: 'oldest', verbose: 'true' });
  expect(request.headers['x-trace-id']).toBe('trace-1');
  expect(request.headers['x-api-key']).toBe('sk_test_abc123');
  expect(request.headers.cookie).toBeUndefined();
  await expectNoPersistedSecret(page, context, 'abc123');
});

test('required fields are checked before anything is sent; the first invalid input gets the focus', async () => {
  const { page } = await open('/api/get-item/');
  await page.getByLabel('X-Api-Key', { exact: true }).fill('sk_test_1');
  const before = echo.requests.length;
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.ds-pg-summary').textContent()).resolves.toBe('Not sent: id (path) is required.');
  await expect(page.getByLabel('id', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(await page.getByLabel('id', { exact: true }).getAttribute('id'));
  expect(echo.requests.length).toBe(before);

  // The keyboard alone: type the id, press Enter in the field, and the request goes.
  await page.keyboard.type('kb-1');
  await page.keyboard.press('Enter');
  await page.locator('.ds-pg-result').waitFor();
  expect((await echoed(page)).path).toBe('/items/kb-1');
});

test('request samples switch language with the arrow keys and follow what the reader types', async () => {
  const { page } = await open('/api/get-item/');
  await page.getByRole('tab', { name: 'cURL' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('JavaScript');
  await page.getByLabel('id', { exact: true }).fill('abc');
  await expect(page.getByRole('tabpanel').textContent()).resolves.toContain(`await fetch("${echo.url}/items/abc", {`);
  await page.getByRole('tab', { name: 'JavaScript' }).press('ArrowRight');
  await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('import requests');
  await page.getByRole('tab', { name: 'Python' }).press('End');
  await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('package main');
  await page.getByRole('tab', { name: 'Go' }).press('ArrowRight');
  await expect(page.getByRole('tabpanel').textContent()).resolves.toMatch(/^curl --request GET/);
});

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the playground passes axe checks in ${colorScheme} mode, also showing errors and a response`, async () => {
    const { page } = await open('/api/create-item/', { colorScheme });
    await page.getByLabel('Request body (application/json)').fill('{,}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.addScriptTag({ path: axeSource });
    const run = () =>
      page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
        const result = await axe.run('.ds-playground', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      });
    expect(await run()).toEqual([]);
    await page.getByLabel('Bearer token', { exact: true }).fill('t');
    await page.getByLabel('Request body (application/json)').fill('{"name": "x"}');
    await send(page);
    await page.locator('.ds-pg-headers summary').click();
    expect(await run()).toEqual([]);
  });
}

test('a bearer token and a JSON body arrive; invalid JSON is stopped and its line named', async () => {
  const { page, context } = await open('/api/create-item/');
  const editor = page.getByLabel('Request body (application/json)');
  expect(JSON.parse(await editor.inputValue())).toEqual({ name: 'Lamp', count: 1, owner: { email: 'ada@example.com' } });
  await page.getByLabel('Bearer token', { exact: true }).fill('tok-secret-1');

  await editor.fill('{\n  "name": "Desk",\n  "count": 2,\n}');
  await expect(page.locator('.ds-pg-error:not([hidden])').textContent()).resolves.toMatch(/^Line 4, column 1: /);
  const before = echo.requests.length;
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.ds-pg-summary').textContent()).resolves.toContain('Line 4');
  expect(echo.requests.length).toBe(before);

  await editor.fill('{\n  "name": "Desk",\n  "count": 2\n}');
  await expect(page.locator('.ds-pg-sample').textContent()).resolves.toContain(`--header 'Authorization: Bearer <API_KEY>'`);
  await send(page);
  const request = await echoed(page);
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/items');
  expect(JSON.parse(request.body)).toEqual({ name: 'Desk', count: 2 });
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers.authorization).toBe('Bearer tok-secret-1');
  await expectNoPersistedSecret(page, context, 'tok-secret-1');
});

test('basic, query API key, OAuth 2 and OpenID Connect credentials arrive in their form', async () => {
  const { page, context } = await open('/custom/auth/');
  const method = page.getByLabel('Method');

  await page.getByLabel('client_id', { exact: true }).fill('ada');
  await page.getByLabel('client_secret', { exact: true }).fill('pä55-word');
  await send(page);
  let request = await echoed(page);
  expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:pä55-word', 'utf8').toString('base64')}`);
  await expect(page.locator('.ds-pg-sample').textContent()).resolves.toContain(`--user 'ada:<PASSWORD>'`);

  await method.selectOption({ label: 'API key (query parameter api_key)' });
  await page.getByLabel('api_key', { exact: true }).fill('qk-123');
  await send(page);
  request = await echoed(page);
  expect(request.query).toEqual({ api_key: 'qk-123' });
  expect(request.headers.authorization).toBeUndefined();
  await expect(page.locator('.ds-pg-sample').textContent()).resolves.toContain('?api_key=<API_KEY>');

  for (const [label, token] of [['OAuth 2 access token', 'oauth-tok'], ['OpenID Connect access token', 'oidc-tok']] as const) {
    await method.selectOption({ label });
    await page.getByLabel('Access token', { exact: true }).fill(token);
    await send(page);
    request = await echoed(page);
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
  }

  await method.selectOption({ label: 'No authentication' });
  await send(page);
  request = await echoed(page);
  expect(request.headers.authorization).toBeUndefined();
  expect(request.query).toEqual({});
  for (const secret of ['pä55-word', 'qk-123', 'oauth-tok', 'oidc-tok']) await expectNoPersistedSecret(page, context, secret);
});

test('"remember for this tab" keeps secrets in sessionStorage only, and the clear button wipes them', async () => {
  const { page, context } = await open('/api/create-item/');
  await page.getByLabel('Remember for this tab').check();
  await page.getByLabel('Bearer token', { exact: true }).fill('kept-token');
  await page.getByRole('button', { name: 'Show Bearer token' }).click();
  await expect(page.getByLabel('Bearer token', { exact: true }).getAttribute('type')).resolves.toBe('text');
  await send(page);
  expect(await page.evaluate(() => sessionStorage.getItem('docsmith-playground-secrets'))).toContain('kept-token');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Another API page in the same tab starts with the remembered token.
  await page.goto(server.url + '/api/create-item/');
  await page.locator('.ds-playground--live').waitFor();
  await expect(page.getByLabel('Bearer token', { exact: true }).inputValue()).resolves.toBe('kept-token');

  await page.getByRole('button', { name: 'Clear secrets' }).click();
  await expect(page.getByLabel('Bearer token', { exact: true }).inputValue()).resolves.toBe('');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expect(page.getByLabel('Remember for this tab').isChecked()).resolves.toBe(false);
  await expectNoPersistedSecret(page, context, 'kept-token');
});

test('a multipart form with a file arrives', async () => {
  const { page } = await open('/api/upload/');
  await page.getByLabel('file', { exact: true }).setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello file') });
  await page.getByLabel('title', { exact: true }).fill('My note');
  await expect(page.locator('.ds-pg-sample').textContent()).resolves.toContain(`--form 'file=@note.txt'`);
  await send(page);
  const request = await echoed(page);
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request.body).toContain('name="file"; filename="note.txt"');
  expect(request.body).toContain('hello file');
  expect(request.body).toMatch(/name="title"\r\n\r\nMy note\r\n/);
});

test('with playgroundProxy, the request goes through the proxy with the target in `url`', async () => {
  const { page } = await open('/custom/proxy/');
  await page.getByLabel('colour').selectOption('blue');
  await page.getByLabel('size').fill('3');
  const before = echo.requests.length;
  await send(page);
  const request = await echoed(page);
  expect(request).toMatchObject({ method: 'PUT', path: '/proxied', query: { id: 'p1' }, body: 'colour=blue&size=3' });
  expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  const proxied = echo.requests.slice(before).find((r) => r.path === '/proxy' && r.method === 'PUT');
  expect(proxied?.query).toEqual({ url: `${echo.url}/proxied?id=p1` });
});

test('4xx and 5xx answers are shown with their status', async () => {
  const { page } = await open('/api/status/');
  await page.getByLabel('code', { exact: true }).fill('404');
  await send(page);
  await expect(page.locator('.ds-pg-status').textContent()).resolves.toBe('404 Not Found');
  await page.getByLabel('code', { exact: true }).fill('503');
  await send(page);
  await expect(page.locator('.ds-pg-status').textContent()).resolves.toBe('503 Service Unavailable');
  await expect(page.locator('.ds-pg-status').getAttribute('class')).resolves.toContain('ds-pg-status--5xx');
  expect((await echoed(page)).path).toBe('/status/503');
});

test('a server that is down gives the network-failure message and the equivalent curl', async () => {
  const { page } = await open('/api/get-item/');
  await page.getByLabel('Base URL').selectOption(downUrl);
  await page.getByLabel('id', { exact: true }).fill('7');
  await page.getByLabel('X-Api-Key', { exact: true }).fill('sk_test_down');
  await send(page);
  const failure = page.locator('.ds-pg-failure');
  await expect(failure.textContent()).resolves.toContain('The request failed before a response arrived.');
  await expect(failure.textContent()).resolves.toContain(`The server at ${downUrl} is down`);
  const curl = await failure.locator('pre').textContent();
  expect(curl).toContain(`--url '${downUrl}/items/7'`);
  expect(curl).toContain('X-Api-Key: sk_test_<API_KEY>');
});

test('a slow request can be cancelled', async () => {
  const { page } = await open('/api/slow/');
  await page.getByLabel('ms', { exact: true }).fill('20000');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.ds-pg-response [data-outcome="cancelled"]').textContent()).resolves.toBe('Request cancelled.');
  await page.locator('.ds-pg-live', { hasText: 'Request cancelled.' }).waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Send', exact: true }).isEnabled()).resolves.toBe(true);
});

test('an HTML answer is shown as text, never rendered', async () => {
  const { page } = await open('/api/html/');
  await send(page);
  await expect(page.locator('.ds-pg-response-body').textContent()).resolves.toContain('<h1 id="injected">Hello</h1>');
  await expect(page.locator('#injected').count()).resolves.toBe(0);
  await expect(page.evaluate(() => (window as { injected?: boolean }).injected)).resolves.toBeUndefined();
});

test('simple mode shows the endpoint and a copyable request, with no playground code', async () => {
  const { page, requests } = await open('/api/simple/', { live: false });
  const simple = page.locator('.ds-playground--simple');
  await expect(simple.locator('.ds-pg-method').textContent()).resolves.toBe('DELETE');
  await expect(simple.locator('.ds-pg-endpoint').textContent()).resolves.toBe(`${echo.url}/items/{id}`);
  const curl = await simple.locator('pre').textContent();
  expect(curl).toContain('curl --request DELETE');
  expect(curl).toContain('X-Api-Key: sk_test_<API_KEY>');
  await expect(page.locator('form, [data-docsmith-playground-mount]').count()).resolves.toBe(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /playground|island/i.test(url) && /\.js(\?|$)/.test(url))).toEqual([]);
});

test('hide mode shows no playground', async () => {
  const { page, requests } = await open('/api/hidden/', { live: false });
  await expect(page.locator('h1').textContent()).resolves.toBe('Hidden playground');
  await expect(page.locator('.ds-playground, [data-docsmith-playground]').count()).resolves.toBe(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /playground|island/i.test(url))).toEqual([]);
});

test('a content page loads none of the playground code; an API page loads it within 25 KB gzip', async () => {
  const contentPage = await open('/', { live: false });
  await contentPage.page.waitForLoadState('networkidle');
  const loaded = contentPage.requests.filter((url) => url.startsWith(server.url));
  expect(loaded.filter((url) => /playground|island/i.test(url))).toEqual([]);
  for (const url of loaded.filter((u) => /\.(js|css)(\?|$)/.test(u))) {
    const text = await (await fetch(url)).text();
    expect(text).not.toContain('docsmith-playground');
    expect(text).not.toContain('ds-pg-');
  }

  // The positive control: an API page does load the bootstrap and the island.
  const apiPage = await open('/api/get-item/');
  await apiPage.page.waitForLoadState('networkidle');
  const scripts = apiPage.requests.filter((url) => url.startsWith(server.url) && /\.js(\?|$)/.test(url) && /playground|island/i.test(url));
  expect(scripts.some((url) => /island/.test(url))).toBe(true);
  expect(scripts.some((url) => /PlaygroundLoader/.test(url))).toBe(true);
  let gzipped = 0;
  for (const url of scripts) gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  expect(gzipped).toBeLessThanOrEqual(25 * 1024);
});

test('a generated operation page: the file\'s bearer scheme (not docs.json\'s key), path, query, header and body values arrive', async () => {
  const { page, context } = await open('/api-reference/widgets/create-widget/');
  // The description's own security decides; docs.json api.auth (X-Api-Key) covers only `api:` pages.
  await expect(page.locator('.ds-playground').getByLabel('X-Api-Key').count()).resolves.toBe(0);
  await expect(page.locator('#authorization ~ *').first().textContent()).resolves.toContain('Authorization: Bearer <API_KEY>');
  await page.getByLabel('widgetId', { exact: true }).fill('w 1');
  await page.getByLabel('size', { exact: true }).selectOption('large');
  await page.getByLabel('X-Request-Id', { exact: true }).fill('req-9');
  await page.getByLabel('Bearer token', { exact: true }).fill('tok-gen-1');
  const editor = page.getByLabel('Request body (application/json)');
  // The request the page's samples show: the required fields.
  expect(JSON.parse(await editor.inputValue())).toEqual({ label: 'Blue widget' });
  await editor.fill('{"label": "Red", "count": 2}');
  const sample = await page.locator('.ds-pg-sample').textContent();
  expect(sample).toContain(`--url '${echo.url}/widgets/w%201?size=large'`);
  expect(sample).toContain(`--header 'Authorization: Bearer <API_KEY>'`);
  expect(sample).not.toContain('tok-gen-1');

  await send(page);
  const request = await echoed(page);
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/widgets/w%201');
  expect(request.query).toEqual({ size: 'large' });
  expect(request.headers['x-request-id']).toBe('req-9');
  expect(request.headers.authorization).toBe('Bearer tok-gen-1');
  expect(request.headers['x-api-key']).toBeUndefined();
  expect(JSON.parse(request.body)).toEqual({ label: 'Red', count: 2 });
  await expectNoPersistedSecret(page, context, 'tok-gen-1');
});

test('an operation whose security is an empty list sends no credentials, though docs.json has api.auth', async () => {
  const { page } = await open('/api-reference/widgets/list-widgets/');
  await expect(page.locator('.ds-pg-auth').count()).resolves.toBe(0);
  await expect(page.locator('#authorization').count()).resolves.toBe(0);
  await send(page);
  const request = await echoed(page);
  expect([request.method, request.path]).toEqual(['GET', '/widgets']);
  expect(request.headers.authorization).toBeUndefined();
  expect(request.headers['x-api-key']).toBeUndefined();
});

test('on a generated page the base URL selector and the body media type selector rewrite the request samples', async () => {
  const { page } = await open('/api-reference/widgets/create-widget/');
  const visibleSamples = () => page.locator('.ds-api-examples .ds-api-example--request:not([hidden]) [data-ds-api-sample]').allTextContents();
  let samples = await visibleSamples();
  expect(samples.length).toBe(4);
  for (const text of samples) expect(text).toContain(`${echo.url}/widgets/`);
  expect(samples[0]).toContain(`--header 'Authorization: Bearer <API_KEY>'`);
  expect(samples[0]).toContain(`--header 'Content-Type: application/json'`);

  await page.locator('[data-ds-base-url-select]').selectOption(downUrl);
  samples = await visibleSamples();
  for (const text of samples) {
    expect(text).toContain(`${downUrl}/widgets/`);
    expect(text).not.toContain(echo.url);
  }

  // Each media type of the body has its fields and its samples; the form one is form-encoded.
  await page.locator('[data-ds-media-select]').selectOption('application/x-www-form-urlencoded');
  await expect(page.locator('[data-ds-media-type="application/x-www-form-urlencoded"]').isVisible()).resolves.toBe(true);
  await expect(page.locator('[data-ds-media-type="application/json"]').isVisible()).resolves.toBe(false);
  samples = await visibleSamples();
  expect(samples[0]).not.toContain('application/json');
  expect(samples[0]).toContain(`--data-urlencode 'label=Blue widget'`);
  expect(samples[0]).toContain(`${downUrl}/widgets/`);
  expect(samples[2]).toContain('data=[("label", "Blue widget")]');
});

test('the playground sends the media type the reader picks, in step with the page\'s media type selector', async () => {
  const { page } = await open('/api-reference/widgets/create-widget/');
  const playground = page.locator('.ds-playground');
  const mediaType = playground.getByLabel('Media type');
  await expect(mediaType.inputValue()).resolves.toBe('application/json');
  await page.getByLabel('widgetId', { exact: true }).fill('w1');
  await page.getByLabel('Bearer token', { exact: true }).fill('tok-form');

  // The playground's choice: the form fields replace the JSON editor, and the page follows.
  await mediaType.selectOption('application/x-www-form-urlencoded');
  await expect(playground.getByLabel('Request body (application/json)').isVisible()).resolves.toBe(false);
  await expect(page.locator('[data-ds-media-select]').inputValue()).resolves.toBe('application/x-www-form-urlencoded');
  await expect(page.locator('[data-ds-media-type="application/x-www-form-urlencoded"]').isVisible()).resolves.toBe(true);
  const label = playground.getByLabel('label', { exact: true });
  await expect(label.inputValue()).resolves.toBe('Blue widget');
  await label.fill('Red & green');
  const sample = await playground.locator('.ds-pg-sample').textContent();
  expect(sample).toContain(`--data-urlencode 'label=Red & green'`);
  expect(sample).not.toContain('--data \'{');

  await send(page);
  const form = await echoed(page);
  expect(form.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
  expect(form.body).toBe('label=Red+%26+green');

  // The page's choice: the playground follows and sends JSON again.
  await page.locator('[data-ds-media-select]').selectOption('application/json');
  await expect(mediaType.inputValue()).resolves.toBe('application/json');
  await expect(label.isVisible()).resolves.toBe(false);
  await send(page);
  const json = await echoed(page);
  expect(json.headers['content-type']).toBe('application/json');
  expect(JSON.parse(json.body)).toEqual({ label: 'Blue widget' });
});

test('a media type chosen on the page before the island arrives is the one the island starts with', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/island[^/]*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(server.url + '/api-reference/widgets/create-widget/', { waitUntil: 'domcontentloaded' });
  await page.locator('[data-ds-media-select]').selectOption('application/x-www-form-urlencoded');
  expect(await page.locator('.ds-playground--live').count()).toBe(0);
  release();
  await page.locator('.ds-playground--live').waitFor();
  const playground = page.locator('.ds-playground');
  await expect(playground.getByLabel('Media type').inputValue()).resolves.toBe('application/x-www-form-urlencoded');
  await expect(playground.getByLabel('label', { exact: true }).isVisible()).resolves.toBe(true);
});

test('an api: page without examples gives the examples column\'s width to the content', async () => {
  const widths = async (path: string) => {
    const { page } = await open(path, { live: false });
    return page.evaluate(() => {
      const aside = document.querySelector('.ds-api-examples')?.getBoundingClientRect();
      const main = document.querySelector('.ds-main')!.getBoundingClientRect();
      const sidebar = document.querySelector('.ds-sidebar')!.getBoundingClientRect();
      return { aside: aside?.width ?? 0, main: main.width, rest: window.innerWidth - sidebar.width };
    });
  };
  const bare = await widths('/api/get-item/');
  expect(bare.aside).toBe(0);
  expect(Math.abs(bare.main - bare.rest)).toBeLessThan(20);
  // The control: a page with request samples keeps its examples column beside the content.
  const withExamples = await widths('/api-reference/widgets/create-widget/');
  expect(withExamples.aside).toBeGreaterThan(300);
  expect(withExamples.main).toBeLessThan(withExamples.rest - 300);
});

/** Layout shift on `path` while the island mounts: the island's code is held back until the page has painted. */
async function layoutShiftWhileMounting(path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { dsShifts: number[] };
    w.dsShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.dsShifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/island[^/]*\.js(\?|$)/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.goto(server.url + path, { waitUntil: 'domcontentloaded' });
  await page.locator('.ds-playground--prerendered, .ds-playground--static').first().waitFor();
  await frames();
  expect(await page.locator('.ds-playground--live').count()).toBe(0);
  release();
  await page.locator('.ds-playground--live').waitFor();
  await frames();
  expect(held).toBe(true);
  return page.evaluate(() => (window as unknown as { dsShifts: number[] }).dsShifts.reduce((sum, v) => sum + v, 0));
}

for (const path of ['/api-reference/widgets/create-widget/', '/api/get-item/']) {
  test(`mounting the island on ${path} moves nothing (CLS below 0.05)`, async () => {
    expect(await layoutShiftWhileMounting(path)).toBeLessThan(0.05);
  });
}
