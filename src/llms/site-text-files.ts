// The build's text files for AI tools (text-files.ts says why they are not routes in a build): every
// page's markdown twin and each scope's llms.txt and llms-full.txt, the texts the routes serve in dev.
// Made after the pages are built, while Pagefind indexes them, so this thread lets its event loop
// turn between pages: Pagefind is driven from it.
import { getSiteData } from '../runtime/site-data.ts';
import { markdownPage, markdownPages } from './site-markdown.ts';
import { scopeLlmsFullTxt, scopeLlmsTxt, siteScopes } from './site-llms.ts';
import { llmsFilePath, llmsPairs } from './scopes.ts';
import { markdownSlug } from './urls.ts';
import type { TextFile } from './text-files.ts';

/** How many pages are converted between two turns of the event loop. */
const PAGES_PER_TURN = 50;

const turn = () => new Promise((resolve) => setImmediate(resolve));

export async function siteTextFiles(): Promise<TextFile[]> {
  const { entries } = await getSiteData();
  for (let i = 0; i < entries.length; i++) {
    await markdownPage(entries[i]!.id);
    if (i % PAGES_PER_TURN === PAGES_PER_TURN - 1) await turn();
  }
  const files: TextFile[] = [...(await markdownPages()).values()].map((page) => ({ path: `${markdownSlug(page.id)}.md`, text: page.markdown }));
  // /llms.txt and /llms-full.txt hold the home page's scope, and that llms.txt lists every scope's
  // pair; then each language and version's own pair (routes/scoped-llms.ts).
  for (const pair of llmsPairs(siteScopes())) {
    const siteOwn = pair.folder === '';
    files.push(
      { path: llmsFilePath(pair, 'llms.txt').slice(1), text: await scopeLlmsTxt(pair.scope, siteOwn) },
      { path: llmsFilePath(pair, 'llms-full.txt').slice(1), text: await scopeLlmsFullTxt(pair.scope) },
    );
    await turn();
  }
  return files;
}
