// The JSON Schema of docs.json, generated from the zod schema so that the two never disagree.
// Editors use it through `"$schema"` for completion and the field descriptions.
import { z } from 'astro/zod';
import { docsConfigSchema } from './schema.ts';

export function docsJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(docsConfigSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { ...schema, title: 'Docsmith docs.json', description: 'Configuration of a Docsmith documentation site.' };
}

export function docsJsonSchemaText(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}
