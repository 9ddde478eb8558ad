// The setup reads every page file once (its scan and checks); the page loader, which runs next in the
// same process, would read every one again. The setup hands the texts it read to the loader over the
// build channel instead: at 25,000 pages the second read was about a second of the dev server's start
// (the files are often no longer in the system's cache by then). The loader takes them once, for its
// first pass only (later edits are read from the file), and the channel lets go of them; whatever the
// loader did not take is dropped when the build or the dev server starts, so the texts never outlive
// the start.
import { buildChannel } from '../build-channel.ts';

/** Leaves the texts of `docsRoot`'s page files (by path relative to it, `/`-separated) for the loader. */
export function handOffPageTexts(docsRoot: string, texts: ReadonlyMap<string, string>): void {
  buildChannel().pageTexts = { docsRoot, texts };
}

/** The texts the setup left for `docsRoot`, once; undefined when there are none (or they are another root's). */
export function takePageTexts(docsRoot: string): ReadonlyMap<string, string> | undefined {
  const channel = buildChannel();
  const handed = channel.pageTexts;
  channel.pageTexts = undefined;
  return handed?.docsRoot === docsRoot ? handed.texts : undefined;
}

/** Lets go of texts no loader took. */
export function dropPageTexts(): void {
  buildChannel().pageTexts = undefined;
}
