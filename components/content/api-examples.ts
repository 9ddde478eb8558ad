// On API pages RequestExample and ResponseExample belong in the right-hand column, which the layout
// renders outside the page content. The route puts a collector in `Astro.locals` and wraps the
// content in <ApiExamplesCollector>, which marks the collection done once the content has rendered;
// the example components hand their HTML to the collector instead of rendering in place. <ApiExamples> (in the layout's `examples` slot)
// waits until the content has rendered and shows what was collected.
import type { RenderContext } from './component-context.ts';

export type ExampleKind = 'request' | 'response';

export interface CollectedExample {
  /** `panel`: a <Panel>'s content, which takes the same column on any page that has one. */
  kind: ExampleKind | 'panel';
  html: string;
}

interface Collector {
  examples: CollectedExample[];
  done: Promise<CollectedExample[]>;
  finish(): void;
}

const COLLECTOR_LOCAL = 'docsmithApiExamples';

function collectorOf(astro: Pick<RenderContext, 'locals'>, create: boolean): Collector | undefined {
  const locals = astro.locals as Record<string, unknown>;
  const existing = locals[COLLECTOR_LOCAL] as Collector | undefined;
  if (existing || !create) return existing;
  const examples: CollectedExample[] = [];
  let finish = () => {};
  const done = new Promise<CollectedExample[]>((resolve) => (finish = () => resolve(examples)));
  const collector: Collector = { examples, done, finish };
  locals[COLLECTOR_LOCAL] = collector;
  return collector;
}

/** Called before the content renders on an API page; returns the page's collector (made once). */
export function startCollectingExamples(astro: Pick<RenderContext, 'locals'>): Collector {
  return collectorOf(astro, true)!;
}

/** Where RequestExample/ResponseExample send their HTML on an API page; undefined elsewhere. */
export function examplesCollector(astro: Pick<RenderContext, 'locals'>): CollectedExample[] | undefined {
  return collectorOf(astro, false)?.examples;
}

/** The examples, once the content has rendered; none when the route collected nothing (never waits forever). */
export function collectedExamples(astro: Pick<RenderContext, 'locals'>): Promise<CollectedExample[]> {
  return collectorOf(astro, false)?.done ?? Promise.resolve([]);
}

/** An API page is a page whose front matter has `openapi:` or `api:`. */
export function isApiPage(frontmatter: Record<string, unknown>): boolean {
  const has = (key: string) => typeof frontmatter[key] === 'string' && (frontmatter[key] as string).trim() !== '';
  return has('openapi') || has('api');
}

/**
 * A page with a <Panel> gets the right-hand column of API pages (the panel instead of the table of
 * contents); modes without that column (wide, center, custom) render the panel in place.
 */
export function hasPanel(entry: { body?: string; data: Record<string, unknown> }): boolean {
  const mode = entry.data.mode;
  return (mode === undefined || mode === 'default') && /<Panel[\s>]/.test(entry.body ?? '');
}
