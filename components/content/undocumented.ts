// Names real hosted-platform pages use that its documentation does not list (`Critical`, `Link`):
// Docsmith renders them as their closest component and warns once per build and name, so a team
// can move to the documented name without a page breaking meanwhile.
import { reportRenderFinding } from '../../src/diagnostics/render-findings.ts';
import { pageOf, type RenderContext } from './component-context.ts';

const KEY = Symbol.for('docsmith.undocumentedWarned');

export function warnUndocumented(astro: RenderContext, name: string, instead: string): void {
  const holder = globalThis as { [KEY]?: Set<string> };
  const warned = (holder[KEY] ??= new Set());
  if (warned.has(name)) return;
  warned.add(name);
  reportRenderFinding({
    rule: 'page/unknown-component',
    file: pageOf(astro),
    message: `<${name}> is an undocumented component of the hosted platform; Docsmith renders it as ${instead} (use ${instead} to silence this)`,
  });
}
