// The hosted platform fills a `user` variable in page expressions from the signed-in reader
// (`{user.name ?? 'there'}`, `user.email`). A static site has no signed-in reader, so `user` exists
// and is empty: fallbacks written in the page show, instead of a "user is not defined" crash.
import { splitRegions } from './regions.ts';

/** Declared in the page's ESM (appended after the last line, so no line moves); both page paths read it. */
export const ANONYMOUS_USER = 'export const user = Object.freeze({});';

// `user` inside a `{...}` expression (prose or an attribute value), not a property like `metadata.user`.
const USER_IN_EXPRESSION = /\{[^{}]*(?<![\w$.])user\b[^{}]*\}/;

/** The line of the first expression that reads `user`, if any. */
export function firstUserRead(source: string): number | undefined {
  for (const region of splitRegions(source)) {
    if (region.kind === 'code') continue;
    const match = USER_IN_EXPRESSION.exec(region.text);
    if (match) return region.line + (region.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
  }
  return undefined;
}
