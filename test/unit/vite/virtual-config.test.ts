// virtual:docsmith/config is written once per site model: loading it again with the same data gives
// the same text without writing it again, and a new model (docs.json edited in dev) gives new text.
// In a dev server environment that runs in this process, it hands over the data itself, and falls
// back to the text where the module runs elsewhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type RunnableDevEnvironment, type ViteDevServer } from 'vite';
import { buildChannel } from '../../../src/build-channel.ts';
import { invalidateVirtualModules, virtualModulesPlugin, type VirtualModuleData } from '../../../src/vite/virtual-modules.ts';

const CONFIG_ID = '\0virtual:docsmith/config';

describe('virtual:docsmith/config', () => {
  test('is written once per data object, and again for new data', () => {
    let data: VirtualModuleData = { config: { name: 'First' }, pages: [{ id: 'index', file: 'index.mdx' }] };
    let reads = 0;
    const plugin = virtualModulesPlugin(() => data, () => '{}', () => [], () => '');
    const watched = new Proxy(data, { ownKeys: (target) => (reads++, Reflect.ownKeys(target)) });
    data = watched;
    const load = () => ((plugin.load as (id: string) => { code: string }).call({}, CONFIG_ID)).code;

    const first = load();
    expect(first).toContain('export const config = JSON.parse(');
    expect(new Function('JSON', `${first.replaceAll('export const', 'var')}; return config.name;`)(JSON)).toBe('First');
    expect(load()).toBe(first);
    expect(reads).toBe(1);

    data = { config: { name: 'Second' }, pages: [] };
    const second = load();
    expect(second).not.toBe(first);
    expect(second).toContain('Second');
  });
});

// The dev server's environments run their modules in this process: there the module hands over the
// integration's data itself instead of a copy written as text (see virtual-modules.ts).
describe('virtual:docsmith/config in a dev server environment that runs in this process', () => {
  let root: string;
  let server: ViteDevServer;
  let data: VirtualModuleData;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'docsmith-virtual-config-'));
    data = { config: { name: 'First' }, pages: [{ id: 'index', file: 'index.mdx' }] };
    const plugin = virtualModulesPlugin(() => data, () => '{}', () => [], () => '');
    server = await createServer({ root, configFile: false, logLevel: 'silent', appType: 'custom', plugins: [plugin], server: { middlewareMode: true, watch: null, ws: false } });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('hands over the data objects themselves, and the new ones once the data changes', async () => {
    const ssr = server.environments.ssr as RunnableDevEnvironment;
    const first = await ssr.runner.import<{ config: unknown; pages: unknown }>('virtual:docsmith/config');
    expect(first.config).toBe(data.config);
    expect(first.pages).toBe(data.pages);
    const firstText = (await ssr.transformRequest('virtual:docsmith/config'))?.code ?? '';
    expect(firstText).not.toContain('First');

    data = { config: { name: 'Second' }, pages: [] };
    invalidateVirtualModules(server);
    ssr.runner.clearCache();
    const second = await ssr.runner.import<{ config: unknown; pages: unknown }>('virtual:docsmith/config');
    expect(second.config).toBe(data.config);
    expect(second.pages).toEqual([]);
    // A new model is a new module text, so that Vite sees the module change.
    expect((await ssr.transformRequest('virtual:docsmith/config'))?.code).not.toBe(firstText);
  });

  test('where the build channel does not hold the data (modules run in another process), reads it written as text', async () => {
    const ssr = server.environments.ssr as RunnableDevEnvironment;
    const channel = buildChannel().siteData;
    const saved = new Map(channel);
    channel.clear();
    try {
      ssr.runner.clearCache();
      const elsewhere = await ssr.runner.import<{ config: unknown; pages: unknown }>('virtual:docsmith/config');
      expect(elsewhere.config).toEqual(data.config);
      expect(elsewhere.config).not.toBe(data.config);
    } finally {
      for (const [key, value] of saved) channel.set(key, value);
    }
  });

  test('takes its entry out of the build channel when the server closes', async () => {
    const before = buildChannel().siteData.size;
    expect(before).toBeGreaterThan(0);
    await server.close();
    expect(buildChannel().siteData.size).toBe(before - 1);
  });
});
