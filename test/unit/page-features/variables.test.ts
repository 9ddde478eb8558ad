// docs.json variables in page prose: replaced at build time, code left as written, undefined names placed.
import { expect, test } from 'vitest';
import { substituteVariables } from '../../../src/markdown/variables.ts';
import { docsConfigSchema } from '../../../src/config/schema.ts';

const variables = { product: 'Acme Cloud', 'api-version': 'v2', risky: '<img onerror=x> {alert(1)}' };

test('prose and attribute strings get the value; fenced and inline code keep the placeholder', () => {
  const source = '---\ntitle: "{{product}}"\n---\n\n# Use {{ product }} {{api-version}}\n\n<Card title="{{product}} API">x</Card>\n\n```hbs\nHello {{product}}\n```\n\nWrite `{{product}}` in templates.\n';
  expect(substituteVariables(source, variables).code).toBe(
    '---\ntitle: "{{product}}"\n---\n\n# Use Acme Cloud v2\n\n<Card title="Acme Cloud API">x</Card>\n\n```hbs\nHello {{product}}\n```\n\nWrite `{{product}}` in templates.\n',
  );
});

test('a value is text in MDX, never markup or an expression', () => {
  expect(substituteVariables('Say {{risky}}.', variables).code).toBe('Say &lt;img onerror=x&gt; &#123;alert(1)&#125;.');
  expect(substituteVariables('Say {{risky}}.', variables, (v) => v).code).toBe('Say <img onerror=x> {alert(1)}.');
});

test('undefined names stay as written and are returned with their line', () => {
  const result = substituteVariables('Intro\n\n{{product}} and {{prodcut}}\n\n```\n{{nope}}\n```\n{{missing}}\n', variables);
  expect(result.undefinedNames).toEqual([
    { name: 'prodcut', line: 3 },
    { name: 'missing', line: 8 },
  ]);
  expect(result.code).toContain('Acme Cloud and {{prodcut}}');
});

test('docs.json variable names: letters, digits, - and _', () => {
  const base = { name: 'X', navigation: [] };
  expect(docsConfigSchema.safeParse({ ...base, variables: { 'api-version': 'v2' } }).success).toBe(true);
  expect(docsConfigSchema.safeParse({ ...base, variables: { 'a b': 'x' } }).success).toBe(false);
});

test('the build\'s source transform reports an undefined name at file:line with a did-you-mean', async () => {
  const { prepareMdxSource } = await import('../../../src/markdown/repairs/vite-plugin.ts');
  const { drainRenderFindings } = await import('../../../src/diagnostics/render-findings.ts');
  drainRenderFindings();
  // Named by the config file that defines them.
  prepareMdxSource('# Hi\n\nUse {{prodcut}} today.\n', '/docs/guides/a.mdx', '/docs', { variables: { values: variables, file: 'mint.json' }, componentsImport: false });
  expect(drainRenderFindings().filter((f) => f.rule === 'page/undefined-variable')).toEqual([
    { rule: 'page/undefined-variable', file: 'guides/a.mdx', line: 3, message: '{{prodcut}} is not defined in mint.json "variables"; did you mean "product"?' },
  ]);
  expect(prepareMdxSource('Use {{product}}.\n', '/docs/b.mdx', '/docs', { variables: { values: variables, file: 'docs.json' }, componentsImport: false })).toContain('Use Acme Cloud.');
});
