// The playground's words in the page's language. Playground.astro puts them into the spec (`words`);
// the island and the build-time prerender take them from there before building, so every builder
// reads `words()` instead of English literals. A spec without words (tests, old pages) reads English.
import { en, type UiStrings } from '../../../src/i18n/strings/en.ts';

export const PLAYGROUND_WORD_KEYS = [
  'tryIt', 'send', 'sending', 'cancel', 'request', 'response', 'responseHint', 'waitingForResponse', 'requestFailed',
  'requestCancelled', 'emptyBody', 'show', 'hide', 'username', 'password', 'clearSecrets', 'rememberForTab',
  'authorization', 'pathParameters', 'queryParameters', 'headers', 'cookies', 'body', 'copy', 'copied', 'mediaType',
  'required', 'baseUrl', 'authMethod', 'noAuthentication', 'bearerToken', 'basicAuthentication', 'accessToken',
  'fileToSend', 'cookiesNote', 'selectValue', 'notSent', 'responseBody', 'sampleLanguage', 'fieldRequired', 'notSentBecause',
  'apiPlayground', 'showSecret', 'apiKeyCookieNote', 'accessTokenNote', 'secretsCleared', 'secretsNote', 'apiKeyInHeader',
  'apiKeyInQuery', 'apiKeyInCookie', 'oauth2AccessToken', 'openIdConnectAccessToken', 'baseUrlNeedsScheme', 'pathParameterName',
  'queryParameterName', 'headerParameterName', 'cookieParameterName', 'mustBeWholeNumber', 'mustBeNumber', 'pathValueRefused',
  'jsonProblemAt', 'invalidJson', 'switchNotSent', 'fieldDeprecated', 'arrayItems', 'arrayItem', 'addArrayItem', 'removeArrayItem',
  'requestBodyOf', 'copySelectedHint', 'requestCopied', 'sendingRequest', 'responseOutcome', 'noResponseWithin',
  'responseHeadersCount', 'exposedHeadersNote', 'binaryBodyNotShown', 'showingFirstBytes', 'failureLikelyCauses', 'failureServerDown',
  'failureCors', 'failureMixedContent', 'failureCurlIntro',
] as const;

export type PlaygroundWords = Pick<UiStrings, (typeof PLAYGROUND_WORD_KEYS)[number]>;

export function playgroundWordsOf(strings: UiStrings): PlaygroundWords {
  return Object.fromEntries(PLAYGROUND_WORD_KEYS.map((key) => [key, strings[key]])) as unknown as PlaygroundWords;
}

const english = playgroundWordsOf(en);
let current: PlaygroundWords = english;

/** The words builders use now. */
export const words = (): PlaygroundWords => current;

/** Sets the words for the next builds: the spec's, with English for any it lacks. */
export function useWords(given: Partial<PlaygroundWords> | undefined): void {
  current = { ...english, ...(given ?? {}) };
}

/** `{name}` placeholders filled (the same rule as src/i18n's formatUiString). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
