// virtual:docsmith/config is written once per site model: loading it again with the same data gives
// the same text without writing it again, and a new model (docs.json edited in dev) gives new text.
import { describe, expect, test } from 'vitest';
import { virtualModulesPlugin, type VirtualModuleData } from '../../../src/vite/virtual-modules.ts';

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
