// Renders a content component to HTML with Astro's container API, as a page would.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { drainRenderFindings } from '../../../src/diagnostics/render-findings.ts';
import type { Finding } from '../../../src/diagnostics/reporter.ts';
import { REPO_ROOT } from '../../support/paths.ts';

type Component = Parameters<AstroContainer['renderToString']>[0];

let container: AstroContainer | undefined;

export interface Rendered {
  html: string;
  findings: Finding[];
}

/** `component` is an imported .astro file (typed loosely by TypeScript, so cast here once). */
export async function renderComponent(
  component: unknown,
  props: Record<string, unknown> = {},
  slots: Record<string, string> = {},
  locals: Record<string, unknown> = {},
): Promise<Rendered> {
  container ??= await AstroContainer.create();
  drainRenderFindings();
  const html = await container.renderToString(component as Component, { props, slots, locals, request: new Request('http://docs.test/page/') });
  // In dev, component scripts are linked by file path: name them from the repository root so that
  // the HTML is the same on every machine.
  return { html: html.replaceAll(`src="${REPO_ROOT}`, 'src="/'), findings: drainRenderFindings() };
}
