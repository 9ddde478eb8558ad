// The tree plugins for lower-case media elements and Update labels, run through Sätteri's MDX compiler
// as Astro runs them; the compiled module shows the props each element gets.
import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import { mediaElementsPlugin } from '../../../src/markdown/media-elements.ts';
import { updateLabelsPlugin } from '../../../src/markdown/update-labels.ts';
import { jsxIconsPlugin } from '../../../src/markdown/jsx-icons.ts';
import { stepsTitleSizePlugin } from '../../../src/markdown/steps-title-size.ts';
import { drainRenderFindings } from '../../../src/diagnostics/render-findings.ts';

async function compile(source: string): Promise<string> {
  drainRenderFindings();
  const result = await mdxToJs(source, {
    // Findings name the page from the docs root, wherever the process runs.
    hastPlugins: [updateLabelsPlugin(), mediaElementsPlugin('/site/docs'), jsxIconsPlugin(), stepsTitleSizePlugin()],
    fileURL: new URL('file:///site/docs/guides/page.mdx'),
    // As Astro compiles MDX.
    jsxImportSource: 'astro',
    elementAttributeNameCase: 'html',
  });
  const body = /function _createMdxContent[\s\S]*/.exec(result.code)?.[0] ?? '';
  return body.replace(/\s+/g, ' ');
}

describe('lower-case media elements', () => {
  test('an iframe becomes a lazy 16:9 embed, keeps author attributes, and warns without a title', async () => {
    const code = await compile('<iframe src="https://player.test/1" className="rounded" allowFullScreen></iframe>\n');
    expect(code).toContain('_jsx(_components.iframe, { src: "https://player.test/1", class: "rounded ds-embed", allowFullScreen: true, loading: "lazy" })');
    expect(drainRenderFindings()).toEqual([
      {
        rule: 'media/iframe-title',
        file: 'guides/page.mdx',
        message: 'iframe "https://player.test/1" has no title; add title="what the embed shows" for screen readers',
      },
    ]);
  });

  test('an iframe with a title and its own loading is left without a finding', async () => {
    const code = await compile('<iframe src="/v" title="Demo" loading="eager"></iframe>\n');
    expect(code).toContain('{ src: "/v", title: "Demo", loading: "eager", class: "ds-embed" }');
    expect(drainRenderFindings()).toEqual([]);
  });

  test('a video keeps autoPlay/muted/loop/controls and gets the embed class', async () => {
    const code = await compile('<video src="/demo.mp4" autoPlay muted loop controls></video>\n');
    expect(code).toContain('{ src: "/demo.mp4", autoPlay: true, muted: true, loop: true, controls: true, class: "ds-embed", preload: "metadata" }');
  });

  test('images without alt text are warnings naming the page; markdown and JSX images alike', async () => {
    await compile('<img src="/a.png" />\n\n![](/b.png)\n\n![A chart](/c.png)\n\n<img src="/d.png" alt="Logo" />\n');
    expect(drainRenderFindings().map((f) => `${f.file}: ${f.message} [${f.rule}]`)).toEqual([
      'guides/page.mdx: image "/a.png" has no alt text; add alt="what the image shows" [media/missing-alt]',
      'guides/page.mdx: image "/b.png" has no alt text; write ![what the image shows](/b.png) [media/missing-alt]',
    ]);
  });
});

describe('Update labels', () => {
  test('each Update gets its label as an h2 in the "update-label" slot, where heading collection sees it', async () => {
    const code = await compile('<Update label="2026-03-01" description="v2">Hi</Update>\n');
    expect(code).toContain('_jsxs(Update, { label: "2026-03-01", description: "v2", children: [_jsx(_components.h2, { class: "ds-update-label", slot: "update-label", children: "2026-03-01" }), "Hi"] })');
  });

  test('an Update without a label gets no heading', async () => {
    const code = await compile('<Update description="v2">Hi</Update>\n');
    expect(code).not.toContain('_components.h2');
  });
});

describe('markup icons', () => {
  test('icon={<svg>} moves into the component\'s "icon" slot, with JSX attribute names made HTML', async () => {
    const code = await compile('<Card title="X" icon={\n  <svg viewBox="0 0 24 24"><g clipPath="url(#a)"><path d="M1 1" /></g></svg>\n} href="/x">\n  Body\n</Card>\n');
    expect(code).toContain('_jsxs(Card, { title: "X", href: "/x", children: [_jsx(_components.svg, { viewBox: "0 0 24 24", slot: "icon", children: _jsx(_components.g, { "clip-path": "url(#a)", children: _jsx(_components.path, { d: "M1 1" }) }) }), _jsx(_components.p, { children: "Body" })] })');
  });

  test('a named icon stays a prop', async () => {
    const code = await compile('<Card title="X" icon="rocket">Body</Card>\n');
    expect(code).toContain('_jsx(Card, { title: "X", icon: "rocket", children: "Body" })');
  });
});

describe('Steps titleSize', () => {
  test('is handed to each Step that has none of its own', async () => {
    const code = await compile('<Steps titleSize="h3">\n  <Step title="A">a</Step>\n  <Step title="B" titleSize="p">b</Step>\n</Steps>\n');
    expect(code).toContain('_jsx(Step, { title: "A", titleSize: "h3", children: "a" })');
    expect(code).toContain('_jsx(Step, { title: "B", titleSize: "p", children: "b" })');
  });
});
