// The JSON Schema of docs.json, generated from the zod schema so that the two never disagree.
// Editors use it through `"$schema"` for completion and the field descriptions.
import { z } from 'astro/zod';
import { docsConfigSchema } from './schema.ts';
import { currentFormatSchema } from './v2/schema.ts';

/** Both formats: an editor picks the one whose `navigation` shape matches (array: legacy, object: current). */
export function docsJsonSchema(): Record<string, unknown> {
  const both = z.union([docsConfigSchema.describe('The legacy docs.json format (navigation as an array of groups).'), currentFormatSchema]);
  const schema = z.toJSONSchema(both, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { ...schema, title: 'Docsmith docs.json', description: 'Configuration of a Docsmith documentation site, in the legacy or the current format.' };
}

export function docsJsonSchemaText(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}
