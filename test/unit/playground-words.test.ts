// The playground speaks the page's language: every message its builders make (notes, problems, the
// failed-request explanation, labels read by screen readers) comes from the words the spec carries,
// so a page in another language shows none of the English ones. The source scan at the end keeps new
// English sentences from slipping into the builders as literals.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterEach, describe, expect, test } from 'vitest';
import Playground from '../../components/api/Playground.astro';
import { useDocument } from '../../components/islands/playground/dom.ts';
import { checkJson } from '../../components/islands/playground/json-check.ts';
import { prerenderedPlayground } from '../../components/islands/playground/prerender.ts';
import { buildRequest } from '../../components/islands/playground/request.ts';
import { outcomeSentence, responseView } from '../../components/islands/playground/response.ts';
import type { SendResult } from '../../components/islands/playground/send.ts';
import { serverDocument, type ServerElement } from '../../components/islands/playground/server-dom.ts';
import { initialValues } from '../../components/islands/playground/values.ts';
import { fill, PLAYGROUND_WORD_KEYS, playgroundWordsOf, useWords, type PlaygroundWords } from '../../components/islands/playground/words.ts';
import { en, type UiStrings } from '../../src/i18n/strings/en.ts';
import { fr } from '../../src/i18n/strings/fr.ts';
import { ja } from '../../src/i18n/strings/ja.ts';
import type { PlaygroundSpec } from '../../src/playground/spec.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { renderComponent } from './components/render.ts';

const PLAYGROUND_DIR = `${REPO_ROOT}components/islands/playground/`;

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * What a reader meets in the markup: text and the labels of assistive technology. Code (request
 * samples, response bodies) is left out: it is the same in every language.
 */
function readerText(html: string): string {
  const withoutCode = html.replace(/(<pre[^>]*>)[\s\S]*?(<\/pre>)/g, '$1 $2');
  const labels = [...withoutCode.matchAll(/ (?:aria-label|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  // Runs of markup whitespace are one space; a no-break space (French before `:`) is the text's own.
  return decode([withoutCode.replace(/<[^>]*>/g, ' '), ...labels].join(' ')).replace(/[ \t\r\n]+/g, ' ');
}

/**
 * The fixed parts (around the placeholders) of every English playground word that the language
 * words differently: none of them may show on that language's page.
 */
function englishFragments(table: UiStrings): string[] {
  return PLAYGROUND_WORD_KEYS.filter((key) => table[key] !== en[key])
    .flatMap((key) => en[key].split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && /[A-Za-z]/.test(part));
}

const spec: PlaygroundSpec = {
  method: 'PUT',
  path: '/lamps/{lampId}',
  servers: [],
  parameters: [
    { name: 'lampId', in: 'path', type: 'string', required: true },
    { name: 'colours', in: 'query', type: 'array', items: { type: 'string' } },
    { name: 'dim', in: 'query', type: 'boolean' },
    { name: 'X-Legacy', in: 'header', type: 'string', deprecated: true },
  ],
  body: { mediaType: 'application/json', required: true, example: '{"on": true}' },
  otherBodies: [{ mediaType: 'application/xml', example: '<lamp/>' }],
  auth: [
    { type: 'oauth2' },
    { type: 'apiKey', in: 'cookie', name: 'sid' },
    { type: 'apiKey', in: 'header', name: 'X-Key' },
    { type: 'apiKey', in: 'query', name: 'key' },
    { type: 'openIdConnect' },
    { type: 'bearer' },
    { type: 'basic' },
  ],
  mode: 'show',
};

/** The island's markup for `spec` in a language, with an API key in a cookie picked first on a second one. */
function playgroundText(words: PlaygroundWords): string {
  const first = prerenderedPlayground({ ...spec, words }, 'p1');
  const cookieKeyFirst = prerenderedPlayground({ ...spec, auth: [spec.auth[1]!], words }, 'p2');
  return readerText(first + cookieKeyFirst);
}

/** The response panel and the screen reader sentence for every outcome. */
function responseText(words: PlaygroundWords): { text: string; sentences: string[] } {
  useWords(words);
  const previous = useDocument(serverDocument as unknown as Document);
  try {
    const response = (contentType: string, bytes: Uint8Array): SendResult => ({
      kind: 'response',
      status: 200,
      statusText: '',
      headers: [['content-type', contentType]],
      contentType,
      bytes,
      ms: 12,
    });
    const results: SendResult[] = [
      { kind: 'network', message: 'Failed to fetch' },
      response('application/json', new Uint8Array()),
      response('image/png', new Uint8Array(10)),
      response('text/plain', new Uint8Array(600 * 1024).fill(97)),
      { kind: 'timeout' },
      { kind: 'cancelled' },
    ];
    const context = { url: 'http://lamps.example/lamps/1', curl: 'curl --request PUT', pageProtocol: 'https:' };
    const html = results.map((result) => (responseView(result, context) as unknown as ServerElement).toHtml()).join('');
    return { text: readerText(html), sentences: results.map(outcomeSentence) };
  } finally {
    useDocument(previous);
  }
}

afterEach(() => useWords(undefined));

describe.each([
  ['French', fr],
  ['Japanese', ja],
])('in %s', (_, table) => {
  const words = playgroundWordsOf(table);
  const english = englishFragments(table);
  const expectNoEnglish = (text: string) => {
    expect(english.length).toBeGreaterThan(40);
    expect(english.filter((fragment) => text.includes(fragment))).toEqual([]);
  };

  test('the island: auth notes, scheme names, labels and badges are the language’s, none English', () => {
    const text = playgroundText(words);
    for (const expected of [
      words.apiPlayground,
      words.accessTokenNote,
      words.apiKeyCookieNote,
      words.secretsNote,
      fill(words.showSecret, { name: words.accessToken }),
      fill(words.apiKeyInCookie, { name: 'sid' }),
      fill(words.apiKeyInHeader, { name: 'X-Key' }),
      fill(words.apiKeyInQuery, { name: 'key' }),
      words.oauth2AccessToken,
      words.openIdConnectAccessToken,
      words.baseUrl,
      fill(words.arrayItems, { name: 'colours' }),
      fill(words.arrayItem, { name: 'colours', number: '1' }),
      fill(words.removeArrayItem, { name: 'colours', number: '1' }),
      fill(words.addArrayItem, { name: 'colours' }),
      words.switchNotSent,
      words.fieldDeprecated,
      words.required,
      fill(words.requestBodyOf, { mediaType: 'application/json' }),
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
  });

  test('the response panel: the failed-request explanation, bodies, headers and outcomes', () => {
    const { text, sentences } = responseText(words);
    for (const expected of [
      words.requestFailed,
      words.failureLikelyCauses,
      fill(words.failureServerDown, { origin: 'http://lamps.example' }),
      words.failureCors,
      words.failureMixedContent,
      words.failureCurlIntro,
      words.emptyBody,
      fill(words.responseHeadersCount, { count: '1' }),
      words.exposedHeadersNote,
      fill(words.binaryBodyNotShown, { mediaType: 'image/png', size: '10 B' }),
      fill(words.showingFirstBytes, { shown: '512.0 KB', total: '600.0 KB' }),
      fill(words.noResponseWithin, { seconds: '30' }),
      words.requestCancelled,
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
    expect(sentences).toEqual([
      words.requestFailed,
      fill(words.responseOutcome, { status: '200' }),
      fill(words.responseOutcome, { status: '200' }),
      fill(words.responseOutcome, { status: '200' }),
      fill(words.noResponseWithin, { seconds: '30' }),
      words.requestCancelled,
    ]);
    expectNoEnglish(sentences.join(' '));
  });

  test('problems that stop sending, and where a JSON body breaks', () => {
    useWords(words);
    const checked: PlaygroundSpec = {
      ...spec,
      servers: ['https://lamps.example'],
      parameters: [
        { name: 'lampId', in: 'path', type: 'string', required: true },
        { name: 'count', in: 'query', type: 'integer' },
        { name: 'ratio', in: 'header', type: 'number' },
      ],
      auth: [],
    };
    const values = initialValues(checked);
    const request = buildRequest(checked, {
      ...values,
      server: 'lamps.example',
      fields: { 'path:lampId': '..', 'query:count': '1.5', 'header:ratio': 'half' },
    });
    const messages = request.problems.map((p) => p.message);
    expect(messages).toEqual([
      words.baseUrlNeedsScheme,
      fill(words.pathValueRefused, { name: fill(words.pathParameterName, { name: 'lampId' }), value: '..' }),
      fill(words.mustBeWholeNumber, { name: fill(words.queryParameterName, { name: 'count' }) }),
      fill(words.mustBeNumber, { name: fill(words.headerParameterName, { name: 'ratio' }) }),
    ]);
    expectNoEnglish(messages.join(' '));
    const json = checkJson('{,}');
    expect(json.ok).toBe(false);
    // The reason after the place is the JavaScript engine's own words.
    if (!json.ok) expect(json.message.startsWith(fill(words.jsonProblemAt, { line: '1', column: '2', reason: '' }))).toBe(true);
  });
});

test('French, word for word: the notes and the explanation a reader sees when a request fails', () => {
  const words = playgroundWordsOf(fr);
  const island = playgroundText(words);
  expect(island).toContain('Collez un jeton d’accès\u00a0; il est envoyé comme jeton Bearer.');
  expect(island).toContain('Les navigateurs ne laissent pas une page envoyer des cookies à un autre site\u00a0: la clé n’apparaît que dans les exemples de requête.');
  expect(island).toContain('Les secrets restent dans la mémoire de cet onglet\u00a0; ils ne vont jamais dans l’URL, les cookies ni le stockage local.');
  const { text } = responseText(words);
  expect(text).toContain('Ce qui s’est probablement passé\u00a0:');
  expect(text).toContain('Ou le serveur n’autorise pas les requêtes venant de cette page (CORS), et le navigateur a bloqué la réponse.');
  expect(text).toContain('Corps vide.');
  expect(text).not.toContain('What probably happened');
  expect(text).not.toContain('Empty body.');
  expect(island).not.toContain('Paste an access token');
});

describe('Playground.astro in the page’s language', () => {
  // The key under which the layout leaves the page's words (src/runtime/ui-strings.ts, usePageLanguage).
  const french = { 'docsmith:strings': fr };

  test('`simple`: the endpoint, the other base URLs and the sample are labelled in French', async () => {
    const { html } = await renderComponent(Playground, { spec: { ...spec, servers: ['https://a.example', 'https://b.example'], mode: 'simple' } }, {}, french);
    const text = readerText(html);
    expect(text).toContain('Point de terminaison de l’API');
    expect(text).toContain('Aussi disponible à\u00a0: https://b.example');
    expect(text).toContain('Requête (cURL)');
    expect(text).not.toMatch(/API endpoint|Also available|Request \(cURL\)/);
  });

  test('`show`: the prerendered island is in French before the island loads', async () => {
    const { html } = await renderComponent(Playground, { spec }, {}, french);
    expect(html).toContain('aria-label="Bac à sable de l’API"');
    expectNoEnglishIn(readerText(html.replace(/<script[\s\S]*?<\/script>/g, ' ')));
  });

  function expectNoEnglishIn(text: string) {
    expect(englishFragments(fr).filter((fragment) => text.includes(fragment))).toEqual([]);
  }
});

/**
 * String literals of the island's source that read as prose: two or more words of letters in a row
 * (`${…}` counts as a word between them, so "Add ${name} item" is prose; "Basic ${token}" is not).
 */
function proseLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(`${PLAYGROUND_DIR}${file}`, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} ');
    if (text !== undefined) {
      let words = 0;
      for (const token of text.split(/\s+/)) {
        if (/^[A-Za-z]+[.,:;!?]?$/.test(token)) words += 1;
        else if (token !== '${}') words = 0;
        if (words >= 2) {
          found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`);
          break;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the island’s builders hold no English prose: messages come from words()', () => {
  // samples.ts writes client code (its comments are code too, the same in every language and in the
  // markdown twins); the others build what the reader sees.
  const files = readdirSync(PLAYGROUND_DIR).filter((file) => file.endsWith('.ts') && file !== 'samples.ts');
  expect(files).toEqual(expect.arrayContaining(['auth.ts', 'fields.ts', 'island.ts', 'request.ts', 'response.ts']));
  expect(files.flatMap(proseLiterals)).toEqual([]);
  // The scan does find prose where it is: the samples' comment for cookies.
  expect(proseLiterals('samples.ts').some((found) => found.includes('Browsers do not send Cookie headers'))).toBe(true);
});
