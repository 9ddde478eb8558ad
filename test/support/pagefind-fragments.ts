// The records Pagefind wrote for a built site, read in Node: each fragment file is gzip-compressed
// JSON after a short signature. One record per indexed page: its URL, the text a search excerpt is
// cut from, and its metadata.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { globSync } from 'tinyglobby';

export interface PagefindRecord {
  url: string;
  content: string;
  meta: { title: string; group?: string };
}

export function pagefindRecords(distDir: string): PagefindRecord[] {
  return globSync('pagefind/fragment/*.pf_fragment', { cwd: distDir }).map((file) => {
    const bytes = gunzipSync(readFileSync(join(distDir, file)));
    return JSON.parse(bytes.subarray(bytes.indexOf('{'.charCodeAt(0))).toString('utf8')) as PagefindRecord;
  });
}
