// The playground of a page rendered by the page route: hand-written `api:` pages get one built from
// their ParamFields and docs.json `api`; a malformed `api:` value is reported and shows none.
import { defineRules } from '../diagnostics/rules.ts';
import { reportRenderFinding } from '../diagnostics/render-findings.ts';
import type { DocsConfig } from '../config/schema.ts';
import { apiPagePlayground, type ApiPagePlayground } from './from-api-page.ts';

defineRules({
  'api/invalid-endpoint': {
    severity: 'warn',
    stage: 'render',
    description: 'A page\'s `api:` front matter is not `"METHOD URL"` (the page gets no playground).',
    summary: 'pages with an unreadable api: endpoint',
  },
});

interface Entry {
  id: string;
  data: Record<string, unknown>;
  body?: string;
  filePath?: string;
}

export function playgroundOfEntry(entry: Entry, config: DocsConfig, proxy: string | undefined): ApiPagePlayground | undefined {
  if (entry.data.api === undefined) return undefined;
  const result = apiPagePlayground({ data: entry.data, body: entry.body ?? '' }, config.api, proxy);
  if (result.mode === 'invalid') {
    reportRenderFinding({ rule: 'api/invalid-endpoint', message: result.message, file: entry.filePath ?? entry.id });
  }
  return result;
}
