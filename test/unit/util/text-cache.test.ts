// The bounded cache behind highlighted blocks and reused sidebar groups: the oldest entries go first
// once keys and values together pass the bound.
import { expect, test } from 'vitest';
import { TextCache } from '../../../src/util/text-cache.ts';

test('keeps entries until their keys and values pass the bound, then lets the oldest go', () => {
  const cache = new TextCache(20);
  cache.set('a', '12345'); // 6
  cache.set('b', '12345'); // 12
  cache.set('c', '12345'); // 18
  expect(cache.size).toBe(3);
  cache.set('d', '12345'); // 24: "a" goes
  expect([cache.get('a'), cache.get('b'), cache.get('d')]).toEqual([undefined, '12345', '12345']);
  cache.set('e', 'x'.repeat(30)); // larger than the bound alone: everything goes
  expect(cache.size).toBe(0);
  cache.set('f', '1');
  cache.clear();
  expect([cache.size, cache.get('f')]).toEqual([0, undefined]);
});
