// Rewrites the README's rule table from the rule registry (`npm run readme`); a unit test
// (test/unit/rules-registry.test.ts) fails while the README and the registry disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { ruleTable } from '../src/rules-text/readme-table.ts';

const readme = new URL('../README.md', import.meta.url);
const text = readFileSync(readme, 'utf8');
const start = text.indexOf('| rule id | default | reported by | what it checks |');
if (start < 0) throw new Error('README.md has no rule table to replace');
const end = text.indexOf('\n\n', start);
writeFileSync(readme, text.slice(0, start) + ruleTable() + text.slice(end));
