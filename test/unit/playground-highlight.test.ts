// The playground's request samples are highlighted by the island's own small tokenizer: the tokens
// a reader sees coloured, per language, and the text kept exactly as the sample wrote it.
import { expect, test } from 'vitest';
import { sampleTokens, type SyntaxKind } from '../../components/islands/playground/highlight.ts';
import { buildRequest } from '../../components/islands/playground/request.ts';
import { sample, SAMPLE_LANGUAGES, type SampleLanguage } from '../../components/islands/playground/samples.ts';
import { initialValues } from '../../components/islands/playground/values.ts';
import type { PlaygroundSpec } from '../../src/playground/spec.ts';

const coloured = (language: SampleLanguage, text: string): [SyntaxKind, string][] =>
  sampleTokens(language, text).flatMap((t) => (t.kind ? [[t.kind, t.text] as [SyntaxKind, string]] : []));

test('curl: the command, options, the method, quoted words (with a quote inside) and line continuations', () => {
  const text = "curl --request POST \\\n  --url 'https://api.test/v2/items' \\\n  --header 'X-Note: it'\\''s'";
  expect(coloured('curl', text)).toEqual([
    ['command', 'curl'],
    ['constant', '--request'],
    ['string', 'POST'],
    ['continuation', '\\'],
    ['constant', '--url'],
    ['string', "'https://api.test/v2/items'"],
    ['continuation', '\\'],
    ['constant', '--header'],
    ['string', "'X-Note: it'\\''s'"],
  ]);
});

test('JavaScript: keywords, strings, calls, constants and comments; no match inside a string', () => {
  const text = '// Node.js only\nconst response = await fetch("https://api.test/a?x=1", {\n  body: JSON.stringify({ "n": 2, "ok": true }),\n});';
  expect(coloured('javascript', text)).toEqual([
    ['comment', '// Node.js only'],
    ['keyword', 'const'],
    ['keyword', '='],
    ['keyword', 'await'],
    ['function', 'fetch'],
    ['string', '"https://api.test/a?x=1"'],
    ['constant', 'JSON'],
    ['function', 'stringify'],
    ['string', '"n"'],
    ['constant', '2'],
    ['string', '"ok"'],
    ['constant', 'true'],
  ]);
});

test('Python: keyword arguments, literals, builtins and calls', () => {
  const text = 'import requests\n\nresponse = requests.request(\n    "GET",\n    headers={"A": "b"},\n    json={"on": True, "off": None},\n)\nprint(response.status_code)';
  expect(coloured('python', text)).toEqual([
    ['keyword', 'import'],
    ['keyword', '='],
    ['function', 'request'],
    ['string', '"GET"'],
    ['parameter', 'headers'],
    ['keyword', '='],
    ['string', '"A"'],
    ['string', '"b"'],
    ['parameter', 'json'],
    ['keyword', '='],
    ['string', '"on"'],
    ['constant', 'True'],
    ['string', '"off"'],
    ['constant', 'None'],
    ['constant', 'print'],
  ]);
});

test('every sample language keeps its text exactly and colours something', () => {
  const spec: PlaygroundSpec = {
    mode: 'show',
    method: 'POST',
    path: '/items/{id}',
    servers: ['https://api.test/v2'],
    auth: [{ type: 'bearer' }],
    parameters: [{ name: 'id', in: 'path', type: 'string', required: true, example: 'it 1' }],
    body: { mediaType: 'application/json', required: true, example: '{"name": "O\'Neil", "count": 2, "on": true}' },
  };
  const request = buildRequest(spec, initialValues(spec), { mask: true });
  expect(SAMPLE_LANGUAGES.length).toBeGreaterThan(0);
  for (const { id } of SAMPLE_LANGUAGES) {
    const text = sample(id, request);
    const tokens = sampleTokens(id, text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(new Set(tokens.flatMap((t) => (t.kind ? [t.kind] : []))).size).toBeGreaterThanOrEqual(3);
  }
});
