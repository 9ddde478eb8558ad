// A full garbage collection that gives the freed memory back to the system, asked for once a phase
// that made a lot of garbage has ended. V8 collects when its heap grows, not when work ends: once a
// 25,000-page build had rendered, the rendering thread's heap held 1.0 GB of which 0.5 GB was live,
// and Pagefind's processes (about 1 GB) then ran beside it. A plain collection freed the garbage but
// kept the memory; the 'last-resort' kind (V8's collection under memory pressure) returns it. `gc`
// is only exposed to contexts made after the flag is set, hence the new context (the way test
// runners measure heaps without --expose-gc). A Node whose V8 ignores the kind does a plain one.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Gc | undefined;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Gc;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
