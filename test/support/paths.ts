import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXAMPLE_DIST = fileURLToPath(new URL('../../example-site/dist/', import.meta.url));
/** Real-world corpora kept in the repository, each with its upstream licence (tests copy from them, never write to them). */
export const CORPORA = fileURLToPath(new URL('../corpora/', import.meta.url));
/** The product specification. */
export const PRODUCT_SPEC = fileURLToPath(new URL('../../docs/spec.md', import.meta.url));

/**
 * The environment for an Astro command started from a test: vitest's own variables removed, since
 * Astro skips its dev request handler under VITEST and Vite builds for development under NODE_ENV=test.
 */
export function astroChildEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', DOCSMITH_OFFLINE: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
}
