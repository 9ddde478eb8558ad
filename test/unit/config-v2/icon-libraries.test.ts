// `icons.library`: Font Awesome (default), Lucide and Tabler names drawn as inline SVG from the
// registry packages; a name the chosen library lacks falls back to Font Awesome.
import { describe, expect, test } from 'vitest';
import { findIcon } from '../../../src/icons/icon-sets.ts';

describe('icon libraries', () => {
  test.each([
    ['fontawesome', 'house', 'fill="currentColor"'],
    ['lucide', 'house', 'stroke="currentColor"'],
    ['tabler', 'home', 'stroke="currentColor"'],
  ] as const)('%s draws "%s"', (library, name, drawing) => {
    const icon = findIcon(name, 'solid', library);
    expect(icon?.body).toContain(drawing);
    expect(icon?.body).not.toMatch(/<script|on\w+=/i);
  });

  test('a brand missing from Lucide comes from Font Awesome; an unknown name is nothing', () => {
    expect(findIcon('discord', 'brands', 'lucide')?.set).toBe('brands');
    expect(findIcon('"); background: url(x);/*', 'solid', 'tabler')).toBeUndefined();
  });
});
