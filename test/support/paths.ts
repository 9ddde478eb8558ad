import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXAMPLE_DIST = fileURLToPath(new URL('../../example-site/dist/', import.meta.url));
/** The shared real-world corpora, beside the checkout (tests copy from it, never write to it). */
export const SHARED_CORPUS = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));
