// Size limits on content an OpenAPI file embeds in pages: a code sample of a megabyte would make
// every page that shows it (and its markdown twin) that large. Over the limit the text is cut, with
// a line saying so, and setup names the place once (openapi/truncated).
import type { Finding } from '../diagnostics/reporter.ts';
import type { JsonObject, LoadedSpec, OperationRef } from './types.ts';
import { valueAt } from './pointer.ts';

/** Characters of one `x-codeSamples` source shown on a page. */
export const MAX_SAMPLE_CHARS = 64 * 1024;

/** The text, cut to `max` characters with a closing line that says so. */
export function capText(text: string, max = MAX_SAMPLE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n… (cut: the source is over ${Math.round(max / 1024)} KB)`;
}

export function customSamplesOf(operation: unknown): unknown[] {
  if (!operation || typeof operation !== 'object') return [];
  const op = operation as JsonObject;
  const samples = op['x-codeSamples'] ?? op['x-code-samples'];
  return Array.isArray(samples) ? samples : [];
}

/** One finding per code sample over the limit, at its JSON pointer. */
export function oversizedSampleFindings(spec: LoadedSpec, operations: OperationRef[]): Finding[] {
  const entry = spec.documents.get(spec.file);
  return operations.flatMap((op) => {
    const operation = valueAt(entry, op.pointer);
    const key = operation && typeof operation === 'object' && 'x-code-samples' in operation && !('x-codeSamples' in operation) ? 'x-code-samples' : 'x-codeSamples';
    return customSamplesOf(operation).flatMap((sample, i) => {
      const source = sample && typeof sample === 'object' ? (sample as JsonObject).source : undefined;
      if (typeof source !== 'string' || source.length <= MAX_SAMPLE_CHARS) return [];
      return [{ rule: 'openapi/truncated', file: spec.file, message: `${op.pointer}/${key}/${i}/source: ${Math.round(source.length / 1024)} KB of code sample; pages show the first ${MAX_SAMPLE_CHARS / 1024} KB` }];
    });
  });
}
