// Writes docs.schema.json from the zod schema: `npm run schema`. A unit test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { docsJsonSchemaText } from '../src/config/json-schema.ts';

writeFileSync(new URL('../docs.schema.json', import.meta.url), docsJsonSchemaText());
console.log('wrote docs.schema.json');
