// Compiling ahead: the workers are sent the announced pages in order, a few at a time and never more
// compiled pages than the bound; each page is compiled once, by a worker or, when its turn comes
// before a worker was sent it, by the rendering thread; failures reach the page that takes them.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CompileAhead, type Turn } from '../../../src/markdown/compile-ahead.ts';

/** A worker whose compiles finish when the test says so. */
function controlledWorkers(workers = 1) {
  const sent: string[] = [];
  const pending = new Map<string, { resolve: (code: string) => void; reject: (error: Error) => void }>();
  const parts = {
    workers,
    read: (file: string) => `text of ${file}`,
    send: (source: string, file: string) => {
      sent.push(file);
      return new Promise<string>((resolve, reject) => pending.set(file, { resolve: () => resolve(`compiled ${source}`), reject }));
    },
  };
  /** Finishes the compile of `file`, and lets the promise callbacks run. */
  const finish = async (file: string, error?: Error) => {
    const job = pending.get(file)!;
    pending.delete(file);
    if (error) job.reject(error);
    else job.resolve('');
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sent, pending, parts, finish };
}

const files = (n: number) => Array.from({ length: n }, (_, i) => `/docs/page-${i}.mdx`);

async function compiledOf(turn: Turn): Promise<string> {
  if (typeof turn !== 'object') throw new Error(`expected a worker's compile, got ${turn}`);
  return turn.compiled;
}

describe('compiling pages ahead of their turn', () => {
  test('sends two pages per worker at once, in the announced order, and the next when one is compiled', async () => {
    const { sent, parts, finish } = controlledWorkers(1);
    const order = files(20);
    new CompileAhead(order, parts);
    expect(sent).toEqual(order.slice(0, 2));
    await finish(order[0]!);
    expect(sent).toEqual(order.slice(0, 3));

    const two = controlledWorkers(2);
    new CompileAhead(order, two.parts);
    expect(two.sent).toEqual(order.slice(0, 4));
  });

  test('holds at most eight pages compiled or compiling, and sends more as pages are taken', async () => {
    const { sent, parts, finish } = controlledWorkers(1);
    const order = files(20);
    const ahead = new CompileAhead(order, parts);
    for (let i = 0; i < 8; i++) await finish(order[i]!);
    expect(sent).toEqual(order.slice(0, 8));
    expect(await compiledOf(ahead.take(`text of ${order[0]}`, order[0]!))).toBe(`compiled text of ${order[0]}`);
    expect(sent).toEqual(order.slice(0, 9));
  });

  test('a page whose turn comes before it was sent is compiled here, and never sent', async () => {
    const { sent, parts, finish } = controlledWorkers(1);
    const order = files(6);
    const ahead = new CompileAhead(order, parts);
    expect(ahead.take(`text of ${order[2]}`, order[2]!)).toBe('here');
    await finish(order[0]!);
    await finish(order[1]!);
    expect(sent).toEqual([order[0], order[1], order[3], order[4]]);
    // Asked again (a page rendered twice), it is no longer planned.
    expect(ahead.take(`text of ${order[2]}`, order[2]!)).toBe('unplanned');
  });

  test('a page outside the order is left to the usual path; a page whose text changed is compiled here', () => {
    const { parts } = controlledWorkers(1);
    const order = files(3);
    const ahead = new CompileAhead(order, parts);
    expect(ahead.take('other', '/docs/other.mdx')).toBe('unplanned');
    expect(ahead.take('changed text', order[0]!)).toBe('here');
  });

  test('a failed compile reaches the page that takes it, and no sooner', async () => {
    const { parts, finish } = controlledWorkers(1);
    const order = files(3);
    const ahead = new CompileAhead(order, parts);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await finish(order[0]!, new Error('worker stopped'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      await expect(compiledOf(ahead.take(`text of ${order[0]}`, order[0]!))).rejects.toThrow('worker stopped');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  test('a page file that cannot be read is left to its turn', () => {
    const { sent, parts } = controlledWorkers(1);
    const order = files(3);
    const ahead = new CompileAhead(order, {
      ...parts,
      read: (file) => {
        if (file === order[0]) throw new Error('ENOENT');
        return parts.read(file);
      },
    });
    expect(sent).toEqual([order[1], order[2]]);
    expect(ahead.take('', order[0]!)).toBe('here');
  });

  test('whatever order pages are taken in, each is compiled exactly once and never more than eight are held', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 2 }), fc.array(fc.nat(), { maxLength: 200 }), async (count, workers, choices) => {
        const { sent, pending, parts, finish } = controlledWorkers(workers);
        const order = files(count);
        const ahead = new CompileAhead(order, parts);
        const toTake = [...order];
        const here: string[] = [];
        const taken = new Set<string>();
        // Each choice either finishes a compile or takes a page (the rendering thread's turn).
        for (const choice of choices) {
          if (choice % 2 === 0 && pending.size) await finish([...pending.keys()][choice % pending.size]!);
          else if (toTake.length) {
            const file = toTake.splice(choice % toTake.length, 1)[0]!;
            const turn = ahead.take(`text of ${file}`, file);
            if (turn === 'here') here.push(file);
            else expect(turn).not.toBe('unplanned');
            taken.add(file);
          }
          expect(sent.length - [...sent].filter((f) => taken.has(f)).length).toBeLessThanOrEqual(8);
        }
        for (const file of toTake) if (ahead.take(`text of ${file}`, file) === 'here') here.push(file);
        expect(new Set(sent).size).toBe(sent.length);
        expect([...sent, ...here].sort()).toEqual([...order].sort());
      }),
      { numRuns: 300 },
    );
  });
});
