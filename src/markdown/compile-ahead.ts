// Compiling pages before their turn to render. Astro renders a route's pages in the order its
// getStaticPaths lists them, four at a time; compiled on request, the worker only heard of a page when
// it began to render, so each thread spent about a fifth of the render waiting for the other (a
// 1,000-page build: the rendering thread idle 1.6 s of 7 s, the worker 3.7 s). Told the order, the
// worker keeps a few pages ahead of the rendering thread; a page the worker has not been sent yet when
// its turn comes is compiled by the rendering thread itself, so neither thread waits for the other.

/** How many pages each worker holds at once: one to compile, one waiting, so it never waits for a message. */
const SENT_PER_WORKER = 2;
/** How many compiled pages may wait for their turn, with those being compiled: the memory bound. */
const HELD_AT_MOST = 8;

export interface CompileAheadParts {
  /** A page file's text (read when the page is sent, as the rendering thread would read it). */
  read: (file: string) => string;
  /** Compiles a page's text in a worker. */
  send: (source: string, file: string) => Promise<string>;
  /** How many workers compile. */
  workers: number;
}

/** What the rendering thread does for a page: await the worker's compile, compile it itself, or ask as before. */
export type Turn = { compiled: Promise<string> } | 'here' | 'unplanned';

interface Held {
  source: string;
  compiled: Promise<string>;
}

export class CompileAhead {
  readonly #order: string[];
  readonly #parts: CompileAheadParts;
  /** Pages sent to a worker and not yet taken, by file. */
  readonly #held = new Map<string, Held>();
  /** Pages of the order passed over: taken before they were sent. */
  readonly #passed = new Set<string>();
  readonly #planned: Set<string>;
  #next = 0;
  #compiling = 0;

  constructor(order: string[], parts: CompileAheadParts) {
    this.#order = order;
    this.#planned = new Set(order);
    this.#parts = parts;
    this.#fill();
  }

  /** The page's turn to render: its compile if a worker has it, 'here' if none was sent it, 'unplanned' for a page outside the order. */
  take(source: string, file: string): Turn {
    const held = this.#held.get(file);
    if (held) {
      this.#held.delete(file);
      this.#fill();
      // A file that changed since it was sent (not in a build, but cheap to rule out) is compiled anew.
      return held.source === source ? { compiled: held.compiled } : 'here';
    }
    if (!this.#planned.has(file) || this.#passed.has(file)) return 'unplanned';
    this.#passed.add(file);
    return 'here';
  }

  /** Sends the next pages of the order while the workers have room and few compiled pages wait. */
  #fill(): void {
    while (this.#compiling < SENT_PER_WORKER * this.#parts.workers && this.#held.size < HELD_AT_MOST && this.#next < this.#order.length) {
      const file = this.#order[this.#next++]!;
      if (this.#passed.has(file) || this.#held.has(file)) continue;
      let source: string;
      try {
        source = this.#parts.read(file);
      } catch {
        // Left to its turn, where the rendering thread's own read reports the problem on that page.
        continue;
      }
      const held: Held = { source, compiled: this.#parts.send(source, file) };
      this.#compiling++;
      const settle = () => {
        this.#compiling--;
        this.#fill();
      };
      // The rendering thread sees a failure when it takes the page; until then it is not unhandled.
      held.compiled.then(settle, settle);
      this.#held.set(file, held);
    }
  }
}
