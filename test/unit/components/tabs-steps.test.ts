import { describe, expect, test } from 'vitest';
import Tabs from '../../../components/content/Tabs.astro';
import Tab from '../../../components/content/Tab.astro';
import Steps from '../../../components/content/Steps.astro';
import Step from '../../../components/content/Step.astro';
import { renderComponent } from './render.ts';

describe('Tabs and Tab', () => {
  test('Tab marks its panel with its title', async () => {
    const { html } = await renderComponent(Tab, { title: 'macOS' }, { default: '<p>brew</p>' });
    expect(html).toBe('<div class="ds-tab-panel" data-ds-tab-title="macOS"><p>brew</p></div>');
  });

  test('Tabs builds the WAI-ARIA tab list; panels are labelled, focusable, hidden but the first', async () => {
    const mac = (await renderComponent(Tab, { title: 'macOS' }, { default: '<p>brew</p>' })).html;
    const win = (await renderComponent(Tab, { title: 'Windows & WSL' }, { default: '<p>winget</p>' })).html;
    const { html } = await renderComponent(Tabs, {}, { default: mac + win });
    expect(html).toMatchInlineSnapshot(`"<docsmith-tabs class="ds-tabs ds-tabs--tabs"><div class="ds-tablist" role="tablist" aria-label="Tabs"><button type="button" role="tab" class="ds-tab" id="tab-macos" aria-controls="tab-macos-panel" aria-selected="true" tabindex="0" data-title="macOS">macOS</button><button type="button" role="tab" class="ds-tab" id="tab-windows-&amp;-wsl" aria-controls="tab-windows-&amp;-wsl-panel" aria-selected="false" tabindex="-1" data-title="Windows &amp; WSL">Windows &amp; WSL</button></div><div class="ds-tab-panel" role="tabpanel" id="tab-macos-panel" aria-labelledby="tab-macos" data-title="macOS" tabindex="0"><p>brew</p></div><div class="ds-tab-panel" role="tabpanel" id="tab-windows-&amp;-wsl-panel" aria-labelledby="tab-windows-&amp;-wsl" data-title="Windows &amp; WSL" tabindex="0" hidden><p>winget</p></div></docsmith-tabs><script type="module" src="/components/content/TabSet.astro?astro&type=script&index=0&lang.ts"></script>"`);
  });

  test('nested Tabs: the inner group takes its own panels only', async () => {
    const innerTab = (await renderComponent(Tab, { title: 'Inner' }, { default: 'i' })).html;
    const inner = (await renderComponent(Tabs, {}, { default: innerTab })).html;
    const outerTab = (await renderComponent(Tab, { title: 'Outer' }, { default: inner })).html;
    const { html } = await renderComponent(Tabs, {}, { default: outerTab });
    // Document order: the outer tab list, then inside its panel the inner one.
    expect([...html.matchAll(/role="tab" class="ds-tab" id="([^"]+)"/g)].map((m) => m[1])).toEqual(['tab-outer', 'tab-inner']);
    expect([...html.matchAll(/role="tabpanel" id="([^"]+)"/g)].map((m) => m[1])).toEqual(['tab-outer-panel', 'tab-inner-panel']);
    expect(html).not.toContain('data-ds-tab-title');
  });

  test('a Tab without title is a warning and is still shown', async () => {
    const { html, findings } = await renderComponent(Tab, {}, { default: 'x' });
    expect(findings.map((f) => f.message)).toEqual(['<Tab>: needs a `title`, e.g. <Tab title="macOS">']);
    expect(html).toContain('data-ds-tab-title="Tab"');
  });
});

describe('Steps and Step', () => {
  test('Steps is a list; a Step is a linkable item with its title', async () => {
    const steps = await renderComponent(Steps, { titleSize: 'h3' }, { default: '<li>x</li>' });
    expect(steps.html).toBe('<ol class="ds-steps ds-steps--title-h3" role="list"><li>x</li></ol>');
    const step = await renderComponent(Step, { title: 'Install the CLI', titleSize: 'h3' }, { default: '<p>Run it.</p>' });
    expect(step.html).toMatchInlineSnapshot(`"<li class="ds-step" id="step-install-the-cli"><span class="ds-step-marker" aria-hidden="true"></span><div class="ds-step-content"><h3 class="ds-step-title ds-step-title--h3"><a href="#step-install-the-cli">Install the CLI</a></h3><div class="ds-step-body"><p>Run it.</p></div></div></li>"`);
  });

  test('stepNumber sets the counter; an icon replaces the number', async () => {
    const { html } = await renderComponent(Step, { title: 'Deploy', stepNumber: 5, icon: 'rocket' });
    expect(html).toMatch(/^<li class="ds-step" id="step-deploy" style="counter-set: ds-step 5"><span class="ds-step-marker ds-step-marker--icon" aria-hidden="true"><svg class="ds-icon"/);
  });

  test('a Step without title is a warning with a visible fallback', async () => {
    const { html, findings } = await renderComponent(Step, {});
    expect(findings.map((f) => f.message)).toEqual(['<Step>: needs a `title`, e.g. <Step title="Install the CLI">']);
    expect(html).toContain('<a href="#step-untitled-step">Untitled step</a>');
  });
});
