// Findings made while pages render (a component with wrong props, a broken link, an image without
// alt text) travel to the reporter through the build channel (src/build-channel.ts); the integration
// prints them, summarised, when the build ends and fails the build when any is an error under the
// user's rules.
import type { Finding } from './reporter.ts';
import { buildChannel } from '../build-channel.ts';

/**
 * Called by components and routes; the page shows a visible fallback while the build reports it.
 * With `onceKey`, only the first finding of that key in a build is kept (a name warned about once).
 */
export function reportRenderFinding(finding: Finding, onceKey?: string): void {
  const channel = buildChannel();
  if (channel.forwardFinding) return channel.forwardFinding(finding, onceKey);
  if (onceKey !== undefined) {
    if (channel.reportedOnce.has(onceKey)) return;
    channel.reportedOnce.add(onceKey);
  }
  channel.findings.push(finding);
}

/**
 * Takes every finding collected so far (the integration calls it once the pages are written), in
 * file and line order: pages render several at a time, so the order they were made in varies.
 */
export function drainRenderFindings(): Finding[] {
  return buildChannel().findings.splice(0).sort(byPlace);
}

function byPlace(a: Finding, b: Finding): number {
  return (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
