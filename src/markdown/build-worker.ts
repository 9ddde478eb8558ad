// A build worker thread (src/markdown/build-workers.ts). It highlights the code blocks it is sent with
// Shiki, exactly as the rendering thread would (shiki-block.ts), answering with the block's tree as
// JSON; warms up (its compile made, the site's languages loaded) before the build starts; and, when started
// with a compile setup, compiles the page files it is sent as the page
// compiler would (worker-compile.ts: Docsmith's source transform, then the project's MDX compile),
// highlighting their code itself. Findings its plugins make are
// sent back with its answers, for the build's report. Compiled to dist/workers/ at `prepare`
// (scripts/build-cli.mjs): Node does not run TypeScript from node_modules.
import { parentPort, workerData } from 'node:worker_threads';
import { buildChannel } from '../build-channel.ts';
import { bundledLanguages } from 'shiki';
import { loadedLanguages, shikiBlock } from './shiki-block.ts';
import { highlightBlock } from './highlighter.ts';
import type { CodeSample } from './code-samples.ts';
import { createWorkerPageCompile, type WorkerCompile, type WorkerCompileSetup } from './worker-compile.ts';
import { errorToData, type ForwardedFinding, type WorkerAnswer, type WorkerJob } from './build-workers.ts';

const { compileSetup } = workerData as { compileSetup?: WorkerCompileSetup };
const made: ForwardedFinding[] = [];
buildChannel().forwardFinding = (finding, onceKey) => made.push(onceKey === undefined ? { finding } : { finding, onceKey });

let compile: Promise<WorkerCompile> | undefined;

/**
 * Makes the compile and highlights the site's code samples (code-samples.ts), as the compile's
 * highlighting would: languages Shiki does not bundle, and the ones left unhighlighted, are passed over.
 */
async function warm(samples: CodeSample[]): Promise<string[]> {
  if (compileSetup) await (compile ??= createWorkerPageCompile(compileSetup));
  const { excludeLangs = [], langAlias, wrap, themes } = compileSetup?.highlight ?? {};
  for (const { lang, code } of samples) {
    if (excludeLangs.includes(lang) || !((langAlias?.[lang] ?? lang) in bundledLanguages)) continue;
    await highlightBlock(code, lang, undefined, { langAlias, wrap, themes });
  }
  return loadedLanguages();
}

async function run(job: WorkerJob): Promise<string> {
  if (job.kind === 'highlight') {
    const { text, lang, meta, settings } = job.request;
    return JSON.stringify(await shikiBlock(text, lang, meta, settings));
  }
  if (job.kind === 'warm') return JSON.stringify(await warm(job.samples));
  if (!compileSetup) throw new Error('this worker was started without a compile setup');
  compile ??= createWorkerPageCompile(compileSetup);
  return (await compile)(job.code, job.file);
}

parentPort!.on('message', async (job: WorkerJob) => {
  let answer: WorkerAnswer;
  try {
    const text = await run(job);
    answer = { id: job.id, text, findings: made.splice(0) };
  } catch (error) {
    answer = { id: job.id, error: errorToData(error), findings: made.splice(0) };
  }
  parentPort!.postMessage(answer);
});
