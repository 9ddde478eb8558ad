import { describe, expect, test } from 'vitest';
import Accordion from '../../../components/content/Accordion.astro';
import AccordionGroup from '../../../components/content/AccordionGroup.astro';
import Card from '../../../components/content/Card.astro';
import CardGroup from '../../../components/content/CardGroup.astro';
import Frame from '../../../components/content/Frame.astro';
import Tooltip from '../../../components/content/Tooltip.astro';
import Update from '../../../components/content/Update.astro';
import Note from '../../../components/content/Note.astro';
import Tip from '../../../components/content/Tip.astro';
import Warning from '../../../components/content/Warning.astro';
import Warn from '../../../components/content/Warn.astro';
import Info from '../../../components/content/Info.astro';
import Check from '../../../components/content/Check.astro';
import { renderComponent } from './render.ts';

describe('callouts', () => {
  test.each([
    [Note, 'note', 'Note'],
    [Tip, 'tip', 'Tip'],
    [Warning, 'warning', 'Warning'],
    [Warn, 'warning', 'Warning'],
    [Info, 'info', 'Info'],
    [Check, 'check', 'Success'],
  ])('%#: its kind as class and accessible name, an icon, the content', async (component, kind, label) => {
    const { html } = await renderComponent(component, {}, { default: '<p>Hi <strong>there</strong></p>' });
    expect(html).toMatch(new RegExp(`^<aside class="ds-callout ds-callout--${kind}" aria-label="${label}"><svg class="ds-callout-icon" aria-hidden="true"`));
    expect(html).toContain('<div class="ds-callout-body"><p>Hi <strong>there</strong></p></div></aside>');
  });
});

describe('Accordion', () => {
  test('a native disclosure with title, description and icon; closed unless defaultOpen', async () => {
    const { html } = await renderComponent(Accordion, { title: 'Can I self-host?', description: 'Yes', icon: 'globe' }, { default: '<p>Yes.</p>' });
    expect(html).toMatch(/^<details class="ds-accordion" id="accordion-can-i-self-host"><summary class="ds-accordion-summary"><svg class="ds-icon ds-accordion-icon"[^>]*data-icon="globe">/);
    expect(html).toContain('</svg><span class="ds-accordion-heading"><span class="ds-accordion-title">Can I self-host?</span> <span class="ds-accordion-description">Yes</span></span></summary><div class="ds-accordion-body"><p>Yes.</p></div></details>');
    const open = await renderComponent(Accordion, { title: 'Open', defaultOpen: true });
    expect(open.html).toMatch(/^<details class="ds-accordion" id="accordion-open" open>/);
  });

  test('AccordionGroup groups them', async () => {
    const { html } = await renderComponent(AccordionGroup, {}, { default: '<details></details>' });
    expect(html).toBe('<div class="ds-accordion-group"><details></details></div>');
  });
});

describe('Card and CardGroup', () => {
  test('an internal link card is one link (to the page\'s canonical URL) with icon, title and body', async () => {
    const { html } = await renderComponent(Card, { title: 'Quickstart', icon: 'rocket', href: '/quickstart' }, { default: 'Start here.' });
    expect(html).toMatch(/^<a href="\/quickstart\/" class="ds-card ds-card--link"><span class="ds-card-inner"><span class="ds-card-icon"><svg class="ds-icon"[^>]*data-icon="rocket"/);
    expect(html).toContain('<span class="ds-card-title">Quickstart</span><span class="ds-card-body">Start here.</span>');
    expect(html).not.toContain('target=');
  });

  test('markup in the "icon" slot (from icon={<svg>}) is used instead of a named icon', async () => {
    const { html } = await renderComponent(Card, { title: 'X', color: '#ff0000' }, { icon: '<svg viewBox="0 0 1 1"></svg>' });
    expect(html).toContain('<span class="ds-card-icon" style="color:#ff0000"><svg viewBox="0 0 1 1"></svg></span>');
  });

  test('an external card opens a new tab safely and says so to screen readers', async () => {
    const { html } = await renderComponent(Card, { title: 'Status', href: 'https://status.example.com' });
    expect(html).toMatch(/^<a href="https:\/\/status.example.com" target="_blank" rel="noopener noreferrer" class="ds-card ds-card--link">/);
    expect(html).toContain('<span class="ds-visually-hidden"> (opens in a new tab)</span>');
  });

  test('without href a card is not a link; img on top; horizontal variant', async () => {
    const { html } = await renderComponent(Card, { title: 'Plain', img: '/images/a.png', horizontal: true });
    expect(html).toBe('<div class="ds-card ds-card--horizontal"><img class="ds-card-img" src="/images/a.png" alt="" loading="lazy"><span class="ds-card-inner"><span class="ds-card-text"><span class="ds-card-title">Plain</span></span></span> </div>');
  });

  test('CardGroup sets the column count; out of range is a warning and falls back to 2', async () => {
    const three = await renderComponent(CardGroup, { cols: 3 }, { default: 'x' });
    expect(three.html).toBe('<div class="ds-card-group" style="--ds-cols: 3">x</div>');
    const seven = await renderComponent(CardGroup, { cols: 7 });
    expect(seven.findings.map((f) => `${f.rule}: ${f.message}`)).toEqual([
      'component/invalid-props: <CardGroup>: cols must be a whole number from 1 to 4, got 7; showing 2 columns',
    ]);
    expect(seven.html).toBe('<div class="ds-card-group" style="--ds-cols: 2"></div>');
  });
});

describe('Frame, Tooltip, Update', () => {
  test('Frame is a figure with an optional caption', async () => {
    const { html } = await renderComponent(Frame, { caption: 'The dashboard' }, { default: '<img src="/a.png" alt="Dashboard">' });
    expect(html).toBe('<figure class="ds-frame"><div class="ds-frame-body"><img src="/a.png" alt="Dashboard"></div><figcaption class="ds-frame-caption">The dashboard</figcaption></figure>');
    const bare = await renderComponent(Frame, {}, { default: 'x' });
    expect(bare.html).not.toContain('figcaption');
  });

  test('Tooltip: a focusable term described by its tip', async () => {
    const { html: rendered } = await renderComponent(Tooltip, { tip: 'Application programming interface' }, { default: 'API' });
    // The markup, then the module script that lets Escape dismiss the tip.
    const [html, script] = rendered.split(/(?=<script)/);
    expect(script).toMatch(/^<script type="module" src="[^"]*Tooltip\.astro\?astro&type=script/);
    expect(html).toBe(
      '<span class="ds-tooltip"><span class="ds-tooltip-term" tabindex="0" aria-describedby="tooltip-application-programming-interface">API</span><span class="ds-tooltip-tip" role="tooltip" id="tooltip-application-programming-interface">Application programming interface</span></span>',
    );
  });

  test('Update: label heading with an anchor, description, tags, content', async () => {
    const { html } = await renderComponent(Update, { label: '2026-03-01', description: 'v2.1', tags: ['Feature'] }, { default: '<p>New.</p>' });
    expect(html).toMatchInlineSnapshot(`"<section class="ds-update"><div class="ds-update-meta"><h2 class="ds-update-label" id="2026-03-01">2026-03-01<a class="ds-heading-anchor" href="#2026-03-01" aria-label="Link to this section"></a></h2><p class="ds-update-description">v2.1</p><ul class="ds-update-tags" aria-label="Tags"><li class="ds-update-tag">Feature</li></ul></div><div class="ds-update-body"><p>New.</p></div></section>"`);
  });

  test('Update uses the heading the markdown plugin put in its "update-label" slot', async () => {
    const { html } = await renderComponent(Update, { label: 'v1' }, { default: 'x', 'update-label': '<h2 id="v1" class="ds-update-label">v1</h2>' });
    expect(html).toContain('<div class="ds-update-meta"><h2 id="v1" class="ds-update-label">v1</h2></div>');
  });
});
