// A worker thread of the highlight pool (src/markdown/highlight-pool.ts): highlights the blocks it is
// sent with Shiki, exactly as the rendering thread would (src/markdown/shiki-block.ts), and answers
// with the block's tree as JSON. Compiled to dist/workers/ at `prepare` (scripts/build-cli.mjs): Node
// does not run TypeScript from node_modules.
import { parentPort } from 'node:worker_threads';
import { shikiBlock } from './shiki-block.ts';
import type { HighlightAnswer, HighlightRequest } from './highlight-pool.ts';

parentPort!.on('message', async ({ id, text, lang, meta, settings }: HighlightRequest & { id: number }) => {
  let answer: HighlightAnswer;
  try {
    answer = { id, json: JSON.stringify(await shikiBlock(text, lang, meta, settings)) };
  } catch (error) {
    answer = { id, error: (error as Error).message };
  }
  parentPort!.postMessage(answer);
});
