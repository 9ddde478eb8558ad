// The `src/content.config.ts` Docsmith writes (`docsmith init`, the docs-folder command, the tests'
// sites). A module of its own, without imports, so that the command line's bundle stays small.

export const CONTENT_CONFIG_SOURCE = `import { docsCollection } from 'docsmith/content';

export const collections = { docs: docsCollection() };
`;
