// The child process that runs fuzz cases (started by harness.ts). A separate process, because only
// the parent can notice and stop a case that never returns: a synchronous endless loop would freeze
// the test runner itself.
import { DocsmithUserError, runConfig, runCurrentSite, runPage, type ConfigCase } from './targets.ts';
import type { CurrentSiteCase } from './current-format-site.ts';
import { runOpenApi, type OpenApiCase } from './openapi-target.ts';

/** `spin` never returns: it exists so that a test can prove the hang detector works. */
export type Target = 'config' | 'current-site' | 'page' | 'openapi' | 'spin';

export interface Outcome {
  /** `result`: returned; `user-error`: a DocsmithUserError (message and hint); `exception`: anything else thrown. */
  kind: 'result' | 'user-error' | 'exception';
  text: string;
  name?: string;
  stack?: string;
}

async function run(target: Target, input: unknown): Promise<Outcome> {
  try {
    if (target === 'spin') for (;;);
    const text =
      target === 'config' ? runConfig(input as ConfigCase) : target === 'current-site' ? runCurrentSite(input as CurrentSiteCase) : target === 'openapi' ? await runOpenApi(input as OpenApiCase) : runPage(input as string);
    return { kind: 'result', text };
  } catch (error) {
    if (error instanceof DocsmithUserError) return { kind: 'user-error', text: `${error.message}\n${error.hint ?? ''}` };
    const e = error instanceof Error ? error : new Error(String(error));
    return { kind: 'exception', text: e.message, name: e.name, stack: e.stack };
  }
}

process.on('message', async (message: { id: number; target: Target; input: unknown }) => {
  process.send!({ id: message.id, outcome: await run(message.target, message.input) });
});
process.send!({ ready: true });
