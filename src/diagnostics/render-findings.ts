// Findings made while pages render (a component with wrong props, a broken link, an image without
// alt text). Rendering runs in the build process but in other module instances than the integration,
// so findings are collected on globalThis; the integration prints them, summarised, when the build
// ends and fails the build when any is an error under the user's rules.
import type { Finding } from './reporter.ts';

const KEY = Symbol.for('docsmith.renderFindings');

function store(): Finding[] {
  const holder = globalThis as { [KEY]?: Finding[] };
  return (holder[KEY] ??= []);
}

/** Called by components and routes; the page shows a visible fallback while the build reports it. */
export function reportRenderFinding(finding: Finding): void {
  store().push(finding);
}

/** Takes every finding collected so far (the integration calls it once the pages are written). */
export function drainRenderFindings(): Finding[] {
  return store().splice(0);
}
