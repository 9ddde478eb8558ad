// Content components word their controls and labels in the page's language, as the chrome does: the
// layout leaves the page's UI strings in Astro.locals (src/runtime/ui-strings.ts), and components read
// them from there. Rendered here with the Spanish table.
import { describe, expect, test } from 'vitest';
import Expandable from '../../../components/content/Expandable.astro';
import ParamField from '../../../components/content/ParamField.astro';
import ResponseField from '../../../components/content/ResponseField.astro';
import Note from '../../../components/content/Note.astro';
import Callout from '../../../components/content/Callout.astro';
import Card from '../../../components/content/Card.astro';
import Tile from '../../../components/content/Tile.astro';
import Prompt from '../../../components/content/Prompt.astro';
import ColorItem from '../../../components/content/ColorItem.astro';
import Update from '../../../components/content/Update.astro';
import Tree from '../../../components/content/Tree.astro';
import View from '../../../components/content/View.astro';
import CodeGroup from '../../../components/content/CodeGroup.astro';
import { es } from '../../../src/i18n/strings/es.ts';
import { highlightBlockToHtml } from '../../../src/markdown/highlighter.ts';
import { renderComponent } from './render.ts';

// The key under which the layout leaves the page's words (src/runtime/ui-strings.ts, usePageLanguage).
const spanish = { 'docsmith:strings': es };
const render = (component: unknown, props: Record<string, unknown> = {}, slots: Record<string, string> = {}) => renderComponent(component, props, slots, spanish);

/** What a reader or a screen reader gets: text and the attributes that name things. */
const words = (html: string) => [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/>([^<]+)<|aria-label="([^"]*)"/g)].map((m) => (m[1] ?? m[2])!.trim()).filter(Boolean);

describe('in a Spanish page', () => {
  test('Expandable says Mostrar/Ocultar, with the title or the default "propiedades"', async () => {
    const titled = await render(Expandable, { title: 'Logo' }, { default: 'x' });
    expect(words(titled.html)).toEqual(['Mostrar Logo', 'Ocultar Logo', 'x']);
    const untitled = await render(Expandable, {}, { default: 'x' });
    expect(words(untitled.html)).toEqual(['Mostrar propiedades', 'Ocultar propiedades', 'x']);
  });

  test('ParamField and ResponseField badges, default and example', async () => {
    const param = await render(ParamField, { query: 'limit', type: 'integer', required: true, deprecated: true, default: 20, placeholder: '10' });
    expect(words(param.html)).toEqual(['limit', 'integer', 'query', 'obligatorio', 'obsoleto', 'predeterminado:', '20', 'Ejemplo:', '10']);
    const response = await render(ResponseField, { name: 'logo', type: 'object', required: true });
    expect(words(response.html)).toEqual(['logo', 'object', 'obligatorio']);
  });

  test('callouts name their kind for screen readers', async () => {
    expect((await render(Note, {}, { default: 'x' })).html).toMatch(/^<aside class="ds-callout ds-callout--note" aria-label="Nota">/);
    expect((await render(Callout, {}, { default: 'x' })).html).toMatch(/^<aside class="ds-callout ds-callout--custom" aria-label="Aviso">/);
  });

  test('links that open a new tab, prompts, swatches, update tags, trees, views and code groups', async () => {
    expect(words((await render(Card, { title: 'Estado', href: 'https://status.example.com' })).html)).toEqual(['Estado', '(se abre en una pestaña nueva)']);
    expect(words((await render(Tile, { title: 'Estado', href: 'https://status.example.com' }, { default: 'x' })).html)).toEqual(['x', 'Estado', '(se abre en una pestaña nueva)']);
    expect(words((await render(Prompt, { actions: ['copy', 'cursor'] }, { default: 'Resume' })).html)).toEqual(['Prompt', 'Copiar prompt', 'Abrir en Cursor', 'Resume']);
    expect(words((await render(ColorItem, { name: 'Verde', value: '#16a34a' })).html)).toEqual(['Copiar Verde #16a34a', 'Verde', '#16a34a']);
    expect(words((await render(Update, { label: 'v2', tags: ['API'] }, { default: 'x' })).html)).toEqual(['v2', 'Enlace a esta sección', 'Etiquetas', 'API', 'x']);
    expect((await render(Tree, {}, { default: '<ul><li>a.ts</li></ul>' })).html).toContain('aria-label="Árbol de archivos"');
    expect((await render(View, { title: 'Python' }, { default: 'x' })).html).toContain('data-ds-view-label="Vista"');
    const group = await render(CodeGroup, {}, { default: await highlightBlockToHtml('npm i x', 'bash', 'npm') });
    expect(group.html).toContain('role="tablist" aria-label="Ejemplos de código"');
  });
});
