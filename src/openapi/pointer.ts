// JSON pointers (RFC 6901) as OpenAPI `$ref`s use them.

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(segments: (string | number)[]): string {
  return segments.length ? `/${segments.map(escapeSegment).join('/')}` : '';
}

export function segmentsOf(pointer: string): string[] {
  if (!pointer || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => {
      let decoded = s;
      try {
        decoded = decodeURIComponent(s);
      } catch {
        // A literal percent sign stays as written.
      }
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

/** The value at `pointer`, or undefined when a segment is missing. */
export function valueAt(document: unknown, pointer: string): unknown {
  let current = document;
  for (const segment of segmentsOf(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
