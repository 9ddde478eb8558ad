import { defineCollection } from 'astro:content';
import { docsLoader, docsSchema } from 'docsmith/content';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
