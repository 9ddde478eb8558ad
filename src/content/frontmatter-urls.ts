// A page's `url` front matter (its sidebar entry opens that URL) under the one URL policy: placed at
// the key's line. The page data leaves a refused URL out (runtime/site-data.ts, allowedHref).
import type { Finding } from '../diagnostics/reporter.ts';
import { urlPolicyMessage, urlVerdict } from '../util/url-policy.ts';
import { frontmatterKeyLine } from './frontmatter-line.ts';
import type { ScannedPage } from './scan.ts';

export function frontmatterUrlFindings(pages: ScannedPage[], read: (file: string) => string): Finding[] {
  return pages.flatMap((page) => {
    const url = page.frontmatter.url;
    if (typeof url !== 'string') return [];
    const verdict = urlVerdict(url);
    if (verdict.kind === 'allowed') return [];
    return [{
      rule: verdict.kind === 'blocked' ? 'links/unsafe-url' : 'links/unusual-scheme',
      file: page.file,
      line: frontmatterKeyLine(read(page.file), 'url'),
      message: urlPolicyMessage('front matter url', url, verdict),
    }];
  });
}
