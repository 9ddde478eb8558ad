// The one escaping rule for values written into inline `<script>` and `<style>` elements, where
// Astro's attribute and text escaping does not apply: config strings and spec text must never be
// able to close the element or start markup of their own.

/**
 * JSON for an inline `<script>` (including `type="application/json"`): `<`, `>` and `&` become
 * `\u` escapes so no value can close the element or open a comment, and U+2028/U+2029 are escaped
 * because older JavaScript parsers end a line at them.
 */
export function jsonForInlineScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A double-quoted CSS string (for `url("…")`, attribute selectors, `content`): everything but a
 * small safe set is written as a CSS hex escape, so no value can end the string, the rule or the
 * `<style>` element.
 */
export function cssString(value: string): string {
  // The space ends the escape, so the next character is never read as one more hex digit.
  return `"${value.replace(/[^A-Za-z0-9_\-./:?=#%,+~@]/gu, (ch) => `\\${ch.codePointAt(0)!.toString(16)} `)}"`;
}
