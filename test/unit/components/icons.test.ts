import { describe, expect, test } from 'vitest';
import Icon from '../../../components/content/Icon.astro';
import { findIcon, isIconImage, normaliseIconName, suggestIcon } from '../../../src/icons/icon-sets.ts';
import { renderComponent } from './render.ts';

describe('icon sets', () => {
  test('styles the free sets lack map to the nearest free one', () => {
    expect(findIcon('clock', 'regular')?.set).toBe('regular');
    expect(findIcon('clock', 'light')?.set).toBe('regular');
    expect(findIcon('clock', 'duotone')?.set).toBe('solid');
    expect(findIcon('clock', 'sharp-solid')?.set).toBe('solid');
    expect(findIcon('github', 'brands')?.set).toBe('brands');
    // A brand name with a solid iconType is still found among the brands.
    expect(findIcon('discord', 'solid')?.set).toBe('brands');
    expect(findIcon('no-such-icon-name')).toBeUndefined();
  });

  test('numbered circles and squares (paid icons authors use on screenshots) are drawn with their digit', () => {
    expect(findIcon('circle-2')?.body).toMatch(/^<circle [^>]*\/><text [^>]*>2<\/text>$/);
    expect(findIcon('square-7')?.body).toMatch(/^<rect [^>]*\/><text [^>]*>7<\/text>$/);
    expect(findIcon('circle-12')).toBeUndefined();
  });

  test('names and images', () => {
    expect(normaliseIconName('fa-solid fa-house')).toBe('house');
    expect(suggestIcon('rocet')).toBe('rocket');
    expect(isIconImage('/icons/logo.svg')).toBe(true);
    expect(isIconImage('https://cdn.test/x.png')).toBe(true);
    expect(isIconImage('house')).toBe(false);
  });
});

describe('Icon', () => {
  test('inline SVG, decorative, with colour (a hex without #) and size', async () => {
    const { html, findings } = await renderComponent(Icon, { icon: 'circle-check', iconType: 'solid', color: '28BF5C', size: 17 });
    expect(findings).toEqual([]);
    expect(html).toMatch(/^<svg class="ds-icon" viewBox="0 0 \d+ \d+" width="1em" height="1em" aria-hidden="true" focusable="false" style="color:#28BF5C;font-size:17px" data-icon="circle-check"><path fill="currentColor" d="M/);
  });

  test('size accepts a number or a pixel string; nonsense keeps the text size', async () => {
    expect((await renderComponent(Icon, { icon: 'house', size: '20px' })).html).toContain('style="font-size:20px"');
    expect((await renderComponent(Icon, { icon: 'house', size: 'big' })).html).not.toContain('style=');
  });

  test('a URL or path renders that image', async () => {
    const { html } = await renderComponent(Icon, { icon: '/icons/logo.svg', size: 20 });
    expect(html).toBe('<img class="ds-icon ds-icon--image" src="/icons/logo.svg" alt="" style="width:20px;height:20px" loading="lazy">');
  });

  test('an unknown name is a warning with a suggestion and a neutral placeholder', async () => {
    const { html, findings } = await renderComponent(Icon, { icon: 'rocet' });
    expect(findings).toEqual([{ rule: 'component/unknown-icon', file: '/page/', message: 'icon "rocet" is not in the free Font Awesome sets; did you mean "rocket"?' }]);
    expect(html).toMatch(/^<svg class="ds-icon ds-icon--unknown"/);
  });

  test('an unknown iconType is a warning and falls back to solid', async () => {
    const { html, findings } = await renderComponent(Icon, { icon: 'house', iconType: 'fancy' });
    expect(findings.map((f) => f.message)).toEqual([
      '<Icon>: iconType "fancy" is not one of brands, duotone, light, sharp-solid, solid, thin, regular; using solid',
    ]);
    expect(html).toContain('data-icon="house"');
  });
});

test('a value that is not text is a warning, not a crash', async () => {
  const { html, findings } = await renderComponent(Icon, { icon: { type: 'svg' } });
  expect(findings.map((f) => f.message)).toEqual(['<Icon>: needs an `icon` name, e.g. <Icon icon="rocket" />']);
  expect(html).toMatch(/^<svg class="ds-icon ds-icon--unknown"/);
});
