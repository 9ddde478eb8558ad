// The request samples of an operation page: the file's own `x-codeSamples` first, then one per client
// language, made by the playground's sample generators (components/islands/playground/samples.ts)
// from the operation's request model as the playground starts from it, so the page and the
// playground show the same text. Credentials are placeholders in their proper form
// (`Authorization: Bearer <API_KEY>`).
import type { PlaygroundSpec } from '../playground/spec.ts';
import { buildRequest } from '../../components/islands/playground/request.ts';
import { sample, sampleLanguagesFor } from '../../components/islands/playground/samples.ts';
import { initialValues, placeholderSecrets } from '../../components/islands/playground/values.ts';

/** One operation's request: method, path, servers (variables substituted), parameters, bodies, auth. */
export type RequestModel = Omit<PlaygroundSpec, 'mode' | 'proxy'>;

export interface CodeSample {
  /** Shiki language id. */
  lang: string;
  /** Tab label. */
  label: string;
  code: string;
  /** From the file's `x-codeSamples`. */
  custom?: boolean;
}

export interface CustomSample {
  lang?: string;
  label?: string;
  source?: string;
}

/** The Shiki language id for a label or language name authors write in `x-codeSamples`. */
export function shikiLang(lang: string | undefined): string {
  const l = (lang ?? '').toLowerCase();
  const map: Record<string, string> = {
    'c#': 'csharp', csharp: 'csharp', node: 'javascript', 'node.js': 'javascript', nodejs: 'javascript', js: 'javascript',
    javascript: 'javascript', typescript: 'typescript', ts: 'typescript', python: 'python', py: 'python', curl: 'bash',
    shell: 'bash', sh: 'bash', bash: 'bash', go: 'go', golang: 'go', java: 'java', ruby: 'ruby', php: 'php', kotlin: 'kotlin', swift: 'swift', rust: 'rust',
  };
  return map[l] ?? (/^[a-z0-9+-]+$/.test(l) ? l : 'text');
}

/** The request as the playground starts from it, with the body's `bodyIndex`-th media type, secrets masked. */
export function sampleRequest(model: RequestModel, bodyIndex = 0) {
  const spec: PlaygroundSpec = { ...model, mode: 'show' };
  return buildRequest(spec, { ...initialValues(spec), bodyIndex, secrets: placeholderSecrets(spec) }, { mask: true });
}

export function codeSamples(model: RequestModel, bodyIndex = 0, custom: CustomSample[] = []): CodeSample[] {
  const own = custom
    .filter((c) => typeof c.source === 'string' && c.source.trim())
    .map((c) => ({ lang: shikiLang(c.lang), label: c.label ?? c.lang ?? 'Example', code: c.source!, custom: true }));
  const request = sampleRequest(model, bodyIndex);
  return [...own, ...sampleLanguagesFor(model.sampleLanguages).map(({ id, label, lang }) => ({ lang, label, code: sample(id, request) }))];
}
