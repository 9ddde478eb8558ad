import { docsCollection } from 'docsmith/content';

export const collections = { docs: docsCollection() };
