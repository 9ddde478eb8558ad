// The code samples the build workers warm up with: a block of each language the pages use most, read
// from fenced code only, within a bounded number of pages; and a real worker that warms up with them
// has loaded those languages, and no language Shiki does not know.
import { afterEach, expect, test } from 'vitest';
import { codeSamples } from '../../../src/markdown/code-samples.ts';
import { buildWorkerEntry, startBuildWorkers, type BuildWorkers } from '../../../src/markdown/build-workers.ts';

const page = (...blocks: string[]) => `---\ntitle: A page\n---\n\nSome prose with \`inline code\`.\n\n${blocks.join('\n\nMore prose.\n\n')}\n`;

test('the first block of each language, most used first, from fenced code only', () => {
  const pages = [
    page('```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```', '```bash\nnpm install\n```'),
    page('```TS\nlet later = true;\n```', '~~~python\nprint("hi")\n~~~', '```\nno language\n```'),
    page('```bash\necho again\n```', '```ts\nexport {};\n```', '    ```json\n    {"indented": "fence"}\n    ```'),
    'A page without code, mentioning ```ts only inline in prose is not a fence... ```',
  ];
  expect(codeSamples(pages)).toEqual([
    { lang: 'ts', code: 'const a = 1;\nconst b = 2;' },
    { lang: 'bash', code: 'npm install' },
    { lang: 'python', code: 'print("hi")' },
    { lang: 'json', code: '    {"indented": "fence"}' },
  ]);
  expect(codeSamples(pages, { languages: 2 }).map((s) => s.lang)).toEqual(['ts', 'bash']);
});

test('an unclosed fence runs to the end of the page; a large site is read only until enough pages had code', () => {
  expect(codeSamples([page('```yaml\nkey: value\nother: 1')])).toEqual([{ lang: 'yaml', code: 'key: value\nother: 1' }]);
  let read = 0;
  const many = (function* () {
    for (let i = 0; i < 10_000; i++) {
      read++;
      yield page(i % 2 ? '```go\nfunc main() {}\n```' : 'no code here');
    }
  })();
  expect(codeSamples(many, { pagesWithCode: 50 })).toEqual([{ lang: 'go', code: 'func main() {}' }]);
  expect(read).toBe(100);
});

let workers: BuildWorkers | undefined;
afterEach(async () => {
  await workers?.close();
  workers = undefined;
});

test('a worker warmed with the samples has their languages loaded, and passes over unknown ones', async () => {
  workers = startBuildWorkers(1, buildWorkerEntry())!;
  const [loaded] = await workers.warm([
    { lang: 'ts', code: 'const a: number = 1;' },
    { lang: 'not-a-language', code: 'x' },
    { lang: 'bash', code: 'echo hi' },
  ]);
  expect(loaded).toEqual(expect.arrayContaining(['typescript', 'bash']));
  expect(loaded).not.toContain('not-a-language');
});
