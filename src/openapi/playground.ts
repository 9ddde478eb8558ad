// The playground's contract (src/playground/spec.ts) for one operation page: servers with their
// variables substituted, parameters, body, authentication alternatives (the operation's `security`, else the
// file's, else docs.json `api.auth`) and the mode from `api.playground.mode`. Pure: tested without Astro.
import type { PlaygroundSpec } from '../playground/spec.ts';
import type { ApiSettings, OperationView } from './view.ts';

export interface PlaygroundConfig {
  api?: ApiSettings;
  /** The integration option `playgroundProxy`. */
  playgroundProxy?: string;
}

/**
 * The PlaygroundSpec of an operation page, or undefined when `api.playground.mode` is `hide`, and for
 * a webhook: the API sends it to the reader's server, so there is no request to try against the API.
 */
export function playgroundSpecFor(operation: OperationView, config: PlaygroundConfig = {}): PlaygroundSpec | undefined {
  const mode = config.api?.playground?.mode ?? 'show';
  if (mode === 'hide' || operation.ref.kind === 'webhook') return undefined;
  return {
    ...operation.request,
    mode,
    ...(config.playgroundProxy ? { proxy: config.playgroundProxy } : {}),
  };
}
