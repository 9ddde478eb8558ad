// The one channel between the integration and the modules that render pages, for what a virtual
// module cannot carry: live functions and what flows back. Build data goes the other way through the
// virtual modules (src/vite/virtual-modules.ts); only these things use this channel:
// - `compilers`: Astro's MDX transforms, taken from Vite's resolved plugins, for pages compiled
//   while rendering (src/markdown/page-compiler.ts), by docs root;
// - `workers`: the worker threads that highlight code blocks and compile pages during `astro build`
//   (src/markdown/build-workers.ts), started and ended by the integration;
// - `pageTexts`: the page files' texts the setup read, taken once by the page loader that runs next
//   (src/content/page-texts.ts);
// - `findings` made while rendering, which the integration reports when the build ends
//   (src/diagnostics/render-findings.ts), and the keys of findings reported once per build; in a
//   build worker, `forwardFinding` sends them to the rendering thread instead;
// - `textFiles`: in a build, expected by the integration when the build starts, then the function
//   that makes the markdown twins and llms.txt files, handed over by the `.md` route and called by
//   the integration once the pages are built (src/llms/text-files.ts);
// - `siteData`: in dev, the data of `virtual:docsmith/config` itself, by reference, for a Vite
//   environment that runs its modules in this process (src/vite/virtual-modules.ts).
// The route bundle and the integration are separate module instances in one process, so the channel
// is one named slot on globalThis; nothing else in Docsmith keeps state there.
import type { Finding } from './diagnostics/reporter.ts';
import type { TextFile } from './llms/text-files.ts';
import type { BuildWorkers } from './markdown/build-workers.ts';
import type { PageCompiler } from './markdown/page-compiler.ts';

export interface BuildChannel {
  compilers: Map<string, PageCompiler>;
  workers?: BuildWorkers;
  pageTexts?: { docsRoot: string; texts: ReadonlyMap<string, string> };
  findings: Finding[];
  reportedOnce: Set<string>;
  forwardFinding?: (finding: Finding, onceKey?: string) => void;
  textFiles?: 'expected' | (() => Promise<TextFile[]>);
  /** By the key each virtual-modules plugin owns: two dev servers in one process keep apart. */
  siteData: Map<string, unknown>;
}

/** The channel's slot on globalThis: `Symbol.for(BUILD_CHANNEL_KEY)`. Generated module code names it too. */
export const BUILD_CHANNEL_KEY = 'docsmith.buildChannel';
const SLOT = Symbol.for(BUILD_CHANNEL_KEY);

export function buildChannel(): BuildChannel {
  const holder = globalThis as { [SLOT]?: BuildChannel };
  return (holder[SLOT] ??= { compilers: new Map(), findings: [], reportedOnce: new Set(), siteData: new Map() });
}
