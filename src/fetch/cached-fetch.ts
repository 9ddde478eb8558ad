// The one fetcher for every build-time download (remote OpenAPI files, repository star counts):
// short timeouts, an on-disk cache reused between builds, and DOCSMITH_OFFLINE=1 to never touch the
// network. DOCSMITH_FETCH_BASE points absolute URLs at another origin (a test server on 127.0.0.1),
// so that tests cover the online path without leaving the machine.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FetchOptions {
  /** Milliseconds before the request is abandoned. */
  timeoutMs?: number;
  /** How long a cached copy is fresh; stale copies are still used when the network fails. */
  maxAgeMs?: number;
  headers?: Record<string, string>;
  /** Largest body accepted; a larger one is abandoned while downloading, and not cached. */
  maxBytes?: number;
}

export type FetchResult =
  | { ok: true; text: string; fromCache: boolean; stale?: boolean }
  | { ok: false; reason: 'offline' | 'timeout' | 'network' | 'http' | 'too-large'; message: string };

const DEFAULT_TIMEOUT = 5_000;
const DEFAULT_MAX_AGE = 24 * 60 * 60 * 1000;

export function isOffline(): boolean {
  return process.env.DOCSMITH_OFFLINE === '1' || process.env.DOCSMITH_OFFLINE === 'true';
}

export function cacheDir(): string {
  return process.env.DOCSMITH_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'docsmith');
}

/** Rewrites an absolute URL onto DOCSMITH_FETCH_BASE when set (tests), keeping path and query. */
export function effectiveUrl(url: string): string {
  const base = process.env.DOCSMITH_FETCH_BASE;
  if (!base) return url;
  const original = new URL(url);
  return new URL(`/${original.host}${original.pathname}${original.search}`, base).href;
}

interface CacheRecord {
  url: string;
  fetchedAt: number;
  text: string;
}

function cachePath(url: string): string {
  return join(cacheDir(), `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.json`);
}

function readCache(url: string): CacheRecord | undefined {
  const file = cachePath(url);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
}

function writeCache(record: CacheRecord): void {
  try {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(cachePath(record.url), JSON.stringify(record));
  } catch {
    // A read-only cache folder only costs a download next time.
  }
}

export async function cachedFetch(url: string, options: FetchOptions = {}): Promise<FetchResult> {
  const cached = readCache(url);
  const maxAge = options.maxAgeMs ?? DEFAULT_MAX_AGE;
  if (cached && Date.now() - cached.fetchedAt < maxAge) return { ok: true, text: cached.text, fromCache: true };
  if (isOffline()) {
    if (cached) return { ok: true, text: cached.text, fromCache: true, stale: true };
    return { ok: false, reason: 'offline', message: `offline (DOCSMITH_OFFLINE=1) and no cached copy of ${url}` };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT);
  try {
    const response = await fetch(effectiveUrl(url), { signal: controller.signal, headers: options.headers });
    if (!response.ok) {
      if (cached) return { ok: true, text: cached.text, fromCache: true, stale: true };
      return { ok: false, reason: 'http', message: `${url} answered ${response.status} ${response.statusText}` };
    }
    const text = await bodyText(response, options.maxBytes);
    if (text === undefined) {
      controller.abort();
      return { ok: false, reason: 'too-large', message: `${url} is larger than ${(options.maxBytes! / 1024 / 1024).toFixed(0)} MB; it is not used` };
    }
    writeCache({ url, fetchedAt: Date.now(), text });
    return { ok: true, text, fromCache: false };
  } catch (error) {
    if (cached) return { ok: true, text: cached.text, fromCache: true, stale: true };
    const aborted = (error as Error).name === 'AbortError';
    return {
      ok: false,
      reason: aborted ? 'timeout' : 'network',
      message: aborted ? `${url} did not answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT} ms` : `${url}: ${(error as Error).message}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, or undefined as soon as it grows past `maxBytes` (the rest is not downloaded). */
async function bodyText(response: Response, maxBytes: number | undefined): Promise<string | undefined> {
  if (maxBytes === undefined || !response.body) return response.text();
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
