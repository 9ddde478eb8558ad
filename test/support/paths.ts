import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXAMPLE_DIST = fileURLToPath(new URL('../../example-site/dist/', import.meta.url));
/** The shared real-world corpora, beside the checkout (tests copy from it, never write to it). */
export const SHARED_CORPUS = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));
/** The product specification, in the shared folder beside the checkout. */
export const SHARED_SPEC = fileURLToPath(new URL('../../../shared/spec/docs-site-spec.md', import.meta.url));

/**
 * The environment for an Astro command started from a test: vitest's own variables removed, since
 * Astro skips its dev request handler under VITEST and Vite builds for development under NODE_ENV=test.
 */
export function astroChildEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
}
