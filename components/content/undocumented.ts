// Names real hosted-platform pages use that its documentation does not list (`Critical`, `Link`):
// Docsmith renders them as their closest component and warns once per build and name, so a team
// can move to the documented name without a page breaking meanwhile.
import { reportRenderFinding } from '../../src/diagnostics/render-findings.ts';
import { pageOf, type RenderContext } from './component-context.ts';

export function warnUndocumented(astro: RenderContext, name: string, instead: string): void {
  reportRenderFinding({
    rule: 'page/unknown-component',
    file: pageOf(astro),
    message: `<${name}> is an undocumented component of the hosted platform; Docsmith renders it as ${instead} (use ${instead} to silence this)`,
  }, `undocumented:${name}`);
}
