// The current format's `api.examples`, checked key by key: `languages` (the request samples shown,
// in order, named as the hosted platform spells them or by an alias), `defaults` (`required` or
// `all` parameters in samples), `prefill` and `autogenerate`. Languages Docsmith does not generate
// are placed warnings and left out; the page and its playground read the result from one request
// model (src/openapi/view.ts), so they keep showing the same samples.
import { SAMPLE_LANGUAGE_NAMES, type SampleLanguage } from '../../../components/islands/playground/samples.ts';
import { didYouMeanSuffix } from '../../util/did-you-mean.ts';
import type { DocsConfig } from '../schema.ts';
import type { SiteKeysReport } from './site-keys.ts';

type Examples = NonNullable<NonNullable<DocsConfig['api']>['examples']>;

const KEYS = ['languages', 'defaults', 'prefill', 'autogenerate'];
/** Languages the hosted platform writes samples in that Docsmith has no generator for. */
const NOT_GENERATED = ['php', 'java', 'ruby', 'powershell', 'swift', 'csharp', 'c#', 'dotnet', 'typescript', 'ts', 'c', 'c++', 'cpp', 'kotlin', 'rust', 'dart'];

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export function readApiExamples(value: unknown, report: SiteKeysReport): Examples | undefined {
  if (!isRecord(value)) {
    report('config/invalid-value', ['api', 'examples'], `api.examples: expected an object like { "languages": ["curl", "python"] }, got ${JSON.stringify(value)}; it is ignored`);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) report('config/unknown-key', ['api', 'examples', key], `unknown key "api.examples.${key}"${didYouMeanSuffix(key, KEYS)}; it is ignored`);
  }
  const out: Examples = {};
  if (Array.isArray(value.languages)) {
    const languages: SampleLanguage[] = [];
    value.languages.forEach((name, index) => {
      const path = ['api', 'examples', 'languages', index];
      const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
      const id = SAMPLE_LANGUAGE_NAMES[key];
      if (id) {
        if (!languages.includes(id)) languages.push(id);
      } else if (NOT_GENERATED.includes(key)) {
        report('config/compatibility-key', path, `api.examples.languages: Docsmith does not generate "${name}" samples (it writes curl, javascript, python and go); it is left out`);
      } else {
        const names = Object.keys(SAMPLE_LANGUAGE_NAMES);
        report('config/invalid-value', path, `api.examples.languages: expected a language such as "curl", "python", "javascript" or "go", got ${JSON.stringify(name)}${key ? didYouMeanSuffix(key, [...names, ...NOT_GENERATED]) : ''}; it is left out`);
      }
    });
    if (languages.length) out.languages = languages;
  } else if (value.languages !== undefined) {
    report('config/invalid-value', ['api', 'examples', 'languages'], `api.examples.languages: expected a list like ["curl", "python"], got ${JSON.stringify(value.languages)}; every language is shown`);
  }
  if (value.defaults === 'required' || value.defaults === 'all') out.defaults = value.defaults;
  else if (value.defaults !== undefined) {
    report('config/invalid-value', ['api', 'examples', 'defaults'], `api.examples.defaults: expected "required" or "all", got ${JSON.stringify(value.defaults)}${typeof value.defaults === 'string' ? didYouMeanSuffix(value.defaults, ['required', 'all']) : ''}; "required" is used`);
  }
  for (const key of ['prefill', 'autogenerate'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean') report('config/invalid-value', ['api', 'examples', key], `api.examples.${key}: expected true or false, got ${JSON.stringify(value[key])}; it is ignored`);
  }
  if (typeof value.prefill === 'boolean') out.prefill = value.prefill;
  if (value.autogenerate === false) {
    report('config/compatibility-key', ['api', 'examples', 'autogenerate'], 'api.examples.autogenerate: false is not honoured yet; generated samples are shown beside the hand-written ones');
  }
  return out;
}
