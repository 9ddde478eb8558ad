// A map of text to text bounded by the total length of what it holds: when it grows past its bound
// the oldest entries go first. For results that are pure functions of their key (highlighted code
// blocks, sidebar groups), kept for reuse within a build or a dev server's life.
export class TextCache {
  readonly #entries = new Map<string, string>();
  readonly #limitChars: number;
  #chars = 0;

  constructor(limitChars: number) {
    this.#limitChars = limitChars;
  }

  get(key: string): string | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: string): void {
    this.#entries.set(key, value);
    this.#chars += key.length + value.length;
    for (const [oldKey, oldValue] of this.#entries) {
      if (this.#chars <= this.#limitChars) break;
      this.#entries.delete(oldKey);
      this.#chars -= oldKey.length + oldValue.length;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}
